/**
 * The engine's answers on the diagram follow the design: a semantic edit (the drives a RAID group
 * is given) marks the figures stale, re-evaluates and changes the badges the way the hardware
 * would; moving a card changes nothing the engine computes, so it does not re-run it.
 *
 * The design is the Cisco UCS C210 M2 preset: 16 internal 1 TB drives, 14 of them given to the
 * database RAID 10 group (`member-1`), which is the bottleneck, so its drive count drives both the
 * server's achieved IOPS and the group's capacity.
 */
import { mkdirSync } from 'node:fs';

import { expect, test } from '../fixtures/app';
import { Canvas } from '../pages/Canvas';
import { CanvasView } from '../pages/CanvasView';
import { Inspector } from '../pages/Inspector';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';

test.use({ viewport: { width: 1600, height: 1000 } });

const PRESET = 'cisco-ucs-c210-m2';
const SERVER = 'exchange1';
const RAID_GROUP = 'rg-data';
const DRIVE_LINK = 'member-1';

/** Achieved IOPS of the server and usable and free capacity of the RAID group [GB], as the badges say. */
async function readBadges(canvas: Canvas): Promise<{ achievedIops: number; usedGb: number; freeGb: number }> {
  await canvas.settled(SERVER);
  await canvas.settled(RAID_GROUP);
  const [achievedIops] = await canvas.figureNumbers(SERVER, 'iops');
  const used = await canvas.figure(RAID_GROUP, 'used');
  const [usedGb, left] = await canvas.figureNumbers(RAID_GROUP, 'used');
  // "7 TB · 8 GB free", or, once the LUNs outgrow the group, "7 TB · 2 TB over-allocated".
  const freeGb = used.includes('over-allocated') ? -left : left;
  return { achievedIops, usedGb, freeGb };
}

test('badges change when a drive count changes', async ({ app }) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const inspector = new Inspector(page);
  const status = new StatusBar(page);
  await new StartScreen(page).openPreset(PRESET);
  await status.upToDate();
  const shipped = await readBadges(canvas);

  await canvas.selectLink(DRIVE_LINK);
  await expect(inspector.link()).toContainText('F: RAID 10');
  const given = Number(await inspector.field('diskCount').inputValue());
  expect(given).toBeGreaterThan(4);

  /** Gives the RAID group `drives` drives and waits for the engine's answer to this revision. */
  const giveDrives = async (drives: number) => {
    const revision = await status.revision();
    const sawStale = await canvas.watchStale(SERVER);
    await inspector.set('diskCount', String(drives));
    // The edit is a new semantic revision; the canvas draws it (the link's label) with the old
    // figures marked stale until the engine answers this revision.
    await expect.poll(() => status.revision()).toBe(revision + 1);
    await expect(canvas.edgeLabel(DRIVE_LINK)).toContainText(`${drives} drives`);
    const figures = await readBadges(canvas);
    expect(await sawStale()).toBe(true);
    return figures;
  };

  // Fewer drives (two mirrored pairs less): less capacity and fewer IOPS.
  const fewer = await giveDrives(given - 4);
  expect(fewer.usedGb).toBe(shipped.usedGb); // the LUNs did not change
  expect(fewer.freeGb).toBeLessThan(shipped.freeGb);
  expect(fewer.achievedIops).toBeLessThan(shipped.achievedIops);

  // More drives (one pair back): more capacity and more IOPS than with fewer.
  const more = await giveDrives(given - 2);
  expect(more.freeGb).toBeGreaterThan(fewer.freeGb);
  expect(more.achievedIops).toBeGreaterThan(fewer.achievedIops);
  expect(more.freeGb).toBeLessThan(shipped.freeGb);

  // All of them back: the shipped figures exactly (the engine is deterministic).
  expect(await giveDrives(given)).toEqual(shipped);
  expect(app.problems).toEqual([]);
});

test('moving a card does not re-run the engine', async ({ app }) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const status = new StatusBar(page);
  await new StartScreen(page).openPreset(PRESET);
  // Fitted, db1 is well inside the view (close up it sits on the bottom edge, where a drag
  // down pans the view instead of moving the card on screen).
  await new CanvasView(page).fit();
  await status.upToDate();
  const revision = await status.revision();
  const figures = await canvas.figure(SERVER, 'iops');
  const elapsed = (await page.getByTestId('engine-elapsed').textContent()) ?? '';
  const before = await canvas.box('db1');

  await canvas.dragBy('db1', 0, 40);
  await expect.poll(async () => (await canvas.box('db1')).y).toBeGreaterThan(before.y);
  await expect(page.getByTestId('tool-undo')).toBeEnabled();
  // Same revision, no stale marker, same figures; the last evaluation's time is unchanged.
  expect(await status.revision()).toBe(revision);
  await expect(status.engine).toHaveAttribute('data-status', 'idle');
  await expect(canvas.node(SERVER).getByTestId('badges')).not.toHaveClass(/is-stale/);
  await expect(canvas.badge(SERVER, 'iops')).toHaveText(figures);
  await expect(page.getByTestId('engine-elapsed')).toHaveText(elapsed);
});

test("a cable's inspector shows its load in each direction", async ({ app }) => {
  const { page } = app;
  const canvas = new Canvas(page);
  const inspector = new Inspector(page);
  await new StartScreen(page).openPreset('nseries-qd256');
  await new StatusBar(page).upToDate();
  await canvas.selectLink('fc-1');
  const load = inspector.link().getByTestId('link-load');
  await expect(load).toBeVisible();
  // Reads travel array → host, writes host → array: two rows, each with its own busy figure.
  const rows = load.getByTestId('link-direction');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveText(/^array → host \(reads\)[\d,.]+[\d.,]+\d+ %$/);
  await expect(rows.last()).toHaveText(/^host → array \(writes\)[\d,.]+[\d.,]+\d+ %$/);
  await expect(load.getByTestId('link-util')).toHaveText(/^\d+ %$/);
  mkdirSync('e2e/output', { recursive: true });
  await page.screenshot({ path: 'e2e/output/link-load.png' });
});
