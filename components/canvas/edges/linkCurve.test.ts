import { getBezierPath, Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';

import { pointOnLink, spotsAlong } from './linkCurve';

const ends = {
  sourceX: 10,
  sourceY: 20,
  targetX: 410,
  targetY: 260,
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
};

describe('pointOnLink', () => {
  it('follows the curve React Flow draws: its ends, and its middle where React Flow puts the label', () => {
    const [, labelX, labelY] = getBezierPath(ends);
    expect(pointOnLink(ends, 0)).toEqual({ x: 10, y: 20 });
    expect(pointOnLink(ends, 1)).toEqual({ x: 410, y: 260 });
    const mid = pointOnLink(ends, 0.5);
    expect(mid.x).toBeCloseTo(labelX, 6);
    expect(mid.y).toBeCloseTo(labelY, 6);
  });

  it('bends a link that doubles back the way React Flow does', () => {
    const back = { ...ends, targetX: -200, targetY: 40 };
    const [path] = getBezierPath(back);
    // React Flow's path: M sx,sy C c1x,c1y c2x,c2y tx,ty; the first control lies right of the source.
    const c1x = Number(/C([-\d.]+),/.exec(path)![1]);
    expect(c1x).toBeGreaterThan(back.sourceX);
    const [, labelX, labelY] = getBezierPath(back);
    expect(pointOnLink(back, 0.5).x).toBeCloseTo(labelX, 6);
    expect(pointOnLink(back, 0.5).y).toBeCloseTo(labelY, 6);
  });
});

describe('spotsAlong', () => {
  it('offers spots nearest the middle first, never in the outer fifth of the link', () => {
    const spots = spotsAlong(ends);
    const xs = spots.map((p) => p.x);
    expect(Math.abs(xs[0]! - 210)).toBeLessThan(Math.abs(xs[2]! - 210));
    for (const x of xs) expect(x).toBeGreaterThan(10 + 0.1 * 400);
    for (const x of xs) expect(x).toBeLessThan(410 - 0.1 * 400);
  });
});
