/** File names offered for exports: the bill of materials, the Jetstress test plan, the report… */
import { safeFileStem } from '../schema/fileStem';

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

/** `<design title> - BOM.xlsx` (see `exportFileName`). */
export function bomFileName(title: string, format: BomFormat): string {
  return exportFileName(title, 'BOM', format);
}

/**
 * `<design title> - <what>.<extension>`: the title made safe and, when long, cut to a readable
 * part (`safeFileStem`), so the name reads well in a save dialog and an e-mail attachment list.
 */
export function exportFileName(title: string, what: string, extension: string): string {
  return `${safeFileStem(title, MAX_TITLE, MAX_TITLE_BYTES) || 'Untitled'} - ${what}.${extension}`;
}
