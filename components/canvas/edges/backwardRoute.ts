/**
 * A link drawn backwards: it leaves its card's right side for a port on a card to the left (or
 * the mirror image), as the Cisco UCS's internal RAID controller does for its drive enclosure
 * placed under it. React Flow's Bézier then swings out past both ends and back, a loop that reads
 * as a knot. Such a link is drawn as a cable instead: straight out of its port, along the gap
 * between the two cards (or under both when they sit side by side), and straight into the other
 * port, with rounded corners.
 */
import { Position } from '@xyflow/react';

import type { Point, Rect } from './labelPlacement';
import { LABEL_STEPS, type LinkEnds } from './linkCurve';

/** How far a backward cable runs straight out of a port before it turns [flow px]. */
export const STUB = 20;
/** Radius of a backward cable's corners [flow px]; smaller where a run is shorter. */
const RADIUS = 8;

/** +1 for a port on a card's right side (a link leaves rightwards), −1 left, 0 top or bottom. */
const outward = (p: Position): number => (p === Position.Right ? 1 : p === Position.Left ? -1 : 0);

/**
 * Whether the link leaves one side of its card and enters the opposite side of the other card
 * pointing back the way it came (its target lies behind its source's side): a Bézier would loop.
 * Pure.
 */
export function isBackward(e: LinkEnds): boolean {
  const out = outward(e.sourcePosition);
  return out !== 0 && outward(e.targetPosition) === -out && (e.targetX - e.sourceX) * out < 0;
}

/**
 * The corners of a backward link's cable [flow px], source first: out of the source port by
 * `STUB`, to the height where it crosses, across, and into the target port. It crosses in the
 * middle of the gap between the two cards when one is above the other; under both when they
 * overlap in height (or when a card's box is unknown, half way between the ports). Pure.
 */
export function backwardRoute(e: LinkEnds, source: Rect | null, target: Rect | null): Point[] {
  const x1 = e.sourceX + outward(e.sourcePosition) * STUB;
  const x2 = e.targetX + outward(e.targetPosition) * STUB;
  let y = (e.sourceY + e.targetY) / 2;
  if (source && target) {
    if (source.y + source.h <= target.y) y = (source.y + source.h + target.y) / 2;
    else if (target.y + target.h <= source.y) y = (target.y + target.h + source.y) / 2;
    else y = Math.max(source.y + source.h, target.y + target.h) + STUB;
  }
  return [
    { x: e.sourceX, y: e.sourceY },
    { x: x1, y: e.sourceY },
    { x: x1, y },
    { x: x2, y },
    { x: x2, y: e.targetY },
    { x: e.targetX, y: e.targetY },
  ];
}

const dist = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

/** An SVG path through `points` with each corner rounded (radius `RADIUS` or less). Pure. */
export function roundedPath(points: readonly Point[]): string {
  const p = points;
  let d = `M ${p[0]!.x},${p[0]!.y}`;
  for (let i = 1; i < p.length - 1; i++) {
    const [a, b, c] = [p[i - 1]!, p[i]!, p[i + 1]!];
    const r = Math.min(RADIUS, dist(a, b) / 2, dist(b, c) / 2);
    if (r <= 0) continue;
    const inX = b.x + ((a.x - b.x) / dist(a, b)) * r;
    const inY = b.y + ((a.y - b.y) / dist(a, b)) * r;
    const outX = b.x + ((c.x - b.x) / dist(b, c)) * r;
    const outY = b.y + ((c.y - b.y) / dist(b, c)) * r;
    d += ` L ${inX},${inY} Q ${b.x},${b.y} ${outX},${outY}`;
  }
  const last = p[p.length - 1]!;
  return `${d} L ${last.x},${last.y}`;
}

/** The point a fraction `t` of the way along the polyline `points` (0 its start, 1 its end). Pure. */
export function pointAlong(points: readonly Point[], t: number): Point {
  const total = points.slice(1).reduce((s, q, i) => s + dist(points[i]!, q), 0);
  let left = Math.max(0, Math.min(1, t)) * total;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const d = dist(a, b);
    if (left <= d && d > 0) return { x: a.x + ((b.x - a.x) * left) / d, y: a.y + ((b.y - a.y) * left) / d };
    left -= d;
  }
  return points[points.length - 1]!;
}

/** A backward cable's label spots: its middle, then `LABEL_STEPS` along it (as linkCurve.ts). Pure. */
export function routeSpots(points: readonly Point[]): { mid: Point; along: Point[] } {
  return { mid: pointAlong(points, 0.5), along: LABEL_STEPS.map((t) => pointAlong(points, t)) };
}
