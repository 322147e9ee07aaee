/**
 * Design document names and file names, shared by both platforms and src/io. A document's name
 * is its file name without the `.spindle.json` (or `.json`) extension.
 */

/** Extension of design files. */
export const DESIGN_EXTENSION = '.spindle.json';

/** Longest document name kept [characters]. */
const MAX_NAME = 120;

/** Document name of a file: `Site A.spindle.json` → `Site A`. */
export function designNameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const name = base.replace(/\.spindle\.json$/i, '').replace(/\.json$/i, '');
  return (name || base).slice(0, 255) || 'Untitled';
}

/**
 * File name for saving a document: unsafe characters (path separators, `:*?"<>|`, control
 * characters) become `-`, leading/trailing dots and spaces go, and the extension is added once.
 */
export function designFileName(name: string): string {
  const safe = [...name.replace(/\.spindle\.json$/i, '')]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '-' : ch))
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_NAME);
  return `${safe || 'Untitled'}${DESIGN_EXTENSION}`;
}
