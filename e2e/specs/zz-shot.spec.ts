import { test } from '../fixtures/app';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';
test.use({ viewport: { width: 1600, height: 1000 } });
for (const id of ['clariion-cx4-960-phase2', 'xiv-2810']) {
  test(`shot ${id}`, async ({ app }) => {
    const { page } = app;
    const results = new Results(page);
    await new StartScreen(page).openPreset(id);
    await results.complete();
    await page.screenshot({ path: `/tmp/prof/${id}-summary.png` });
    for (const tab of ['servers', 'capacity', 'findings'] as const) {
      await results.tab(tab);
      await page.screenshot({ path: `/tmp/prof/${id}-${tab}.png` });
    }
  });
}
