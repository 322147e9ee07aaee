/**
 * Large designs stay legible. At fit-to-view every box (host, VM, array, RAID group) is named by a
 * label of readable size on screen, whatever the zoom; close up the labels give way to the normal
 * headers. A box can be collapsed: what it holds is hidden and its links are drawn to the box.
 */
import { readFileSync } from 'node:fs';

import type { Design } from '../../src/schema/design';
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Overview } from '../pages/Overview';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test.use({ viewport: { width: 1600, height: 1000 } });

const PRESET = 'clariion-cx4-960-phase2';

test('far out, the boxes of a large preset carry labels readable on screen; close up they give way', async ({
  app,
}) => {
  const { page } = app;
  const design = JSON.parse(readFileSync(`presets/${PRESET}.json`, 'utf8')) as Design;
  const array = design.components.find((c) => c.kind === 'array' && c.parentId === undefined);
  const host = design.components.find((c) => c.kind === 'server' && c.parentId === undefined);
  if (!array || !host) throw new Error(`${PRESET} has no top-level array or host`);
  await new StartScreen(page).openPreset(PRESET);
  const canvas = new Canvas(page);
  const overview = new Overview(page);
  // It opens close up on its hosts; fitted, it is far out.
  await new CanvasView(page).fit();
  await expect.poll(() => canvas.zoom()).toBeLessThan(0.2);
  // Fitted, the overview canvas draws the design, a label on every box large enough to carry one.
  await expect.poll(() => overview.isActive()).toBe(true);
  await expect.poll(async () => (await overview.drawn()).labels).toBeGreaterThanOrEqual(2);
  if (process.env.SPINDLE_DOC_SHOTS) {
    await new Results(page).complete(270_000);
    await page.screenshot({ path: 'docs/screenshots/clariion-fit.png' });
  }

  // Nearer, the DOM cards are drawn again and the boxes carry DOM labels of the same size.
  await canvas.zoomSteps(3);
  await expect.poll(() => canvas.zoom()).toBeGreaterThan(0.2);
  await expect.poll(() => overview.isActive()).toBe(false);
  for (const c of [array, host]) {
    const label = canvas.farLabel(c.id);
    await expect(label).toBeVisible();
    await expect(label).toContainText(c.name);
    // About 13 px text on screen (the view is scaled by its zoom): legible, unlike the header.
    const px = await label.evaluate((e) => {
      const zoom = new DOMMatrixReadOnly(getComputedStyle(document.querySelector('.react-flow__viewport')!).transform)
        .a;
      return parseFloat(getComputedStyle(e).fontSize) * zoom;
    });
    expect(px).toBeGreaterThan(11);
    expect(px).toBeLessThan(15);
  }

  await canvas.find(host.name);
  await expect.poll(() => canvas.zoom()).toBeGreaterThan(0.45);
  await expect(canvas.farLabel(host.id)).toBeHidden();
  expect(app.problems).toEqual([]);
});

test('collapsing a box hides what it holds and bundles its links; undo and expand bring it back', async ({ app }) => {
  const { page } = app;
  const design = JSON.parse(readFileSync('presets/xiv-2810.json', 'utf8')) as Design;
  const array = design.components.find((c) => c.kind === 'array')!;
  const lun = design.components.find((c) => c.kind === 'lun')!;
  await new StartScreen(page).openPreset('xiv-2810');
  const canvas = new Canvas(page);
  const status = new StatusBar(page);
  await new CanvasView(page).fit();
  await expect(canvas.node(lun.id)).toBeVisible();
  const revision = await status.revision();

  await canvas.toggleCollapsed(array.id);
  await expect(canvas.node(lun.id)).toBeHidden();
  await expect(canvas.node(array.id).getByTestId('collapsed-inside')).toHaveText(/^\d+ parts inside$/);
  // The fabric's links to the array's ports are drawn to the box, one per switch, with their count.
  await expect(page.locator('.sp-edge-label', { hasText: /^\d+ links/ })).toHaveCount(2);
  expect(await status.revision()).toBe(revision);

  await page.getByTestId('tool-undo').click();
  await expect(canvas.node(lun.id)).toBeVisible();
  await page.getByTestId('tool-redo').click();
  await expect(canvas.node(lun.id)).toBeHidden();
  await canvas.toggleCollapsed(array.id);
  await expect(canvas.node(lun.id)).toBeVisible();
  await expect(page.locator('.sp-edge-label', { hasText: /^\d+ links/ })).toHaveCount(0);
  expect(app.problems).toEqual([]);
});

test('Collapse with nothing selected, then Auto-layout, gives a one-screen overview of a large preset', async ({
  app,
}) => {
  const { page } = app;
  const design = JSON.parse(readFileSync(`presets/${PRESET}.json`, 'utf8')) as Design;
  const topLevel = design.components.filter((c) => c.parentId === undefined);
  await new StartScreen(page).openPreset(PRESET);
  const canvas = new Canvas(page);
  const overview = new Overview(page);
  await page.getByTestId('tool-collapse').click();
  await page.getByTestId('tool-auto-layout').click();
  // Only the top-level boxes and cards are left, big enough to read, linked by bundles.
  await expect(canvas.root.locator('.react-flow__node:visible')).toHaveCount(topLevel.length);
  await expect.poll(() => canvas.zoom()).toBeGreaterThan(0.45);
  // Some bundles are short hops whose label would sit on a card: those give way (edges/labelPlacement.ts).
  await expect(
    page
      .locator('.sp-edge-label', { hasText: /^\d+ links/ })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  if (process.env.SPINDLE_DOC_SHOTS) {
    await new Results(page).complete(270_000);
    await page.screenshot({ path: 'docs/screenshots/clariion-overview.png' });
  }
  await page.getByTestId('tool-expand').click();
  await page.getByTestId('tool-fit').click(); // only what is in view is drawn
  // Fitted again, the whole design is far out: the overview canvas draws every part.
  await expect.poll(() => overview.isActive()).toBe(true);
  await expect.poll(async () => (await overview.drawn()).boxes).toBe(design.components.length);
  expect(app.problems).toEqual([]);
});

test('the summary of a large preset, bottleneck sentence included, shows whole in the dock as it opens', async ({
  app,
}) => {
  const { page } = app;
  const results = new Results(page);
  await new StartScreen(page).openPreset(PRESET);
  await results.complete(270_000);
  await results.tab('summary');
  // Its cards share a row as tall as the tallest; a failure's reason or the sizing note at full
  // length pushed the bottleneck below the fold of the dock's default height.
  const body = results.root.getByTestId('results-body-summary');
  await expect.poll(() => results.shownIn(results.root.getByTestId('summary-bottleneck'), body)).toBe(true);
  for (const card of ['verdict', 'iops', 'headroom', 'worst', 'capacity'])
    expect(await results.shownIn(results.root.getByTestId(`summary-${card}`), body)).toBe(true);
});
