/**
 * The UI benchmark's drags (scripts/bench-ui.ts): one card of a 1,000-component synthetic design
 * dragged with the whole design in view, close up and with every box collapsed, and a card of the
 * largest preset fitted. A design too large to read whole opens on its hosts (components/canvas/
 * firstView.ts), so each presses Fit first, as a user who wants the whole design in view does.
 * Each drag is made twice: by Playwright moves, each sent once the last was handled (frame times,
 * main-thread counters, engine messages), and by a pointer that keeps moving (how often the card
 * is redrawn, which is what a user sees).
 */
import type { Browser, Page } from '@playwright/test';

import { loadPreset } from '../../presets/index';
import { SYNTHETIC_BASE, syntheticDesign } from '../../scripts/synthetic';
import type { Design } from '../../src/schema/design';
import { GRID } from '../../src/store/geometry';
import { ENGINE_DEBOUNCE_MS } from '../../src/store/engineSync';
import { Canvas } from '../pages/Canvas';
import { Files } from '../pages/Files';
import { Overview } from '../pages/Overview';
import { Results } from '../pages/Results';
import { StartScreen } from '../pages/StartScreen';
import { StatusBar } from '../pages/StatusBar';
import { openPage } from './uiPage';
import { engineMessages, followPointer, mainThreadCounters, startFrames, stopFrames } from './uiProbes';
import { type DragCase, type DragResult, stats } from './uiReport';

/** Waiting for an evaluation of a large design [ms]. */
export const LONG_MS = 180_000;

/** The drag design has at least this many components ("a 1,000-node design"). */
const DRAG_COMPONENTS = 1000;
export const VIEWPORT = { width: 1600, height: 1000 };
/** The drag: this far [px], in this many pointer moves, each dispatched once the last was handled. */
const DRAG_PX = { x: 360, y: 120 };
const DRAG_STEPS = 240;
/** The moving-pointer drag: how long the pointer keeps moving [ms] (a mousemove every 16 ms). */
const POINTER_MS = 3000;
/** After the release, engine messages are still counted this long: a move that re-ran the engine would have posted by then [ms]. */
const QUIET_MS = ENGINE_DEBOUNCE_MS * 5;

/** Presses the pointer on card `id` and moves it past the drag threshold; returns where it pressed. */
async function grab(page: Page, id: string): Promise<{ x: number; y: number }> {
  const { x, y } = await new Canvas(page).grabPoint(id);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 3, y + 3); // past the drag threshold
  return { x, y };
}

/** Undoes the move of card `id` (one step) and waits until it is drawn at `before` again. */
async function undoMove(page: Page, id: string, before: { x: number; y: number }): Promise<void> {
  await page.getByTestId('tool-undo').click();
  await page.waitForFunction(
    ({ id, x, y }) => {
      const r = document.querySelector(`[data-testid="node-${id}"]`)?.getBoundingClientRect();
      return !!r && Math.abs(r.x - x) < 1 && Math.abs(r.y - y) < 1;
    },
    { id, x: before.x, y: before.y },
  );
}

/** Drags card `id` by DRAG_PX in DRAG_STEPS pointer moves, recording every animation frame meanwhile. */
async function drag(page: Page, id: string, view: string): Promise<DragCase> {
  const canvas = new Canvas(page);
  const status = new StatusBar(page);
  const [revision, requests] = [await status.revision(), (await engineMessages(page)).length];
  const [renderer, zoom, drawnNodes, before] = [
    (await new Overview(page).isActive()) ? ('overview' as const) : ('dom' as const),
    await canvas.zoom(),
    await canvas.root.locator('.react-flow__node').count(),
    await canvas.box(id),
  ];
  const { x, y } = await grab(page, id);
  const counters = await mainThreadCounters(page);
  await startFrames(page);
  const [t0, m0] = [performance.now(), await counters()];
  await page.mouse.move(x + DRAG_PX.x, y + DRAG_PX.y, { steps: DRAG_STEPS });
  const [seconds, m1] = [(performance.now() - t0) / 1000, await counters()];
  const intervals = await stopFrames(page);
  const per = (k: keyof typeof m0) => (m1[k] - m0[k]) / intervals.length;
  const [script, style, layout] = [per('script'), per('style'), per('layout')];
  const mainThreadPerFrameMs = { script, style, layout, other: per('task') - script - style - layout };
  await page.mouse.up();
  await page.waitForTimeout(QUIET_MS);
  const after = await canvas.box(id);
  if (!(after.x > before.x && after.y > before.y)) throw new Error(`${view}: the card did not move`);
  const engineMessagesDuringDrag = (await engineMessages(page)).length - requests;
  const revisionChanged = (await status.revision()) !== revision;
  await undoMove(page, id, before); // the next case starts from the design as it was
  const frames = stats(intervals);
  const movesPerSecond = DRAG_STEPS / seconds;
  return {
    view,
    zoom,
    drawnNodes,
    renderer,
    frames,
    movesPerSecond,
    pointer: await pointerDrag(page, id, zoom),
    mainThreadPerFrameMs,
    engineMessagesDuringDrag,
    revisionChanged,
  };
}

