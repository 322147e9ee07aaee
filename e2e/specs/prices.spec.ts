/**
 * The price list end to end in the browser build: a preset from the start screen, two unit prices
 * typed in the Price list dialog (one bad entry refused first), the BOM CSV downloaded and read
 * back with its price columns and total, and the Compare view's Cost row for the current design,
 * before and after prices exist.
 */
import { parseCsv } from '../../src/bom/readCsv';
import { expect, test } from '../fixtures/app';
import { Compare } from '../pages/Compare';
import { ExportMenu } from '../pages/ExportMenu';
import { PriceList } from '../pages/PriceList';
import { StartScreen } from '../pages/StartScreen';

test('XIV preset → Price list → CSV with prices and a total; Compare shows the cost', async ({ app }) => {
  test.setTimeout(90_000);
  const page = app.page;
  await new StartScreen(page).openPreset('xiv-2810');
  const compare = new Compare(page);
  const prices = new PriceList(page);

  // No price list yet: the Cost row says so and offers to set prices, over the Compare view.
  await compare.open();
  await expect(compare.cell('cost', 0)).toHaveText('No prices');
  await compare.root.getByTestId('compare-set-prices').click();
  await expect(prices.root).toBeVisible();
  await expect(prices.currency()).toBeFocused();
  // Esc closes the price list only; the Compare view under it stays.
  await page.keyboard.press('Escape');
  await expect(prices.root).toBeHidden();
  await expect(compare.root).toBeVisible();
  await compare.close();

  const exporter = new ExportMenu(page);
  await exporter.openPriceList();
  await expect(prices.root).toBeVisible();
  await expect(prices.currency()).toHaveValue('USD');
  // A negative price is refused beside its field and nothing is saved.
  await prices.setPrice('QLE2562', '-5');
  await prices.save();
  await expect(prices.error('QLE2562')).toHaveText('A price cannot be negative.');
  await expect(prices.root).toBeVisible();
  await prices.setPrice('QLE2562', '1,200.50');
  await prices.setPrice('ST31000340NS', '95');
  await expect(prices.error('QLE2562')).toHaveCount(0);
  // 4 HBAs × 1,200.50 and 180 drives × 95.
  await expect(prices.extended('QLE2562')).toHaveText('$4,802.00');
  await expect(prices.extended('ST31000340NS')).toHaveText('$17,100.00');
  await expect(prices.total()).toHaveText('$21,902.00');
  // Enter in a field saves, as Save does.
  await prices.input('ST31000340NS').press('Enter');
  await expect(prices.root).toBeHidden();

  const download = await exporter.exportBom('csv');
  const text = (await ExportMenu.bytes(download)).toString('utf8');
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header?.slice(6, 9)).toEqual(['Quantity', 'Unit price (USD)', 'Extended price (USD)']);
  const col = (name: string): number => header!.indexOf(name);
  const byPart = (pn: string) => rows.find((r) => r[col('Part number')] === pn)!;
  expect(byPart('QLE2562').slice(col('Quantity'), col('Quantity') + 3)).toEqual(['4', '1200.5', '4802']);
  expect(byPart('ST31000340NS').slice(col('Quantity'), col('Quantity') + 3)).toEqual(['180', '95', '17100']);
  const total = rows.at(-1)!;
  expect(total[col('Category')]).toBe('Total');
  expect(total[col('Extended price (USD)')]).toBe('21902');
  const lines = rows.length - 1;
  expect(total[col('Note')]).toBe(`${lines - 2} ${lines - 2 === 1 ? 'line has' : 'lines have'} no price`);
  // Every other line is left blank, never estimated.
  for (const r of rows.slice(0, -1))
    if (!['QLE2562', 'ST31000340NS'].includes(r[col('Part number')]!)) expect(r[col('Unit price (USD)')]).toBe('');

  await compare.open();
  await expect(compare.value('cost', 0)).toHaveText('$21,902.00');
  await expect(compare.cell('cost', 0)).toContainText(`${lines - 2} lines unpriced`);
  expect(app.problems).toEqual([]);
});
