/**
 * Click-to-add from the palette on a design that fills the view: the new part lands where the user
 * is looking, clear of the boxes already there; added into a selected container whose free space
 * is out of sight, the view moves to show it; and a part that needs a container, clicked with
 * nothing selected, is refused naming the container kind it needs.
 */
import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Palette } from '../pages/Palette';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

const PRESET = 'xiv-2810';
/** The XIV preset's top-level boxes. */
const TOP_LEVEL = ['xiv30', 'xiv31', 'sw-a', 'sw-b', 'xiv'];
const parts = { server: 'generic-2u-server', raidGroup: 'raid-group', lun: 'lun' };

test.use({ viewport: { width: 1280, height: 800 } });

test('a clicked part lands in view and clear of other boxes; the view follows one added out of sight', async ({
  app,
}) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const view = new CanvasView(page);
  const palette = new Palette(page);
  await new StartScreen(page).openPreset(PRESET);
  // The whole design in view, filling it (the first view is close up on the hosts).
  await view.fit();
  await expect(canvas.node('xiv')).toBeVisible();

  await palette.add(parts.server);
  const server = await canvas.selectedId();
  await expect.poll(() => view.inView(server)).toBe(true);
  expect(await view.overlapping(server, TOP_LEVEL)).toEqual([]);

  // Close up on the middle of the array, selected: its next free slot is out of sight.
  await canvas.find('IBM XIV 2810-A14 (frame 1 of 2)');
  await expect(canvas.node('xiv').locator('..')).toHaveClass(/selected/);
  await canvas.zoomSteps(4);
  await palette.add(parts.raidGroup);
  const group = await canvas.selectedId();
  expect(group).not.toBe('xiv');
  await expect.poll(() => view.inView(group)).toBe(true);
  expect(app.problems).toEqual([]);
});

test('a part that needs a container, clicked with nothing selected, names the container it needs', async ({ app }) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const status = new StatusBar(page);
  await new StartScreen(page).openPreset(PRESET);
  // The whole design in view, filling it (the first view is close up on the hosts).
  await new CanvasView(page).fit();
  await expect(canvas.node('xiv')).toBeVisible();
  // The view centre lies over the array's boxes: the message must not name what lies there.
  await new Palette(page).add(parts.lun);
  await expect(status.notice().message).toHaveText('A LUN must sit inside a RAID group.');
  await expect(status.notice().hint).toHaveText(
    'Select a RAID group on the canvas and click the part again, or drag the part onto one.',
  );
});
