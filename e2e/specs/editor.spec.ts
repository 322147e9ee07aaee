/**
 * The editor end to end, as a presales engineer uses it: drag parts from the palette onto the
 * canvas (into containers), connect them port to port, and read what the engine computes. Also:
 * a wrong connection is refused with its reason, and undo/redo give back exactly what was there.
 */
import { mkdirSync, readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Inspector } from '../pages/Inspector';
import { Palette } from '../pages/Palette';
import { StatusBar } from '../pages/StatusBar';

test.use({ viewport: { width: 1600, height: 1000 } });

const parts = {
  server: 'generic-2u-server',
  hba: 'qlogic-qle2562',
  database: 'database',
  switch: 'brocade-300',
  array: 'generic-dual-controller-array',
  enclosure: 'generic-sas-shelf-24',
  raidGroup: 'raid-group',
  lun: 'lun',
};

/** Drops a part at a point given as fractions of a box (screen coordinates); returns the new id. */
async function drop(
  palette: Palette,
  canvas: Canvas,
  partId: string,
  box: { x: number; y: number; width: number; height: number },
  fx: number,
  fy: number,
): Promise<string> {
  await palette.dragTo(partId, canvas.pane, { x: box.x + box.width * fx, y: box.y + box.height * fy });
  return canvas.selectedId();
}

/** Builds server + HBA + database, switch, array (with its controllers) + enclosure + RAID group + LUN. */
async function buildTopology(page: Page) {
  const palette = new Palette(page);
  const canvas = new Canvas(page);
  await palette.ready();
  await canvas.zoomSteps(-3);
  const pane = (await canvas.pane.boundingBox())!;
  const server = await drop(palette, canvas, parts.server, pane, 0.16, 0.12);
  const hba = await drop(palette, canvas, parts.hba, await canvas.box(server), 0.72, 0.55);
  const database = await drop(palette, canvas, parts.database, await canvas.box(server), 0.28, 0.85);
  const sw = await drop(palette, canvas, parts.switch, pane, 0.45, 0.2);
  const array = await drop(palette, canvas, parts.array, pane, 0.72, 0.42);
  const enclosure = await drop(palette, canvas, parts.enclosure, await canvas.box(array), 0.45, 0.45);
  const raidGroup = await drop(palette, canvas, parts.raidGroup, await canvas.box(array), 0.8, 0.45);
  const lun = await drop(palette, canvas, parts.lun, await canvas.box(raidGroup), 0.5, 0.75);
  const [controller] = await canvas.idsOfKind('controller');
  return { palette, canvas, ids: { server, hba, database, sw, array, controller, enclosure, raidGroup, lun } };
}

test('builds a topology by drag and drop, connects it through handles and shows engine figures', async ({ app }) => {
  const { page } = app;
  const status = new StatusBar(page);
  const { canvas, ids } = await buildTopology(page);

  // Everything landed where it was dropped: children inside their containers.
  await expect(canvas.node(ids.hba)).toBeVisible();
  expect(await canvas.idsOfKind('controller')).toHaveLength(2);

  await canvas.connect(ids.hba, 'p0', ids.sw, 'fabric');
  await canvas.connect(ids.sw, 'fabric@r', ids.controller, 'fe0');
  await canvas.connect(ids.controller, 'be', ids.enclosure, 'bus');
  await canvas.connect(ids.enclosure, 'disks', ids.raidGroup, 'members');
  // A RAID group takes drives from the enclosure: the prompt offers the unassigned ones.
  const prompt = page.getByTestId('drive-count-prompt');
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('prompt-input')).toHaveValue('24');
  await page.getByTestId('prompt-input').fill('8');
  await page.getByTestId('prompt-confirm').click();
  await canvas.connect(ids.database, 'db', ids.lun, 'files');
  await canvas.connect(ids.database, 'log', ids.lun, 'files');
  await expect(canvas.edges()).toHaveCount(6);

  // The engine evaluates the design: read its figures from the badges.
  await status.upToDate();
  const iops = await canvas.figure(ids.server, 'iops');
  expect(iops).toMatch(/^[\d,]+ \/ [\d,]+$/);
  const dbRead = await canvas.figure(ids.server, 'db-read');
  // Two decimals below 10 ms, one at or above (components/format.ts).
  expect(dbRead).toMatch(/^(\d\.\d{2}|[1-9][\d,]*\d\.\d) ms$/);
  await expect(canvas.badge(ids.raidGroup, 'used')).toHaveText(/\d.* free$/);
  await expect(status.totals()).toContainText(' IO/s');

  // The inspector shows the same figures for the selected server.
  await canvas.select(ids.server);
  await expect(new Inspector(page).figure('iops')).toContainText(iops.split(' / ')[0]);

  mkdirSync('e2e/output', { recursive: true });
  await page.getByTestId('tool-fit').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/output/editor-topology.png' });
  expect(app.problems).toEqual([]);
});

