/**
 * What a file is, from its content (and its name where content cannot tell): a Spindle design is
 * JSON; a Jetstress result Spindle imports is the HTML report (or its text). Jetstress also writes
 * an XML result beside the HTML one, and performance-counter logs that export as CSV; people drop
 * those too, and deserve to hear what the file is and which one to use, not "not valid JSON".
 * Reads only the start of the file. Pure.
 */
import { isHtml } from './textLines';

export type FileKind = 'json' | 'xml' | 'csv' | 'html' | 'text' | 'binary';

/** The first characters of the file, past a byte order mark and blank space. */
const start = (head: string): string => head.replace(/^\uFEFF/, '').trimStart();

/** The kind of the file whose first characters are `head` and whose name is `name`. */
export function fileKind(head: string, name: string): FileKind {
  const s = start(head);
  if (s.includes('\u0000')) return 'binary';
  if (s.startsWith('{') || (s === '' && /\.json$/i.test(name))) return 'json';
  if (/^<\?xml\b/i.test(s) && !/<html\b/i.test(s.slice(0, 2000))) return 'xml';
  if (isHtml(s)) return 'html';
  if (/^</.test(s) && /\.xml$/i.test(name)) return 'xml';
  if (/\.csv$/i.test(name) || /^"?\(PDH-CSV/i.test(s)) return 'csv';
  if (/\.json$/i.test(name) || s.startsWith('[')) return 'json';
  return 'text';
}

/** Whether the start of a file names Jetstress or Exchange's counters (an XML or CSV of a test). */
export const fromJetstress = (head: string): boolean => /jetstress|MSExchange|PDH-CSV/i.test(head);

/**
 * Why a file of `kind` is not a report Spindle imports, with what to use instead; null for the
 * kinds it reads (HTML, text) and for JSON (a design, which the importer's own refusal covers).
 */
export function notAReport(kind: FileKind, head: string): string | null {
  const jetstress = fromJetstress(head);
  switch (kind) {
    case 'xml':
      return jetstress
        ? 'It is the XML result Jetstress writes beside its HTML report; Spindle reads the HTML report (Performance_….html) from the same folder, not the XML.'
        : 'It is an XML file, not a Jetstress result report; Spindle reads the HTML report Jetstress writes (Performance_….html).';
    case 'csv':
      return jetstress
        ? 'It is a CSV of performance counters (as Jetstress or Performance Monitor logs them), not the test result; Spindle reads the HTML report Jetstress writes at the end of the test (Performance_….html).'
        : 'It is a CSV file, not a Jetstress result report; Spindle reads the HTML report Jetstress writes (Performance_….html).';
    case 'binary':
      return 'It is not a text file (a performance log .blg, an image or an archive, perhaps); Spindle reads the HTML report Jetstress writes (Performance_….html).';
    default:
      return null;
  }
}
