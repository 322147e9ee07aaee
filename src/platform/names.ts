/**
 * Design document names and file names, shared by both platforms and src/io. A document's name
 * is its file name without the `.spindle.json` (or `.json`) extension.
 */

import { safeFileStem } from '../schema/fileStem';

/** Extension of design files. */
export const DESIGN_EXTENSION = '.spindle.json';

/** Longest document name kept [characters]. */
const MAX_NAME = 120;
/**
 * The same in UTF-8 [bytes]: with `.spindle.json` (13) within the 255 bytes Linux and macOS take
 * in a name.
 */
const MAX_NAME_BYTES = 240;

/** Document name of a file: `Site A.spindle.json` → `Site A`. */
export function designNameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const name = base.replace(/\.spindle\.json$/i, '').replace(/\.json$/i, '');
  return (name || base).slice(0, 255) || 'Untitled';
}

/**
 * File name for saving a document: the name made safe as every export's is (`safeFileStem`:
 * "Site A: phase 2" → "Site A - phase 2", direction controls dropped, a long name cut at a word),
 * with the extension added once.
 */
export function designFileName(name: string): string {
  const safe = safeFileStem(name.replace(/\.spindle\.json$/i, ''), MAX_NAME, MAX_NAME_BYTES);
  return `${safe || 'Untitled'}${DESIGN_EXTENSION}`;
}
