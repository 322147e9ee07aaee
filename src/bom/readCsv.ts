/**
 * A strict RFC 4180 reader: the unit and end-to-end tests read exported CSV back with it, as a
 * spreadsheet would, to prove what the writer (csv.ts) wrote. It throws on a bare quote or line
 * break, and on a last row without its CRLF. Not used by the app itself.
 */

/** The rows of `text` (without a byte-order mark). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else if (ch === '"' || ch === '\r' || ch === '\n') throw new Error(`bare ${JSON.stringify(ch)} at ${i}`);
    else field += ch;
  }
  if (field !== '' || row.length) throw new Error('no CRLF after the last row');
  return rows;
}
