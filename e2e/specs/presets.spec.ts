/**
 * Every preset, as a presales engineer meets it: opened with one click from the start screen, its
 * published results read beside the engine's predictions. Each published figure gets a prediction
 * from the running engine (a number with its unit, or a verdict); the N series reproduces the
 * failed first run at queue depth 16 and the pass at 256.
 */
import { mkdirSync, readFileSync } from 'node:fs';

import { PRESET_IDS } from '../../presets';
import type { Design } from '../../src/schema/design';
import { expect, test } from '../fixtures/app';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

/** Also write the screenshots the docs use (`SPINDLE_DOC_SHOTS=1`); e2e/output always gets them. */
const docShots = Boolean(process.env.SPINDLE_DOC_SHOTS);
const prediction = /^([\d,]+(\.\d+)? (IO\/s|ms|GB|TB|GiB|TiB)|Pass|Fail|Survives|Interrupted)$/;

test('the start screen offers every preset at launch', async ({ app }) => {
  const { page } = app;
  const start = new StartScreen(page);
  await start.launched();
  await expect(start.root).toBeVisible();
  for (const id of PRESET_IDS) await expect(start.card(id)).toBeVisible();
  await expect(page.getByTestId('preset-thumbnail')).toHaveCount(PRESET_IDS.length);
  mkdirSync('e2e/output', { recursive: true });
  await page.screenshot({ path: 'e2e/output/start-screen.png' });
  if (docShots) await page.screenshot({ path: 'docs/screenshots/start-screen.png' });
  expect(app.problems).toEqual([]);
});

test('a preset opens clean, and New offers the start screen again', async ({ app }) => {
  const { page } = app;
  const start = new StartScreen(page);
  await start.openPreset('cisco-ucs-c210-m2');
  await expect(page.getByTestId('dirty-marker')).toHaveCount(0);
  await expect(page.getByTestId('tool-undo')).toBeDisabled();
  await page.getByTestId('tool-new').click();
  await expect(start.root).toBeVisible();
  await start.newEmpty();
  await expect(page.getByTestId('canvas').locator('[data-kind]')).toHaveCount(0);
});

for (const id of PRESET_IDS) {
  test(`${id}: opened from the start screen, every published figure has a prediction`, async ({ app }) => {
    test.setTimeout(300_000);
    const { page } = app;
    const design = JSON.parse(readFileSync(`presets/${id}.json`, 'utf8')) as Design;
    const published = design.meta.published ?? [];
    await new StartScreen(page).openPreset(id);
    const results = new Results(page);
    await results.tab('published');
    // The CLARiiON presets need several seconds for their failure scenarios (SP B).
    await results.complete(270_000);

    const rows = await results.publishedRows();
    expect(rows.map((r) => r.id)).toEqual(published.map((p) => p.id));
    for (const r of rows) {
      expect(r.predicted, r.id).toMatch(prediction);
      expect(['within', 'outside', 'info'], r.id).toContain(r.status);
    }
    if (id === 'nseries-qd16' || id === 'nseries-qd256') {
      const row = results.publishedRow(`result-${id.slice('nseries-'.length)}`);
      const verdict = id === 'nseries-qd16' ? 'Fail' : 'Pass';
      await expect(row.getByTestId('published-value')).toHaveText(verdict);
      await expect(row.getByTestId('published-predicted')).toHaveText(verdict);
      await expect(row).toHaveAttribute('data-status', 'within');
      // The filer's aggregate sizes, in the binary units Data ONTAP prints.
      const logs = results.publishedRow('aggr-sglogs-usable');
      await expect(logs.getByTestId('published-value')).toHaveText('341 GiB');
      await expect(logs.getByTestId('published-predicted')).toHaveText('340.66 GiB');
    }
    if (id === 'clariion-cx4-960-phase1') {
      // SP B pulled for two hours: no I/O interruption ↔ every database still served.
      const spb = results.publishedRow('sp-b-failure');
      await expect(spb.getByTestId('published-predicted')).toHaveText('Survives');
      await expect(spb).toHaveAttribute('data-status', 'within');
    }
    await page.screenshot({ path: `e2e/output/preset-${id}.png` });
    if (docShots && id === 'xiv-2810') {
      await results.resizeBy(320);
      await page.screenshot({ path: 'docs/screenshots/published-vs-predicted.png' });
    }
    expect(app.problems).toEqual([]);
  });
}