/** Opens `design` as a user does (its file dropped on the canvas), once evaluated, and picks the card to drag. */
async function openForDrag(browser: Browser, url: string, design: Design, name: string) {
  const page = await openPage(browser, url, VIEWPORT);
  await new StartScreen(page).dismissIfShown();
  const canvas = new Canvas(page);
  await new Files(page).drop({ name: `${name}.spindle.json`, text: JSON.stringify(design) }, canvas.pane, name);
  await new Results(page).complete(LONG_MS);
  await page.getByTestId('tool-fit').click();
  await page.waitForTimeout(600); // the view's move to the fit
  // A top-level FC switch (its links are re-drawn on every frame), else a database card, whichever
  // can be grabbed with the whole design in view (links drawn over a card hide it from the pointer).
  const candidates = [
    ...design.components.filter((c) => c.kind === 'switch' && c.parentId === undefined),
    ...design.components.filter((c) => c.kind === 'database'),
  ];
  const grabbable = (id: string) =>
    canvas.grabPoint(id).then(
      () => true,
      () => false,
    );
  let card: (typeof candidates)[number] | undefined;
  for (const c of candidates.slice(0, 20)) if (!card && (await grabbable(c.id))) card = c;
  if (!card) throw new Error(`${name}: no switch or database card can be grabbed with the whole design in view.`);
  return { page, canvas, card };
}

/** The same card dragged by a pointer that keeps moving (followPointer), then put back: how often it is redrawn. */
async function pointerDrag(page: Page, id: string, zoom: number): Promise<DragCase['pointer']> {
  const canvas = new Canvas(page);
  const before = await canvas.box(id);
  const { x, y } = await grab(page, id);
  const stepPx = Math.max(2, 1.25 * GRID * zoom); // a grid cell and a quarter per move
  const { redraws, last } = await followPointer(page, id, { x: x + 3, y: y + 3 }, stepPx, POINTER_MS);
  await page.mouse.move(last.x, last.y);
  await page.mouse.up();
  await page.waitForTimeout(QUIET_MS);
  const after = await canvas.box(id);
  if (after.x !== before.x || after.y !== before.y) await undoMove(page, id, before);
  const intervals = redraws.slice(1).map((t, i) => t - redraws[i]);
  return { stepPx, redrawsPerSecond: redraws.length / (POINTER_MS / 1000), redrawMs: stats(intervals) };
}

export async function benchDrag(browser: Browser, url: string): Promise<DragResult> {
  const copies = Math.ceil(DRAG_COMPONENTS / syntheticDesign(1).components.length);
  const design = syntheticDesign(copies);
  const { page, canvas, card } = await openForDrag(browser, url, design, `synthetic-${copies}x`);
  await startFrames(page);
  await page.waitForTimeout(1000);
  const idle = stats(await stopFrames(page));
  const cases = [await drag(page, card.id, 'whole design in view (fitted)')];
  await canvas.find(card.name);
  await page.waitForTimeout(600); // the view's move to the selection
  cases.push(await drag(page, card.id, 'close up (found by name)'));
  // The remedy docs/ui.md suggests for a meeting: every box collapsed (Escape clears the found
  // selection, so Collapse takes every box), then the whole design fitted again. Not a target.
  await page.keyboard.press('Escape');
  await page.getByTestId('tool-collapse').click();
  await page.getByTestId('tool-fit').click();
  await page.waitForTimeout(600); // the view's move to the fit
  cases.push({ ...(await drag(page, card.id, 'whole design in view, every box collapsed')), reference: true });
  await page.context().close();
  // What a meeting meets: the largest preset fitted to the window. Not a target.
  const largest = loadPreset(SYNTHETIC_BASE);
  const preset = await openForDrag(browser, url, largest, SYNTHETIC_BASE);
  const presetView = `the largest preset (${largest.components.length} cards), whole design in view (fitted)`;
  cases.push({ ...(await drag(preset.page, preset.card.id, presetView)), reference: true });
  await preset.page.context().close();
  const size = { copies, components: design.components.length, links: design.links.length, dragged: card.id };
  const method = { steps: DRAG_STEPS, px: DRAG_PX, quietMs: QUIET_MS, pointerMs: POINTER_MS };
  return { design: size, method, idleFrames: idle, cases };
}
