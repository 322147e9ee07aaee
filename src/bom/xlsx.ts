/**
 * The BOM as an Excel workbook (.xlsx), written with exceljs. exceljs is loaded with a dynamic
 * `import()` on the first export, so its ~1 MB stays out of the app's start-up bundle.
 *
 * Sheets: "Bill of materials" (the lines; header bold, frozen and filterable; quantities as
 * numbers), "Design" (title, date, workload, the engine's headline figures: summary.ts, each
 * shown with the decimals the app shows it with: numberFormat.ts), "Where used" (one row per
 * component or cable of each line, for designs too big for one cell) and, when the design has any,
 * "Not ordered" (VMs, RAID groups, LUNs, databases). Text goes in as shared strings, never as
 * formulas, so a name starting with `=` is shown, not run.
 *
 * With prices (the design's price list, prices.ts) the BOM sheet gains "Unit price (CUR)" and
 * "Extended price (CUR)" after "Quantity", as numbers shown in the currency; unpriced lines are
 * blank. After a blank row (so sorting or filtering the lines leaves it where it is) a bold Total
 * row holds a real `SUM` formula over the extended prices, with its value cached for viewers that
 * do not calculate, and a note of how many lines have no price.
 */
import type { Workbook, Worksheet } from 'exceljs';

import { BOM_COLUMNS, bomCells } from './csv';
import { figureFormat, fixedFormat } from './numberFormat';
import { minorDigits, PRICE_AT, priceColumns, type PricedBom, unpricedNote, withPrices } from './prices';
import type { SummarySection } from './summary';
import type { Bom } from './types';

/** Sheet names (tests and docs refer to them). */
export const SHEETS = {
  bom: 'Bill of materials',
  design: 'Design',
  whereUsed: 'Where used',
  notOrdered: 'Not ordered',
} as const;

/** Column widths of the BOM sheet [characters], in `BOM_COLUMNS` order (the full list is on "Where used"). */
const WIDTHS = [6, 16, 12, 34, 16, 56, 10, 50, 56];

/** Format of a whole count: quantities, the "Not ordered" counts. */
const COUNT_FORMAT = fixedFormat(0);

/** exceljs as loaded: its CommonJS export arrives as `default` under Node and Vite alike. */
async function loadExcelJs(): Promise<{ Workbook: new () => Workbook }> {
  const mod = (await import('exceljs')) as unknown as { default?: { Workbook: new () => Workbook } };
  return mod.default ?? (mod as unknown as { Workbook: new () => Workbook });
}

function header(sheet: Worksheet, titles: readonly string[], widths: readonly number[]): void {
  sheet.columns = titles.map((t, i) => ({ header: t, width: widths[i] ?? 20 }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function wrap(sheet: Worksheet, columns: readonly number[]): void {
  for (const c of columns) sheet.getColumn(c).alignment = { wrapText: true, vertical: 'top' };
}

/** Display format of an amount in `currency`: thousands, its minor unit, the code after it. */
export function currencyFormat(currency: string): string {
  const digits = minorDigits(currency);
  return `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''} "${currency}"`;
}

/** The BOM sheet with the price columns and the total (see the file comment). */
function pricedLines(sheet: Worksheet, bom: Bom, priced: PricedBom): void {
  const columns = withPrices(BOM_COLUMNS.slice(0, WIDTHS.length), priceColumns(priced.currency));
  header(sheet, columns, withPrices(WIDTHS, [16, 18]));
  bom.lines.forEach((l, i) => {
    const p = priced.lines[i];
    sheet.addRow(withPrices(bomCells(l).slice(0, WIDTHS.length), [p?.unit ?? null, p?.extended ?? null]));
  });
  const unitCol = PRICE_AT + 1;
  const extCol = PRICE_AT + 2;
  sheet.getColumn(7).numFmt = COUNT_FORMAT;
  for (const c of [unitCol, extCol]) sheet.getColumn(c).numFmt = currencyFormat(priced.currency);
  wrap(sheet, [4, 6, 10, 11]);
  for (const c of [1, 2, 3, 5, 7, unitCol, extCol]) sheet.getColumn(c).alignment = { vertical: 'top' };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.addRow([]);
  const total = sheet.addRow([]);
  total.getCell(2).value = 'Total';
  const letter = sheet.getColumn(extCol).letter;
  const formula = `SUM(${letter}2:${letter}${bom.lines.length + 1})`;
  total.getCell(extCol).value = bom.lines.length ? { formula, result: priced.total } : 0;
  total.getCell(extCol).numFmt = currencyFormat(priced.currency);
  total.getCell(extCol + 2).value = unpricedNote(priced.unpriced);
  total.font = { bold: true };
}

/** Writes the workbook; resolves to the .xlsx bytes. */
export async function bomToXlsx(
  bom: Bom,
  summary: readonly SummarySection[],
  exportedAt: Date,
  priced: PricedBom | null = null,
): Promise<Uint8Array<ArrayBuffer>> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Spindle';
  wb.created = exportedAt;

  const lines = wb.addWorksheet(SHEETS.bom);
  if (priced) pricedLines(lines, bom, priced);
  else {
    const columns = BOM_COLUMNS.slice(0, WIDTHS.length);
    header(lines, columns, WIDTHS);
    for (const l of bom.lines) lines.addRow(bomCells(l).slice(0, columns.length));
    lines.getColumn(7).numFmt = COUNT_FORMAT;
    wrap(lines, [4, 6, 8, 9]);
    for (const c of [1, 2, 3, 5, 7]) lines.getColumn(c).alignment = { vertical: 'top' };
    lines.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }

  const design = wb.addWorksheet(SHEETS.design);
  design.columns = [{ width: 52 }, { width: 70 }, { width: 14 }];
  for (const section of summary) {
    if (design.rowCount > 0) design.addRow([]);
    design.addRow([section.title]).font = { bold: true, size: 12 };
    for (const r of section.rows) {
      const added = design.addRow([r.label, r.value, r.unit]);
      // The cell keeps the report's exact value; only its display is rounded, as the app shows it.
      if (r.kind) added.getCell(2).numFmt = figureFormat(r.value, r.kind);
      added.getCell(2).alignment = { wrapText: true, vertical: 'top', horizontal: 'left' };
    }
  }

  const used = wb.addWorksheet(SHEETS.whereUsed);
  header(used, ['Line', 'Category', 'Model', 'Used in'], [6, 16, 34, 80]);
  for (const l of bom.lines) for (const name of l.usedIn) used.addRow([l.line, l.category, l.model, name]);

  if (bom.notOrdered.length) {
    const logical = wb.addWorksheet(SHEETS.notOrdered);
    header(logical, ['Item (not hardware to order)', 'Count', 'Names'], [30, 10, 100]);
    for (const n of bom.notOrdered) logical.addRow([n.label, n.count, n.names.join('; ')]);
    logical.getColumn(2).numFmt = COUNT_FORMAT;
    wrap(logical, [3]);
  }

  return new Uint8Array(await wb.xlsx.writeBuffer());
}
