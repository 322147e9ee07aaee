/**
 * A 1280 × 800 window (a small laptop beside a projector): the toolbar keeps the document's name
 * and its Unsaved marker whole, every results tab shows, and an explanation's header keeps its
 * Back button and its value on one line each. CSS decides all of it, so only a browser can check.
 */
import type { Locator } from '@playwright/test';

import { expect, test } from '../fixtures/app';
import { Files } from '../pages/Files';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether the element shows all of its content (nothing cut, no scrolling). */
const whole = (l: Locator): Promise<boolean> => l.evaluate((e) => e.scrollWidth <= e.clientWidth);

test('at 1280 px the name, the Unsaved marker, every tab and the explanation header fit', async ({ app }) => {
  const { page } = app;
  const files = new Files(page);
  const results = new Results(page);
  await new StartScreen(page).openPreset('clariion-cx4-960-phase2');
  // An edit makes the document unsaved: the marker must show beside the name.
  await page.getByTestId('tool-collapse').click();
  await expect(files.dirtyMarker).toBeVisible();
  expect(await whole(files.documentName)).toBe(true);
  expect(
    (await files.dirtyMarker.boundingBox())!.x + (await files.dirtyMarker.boundingBox())!.width,
  ).toBeLessThanOrEqual(1280);
  expect(await whole(page.getByTestId('toolbar'))).toBe(true);
  // Icon-only buttons keep their names for screen readers and tooltips.
  await expect(page.getByRole('button', { name: 'New', exact: true })).toBeVisible();

  expect(await whole(results.tabStrip())).toBe(true);
  const published = (await page.getByTestId('results-tab-published').boundingBox())!;
  const state = (await results.state().boundingBox())!;
  expect(published.x + published.width).toBeLessThanOrEqual(state.x);

  await results.tab('servers');
  await results.explain('mbx1', 'logWriteLatencyMs');
  const { back, value } = results.explanationHeader();
  // One line each: the Back button not broken over two, the value not split from its unit.
  expect((await back.boundingBox())!.height).toBeLessThanOrEqual(32);
  expect((await value.boundingBox())!.height).toBeLessThanOrEqual(26);
  expect(app.problems).toEqual([]);
});
