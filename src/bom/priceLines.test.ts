/**
 * Pricing lines without a part number (servers, shelves and cables the catalog has no number
 * for), end to end through `priceBom` and the two files, and the promise that a list saved before
 * line keys existed prices every preset exactly as it did.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import { type Catalog, openCatalog } from '../catalog';
import type { PriceList } from '../schema/prices';
import { buildBom } from './buildBom';
import { BOM_COLUMNS, bomToCsv, UTF8_BOM } from './csv';
import { type LinePrice, money, priceBom } from './prices';
import { parseCsv } from './readCsv';
import type { Bom } from './types';
import { bomToXlsx, SHEETS } from './xlsx';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await openCatalog();
});

/** How lines were priced before line keys: by a non-empty part number, looked up as it is. */
function pricedBefore(bom: Bom, list: PriceList): LinePrice[] {
  return bom.lines.map((l) => {
    const unit = l.partNumber && Object.hasOwn(list.unitPrices, l.partNumber) ? list.unitPrices[l.partNumber]! : null;
    return unit === null ? { unit: null, extended: null } : { unit, extended: money(unit * l.quantity) };
  });
}

describe('a price list saved with part numbers only', () => {
  it.each(PRESET_IDS)('%s: prices every line exactly as before', (id) => {
    const bom = buildBom(loadPreset(id), catalog);
    // A price for every part number the BOM has (and one it does not), as an older list held.
    const unitPrices = Object.fromEntries(
      bom.lines.filter((l) => l.partNumber).map((l, i) => [l.partNumber, 100 * (i + 1) + 0.5]),
    );
    const list = { currency: 'EUR', unitPrices: { ...unitPrices, 'NOT-IN-DESIGN': 7 } };
    const priced = priceBom(bom, list)!;
    expect(priced.lines).toEqual(pricedBefore(bom, list));
    // The lines without a part number stay unpriced, as before, until their line key is priced.
    expect(priced.unpriced).toBe(bom.lines.filter((l) => !l.partNumber).length);
  });
});

describe('pricing the CLARiiON phase 1 lines that have no part number', () => {
  const list = (): PriceList => ({
    currency: 'USD',
    unitPrices: {
      'Servers: Dell PowerEdge R900': 18500,
      'Enclosures: EMC CLARiiON DAE (4 Gb FC)': 6200.25,
      'Cables: Fibre Channel cable — Fibre Channel link at 4 Gb/s': 95,
      'Cables: Back-end connection': 40,
    },
  });

  it('prices them by their line keys, and the total counts them', () => {
    const bom = buildBom(loadPreset('clariion-cx4-960-phase1'), catalog);
    const priced = priceBom(bom, list())!;
    const byModel = new Map(bom.lines.map((l, i) => [l.model, { qty: l.quantity, price: priced.lines[i]! }]));
    expect(byModel.get('PowerEdge R900')).toEqual({ qty: 4, price: { unit: 18500, extended: 74000 } });
    expect(byModel.get('CLARiiON DAE (4 Gb FC)')).toEqual({ qty: 23, price: { unit: 6200.25, extended: 142605.75 } });
    expect(byModel.get('Fibre Channel cable')).toEqual({ qty: 40, price: { unit: 95, extended: 3800 } });
    expect(byModel.get('Back-end connection')).toEqual({ qty: 46, price: { unit: 40, extended: 1840 } });
    // 74,000 + 142,605.75 + 3,800 + 1,840; the part-numbered lines have no price in this list.
    expect(priced.total).toBe(222245.75);
    expect(priced.priced).toBe(4);
    expect(priced.unpriced).toBe(bom.lines.filter((l) => l.partNumber).length);
  });

  it('writes the prices into the CSV and the workbook', async () => {
    const bom = buildBom(loadPreset('clariion-cx4-960-phase1'), catalog);
    const priced = priceBom(bom, list())!;
    const rows = parseCsv(bomToCsv(bom, priced).slice(UTF8_BOM.length));
    const model = BOM_COLUMNS.indexOf('Model');
    const r900 = rows.find((r) => r[model] === 'PowerEdge R900')!;
    expect(r900.slice(6, 9)).toEqual(['4', '18500', '74000']);
    expect(rows.at(-1)![8]).toBe('222245.75');

    const bytes = await bomToXlsx(bom, [], new Date('2026-11-24T00:00:00Z'), priced);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = wb.getWorksheet(SHEETS.bom)!;
    const row = bom.lines.findIndex((l) => l.model === 'Fibre Channel cable') + 2;
    expect(sheet.getRow(row).getCell(8).value).toBe(95);
    expect(sheet.getRow(row).getCell(9).value).toBe(3800);
  });
});
