/**
 * Zoomed far out the canvas draws a large design on one 2D canvas (the overview) instead of its
 * DOM cards; the cards stay where a press finds them: a click selects, a drag moves (one undo
 * step), and zooming in brings the DOM cards back.
 */
import { readFileSync } from 'node:fs';

import type { Design } from '../../src/schema/design';
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Overview } from '../pages/Overview';
import { Inspector } from '../pages/Inspector';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

const PRESET = 'clariion-cx4-960-phase2';

test('far out, the overview draws the whole design; its cards select, move and undo like DOM cards', async ({
  app,
}) => {
  const { page } = app;
  const design = JSON.parse(readFileSync(`presets/${PRESET}.json`, 'utf8')) as Design;
  const [fabric, other] = design.components.filter((c) => c.kind === 'switch' && c.parentId === undefined);
  await new StartScreen(page).openPreset(PRESET);
  const canvas = new Canvas(page);
  const overview = new Overview(page);
  // Fitted (it opens close up on its hosts), the preset is far enough out for the overview.
  await new CanvasView(page).fit();
  await expect.poll(() => overview.isActive()).toBe(true);
  await expect.poll(async () => (await overview.drawn()).boxes).toBe(design.components.length);
  expect((await overview.drawn()).links).toBeGreaterThan(100);
  await expect(canvas.node(fabric.id)).toBeHidden(); // drawn on the canvas, not by the DOM
  await expect(page.getByRole('img', { name: /^Overview: \d+ components and \d+ links in view/ })).toBeVisible();

  // A click selects the card under the pointer.
  const at = await canvas.grabPoint(fabric.id);
  await page.mouse.click(at.x, at.y);
  await expect(new Inspector(page).field('name')).toHaveValue(fabric.name);
  // Shift-click adds another card to the selection, and a second Shift-click takes it out again.
  const selected = canvas.root.locator('.react-flow__node.selected');
  const second = await canvas.grabPoint(other.id);
  for (const count of [2, 1]) {
    await page.keyboard.down('Shift');
    await page.mouse.click(second.x, second.y);
    await page.keyboard.up('Shift');
    await expect(selected).toHaveCount(count);
  }

  // A drag moves it as far as the pointer went (snapped to the grid: 8 flow px, 1 px here); one
  // undo puts it back. Straight down, in the gap between the hosts and the array: a drop onto
  // another card or box would move it to the nearest free spot instead.
  const before = await canvas.box(fabric.id);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x, at.y + 40, { steps: 6 });
  await page.mouse.move(at.x, at.y + 80, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await canvas.box(fabric.id)).y - before.y).toBeGreaterThan(60);
  const after = await canvas.box(fabric.id);
  expect(Math.abs(after.x - before.x)).toBeLessThan(3);
  expect(Math.abs(after.y - before.y - 80)).toBeLessThan(3);
  await page.getByTestId('tool-undo').click();
  await expect.poll(async () => (await canvas.box(fabric.id)).y).toBeCloseTo(before.y, 0);

  // Close up the DOM card is back and the overview is gone.
  await canvas.find(fabric.name);
  await expect.poll(() => overview.isActive()).toBe(false);
  await expect(canvas.node(fabric.id)).toBeVisible();
  await expect(overview.root).toBeHidden();
  expect(app.problems).toEqual([]);
});
