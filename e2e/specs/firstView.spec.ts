/**
 * The first view of a preset is one a presales engineer can show: the cards of a large design are
 * drawn at a size they read at, on the hosts at the top left (the rest a pan away), rather than
 * fitted into the window as specks. The Fit button still fits the whole design. (A design that
 * reads whole is fitted from the start: components/canvas/firstView.test.ts.)
 */
import { readFileSync } from 'node:fs';

import type { Design } from '../../src/schema/design';
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Overview } from '../pages/Overview';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

const topLevel = (id: string): { hosts: string[]; all: string[] } => {
  const design = JSON.parse(readFileSync(`presets/${id}.json`, 'utf8')) as Design;
  const top = design.components.filter((c) => c.parentId === undefined);
  return { hosts: top.filter((c) => c.kind === 'server').map((c) => c.id), all: top.map((c) => c.id) };
};

for (const id of ['xiv-2810', 'clariion-cx4-960-phase2']) {
  test(`${id} opens legible on its first host; Fit still shows the whole design`, async ({ app }) => {
    const { page } = app;
    const canvas = new Canvas(page);
    const view = new CanvasView(page);
    const { hosts, all } = topLevel(id);
    await new StartScreen(page).openPreset(id);
    await expect.poll(() => canvas.zoom()).toBeGreaterThanOrEqual(0.9);
    expect(await canvas.zoom()).toBeLessThanOrEqual(1);
    expect(await new Overview(page).isActive()).toBe(false);
    // The first host's header is in sight, its name at least 11 px on screen (fitted: 6 px or none).
    const [first] = hosts;
    await expect(canvas.node(first!).getByTestId('node-name').first()).toBeInViewport();
    expect(await view.nameSizeOnScreen(first!)).toBeGreaterThanOrEqual(11);
    expect(await view.allInView(all)).toBe(false);

    await view.fit();
    await expect.poll(() => view.allInView(all)).toBe(true);
    expect(await canvas.zoom()).toBeLessThan(0.9);
    expect(app.problems).toEqual([]);
  });
}

test.describe('with the minimap shown', () => {
  // A window tall enough for both N series hosts at 100 %: their far corner used to open under the minimap.
  test.use({ viewport: { width: 1600, height: 1130 } });

  test('a preset opens with its hosts clear of the minimap, still legible', async ({ app }) => {
    const { page } = app;
    const start = new StartScreen(page);
    const view = new CanvasView(page);
    const canvas = new Canvas(page);
    await start.openPreset('nseries-qd16');
    await view.toggleMinimap();
    await page.getByTestId('tool-new').click();
    await start.openPreset('nseries-qd16');
    await expect(view.minimap()).toBeVisible();
    const { hosts } = topLevel('nseries-qd16');
    await expect.poll(() => view.allInView(hosts)).toBe(true);
    expect(await canvas.zoom()).toBeGreaterThanOrEqual(0.9);
    expect(await view.nodesUnder(view.minimap())).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});
