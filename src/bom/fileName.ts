/** File names offered for exports: the bill of materials, the Jetstress test plan, the report… */

/** Export formats. */
export type BomFormat = 'xlsx' | 'csv';

/** Longest part of the file name taken from the design title [characters]. */
const MAX_TITLE = 80;
/**
 * The same in UTF-8 [bytes]: Linux and macOS take at most 255 bytes in a name, and 80 Chinese
 * characters are 240. This leaves room for " - Jetstress test plan.csv" and the " (2)" a browser
 * adds to a second download.
 */
const MAX_TITLE_BYTES = 200;

/** Brackets a cut could leave open: opener → closer. */
const BRACKETS: ReadonlyMap<string, string> = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
]);

/** `<design title> - BOM.xlsx` (see `exportFileName`). */
export function bomFileName(title: string, format: BomFormat): string {
  return exportFileName(title, 'BOM', format);
}

/** Size of `ch` (one code point) in UTF-8 [bytes]. */
function utf8Bytes(ch: string): number {
  const code = ch.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * The title with what no file system (or Windows: `\ / : * ? " < > |`) takes replaced so that it
 * still reads as the title: "Site A: phase 2" → "Site A - phase 2" (not "Site A- phase 2"),
 * "mailbox/logs" → "mailbox-logs", double quotes → single ones.
 */
function safeText(title: string): string {
  return (
    title
      .replace(/\p{Cc}/gu, ' ')
      // Direction controls can show part of a name backwards: "photo" U+202E "gpj.exe" reads as
      // "photoexe.jpg". They are dropped.
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/"/g, "'")
      // A separator between words ("A: B", "A / B") reads as a dash between them; inside a word
      // ("10:30", "a/b") as a hyphen.
      .replace(/\s*[\\/:*?<>|][\s\\/:*?<>|]*/g, (run) => (/\s/.test(run) ? ' - ' : '-'))
      .replace(/\s+/g, ' ')
      .replace(/ - (?:- )+/g, ' - ')
      // Nothing at either end a name should start or end with: a leading dot hides a file on
      // macOS and Linux, Windows drops a trailing one, and a leading "-" reads as an option.
      .replace(/^[\s.,;–—-]+|[\s.,;–—-]+$/gu, '')
  );
}

/** Indexes of the brackets in `text` that are opened and not closed, first first. */
function unclosed(text: string): number[] {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (BRACKETS.has(text[i]!)) open.push(i);
    else if (open.length > 0 && BRACKETS.get(text[open.at(-1)!]!) === text[i]) open.pop();
  }
  return open;
}

/**
 * `text` cut to fit `MAX_TITLE` characters and `MAX_TITLE_BYTES`, at a word boundary, without
 * a bracket left open: "…Mailbox Resiliency (tested half: 2 servers)" → "…Mailbox Resiliency".
 */
function shortened(text: string): string {
  const chars = [...text];
  let n = 0;
  for (let bytes = 0; n < chars.length && n < MAX_TITLE; n++) {
    bytes += utf8Bytes(chars[n]!);
    if (bytes > MAX_TITLE_BYTES) break;
  }
  if (n === chars.length) return text;
  let kept = chars.slice(0, n).join('');
  // Back to the last space, unless the cut is at one already or that would lose half the title
  // (a title of one long word, or a language written without spaces, is cut where it must be).
  const space = kept.lastIndexOf(' ');
  if (chars[n] !== ' ' && space > kept.length / 2) kept = kept.slice(0, space);
  const open = unclosed(kept);
  if (open.length > 0) {
    const before = kept.slice(0, open[0]).trim();
    // When the title itself opens with the bracket, only the brackets go, not the whole title.
    kept =
      before ||
      kept
        .split('')
        .filter((_, i) => !open.includes(i))
        .join('');
  }
  return kept.replace(/[\s,;:.–—-]+$/u, '');
}

/**
 * `<design title> - <what>.<extension>`: the title made safe for Windows, macOS and Linux
 * (`safeText`) and, when long, cut to a readable part (`shortened`), so the name reads well in
 * a save dialog and an e-mail attachment list.
 */
export function exportFileName(title: string, what: string, extension: string): string {
  const safe = shortened(safeText(title));
  return `${safe || 'Untitled'} - ${what}.${extension}`;
}
