/**
 * The part of a file name taken from what the user typed (a design title, a document name): one
 * rule for the design file Save As offers and every export's name, so the same title gives the
 * same stem everywhere. Electron's main process checks the name again at the IPC boundary
 * (`suggestedExportName`), which is a guard, not a second style.
 */

/** Brackets a cut could leave open: opener → closer. */
const BRACKETS: ReadonlyMap<string, string> = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
]);

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
 * `text` cut to fit `maxChars` characters and `maxBytes` of UTF-8, at a word boundary, without
 * a bracket left open: "…Mailbox Resiliency (tested half: 2 servers)" → "…Mailbox Resiliency".
 */
function shortened(text: string, maxChars: number, maxBytes: number): string {
  const chars = [...text];
  let n = 0;
  for (let bytes = 0; n < chars.length && n < maxChars; n++) {
    bytes += utf8Bytes(chars[n]!);
    if (bytes > maxBytes) break;
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
 * `text` as a file-name stem: made safe for Windows, macOS and Linux (`safeText`) and, when long,
 * cut to a readable part (`shortened`) of at most `maxChars` characters and `maxBytes` bytes
 * (Linux and macOS take at most 255 bytes in a whole name). Empty when nothing is left.
 */
export function safeFileStem(text: string, maxChars: number, maxBytes: number): string {
  return shortened(safeText(text), maxChars, maxBytes);
}
