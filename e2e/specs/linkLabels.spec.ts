/**
 * Throughput labels on links do not pile up: where links leave a switch side by side, the busiest
 * label is drawn and the ones it would cover are not, in the first view and fitted. Hovering or
 * selecting a link draws its label, and the others make way. No label sits on a card, and two
 * cables between the same pair of cards share one label.
 */
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { LinkLabels } from '../pages/LinkLabels';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

test('link labels never overlap; a hidden one comes back on hover and selection', async ({ app }) => {
  const { page } = app;
  const labels = new LinkLabels(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await new Results(page).complete(60_000);
  await expect.poll(async () => (await labels.shown()).length).toBeGreaterThan(3);
  expect(await labels.overlapping()).toEqual([]);

  // Fitted, the FC links from the switches to the array fan out with one label each.
  await new CanvasView(page).fit();
  await expect.poll(() => labels.overlapping()).toEqual([]);
  const hidden = await labels.hiddenIds();
  expect(hidden.length).toBeGreaterThan(0);
  expect((await labels.shown()).length).toBeGreaterThan(3);

  const [id] = await labels.reachable(hidden);
  await labels.hover(id!);
  await expect(labels.of(id!)).toBeVisible();
  expect(await labels.overlapping()).toEqual([]);
  await page.mouse.move(5, 500);
  await expect(labels.of(id!)).toBeHidden();

  await new Canvas(page).selectLink(id!);
  await page.mouse.move(5, 500);
  await expect(labels.of(id!)).toBeVisible();
  expect(await labels.overlapping()).toEqual([]);
  expect(app.problems).toEqual([]);
});

test('labels keep off the cards, and one label speaks for a pair of parallel cables', async ({ app }) => {
  const { page } = app;
  const labels = new LinkLabels(page);
  const canvas = new Canvas(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await new Results(page).complete(60_000);
  await expect.poll(async () => (await labels.shown()).length).toBeGreaterThan(3);
  expect(await labels.onCards()).toEqual([]);
  await new CanvasView(page).fit();
  await expect.poll(() => labels.onCards()).toEqual([]);
  expect(await labels.overlapping()).toEqual([]);

  // XIV30's first HBA is cabled to switch A from both ports (fc-1, fc-3): the pair carries one
  // label with the count and each cable's figure from the engine; the second cable's own label
  // shows when it is selected.
  await expect(labels.of('fc-1')).toBeVisible();
  await expect(labels.of('fc-1')).toHaveText(/^2 × [\d,.]+ MB\/s$/);
  await expect(labels.of('fc-3')).toBeHidden();
  await canvas.selectLink('fc-3');
  await page.mouse.move(5, 500);
  await expect(labels.of('fc-3')).toBeVisible();
  await expect(labels.of('fc-3')).toHaveText(/^[\d,.]+ MB\/s$/);
  expect(await labels.overlapping()).toEqual([]);
  expect(app.problems).toEqual([]);
});

test('a hovered card’s port names push labels aside, and no label hides under the minimap', async ({ app }) => {
  const { page } = app;
  const labels = new LinkLabels(page);
  const view = new CanvasView(page);
  await new StartScreen(page).openPreset('xiv-2810');
  await new Results(page).complete(60_000);
  await expect.poll(async () => (await labels.shown()).length).toBeGreaterThan(3);

  // In the first view XIV30 DB4's port names ("Log files") sit where the label of the HBA cables
  // to switch A passes; hovered, the card shows them and the label moves along its link.
  await new Canvas(page).node('xiv30-db4').hover();
  await expect(page.getByTestId('node-xiv30-db4').locator('.sp-port-label').first()).toBeVisible();
  await expect.poll(() => labels.onPortNames()).toEqual([]);
  expect(await labels.overlapping()).toEqual([]);

  // Shown over the first view, the minimap lies on the fan of links from the switches to the
  // array: their labels slide along their links out from under it, or are not drawn; so after a pan.
  await page.mouse.move(5, 500);
  await view.toggleMinimap();
  await expect(view.minimap()).toBeVisible();
  await expect.poll(() => labels.under(view.minimap())).toEqual([]);
  await page.mouse.move(800, 400);
  await page.mouse.wheel(120, 80);
  await expect.poll(() => labels.under(view.minimap())).toEqual([]);
  await view.toggleMinimap();
  expect(app.problems).toEqual([]);
});
