/**
 * The results dock on a realistic design (the IBM XIV preset): the Jetstress table, a latency
 * figure's explanation with its terms (each selecting its component on the canvas), and figures
 * marked stale while an edit is evaluated.
 */
import { mkdirSync } from 'node:fs';

import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { Inspector } from '../pages/Inspector';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

const docShots = Boolean(process.env.SPINDLE_DOC_SHOTS);

test('a latency figure opens its breakdown; a term selects its component', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await results.complete();
  mkdirSync('e2e/output', { recursive: true });
  await page.screenshot({ path: 'e2e/output/results-summary.png' });
  if (docShots) await page.screenshot({ path: 'docs/screenshots/xiv-results.png' });

  await results.tab('servers');
  const figure = results.figure('xiv30', 'dbReadLatencyMs');
  await expect(figure).toHaveText(/^\d+\.\d{1,2} ms$/);
  const shown = (await figure.textContent()) ?? '';
  await results.explain('xiv30', 'dbReadLatencyMs');
  await expect(results.explanation().getByTestId('explanation-value')).toHaveText(shown);
  await expect(results.explanation().getByTestId('explanation-summary')).not.toBeEmpty();
  // The bars account for the whole figure, and the panel says so in the figure's own words.
  await expect(results.explanation().getByTestId('explanation-total')).toHaveText(
    `The terms add up to ${shown}, the figure itself.`,
  );

  const terms = await results.terms().allTextContents();
  expect(terms.length).toBeGreaterThanOrEqual(2);
  for (const t of terms) expect(t).toMatch(/(\d|< 0\.01) ms$/);

  // The largest term is a component of the design: clicking it selects that card on the canvas.
  await results.terms().first().click();
  const selected = await new Canvas(page).selectedId();
  expect(selected).not.toBe('');
  await page.screenshot({ path: 'e2e/output/results-explanation.png' });
  if (docShots) await page.screenshot({ path: 'docs/screenshots/xiv-explanation.png' });

  await results.explanation().getByTestId('explanation-back').click();
  await expect(page.getByTestId('servers-table')).toBeVisible();
  expect(app.problems).toEqual([]);
});

test('figures are marked stale while an edit is evaluated, then updated', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('cisco-ucs-c210-m2');
  await results.complete();
  await results.tab('servers');
  const target = page.getByTestId('server-row-exchange1').locator('td').nth(2);
  const before = (await target.textContent()) ?? '';

  // Record every state the dock shows from here on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __states: string[] }).__states = seen;
    const tick = (): void => {
      const s = document.querySelector('[data-testid="results-state"]')?.getAttribute('data-state') ?? '';
      if (seen[seen.length - 1] !== s) seen.push(s);
      requestAnimationFrame(tick);
    };
    tick();
  });
  await new Inspector(page).set('iopsPerMailbox', '0.3');
  await results.complete();
  await expect(target).not.toHaveText(before);
  const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
  expect(states).toContain('stale');
  expect(states[states.length - 1]).toBe('current');
});
