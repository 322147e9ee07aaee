import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';

import { cableRoute, cardGrid, crowds } from './cableRoute';

/**
 * XIV30's first rows: HBA 1 (whose cable this is), HBA 2 beside it with a 16 px gap, the database
 * cards 26 px below (handles on their right), and the switch far right. Sizes as on the canvas.
 */
const hba1 = { id: 'hba1', rect: { x: 0, y: 0, w: 200, h: 74 }, right: true };
const hba2 = { id: 'hba2', rect: { x: 216, y: 0, w: 200, h: 74 }, right: true };
const db1 = { id: 'db1', rect: { x: 0, y: 100, w: 200, h: 74 }, right: true };
const db2 = { id: 'db2', rect: { x: 216, y: 100, w: 200, h: 74 }, right: true };
const sw = { id: 'sw', rect: { x: 600, y: 240, w: 200, h: 68 }, left: true, right: true };
const own = new Set(['hba1', 'sw']);
const ends = {
  sourceX: 204,
  sourceY: 36,
  targetX: 596,
  targetY: 276,
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
};

describe('cableRoute', () => {
  it('keeps the Bézier when it passes under no card but its own', () => {
    expect(cableRoute(ends, cardGrid([hba1, sw]), own)).toBeNull();
  });

  it('never runs down the gap beside the database cards’ handles: it takes the lane between the rows', () => {
    const route = cableRoute(ends, cardGrid([hba1, hba2, db1, db2, sw]), own)!;
    // Out of the port, down into the 26 px gap between the rows (13 px from each), across.
    expect(route.slice(0, 3)).toEqual([
      { x: 204, y: 36 },
      { x: 212, y: 36 },
      { x: 212, y: 87 },
    ]);
    expect(route[3]?.y).toBe(87);
    expect(route.at(-1)).toEqual({ x: 596, y: 276 });
  });

  it('keeps the curve when no clean lane exists rather than squeezing past cards', () => {
    // The rows 16 px apart: no lane 12 px clear of both; beside the cards, their handles.
    const tight = { ...db2, rect: { ...db2.rect, y: 90 } };
    const tight1 = { ...db1, rect: { ...db1.rect, y: 90 } };
    const wall = { id: 'wall', rect: { x: 0, y: 180, w: 560, h: 400 }, left: true, right: true };
    expect(cableRoute(ends, cardGrid([hba1, hba2, tight1, tight, wall, sw]), own)).toBeNull();
  });

  it('never routes a link whose two cards sit in the same box (an array’s back end)', () => {
    const inBox = (c: typeof hba1) => ({ ...c, box: 'array' });
    const grid = cardGrid([inBox(hba1), hba2, db1, db2, { ...sw, box: 'array' }]);
    expect(cableRoute(ends, grid, own)).toBeNull();
  });

  it('leaves backward links, top or bottom ports and very short hops to their own drawing', () => {
    const grid = cardGrid([hba1, hba2, db1, db2, sw]);
    expect(cableRoute({ ...ends, targetX: 100 }, grid, own)).toBeNull();
    expect(cableRoute({ ...ends, targetPosition: Position.Right }, grid, own)).toBeNull();
    expect(cableRoute({ ...ends, targetX: 210 }, grid, own)).toBeNull();
  });
});

describe('crowds', () => {
  const box = { id: 'srv', rect: { x: 0, y: 0, w: 500, h: 60 }, frame: { x: 0, y: 0, w: 500, h: 400 } };
  const grid = cardGrid([box, db2]);
  const none = new Set<string>();

  it('flags a run beside a card side with handles, not one well clear of it', () => {
    expect(
      crowds(
        [
          { x: 430, y: 80 },
          { x: 430, y: 200 },
        ],
        grid,
        none,
      ),
    ).toBe(true);
    expect(
      crowds(
        [
          { x: 460, y: 80 },
          { x: 460, y: 200 },
        ],
        grid,
        none,
      ),
    ).toBe(false);
  });

  it('flags a run along a box’s outline or a card’s bottom; crossing the outline is fine', () => {
    expect(
      crowds(
        [
          { x: 100, y: 390 },
          { x: 400, y: 390 },
        ],
        grid,
        none,
      ),
    ).toBe(true);
    expect(
      crowds(
        [
          { x: 230, y: 180 },
          { x: 400, y: 180 },
        ],
        grid,
        none,
      ),
    ).toBe(true);
    expect(
      crowds(
        [
          { x: 100, y: 300 },
          { x: 700, y: 300 },
        ],
        grid,
        none,
      ),
    ).toBe(false);
  });
});
