import { describe, expect, it } from 'vitest';

import { FIRST_VIEW_MARGIN as M, firstViewport, READABLE_ZOOM } from './firstView';
import { minimapRect } from './minimap';

/** The canvas of a 1600 × 1000 window with the parts list, inspector and results dock open. */
const screen = { w: 1020, h: 580 };
const avail = { w: screen.w - M.left - M.right, h: screen.h - M.top - M.bottom };

describe('firstViewport', () => {
  it('fits a design that reads whole (the single-server preset)', () => {
    expect(
      firstViewport({ x: 0, y: 0, width: 800, height: 400 }, [{ x: 0, y: 0, width: 300, height: 400 }], screen),
    ).toBe('fit');
  });

  it('opens a large design at a readable zoom on its hosts, top left, instead of fitting it', () => {
    // The XIV: two hosts down the left, the array to the right; fitted, it read at 48 %.
    const design = { x: 0, y: 0, width: 2400, height: 1000 };
    const hosts = [
      { x: 0, y: 0, width: 400, height: 420 },
      { x: 0, y: 450, width: 400, height: 420 },
    ];
    const view = firstViewport(design, hosts, screen);
    expect(view).toEqual({ x: M.left, y: M.top, zoom: READABLE_ZOOM });
  });

  it('fits the hosts when they read fitted, but never magnifies past 100 %', () => {
    const design = { x: -100, y: -50, width: 5000, height: 3000 };
    const fitted = firstViewport(design, [{ x: -100, y: -50, width: 500, height: avail.h / 0.95 }], screen);
    expect(fitted).toMatchObject({ zoom: 0.95 });
    const small = firstViewport(design, [{ x: 200, y: 100, width: 100, height: 100 }], screen);
    expect(small).toEqual({ x: M.left - 200, y: M.top - 100, zoom: 1 });
  });

  it('opens on the top left of a large design that has no hosts', () => {
    const view = firstViewport({ x: 300, y: 200, width: 6000, height: 4000 }, [], screen);
    expect(view).toEqual({ x: M.left - 300 * READABLE_ZOOM, y: M.top - 200 * READABLE_ZOOM, zoom: READABLE_ZOOM });
  });

  it('frames the hosts clear of the minimap while it is shown, as a fit does', () => {
    const map = minimapRect(screen);
    const design = { x: 0, y: 0, width: 2400, height: 1000 };
    // Two hosts that fill the canvas at 100 %: their bottom-right corner used to lie under the map.
    const hosts = [
      { x: 0, y: 0, width: 860, height: 220 },
      { x: 0, y: 240, width: 860, height: 220 },
    ];
    expect(firstViewport(design, hosts, screen)).toEqual({ x: M.left, y: M.top, zoom: 1 });
    const view = firstViewport(design, hosts, screen, map);
    if (view === 'fit') throw new Error('a design this large is not fitted');
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    const right = view.x + 860 * view.zoom;
    const bottom = view.y + 460 * view.zoom;
    expect(right <= map.x || bottom <= map.y).toBe(true);
  });

  it('does not fit a design that reads whole only where the minimap would be', () => {
    const design = { x: 0, y: 0, width: 900, height: 500 };
    expect(firstViewport(design, [], screen)).toBe('fit');
    expect(firstViewport(design, [], screen, minimapRect(screen))).toEqual({
      x: M.left,
      y: M.top,
      zoom: READABLE_ZOOM,
    });
  });
});
