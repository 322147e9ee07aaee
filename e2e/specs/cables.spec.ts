/**
 * Links are drawn as clean cables. In the Cisco UCS preset the internal RAID controller's back end
 * (its right side) is cabled to the drive enclosure placed under it (a port on its left side),
 * and the enclosure's drives to the RAID group under it: drawn as React Flow's Bézier, such a
 * backward link swung out and back through itself, a loop.
 */
import { expect, test } from '../fixtures/app';
import { Cables } from '../pages/Cables';
import { Canvas } from '../pages/Canvas';
import { StartScreen } from '../pages/StartScreen';

test.use({ viewport: { width: 1600, height: 1000 } });

test('a link drawn backwards is a cable round its cards, not a loop (Cisco UCS back end)', async ({ app }) => {
  const { page } = app;
  const cables = new Cables(page);
  await new StartScreen(page).openPreset('cisco-ucs-c210-m2');
  for (const id of ['backend-1', 'member-1', 'member-2']) expect(await cables.loops(id), id).toBe(false);

  // The back-end cable turns in the gap between the controller and the enclosure under it.
  const ctrl = (await page.getByTestId('node-megaraid-ctl').boundingBox())!;
  const bays = (await page.getByTestId('node-drive-bays').boundingBox())!;
  const across = (await cables.points('backend-1')).filter((p) => p.x > bays.x && p.x < ctrl.x + ctrl.width);
  expect(across.length).toBeGreaterThan(0);
  for (const p of across) {
    expect(p.y).toBeGreaterThan(ctrl.y + ctrl.height);
    expect(p.y).toBeLessThan(bays.y);
  }
  expect(app.problems).toEqual([]);
});

test('a cable that would pass under a card it does not connect runs round it where a clean lane exists', async ({
  app,
}) => {
  const { page } = app;
  const cables = new Cables(page);
  const start = new StartScreen(page);
  // Fuji19's HBA cable to the filer head crossed Fuji18's SG4 card on its way up. The one to the
  // partner head has no clean lane (it would squeeze between the heads' handles): it keeps its curve.
  await start.openPreset('nseries-qd16');
  expect(await cables.cardsUnder('fc-3', ['fuji19-hba', 'filer-head'])).toEqual([]);
  expect(await cables.curved('fc-3')).toBe(false);
  expect(await cables.curved('fc-4')).toBe(true);

  // XIV30 HBA 1's cables to switch A ran under HBA 2 beside it, as if plugged into it.
  await page.getByTestId('tool-new').click();
  await start.openPreset('xiv-2810');
  for (const id of ['fc-1', 'fc-3']) expect(await cables.cardsUnder(id, ['xiv30-hba1', 'sw-a']), id).toEqual([]);
  // It runs along the gap between the HBAs and the databases, not down beside the databases' ports.
  expect(await cables.curved('fc-1')).toBe(false);
  // While switch A is dragged its cables are curves (routing each frame would cost the drag its
  // frame rate); released, they are routed round the cards where they now are.
  await new Canvas(page).dragBy('sw-a', 0, -16);
  await expect.poll(() => cables.cardsUnder('fc-1', ['xiv30-hba1', 'sw-a'])).toEqual([]);
  expect(await cables.cardsUnder('fc-3', ['xiv30-hba1', 'sw-a'])).toEqual([]);
  // Inside the array no cable is routed: the back end keeps its curves (and its backward cables),
  // the switches' fan into the interface modules too. Fitted, so every link is drawn.
  await page.getByRole('button', { name: 'Fit the design in view' }).click();
  await expect.poll(() => page.locator('.react-flow__edge[data-id="backend-90"]').count()).toBe(1);
  for (let i = 1; i <= 90; i++) {
    const pts = await cables.points(`backend-${i}`, 40);
    if (pts.at(-1)!.x > pts[0]!.x) expect(await cables.curved(`backend-${i}`), `backend-${i}`).toBe(true);
  }
  for (const id of ['fc-9', 'fc-11', 'fc-13', 'fc-15', 'fc-17', 'fc-19'])
    expect(await cables.curved(id), id).toBe(true);
  expect(app.problems).toEqual([]);
});
