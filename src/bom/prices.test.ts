import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { BOM_COLUMNS, bomToCsv, UTF8_BOM } from './csv';
import { minorDigits, money, priceBom, unpricedNote } from './prices';
import { parseCsv } from './readCsv';
import { designSummary } from './summary';
import { defaultWorkload } from '../schema/workload';
import type { Bom, BomLine } from './types';
import { bomToXlsx, currencyFormat, SHEETS } from './xlsx';

const line = (over: Partial<BomLine>): BomLine => ({
  line: 1,
  category: 'Servers',
  vendor: 'IBM',
  model: 'System x3650',
  partNumber: '7979MC1',
  description: '2 × 4-core 3 GHz CPUs',
  quantity: 2,
  usedIn: ['A', 'B'],
  usedInSummary: 'A; B',
  note: '',
  ...over,
});

const bom: Bom = {
  lines: [
    line({}),
    line({ line: 2, category: 'HBAs', model: 'QLE2462', partNumber: '42D0510', quantity: 3 }),
    line({ line: 3, category: 'Drives', model: '(edited)', partNumber: '', quantity: 40 }),
    line({ line: 4, category: 'Cables', model: 'Fibre Channel cable', partNumber: '', quantity: 6 }),
  ],
  notOrdered: [],
};
const list = { currency: 'EUR', unitPrices: { '7979MC1': 4200.5, '42D0510': 0.1, UNUSED: 9 } };

describe('priceBom', () => {
  it('prices lines by part number, leaves lines without a key unpriced, and totals the priced ones', () => {
    const p = priceBom(bom, list)!;
    expect(p.lines).toEqual([
      { unit: 4200.5, extended: 8401 },
      { unit: 0.1, extended: 0.3 },
      { unit: null, extended: null },
      { unit: null, extended: null },
    ]);
    expect(p).toMatchObject({ currency: 'EUR', total: 8401.3, priced: 2, unpriced: 2 });
  });

  it('is null without a price, so the BOM is written as before', () => {
    expect(priceBom(bom, undefined)).toBeNull();
    expect(priceBom(bom, { currency: 'EUR', unitPrices: {} })).toBeNull();
  });

  it('counts unpriced lines in words and knows minor units', () => {
    expect(unpricedNote(0)).toBe('');
    expect(unpricedNote(1)).toBe('1 line has no price');
    expect(unpricedNote(3)).toBe('3 lines have no price');
    expect(money(0.1 * 3)).toBe(0.3);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('USD')).toBe(2);
    expect(currencyFormat('EUR')).toBe('#,##0.00 "EUR"');
    expect(currencyFormat('JPY')).toBe('#,##0 "JPY"');
  });
});

describe('bomToCsv with prices', () => {
  it('adds the price columns after Quantity, blanks unpriced lines and ends with the total', () => {
    const rows = parseCsv(bomToCsv(bom, priceBom(bom, list)).slice(UTF8_BOM.length));
    expect(rows[0]).toEqual([
      ...BOM_COLUMNS.slice(0, 7),
      'Unit price (EUR)',
      'Extended price (EUR)',
      ...BOM_COLUMNS.slice(7),
    ]);
    expect(rows).toHaveLength(bom.lines.length + 2);
    expect(rows[1]!.slice(6, 9)).toEqual(['2', '4200.5', '8401']);
    expect(rows[2]!.slice(6, 9)).toEqual(['3', '0.1', '0.3']);
    expect(rows[3]!.slice(6, 9)).toEqual(['40', '', '']);
    const total = rows[5]!;
    expect(total).toHaveLength(rows[0]!.length);
    expect(total[1]).toBe('Total');
    expect(total[8]).toBe('8401.3');
    expect(total[10]).toBe('2 lines have no price');
  });

  it('writes exactly what it wrote before when the design has no prices', () => {
    expect(bomToCsv(bom, priceBom(bom, undefined))).toBe(bomToCsv(bom));
    expect(parseCsv(bomToCsv(bom).slice(1))[0]).toEqual([...BOM_COLUMNS]);
  });
});

async function sheetOf(priced: boolean): Promise<ExcelJS.Worksheet> {
  const bytes = await bomToXlsx(bom, [], new Date('2026-11-24T00:00:00Z'), priced ? priceBom(bom, list) : null);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return wb.getWorksheet(SHEETS.bom)!;
}

describe('bomToXlsx with prices', () => {
  it('writes numeric prices in the currency and a SUM formula for the total', async () => {
    const sheet = await sheetOf(true);
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(head.slice(6, 9)).toEqual(['Quantity', 'Unit price (EUR)', 'Extended price (EUR)']);
    expect(head).toHaveLength(11);
    expect(sheet.getRow(2).getCell(8).value).toBe(4200.5);
    expect(sheet.getRow(2).getCell(9).value).toBe(8401);
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0.00 "EUR"');
    expect(sheet.getRow(4).getCell(8).value).toBeNull();
    const total = sheet.getRow(bom.lines.length + 3);
    expect(total.getCell(2).value).toBe('Total');
    expect(total.getCell(9).value).toEqual({ formula: 'SUM(I2:I5)', result: 8401.3 });
    expect(total.getCell(11).value).toBe('2 lines have no price');
    expect(total.font?.bold).toBe(true);
  });

  it('keeps the sheet as before without prices', async () => {
    const sheet = await sheetOf(false);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(BOM_COLUMNS.slice(0, 9));
    expect(sheet.rowCount).toBe(bom.lines.length + 1);
  });
});

describe('the Design sheet', () => {
  const prices = (design: Parameters<typeof designSummary>[0]['design']) =>
    designSummary({
      design,
      revision: 1,
      analysis: { revision: 1, status: 'idle', scope: null, report: null },
      exportedAt: new Date(0),
    })
      .flatMap((s) => s.rows)
      .find((r) => r.label === 'Prices')?.value;

  it('says where the prices come from, or that there are none and how to enter them', () => {
    const base = { meta: { title: 'T' }, workload: defaultWorkload };
    expect(prices(base)).toMatch(/^Not included: Spindle has no price source\..*Price list…/);
    expect(prices({ ...base, prices: list })).toBe(
      "From the design's own price list, in EUR, as entered by the user: a line by its part number, a line without one by its line key (vendor and model, or what it is made of); lines without a price are left blank.",
    );
  });
});
