/**
 * An explanation's terms read in full in a 1280 × 800 window: every term's name (the component and
 * what kind of time it is, "queueing" or "service") and its value in ms, without hovering.
 */
import { expect, test } from '../fixtures/app';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1280, height: 800 } });

test('every term of a latency explanation shows its whole name and its value', async ({ app }) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await results.tab('servers');
  await results.explain('xiv30', 'dbReadLatencyMs');
  const terms = await results.termsAsShown();
  expect(terms.length).toBeGreaterThan(2);
  expect(terms.filter((t) => t.cut)).toEqual([]);
  const labels = terms.map((t) => t.label);
  expect(labels).toContain('RAID-X distributed mirror (all 180 drives): queueing');
  expect(labels).toContain('RAID-X distributed mirror (all 180 drives): service');
  for (const t of terms) expect(t.value).toMatch(/^[\d.,]+ ms$/);
  await results.explanation().screenshot({ path: test.info().outputPath('explanation.png') });
});
