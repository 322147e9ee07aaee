/**
 * The predict-then-validate loop: Export ▸ Jetstress test plan gives what to set in Jetstress on
 * each host beside the prediction, and a Jetstress result report dropped onto the window is imported
 * into the open design as measured figures (or picked with the Summary tab's Import button), and the
 * Published tab compares them with Spindle's
 * prediction. A report of a machine the design does not have is refused with what to do, and the
 * design is left as it was.
 */
import { readFileSync } from 'node:fs';

import { parseCsv } from '../../src/bom/readCsv';
import { expect, test } from '../fixtures/app';
import { ExportMenu } from '../pages/ExportMenu';
import { Files } from '../pages/Files';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test.use({ viewport: { width: 1600, height: 1000 } });

const report = {
  name: 'Performance_2009_10_23_19_57_38.html',
  text: readFileSync('src/jetstress/fixtures/xiv30-performance.html', 'utf8'),
};

test('a dropped Jetstress report is compared with the prediction, and undo takes it back', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  const notice = new StatusBar(page).notice();
  await new StartScreen(page).openPreset('xiv-2810');
  await results.complete();
  await results.tab('published');
  const before = await results.publishedRows();

  await new Files(page).dropReport(report, page.locator('body'));
  await expect(notice.message).toContainText(`Imported what Jetstress measured on XIV30`);
  await expect(notice.message).toContainText(report.name);
  await expect(results.publishedRow('jetstress-xiv30-performance-achievedIops')).toBeVisible();
  const rows = await results.publishedRows();
  expect(rows.length).toBe(before.length + 9);
  const achieved = rows.find((r) => r.id === 'jetstress-xiv30-performance-achievedIops')!;
  // The measured figure beside the model's, judged under the presets' ±15 %.
  expect(achieved.published).toContain('10,381 IO/s');
  expect(achieved.predicted).toMatch(/\d/);
  expect(achieved.status).toBe('within');
  // The same server's figure from the ESRP (published by the preset) gets the same prediction.
  expect(rows.find((r) => r.id === 'xiv30-achieved')?.predicted).toBe(achieved.predicted);
  // The import changed what the design carries, not what it is: no "you have changed this design".
  await expect(page.getByTestId('published-summary')).not.toContainText('You have changed this design');

  await page.keyboard.press('Control+z');
  await expect(results.publishedRow('jetstress-xiv30-performance-achievedIops')).toHaveCount(0);
});

test('the Summary tab imports a report picked in the file dialog', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await results.complete();
  await results.tab('summary');
  await expect(page.getByTestId('summary-validate')).toContainText('run the Jetstress test plan');
  await new Files(page).importReport(report);
  await expect(new StatusBar(page).notice().message).toContainText('Imported what Jetstress measured on XIV30');
  await expect(page.getByTestId('summary-validate')).toContainText('are in the Published tab');
  await results.tab('published');
  await expect(results.publishedRow('jetstress-xiv30-performance-achievedIops')).toBeVisible();
});

test('a report of a machine the design does not have is refused, and nothing changes', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  const notice = new StatusBar(page).notice();
  await new StartScreen(page).openPreset('cisco-ucs-c210-m2');
  await results.complete();
  await new Files(page).dropReport(report, page.locator('body'));
  await expect(notice.message).toContainText('The test ran on machine "XIV30"');
  await expect(notice.hint).toContainText('Rename the server or VM the test ran on');
  await results.tab('published');
  await expect(results.publishedRow('jetstress-xiv30-performance-achievedIops')).toHaveCount(0);
});

test('Export ▸ Jetstress test plan: a row per database with its settings and the prediction', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('cisco-ucs-c210-m2');
  await results.complete();
  const download = await new ExportMenu(page).exportPlan();
  expect(download.suggestedFilename()).toMatch(/ - Jetstress test plan\.csv$/);
  const text = (await ExportMenu.bytes(download)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  const cell = (row: string[], name: string): string | undefined => row[header.indexOf(name)];
  expect(header.slice(0, 3)).toEqual(['Host', 'Database', 'Mailboxes']);
  // The preset: one host, eight databases, 3 threads each as tested, the default mix.
  expect(rows).toHaveLength(8);
  expect(new Set(rows.map((r) => cell(r, 'Host')))).toEqual(new Set(['EXCHANGE1 (Cisco UCS C210 M2)']));
  expect(rows.map((r) => cell(r, 'Threads'))).toEqual(Array(8).fill('3 per database'));
  expect(cell(rows[0], 'Threads from')).toBe('the design');
  expect(cell(rows[0], 'Operation mix (insert/delete/replace/read %)')).toBe('40/20/5/35');
  expect(Number(cell(rows[0], 'Predicted DB read latency (ms)'))).toBeGreaterThan(0);
  await expect(new StatusBar(page).notice().message).toContainText('Jetstress test plan saved');
});
