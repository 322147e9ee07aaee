/**
 * The minimap never hides the design: hidden until asked for (its button beside the zoom
 * buttons), small when shown, and a fit keeps every part clear of it and of the zoom buttons. The
 * choice lasts when another design is opened.
 */
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1280, height: 800 } });

test('the minimap is shown on request, small, and a fit leaves every part clear of it', async ({ app }) => {
  const { page } = app;
  const start = new StartScreen(page);
  const canvas = new Canvas(page);
  const view = new CanvasView(page);
  await start.openPreset('xiv-2810');
  await expect(view.minimap()).toHaveCount(0);
  const controls = view.root.locator('.react-flow__controls');
  // The first view (close up on the hosts) and a fit both keep clear of the zoom buttons.
  await expect(canvas.node('xiv30')).toBeVisible();
  expect(await view.nodesUnder(controls)).toEqual([]);
  await view.fit();
  await expect(canvas.node('xiv')).toBeVisible();
  expect(await view.nodesUnder(controls)).toEqual([]);

  await view.toggleMinimap();
  await expect(view.minimap()).toBeVisible();
  const map = await view.minimap().boundingBox();
  expect(map!.width).toBeLessThanOrEqual(170);
  expect(map!.height).toBeLessThanOrEqual(114);
  await view.fit();
  expect(await view.nodesUnder(view.minimap())).toEqual([]);
  expect(await view.nodesUnder(controls)).toEqual([]);

  await page.getByTestId('tool-new').click();
  await start.openPreset('cisco-ucs-c210-m2');
  await expect(view.minimap()).toBeVisible();
  // It opens close up on its server (more of it lies beyond the corner); fitted, it keeps clear.
  await view.fit();
  expect(await view.nodesUnder(view.minimap())).toEqual([]);
  await view.toggleMinimap();
  await expect(view.minimap()).toHaveCount(0);
  expect(app.problems).toEqual([]);
});
