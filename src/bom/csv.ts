/**
 * The BOM as CSV: RFC 4180 (comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, quote, CR or LF, quotes doubled), UTF-8 with a byte-order mark so that Excel reads
 * `×`, `–` and `↔` right instead of guessing a legacy code page.
 *
 * Formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and, in
 * some, a tab or CR) as a formula. Names come from the design, which may come from anyone, so such
 * text cells get a leading `'`, which Excel and LibreOffice show as text and do not run.
 */
import { priceColumns, type PricedBom, unpricedNote, withPrices } from './prices';
import type { Bom } from './types';

/** Column headers, in order; the XLSX sheet uses the same ones. */
export const BOM_COLUMNS = [
  'Line',
  'Category',
  'Vendor',
  'Model',
  'Part number',
  'Description',
  'Quantity',
  'Used in',
  'Note',
  'Used in (full list)',
] as const;

/** UTF-8 byte-order mark: tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A text cell a spreadsheet would not run as a formula. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field, quoted as RFC 4180 requires. Numbers are written as they are; text is guarded. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A BOM line's cells in `BOM_COLUMNS` order; the workbook writes all but the last (the full list). */
export function bomCells(l: Bom['lines'][number]): (string | number)[] {
  return [
    l.line,
    l.category,
    l.vendor,
    l.model,
    l.partNumber,
    l.description,
    l.quantity,
    l.usedInSummary,
    l.note,
    l.usedIn.join('; '),
  ];
}

/**
 * The BOM lines as CSV text, starting with the byte-order mark and a header row. With `priced`
 * (the design has a price list), "Unit price (CUR)" and "Extended price (CUR)" follow "Quantity"
 * (blank on unpriced lines) and a last row, "Total" in the Category column, carries the sum of the
 * priced lines and, in its Note, how many lines have no price. Without it, the file is as before.
 */
export function bomToCsv(bom: Bom, priced: PricedBom | null = null): string {
  const rows: (string | number)[][] = priced
    ? [
        withPrices([...BOM_COLUMNS], priceColumns(priced.currency)),
        ...bom.lines.map((l, i) => {
          const p = priced.lines[i];
          return withPrices(bomCells(l), [p?.unit ?? '', p?.extended ?? '']);
        }),
        withPrices<string | number>(
          BOM_COLUMNS.map((c) => (c === 'Category' ? 'Total' : c === 'Note' ? unpricedNote(priced.unpriced) : '')),
          ['', priced.total],
        ),
      ]
    : [[...BOM_COLUMNS], ...bom.lines.map(bomCells)];
  return `${UTF8_BOM}${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
