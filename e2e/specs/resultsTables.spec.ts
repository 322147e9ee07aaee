/**
 * Wide results tables in a 1280 × 800 window: the dock is narrower than the Jetstress, failures and
 * published tables, so each scrolls sideways inside its own region, no taller than the visible
 * dock, so its bottom edge (and its scrollbar) is on screen; the first column stays while the
 * others scroll, and the last column (the verdict) can be brought into view.
 */
import { expect, test } from '../fixtures/app';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1280, height: 800 } });

const lastHeader = { servers: 'Result', failures: 'Rebuild', published: 'Verdict' } as const;

test('wide tables scroll sideways in the dock, keeping their first column in view', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await results.complete();
  for (const tab of ['servers', 'failures', 'published'] as const) {
    await results.tab(tab);
    const region = results.tableRegion(tab);
    const last = region.locator('thead th').last();
    const first = region.locator('tbody tr').first().locator('td').first();
    await expect(last).toHaveText(lastHeader[tab]);
    // Wider than the dock, and once in view (Published has text above and below it) its
    // scrollbar, the region's bottom edge, is on screen.
    await region.scrollIntoViewIfNeeded();
    expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await results.shownIn(region.locator('thead th').first(), region)).toBe(true);
    const [r, dock] = [await region.boundingBox(), await results.root.boundingBox()];
    expect(r!.y + r!.height).toBeLessThanOrEqual(dock!.y + dock!.height);
    expect(await results.shownIn(last, region)).toBe(false);

    await results.scrollTableSideways(tab, 2000);
    await expect.poll(() => results.shownIn(last, region)).toBe(true);
    // The first column stays put (rows can be taller than a small dock: compare across only).
    const [cell, port] = [await first.boundingBox(), await region.boundingBox()];
    expect(cell!.x).toBeGreaterThanOrEqual(port!.x - 1);
    expect(cell!.x + cell!.width).toBeLessThanOrEqual(port!.x + port!.width);
    await page.screenshot({ path: test.info().outputPath(`${tab}-scrolled.png`) });
  }
});