test('refuses an invalid connection and says why', async ({ app }) => {
  const { page } = app;
  const { canvas, ids } = await buildTopology(page);
  const status = new StatusBar(page);
  await canvas.connect(ids.hba, 'p1', ids.enclosure, 'bus');
  // The parts by name and the ports by the labels the canvas shows, never internal ids (p1, bus).
  await expect(status.notice().message).toHaveText(/^.+ \(Port 1\) cannot connect to .+ \(Bus\), a disk enclosure\.$/);
  await expect(status.notice().hint).toHaveText("An HBA port connects to an FC switch or a controller's FE port.");
  await expect(canvas.edges()).toHaveCount(0);
  await page.screenshot({ path: 'e2e/output/editor-refused-connection.png' });
});

test('undo and redo restore exactly what was drawn', async ({ app }) => {
  const { page } = app;
  const { canvas, ids } = await buildTopology(page);
  const status = new StatusBar(page);
  const built = await canvas.snapshot();
  const revision = await status.revision();

  await canvas.connect(ids.hba, 'p0', ids.sw, 'fabric');
  await canvas.dragBy(ids.sw, 40, 60);
  const after = await canvas.snapshot();
  expect(after.edges).toHaveLength(1);
  expect(after).not.toEqual(built);

  await page.getByTestId('tool-undo').click(); // the move
  await page.getByTestId('tool-undo').click(); // the connection
  await expect.poll(() => canvas.snapshot()).toEqual(built);
  expect(await status.revision()).toBeGreaterThan(revision);

  await page.keyboard.press('Control+y');
  await page.keyboard.press('Control+y');
  await expect.poll(() => canvas.snapshot()).toEqual(after);
});

