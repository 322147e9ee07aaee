import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';

import { cableRoute, cardGrid } from './cableRoute';

/**
 * XIV30's first row: HBA 1 (whose cable this is), HBA 2 right beside it with a 16 px gap, the
 * database cards in the row below (a 24 px gap), and the switch far right.
 */
const hba1 = { id: 'hba1', rect: { x: 0, y: 0, w: 200, h: 64 } };
const hba2 = { id: 'hba2', rect: { x: 216, y: 0, w: 200, h: 64 } };
const db = { id: 'db', rect: { x: 216, y: 88, w: 200, h: 64 } };
const sw = { id: 'sw', rect: { x: 600, y: 240, w: 200, h: 64 } };
const own = new Set(['hba1', 'sw']);
const ends = {
  sourceX: 200,
  sourceY: 36,
  targetX: 600,
  targetY: 276,
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
};

describe('cableRoute', () => {
  it('keeps the Bézier when it passes under no card but its own', () => {
    expect(cableRoute(ends, cardGrid([hba1, sw]), own)).toBeNull();
  });

  it('runs a cable that would pass under its neighbour out through the gap beside it', () => {
    // Down the 16 px gap between the HBAs (clear of the database card too), then straight across.
    expect(cableRoute(ends, cardGrid([hba1, hba2, db, sw]), own)).toEqual([
      { x: 200, y: 36 },
      { x: 208, y: 36 },
      { x: 208, y: 276 },
      { x: 600, y: 276 },
    ]);
  });

  it('takes a lane between the rows when no gap runs all the way', () => {
    // A card under HBA 1 closes the gap beside it: out, down to the lane between the rows, across.
    const below = { id: 'below', rect: { x: 0, y: 88, w: 416, h: 64 } };
    const route = cableRoute(ends, cardGrid([hba1, hba2, below, sw]), own);
    expect(route?.slice(0, 3)).toEqual([
      { x: 200, y: 36 },
      { x: 208, y: 36 },
      { x: 208, y: 76 },
    ]);
    expect(route?.[3]?.y).toBe(76);
    expect(route?.at(-1)).toEqual({ x: 600, y: 276 });
  });

  it('leaves backward links, top or bottom ports and very short hops to their own drawing', () => {
    const grid = cardGrid([hba1, hba2, db, sw]);
    expect(cableRoute({ ...ends, targetX: 100 }, grid, own)).toBeNull();
    expect(cableRoute({ ...ends, targetPosition: Position.Right }, grid, own)).toBeNull();
    expect(cableRoute({ ...ends, targetX: 210 }, grid, own)).toBeNull();
  });
});
