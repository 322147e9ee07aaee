/**
 * What a drag repaints. Chromium draws this canvas in software here; with the dotted background on
 * the same layer as the cards, every drag frame re-rasterised its thousands of dots under the
 * moving card and links (~60 ms of raster a frame close up on the 1,008-card design, so the card
 * was redrawn 32 times a second however fast the page was). The background has a layer of its
 * own, drawn once per view, and the card being dragged one while it moves.
 */
import { readFileSync } from 'node:fs';

import type { Design } from '../../src/schema/design';
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

const willChange = (canvas: Canvas, selector: string): Promise<string> =>
  canvas.root
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).willChange);

test('the background is a layer of its own, and so is a card while it is dragged', async ({ app }) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const design = JSON.parse(readFileSync('presets/cisco-ucs-c210-m2.json', 'utf8')) as Design;
  const card = design.components.find((c) => c.kind === 'database')!;
  await new StartScreen(page).openPreset('cisco-ucs-c210-m2');
  await canvas.find(card.name);
  expect(await willChange(canvas, '.react-flow__background')).toBe('transform');
  const node = `.react-flow__node[data-id="${card.id}"]`;
  expect(await willChange(canvas, node)).toBe('auto');
  const { x, y } = await canvas.grabPoint(card.id);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y + 30, { steps: 4 });
  await expect.poll(() => willChange(canvas, node)).toBe('transform');
  await page.mouse.up();
  await expect.poll(() => willChange(canvas, node)).toBe('auto');
});
