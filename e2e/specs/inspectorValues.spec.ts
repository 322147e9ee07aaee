/**
 * The inspector in front of a customer: a LUN picked from the Capacity tab says what its files need
 * by kind and how that was reached, and a size it cannot take is refused under the field with what the size must be, while
 * the LUN keeps the size it has.
 */
import { expect, test } from '../fixtures/app';
import { Inspector } from '../pages/Inspector';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

test('a LUN refuses a size it cannot take, saying what the size must be', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  const inspector = new Inspector(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await results.complete();
  await results.tab('capacity');
  await results.selectLun('XIV30 J: logs (750 GB)');
  // The log LUN holds no databases: its need is named by kind, not "0 GB + 1.1 TB"; its files' own
  // need and what the free-space target keeps on it are given apart, as its basis sums them.
  await expect(inspector.figure('needed')).toHaveText('1.1 TB for logs');
  await expect(inspector.figure('kept-free')).toContainText('263 GB');
  // And how: the engine's sum, ending in the figure the Capacity tab shows.
  await expect(page.getByTestId('required-basis')).toContainText('Logs: 10,000 mailboxes in 5 databases');
  await expect(page.getByTestId('required-basis')).toContainText('kept free: 1,313.9 GB.');

  for (const bad of ['-5', '0']) {
    await inspector.set('sizeGb', bad);
    await expect(inspector.error('sizeGb')).toHaveText('A LUN must be larger than 0 GB.');
  }
  await inspector.set('sizeGb', '1e12');
  await expect(inspector.error('sizeGb')).toHaveText('Size must be at most 1,000,000 GB.');
  await page.screenshot({ path: 'e2e/output/inspector-refused-size.png' });
  // Refused: the LUN is still 750 GB in the Capacity tab.
  const row = results.root.getByTestId('capacity-lun').filter({ hasText: 'XIV30 J: logs (750 GB)' });
  await expect(row.locator('td').nth(1)).toHaveText('750 GB');
  expect(app.problems).toEqual([]);
});
