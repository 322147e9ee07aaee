/**
 * Export ▸ Bill of materials end to end in the browser build: a preset from the start screen,
 * the Export menu by mouse and keyboard, the download captured and read back as a spreadsheet
 * would read it (CSV by RFC 4180, XLSX with exceljs).
 */
import ExcelJS from 'exceljs';

import { parseCsv } from '../../src/bom/readCsv';
import { expect, test } from '../fixtures/app';
import { ExportMenu } from '../pages/ExportMenu';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test('XIV preset → Export → CSV: a download with the published quantities', async ({ app }) => {
  const page = app.page;
  await new StartScreen(page).openPreset('xiv-2810');
  const exporter = new ExportMenu(page);
  const download = await exporter.exportBom('csv');
  expect(download.suggestedFilename()).toMatch(/^IBM XIV 2810-A14 .* - BOM\.csv$/);
  const text = (await ExportMenu.bytes(download)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header?.slice(0, 7)).toEqual([
    'Line',
    'Category',
    'Vendor',
    'Model',
    'Part number',
    'Description',
    'Quantity',
  ]);
  const col = (name: string): number => header!.indexOf(name);
  const line = (category: string) => rows.filter((r) => r[col('Category')] === category);
  // The preset's own description: 2 x3650 with 2 QLE2562 each, one XIV with 15 modules of 12 × 1 TB.
  expect(line('Servers').map((r) => [r[col('Model')], r[col('Quantity')]])).toEqual([['System x3650 (7979)', '2']]);
  expect(line('HBAs').map((r) => [r[col('Part number')], r[col('Quantity')]])).toEqual([['QLE2562', '4']]);
  expect(line('Drives').map((r) => [r[col('Part number')], r[col('Quantity')]])).toEqual([['ST31000340NS', '180']]);
  expect(line('Enclosures')[0]?.[col('Quantity')]).toBe('15');
  expect(line('Drives')[0]?.[col('Description')]).toBe('1,000 GB 7,200 rpm SATA 3.5" HDD');
  // Logical items are not hardware.
  expect(rows.some((r) => /LUN|RAID group|Database/.test(r[col('Category')] ?? ''))).toBe(false);
  await expect(new StatusBar(page).notice().message).toContainText('Bill of materials saved');
  expect(app.problems).toEqual([]);
});

test('N series preset → Export → Excel by keyboard: BOM and Design sheets with the predicted figures', async ({
  app,
}) => {
  test.setTimeout(120_000);
  const page = app.page;
  await new StartScreen(page).openPreset('nseries-qd256');
  await new Results(page).complete();
  const totals = (await new StatusBar(page).totals().textContent()) ?? '';
  const download = await new ExportMenu(page).exportBomByKeyboard('xlsx');
  expect(download.suggestedFilename()).toMatch(/ - BOM\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  const bytes = await ExportMenu.bytes(download);
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Bill of materials', 'Design', 'Where used', 'Not ordered']);

  const bom = wb.getWorksheet('Bill of materials')!;
  expect(bom.getRow(1).getCell(1).value).toBe('Line');
  expect(bom.getRow(1).font?.bold).toBe(true);
  const byCategory = new Map<string, number>();
  bom.eachRow((r, n) => {
    if (n === 1) return;
    const q = r.getCell(7).value;
    expect(typeof q).toBe('number');
    const c = String(r.getCell(2).value);
    byCategory.set(c, (byCategory.get(c) ?? 0) + Number(q));
  });
  // "Two Fujitsu RX300 servers, one dual-port 2 Gb QLA2342 each", 8 DS14 shelves × 14 drives.
  expect(Object.fromEntries(byCategory)).toMatchObject({ Servers: 2, HBAs: 2, Enclosures: 8, Drives: 112 });

  const design = new Map<string, unknown>();
  wb.getWorksheet('Design')!.eachRow((r) => design.set(String(r.getCell(1).value), r.getCell(2).value));
  const achieved = Number(design.get('Achieved transactional IOPS'));
  const target = Number(design.get('Target transactional IOPS'));
  // The same figures the status bar shows ("1,234 / 1,200 IO/s"), at the status bar's rounding.
  const shown = totals.match(/([\d,]+)\s*\/\s*([\d,]+)/)!;
  expect(Math.round(achieved)).toBe(Number(shown[1]!.replace(/,/g, '')));
  expect(Math.round(target)).toBe(Number(shown[2]!.replace(/,/g, '')));
  const verdict = design.get('Jetstress verdict (predicted)');
  expect(verdict).toBe(totals.includes('Jetstress pass') ? 'Pass' : 'Fail');
  expect(String(design.get('Worst single failure'))).not.toMatch(/^Not included/);
  expect(design.get('Title')).toMatch(/^IBM N series/);
  expect(app.problems).toEqual([]);
});

test('the Export menu: keyboard, Escape, tooltips — and a look at it', async ({ app }) => {
  const page = app.page;
  await new StartScreen(page).openPreset('clariion-cx4-960-phase1');
  const exporter = new ExportMenu(page);
  await expect(exporter.button).toHaveAttribute('title', /bill of materials/i);
  await exporter.open();
  await expect(exporter.item('xlsx')).toHaveAttribute('title', /Design sheet/);
  await page.screenshot({ path: 'e2e/output/export-menu.png' });
  await page.keyboard.press('Escape');
  await expect(exporter.menu).toBeHidden();
  await expect(exporter.button).toBeFocused();
  await expect(exporter.button).toHaveAttribute('aria-expanded', 'false');
});

test('Export is unavailable for an empty design', async ({ app }) => {
  await new StartScreen(app.page).dismissIfShown();
  await expect(new ExportMenu(app.page).button).toBeDisabled();
});
