/** File names offered for exports: the bill of materials, the Jetstress test plan. */

/** Export formats. */
export type BomFormat = 'xlsx' | 'csv';

/** Longest part of the file name taken from the design title [characters]. */
const MAX_TITLE = 80;

/** `<design title> - BOM.xlsx` (see `exportFileName`). */
export function bomFileName(title: string, format: BomFormat): string {
  return exportFileName(title, 'BOM', format);
}

/**
 * `<design title> - <what>.<extension>`: characters no file system takes (`\ / : * ? " < > |`, control
 * characters) become `-`, and a long title is cut at a word boundary, so the name stays readable
 * in a save dialog and an e-mail attachment list.
 */
export function exportFileName(title: string, what: string, extension: string): string {
  let safe = [...title]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '-' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (safe.length > MAX_TITLE) {
    const cut = safe.slice(0, MAX_TITLE);
    const space = cut.lastIndexOf(' ');
    safe = (space > MAX_TITLE / 2 ? cut.slice(0, space) : cut).replace(/[\s,;.–—-]+$/u, '');
  }
  return `${safe || 'Untitled'} - ${what}.${extension}`;
}
