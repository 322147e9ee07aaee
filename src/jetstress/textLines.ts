/**
 * A Jetstress report as lines of cells, whatever form it came in: the HTML report Jetstress
 * writes (every figure in a table row), or its text as pasted into a document (tab-separated
 * rows, "Key value" lines). Each line keeps the 1-based line of the source it starts on, so a
 * figure taken from it can say where it was read. Pure.
 */

/** One line of the report: its cells (table cells, or the whole text line) and its source line. */
export interface ReportLine {
  readonly cells: readonly string[];
  /** 1-based line of the source where the line's first text is. */
  readonly line: number;
}

/** Tags that end a line of text: table rows, paragraphs, headings, breaks, list items. */
const BREAKS = /^<\/?(tr|p|h[1-6]|div|br|li|caption|table|thead|tbody|title)\b/i;
/** Tags that end a cell. */
const CELL_END = /^<\/(td|th)\s*>/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities an HTML report uses (named ones above, and numeric). */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Whether `text` is HTML (a Jetstress HTML report) rather than plain text. */
export function isHtml(text: string): boolean {
  return /<(html|table|tr|body)\b/i.test(text.slice(0, 20_000));
}

/** Trailing empty cells carry nothing (a row ended by a separator). */
function trimCells(cells: string[]): string[] {
  while (cells.length && cells.at(-1) === '') cells.pop();
  return cells;
}

function htmlLines(html: string): ReportLine[] {
  const out: ReportLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let start = 0; // source line of the current line's first text
  let line = 1;
  const endCell = (): void => {
    cells.push(cell.replace(/\s+/g, ' ').trim());
    cell = '';
  };
  const endLine = (): void => {
    if (cell.trim()) endCell();
    const kept = trimCells(cells);
    if (kept.some((c) => c !== '')) out.push({ cells: kept, line: start });
    cells = [];
    cell = '';
    start = 0;
  };
  // Scripts and styles hold no figures; comments neither.
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi, (m) => m.replace(/[^\n]/g, ''));
  for (const token of body.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (token[0] === '<') {
      if (CELL_END.test(token)) endCell();
      else if (BREAKS.test(token)) endLine();
    } else {
      const text = decode(token);
      if (text.trim() && start === 0) start = line + leadingLines(token);
      cell += text;
    }
    line += countNewlines(token);
  }
  endLine();
  return out;
}

const countNewlines = (s: string): number => s.split('\n').length - 1;
/** Newlines before the first non-blank character of `s`. */
const leadingLines = (s: string): number => countNewlines(s.slice(0, s.length - s.trimStart().length));

function plainLines(text: string): ReportLine[] {
  return text.split(/\r?\n/).flatMap((raw, i) => {
    // Markdown-style emphasis (as in documents that quote a report) is not part of a value.
    const cells = trimCells(raw.split('\t').map((c) => c.replace(/\*\*/g, '').trim()));
    return cells.some((c) => c !== '') ? [{ cells, line: i + 1 }] : [];
  });
}

/** The report's lines in reading order. */
export function reportLines(text: string): ReportLine[] {
  return isHtml(text) ? htmlLines(text) : plainLines(text);
}
