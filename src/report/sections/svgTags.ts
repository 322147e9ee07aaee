/**
 * The start tags of an SVG, with their element and attribute names, found as a browser's HTML
 * parser finds them: the report's safety check (topology.ts) judges these and nothing else.
 * Text between tags is never read as markup: the diagram writes user text there (a design title
 * such as "Exchange online = phase 2"), escaped, and words in it are not attributes.
 *
 * The scan may only ever be stricter than a browser, never looser: everywhere it skips (an
 * attribute value, a `<!…>` or `<?…>` up to its first `>`) a browser reads no markup either, and
 * every other `<` followed by a letter is read as a tag, even where a browser would see text.
 */

/** One attribute as written: its name, and its value with character references left undecoded. */
export interface SvgAttribute {
  readonly name: string;
  readonly value: string;
}

/** One start tag. */
export interface SvgTag {
  readonly name: string;
  readonly attributes: readonly SvgAttribute[];
}

export type SvgTags = { ok: true; tags: SvgTag[] } | { ok: false; problem: string };

/** HTML's whitespace (not JavaScript's `\s`: a no-break space does not end a name in a browser). */
const isSpace = (ch: string | undefined): boolean =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /^[A-Za-z]$/.test(ch);

/** Index of the first character at or after `i` that is not whitespace. */
function skipSpace(s: string, i: number): number {
  while (i < s.length && isSpace(s[i])) i++;
  return i;
}

/** Index of the first character at or after `i` that ends a name: whitespace or one of `stops`. */
function nameEnd(s: string, i: number, stops: string): number {
  while (i < s.length && !isSpace(s[i]) && !stops.includes(s[i]!)) i++;
  return i;
}

type Read<T> = { ok: true; value: T; end: number } | { ok: false; problem: string };

/** The value of an attribute whose `=` is just before `i`: quoted, unquoted or empty. */
function readValue(s: string, i: number): Read<string> {
  i = skipSpace(s, i);
  const quote = s[i];
  if (quote === '"' || quote === "'") {
    const close = s.indexOf(quote, i + 1);
    if (close < 0) return { ok: false, problem: 'an attribute value whose quote is never closed' };
    return { ok: true, value: s.slice(i + 1, close), end: close + 1 };
  }
  const end = nameEnd(s, i, '>');
  return { ok: true, value: s.slice(i, end), end };
}

/** The tag whose name starts at `i` (just after `<` or `</`), and the index after its `>`. */
function readTag(s: string, i: number): Read<SvgTag> {
  let at = nameEnd(s, i, '/>');
  const name = s.slice(i, at);
  const attributes: SvgAttribute[] = [];
  for (;;) {
    while (at < s.length && (isSpace(s[at]) || s[at] === '/')) at++;
    if (at >= s.length) return { ok: false, problem: `a <${name}> tag that is never closed` };
    if (s[at] === '>') return { ok: true, value: { name, attributes }, end: at + 1 };
    // As in a browser, an attribute name may start with "=" and runs to whitespace, "/", ">" or "=".
    const end = nameEnd(s, at + 1, '/>=');
    const attribute = s.slice(at, end);
    at = skipSpace(s, end);
    let value = '';
    if (s[at] === '=') {
      const read = readValue(s, at + 1);
      if (!read.ok) return read;
      ({ value, end: at } = read);
    }
    // Escaped text never holds a raw "<" (it is written &lt;). One in a value could be a tag to a
    // browser that reads the value as text, so it is refused rather than skipped.
    if (value.includes('<'))
      return { ok: false, problem: `a raw "<" in the value of ${attribute} (it must be written &lt;)` };
    attributes.push({ name: attribute, value });
  }
}

/** The start tags of `markup`, or what makes it unreadable (a tag or quote never closed…). */
export function svgTags(markup: string): SvgTags {
  const tags: SvgTag[] = [];
  for (let i = markup.indexOf('<'); i >= 0; i = markup.indexOf('<', i)) {
    const next = markup[i + 1];
    if (next === '!' || next === '?') {
      // A comment, CDATA section or processing instruction: a browser reads no markup before its
      // first ">" (a comment may run on; reading its rest as tags is stricter, not looser).
      const end = markup.indexOf('>', i);
      if (end < 0) return { ok: false, problem: 'a comment or declaration that is never closed' };
      i = end + 1;
      continue;
    }
    const closing = next === '/';
    const start = closing ? i + 2 : i + 1;
    // A "<" not followed by a letter is text to a browser.
    if (!isLetter(markup[start])) {
      i++;
      continue;
    }
    const tag = readTag(markup, start);
    if (!tag.ok) return tag;
    if (!closing) tags.push(tag.value);
    i = tag.end;
  }
  return { ok: true, tags };
}
