/**
 * Cabling by keyboard alone: the inspector's Ports section lists a part's ports and links, selects
 * a link so it can be deleted, and connects a free port to one the rules accept, as a drag on the
 * canvas would (one undo step, the same figures). QA pass 4 found no keyboard way to connect.
 */
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { Inspector } from '../pages/Inspector';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test.use({ viewport: { width: 1600, height: 1000 } });

test('a link is selected, deleted and made again from the inspector by keyboard', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  const status = new StatusBar(page);
  const canvas = new Canvas(page);
  const inspector = new Inspector(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await status.upToDate();
  const selectHba = async (): Promise<void> => {
    await canvas.node('xiv30-hba1').locator('.sp-node__title').click();
    await expect(inspector.ports()).toBeVisible();
  };
  await selectHba();

  // Port 0 is cabled to switch A: Select (Enter) opens the link, whose Delete link has the focus.
  const port = inspector.port('p0');
  await expect(port).toContainText('Brocade 48000 switch A');
  await expect(canvas.root.locator('[data-id="fc-1"]')).toHaveCount(1);
  await port.getByRole('button', { name: /^Select link from Port 0/ }).focus();
  await page.keyboard.press('Enter');
  await expect(inspector.link()).toBeVisible();
  const remove = inspector.root.getByRole('button', { name: 'Delete link' });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(canvas.root.locator('[data-id="fc-1"]')).toHaveCount(0);
  await status.upToDate();

  // The free port offers what the rules accept; the first choice by arrow key, Enter connects.
  await selectHba();
  const list = inspector.connectTo('p0');
  await list.focus();
  await page.keyboard.press('ArrowDown');
  await expect(list).not.toHaveValue('');
  const chosen = await list.locator('option:checked').innerText();
  expect(chosen).toMatch(/\((Hosts|Storage|FE \d+)\)$/);
  await page.keyboard.press('Enter');
  await expect(port).toContainText(chosen.replace(/ \((.+)\)$/, ''));
  await status.upToDate();

  // One undo step takes the new link away again.
  await page.keyboard.press('Control+z');
  await expect(port.getByRole('button', { name: /^Select link/ })).toHaveCount(0);
  expect(app.problems).toEqual([]);
});

test('F6 moves the focus from region to region, Shift+F6 back (QA pass 8: 50 Tabs from the parts list to the canvas)', async ({
  app,
}) => {
  const { page } = app;
  await new StartScreen(page).openPreset('xiv-2810');
  await new StatusBar(page).upToDate();
  const region = (): Promise<string | undefined> =>
    page.evaluate(() =>
      ['toolbar', 'palette', 'canvas', 'results-panel', 'inspector', 'status-bar'].find((id) =>
        document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement),
      ),
    );
  await page.getByLabel('Search parts').focus();
  await page.keyboard.press('F6');
  expect(await region()).toBe('canvas');
  // On a card: the arrow keys and Enter work from there at once.
  await expect(page.locator('.react-flow__node:focus')).toHaveCount(1);
  for (const next of ['results-panel', 'inspector', 'status-bar', 'toolbar', 'palette']) {
    await page.keyboard.press('F6');
    expect(await region()).toBe(next);
  }
  await page.keyboard.press('Shift+F6');
  expect(await region()).toBe('toolbar');
  expect(app.problems).toEqual([]);
});
