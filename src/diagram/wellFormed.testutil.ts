/**
 * A strict, small XML well-formedness check for the diagram tests (no parser dependency): every
 * tag closes in order, attribute values are quoted with `&`, `<` escaped, and character data has
 * no bare `<` or `&`. Returns the problems found, or [] when the document is well formed.
 */
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function entitiesOk(text: string): boolean {
  for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
    if (!ENTITY.test(text.slice(i))) return false;
  }
  return !text.includes('<');
}

/** Problems with `doc` as XML, [] when none. */
export function xmlProblems(doc: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let rest = doc.replace(/^<\?xml[^?]*\?>/, '');
  let roots = 0;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (!entitiesOk(text)) problems.push(`bad character data: ${text.slice(0, 60)}`);
    if (open.length === 0 && text.trim() !== '') problems.push('text outside the root element');
    if (lt < 0) break;
    const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/.exec(rest.slice(lt));
    if (!tag) {
      problems.push(`malformed tag at: ${rest.slice(lt, lt + 60)}`);
      break;
    }
    const [whole, closing, name, attrs, selfClosing] = tag;
    for (const m of attrs!.matchAll(/"([^"]*)"/g)) {
      if (!entitiesOk(m[1]!)) problems.push(`bad attribute value: ${m[1]}`);
    }
    if (closing) {
      const top = open.pop();
      if (top !== name) problems.push(`</${name}> closes <${top}>`);
    } else if (!selfClosing) {
      if (open.length === 0) roots++;
      open.push(name!);
    } else if (open.length === 0) roots++;
    rest = rest.slice(lt + whole.length);
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