test('keyboard: copy, paste, duplicate, select all and delete', async ({ app }) => {
  const { page } = app;
  const palette = new Palette(page);
  const canvas = new Canvas(page);
  await palette.ready();
  const pane = (await canvas.pane.boundingBox())!;
  const sw = await drop(palette, canvas, parts.switch, pane, 0.3, 0.3);
  await canvas.select(sw);
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(canvas.root.locator('[data-kind="switch"]')).toHaveCount(2);
  await page.keyboard.press('Control+d');
  await expect(canvas.root.locator('[data-kind="switch"]')).toHaveCount(3);
  await expect(canvas.nodeNamed('Brocade 300 3')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await expect(canvas.root.locator('[data-kind]')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(canvas.root.locator('[data-kind="switch"]')).toHaveCount(3);
});

test('asks before New discards unsaved work', async ({ app }) => {
  const { page } = app;
  const palette = new Palette(page);
  const canvas = new Canvas(page);
  await palette.ready();
  await palette.add(parts.switch);
  await expect(page.getByTestId('dirty-marker')).toBeVisible();
  await page.getByTestId('tool-new').click();
  await expect(page.getByTestId('confirm-discard')).toBeVisible();
  await page.getByTestId('confirm-cancel').click();
  await expect(canvas.root.locator('[data-kind="switch"]')).toHaveCount(1);
  await page.getByTestId('tool-new').click();
  await page.getByTestId('confirm-discard-changes').click();
  await expect(canvas.root.locator('[data-kind]')).toHaveCount(0);
  await expect(page.getByTestId('dirty-marker')).toHaveCount(0);
});

test('offers to recover unsaved work after the page is reloaded', async ({ app }) => {
  const { page } = app;
  const palette = new Palette(page);
  const canvas = new Canvas(page);
  await palette.ready();
  await palette.add(parts.switch);
  await palette.add(parts.array);
  // Autosave is debounced; give it time, then leave the page as a crash would.
  await page.waitForTimeout(2500);
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByTestId('recovery-banner')).toBeVisible();
  await expect(canvas.root.locator('[data-kind]')).toHaveCount(0);
  await page.getByTestId('recovery-recover').click();
  await expect(canvas.root.locator('[data-kind="switch"]')).toHaveCount(1);
  await expect(canvas.root.locator('[data-kind="controller"]')).toHaveCount(2);
  await expect(page.getByTestId('dirty-marker')).toBeVisible();
});

test('opens a design file dropped onto the window and frames it with figures', async ({ app }) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const status = new StatusBar(page);
  await new Palette(page).ready();
  const text = readFileSync('presets/cisco-ucs-c210-m2.json', 'utf8');
  const dataTransfer = await page.evaluateHandle((json) => {
    const dt = new DataTransfer();
    dt.items.add(new File([json], 'cisco-ucs-c210-m2.spindle.json', { type: 'application/json' }));
    return dt;
  }, text);
  await canvas.pane.dispatchEvent('dragover', { dataTransfer });
  await canvas.pane.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('document-name')).toContainText('cisco-ucs-c210-m2');
  // Opened close up on its server; fitted, every card is drawn.
  await new CanvasView(page).fit();
  await expect(canvas.root.locator('[data-kind="database"]')).toHaveCount(8);
  await status.upToDate();
  // IO/s as the app writes them: one decimal below 1,000 (754.2 / 450).
  await expect(canvas.badge('exchange1', 'iops')).toHaveText(/^[\d,]+(\.\d+)? \/ [\d,]+(\.\d+)?$/);
  await page.getByTestId('tool-auto-layout').click();
  // Auto-layout is one undo step and frames the result when done.
  await expect(page.getByTestId('tool-undo')).toBeEnabled();
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'e2e/output/editor-preset-ucs.png' });
});

test('dragging a card onto another container moves it inside, as one undo step', async ({ app }) => {
  const { page } = app;
  const palette = new Palette(page);
  const canvas = new Canvas(page);
  await palette.ready();
  await canvas.zoomSteps(-2);
  const pane = (await canvas.pane.boundingBox())!;
  const a = await drop(palette, canvas, parts.server, pane, 0.2, 0.2);
  const hba = await drop(palette, canvas, parts.hba, await canvas.box(a), 0.6, 0.6);
  const b = await drop(palette, canvas, parts.server, pane, 0.65, 0.55);
  const from = await canvas.box(hba);
  const to = await canvas.box(b);
  await canvas.dragBy(hba, to.x + 30 - from.x, to.y + to.height * 0.5 - from.y);
  await expect
    .poll(async () => {
      const [box, inner] = [await canvas.box(b), await canvas.box(hba)];
      return (
        inner.x >= box.x &&
        inner.x + inner.width <= box.x + box.width &&
        inner.y >= box.y &&
        inner.y + inner.height <= box.y + box.height
      );
    })
    .toBe(true);
  await page.getByTestId('tool-undo').click();
  await expect
    .poll(async () => {
      const [box, inner] = [await canvas.box(a), await canvas.box(hba)];
      return inner.x >= box.x && inner.x + inner.width <= box.x + box.width;
    })
    .toBe(true);
});
