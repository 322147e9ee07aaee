import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';

import { backwardRoute, isBackward, pointAlong, roundedPath, routeSpots, STUB } from './backwardRoute';

/** The Cisco UCS's RAID controller (back end on its right side) and its enclosure placed under it. */
const ends = {
  sourceX: 400,
  sourceY: 60,
  targetX: 200,
  targetY: 160,
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
};
const controller = { x: 200, y: 20, w: 200, h: 72 };
const enclosure = { x: 200, y: 124, w: 200, h: 72 };

describe('isBackward', () => {
  it('is a link that enters a card behind the side it leaves from', () => {
    expect(isBackward(ends)).toBe(true);
    expect(isBackward({ ...ends, targetX: 600 })).toBe(false);
    // Mirrored: out of a left side, into the right side of a card to the right.
    expect(isBackward({ ...ends, sourcePosition: Position.Left, targetPosition: Position.Right, targetX: 600 })).toBe(
      true,
    );
    // Both ends on right sides: a Bézier draws a plain bend, not a loop.
    expect(isBackward({ ...ends, targetPosition: Position.Right })).toBe(false);
  });
});

describe('backwardRoute', () => {
  it('runs out of the port, along the middle of the gap between the cards, and into the other port', () => {
    expect(backwardRoute(ends, controller, enclosure)).toEqual([
      { x: 400, y: 60 },
      { x: 400 + STUB, y: 60 },
      { x: 400 + STUB, y: 108 },
      { x: 200 - STUB, y: 108 },
      { x: 200 - STUB, y: 160 },
      { x: 200, y: 160 },
    ]);
    // Upwards too: the enclosure above the controller.
    const up = { ...ends, targetY: -40 };
    expect(backwardRoute(up, controller, { ...enclosure, y: -80 })[2]).toEqual({ x: 420, y: 6 });
  });

  it('goes under both cards when they sit side by side, and half way without their boxes', () => {
    const beside = { ...ends, targetY: 70 };
    const left = { x: -100, y: 30, w: 200, h: 100 };
    expect(backwardRoute(beside, controller, left)[2]).toEqual({ x: 420, y: 130 + STUB });
    expect(backwardRoute(ends, null, null)[2]).toEqual({ x: 420, y: 110 });
  });
});

describe('roundedPath and the label spots', () => {
  const route = backwardRoute(ends, controller, enclosure);

  it('draws straight runs joined by rounded corners, from port to port', () => {
    const d = roundedPath(route);
    expect(d.startsWith('M 400,60 L 412,60 Q 420,60 420,68')).toBe(true);
    expect(d.endsWith('L 200,160')).toBe(true);
    expect(d.match(/Q/g)).toHaveLength(4);
  });

  it('puts the label at the middle of the cable and spots along it', () => {
    // Runs: 20 out, 48 down, 240 across, 52 down, 20 in: 380 long; the middle is 190 in.
    expect(pointAlong(route, 0.5)).toEqual({ x: 420 - 122, y: 108 });
    const { mid, along } = routeSpots(route);
    expect(mid).toEqual(pointAlong(route, 0.5));
    expect(along[0]).toEqual(pointAlong(route, 0.4));
    expect(pointAlong(route, 0)).toEqual(route[0]);
    expect(pointAlong(route, 1)).toEqual(route[5]);
  });
});
