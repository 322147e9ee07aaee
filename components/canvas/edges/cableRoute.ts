/**
 * Cables round the cards they do not connect. A link is drawn as React Flow's Bézier; where that
 * curve passes under a card it neither leaves nor enters (cards are drawn over links), the cable
 * seems to plug into that card, as XIV30 HBA 1's cables seemed to run into HBA 2 beside it. Such a
 * link is drawn as an orthogonal cable instead, through the gaps between cards: out of its port,
 * along a clear lane, into the other port. Pure; the canvas hands in the cards (labelCards.ts).
 */
import { Position } from '@xyflow/react';

import type { Point, Rect } from './labelPlacement';
import { type LinkEnds, pointOnLink } from './linkCurve';

/** A card a cable keeps out of, with its node id (a link's own two cards are not in its way). */
export interface Card {
  readonly id: string;
  readonly rect: Rect;
}

/** Side of one cell of the card grid [flow px]: about a card. */
const CELL = 256;
/** A point this far inside a card's edge is under it; on the edge a cable only touches it [flow px]. */
const INSET = 2;
/** Distance between points tested along a cable [flow px]: under the 16 px of a card's thinnest part. */
const STEP = 6;
/** Shortest run straight out of a port before a cable turns [flow px]: room in a 16 px gap. */
const SHORT_STUB = 8;
/** Usual run straight out of a port [flow px]. */
const STUB = 20;
/** How far from a card a lane above or below a column of cards runs [flow px]. */
const CLEAR = 12;

/** Cards bucketed on a grid, so a point is tested against the few cards near it. */
export interface CardGrid {
  /** Id of a card (other than `except`) whose inside holds `p`, or null. */
  at(p: Point, except: ReadonlySet<string>): string | null;
  /** The cards overlapping `r`. */
  within(r: Rect): Card[];
}

/** A grid over `cards`. Pure. */
export function cardGrid(cards: readonly Card[]): CardGrid {
  const grid = new Map<string, Card[]>();
  const key = (i: number, j: number): string => `${i},${j}`;
  for (const c of cards) {
    const { x, y, w, h } = c.rect;
    if (!(w > 0 && h > 0)) continue;
    for (let i = Math.floor(x / CELL); i <= Math.floor((x + w) / CELL); i++)
      for (let j = Math.floor(y / CELL); j <= Math.floor((y + h) / CELL); j++) {
        const list = grid.get(key(i, j));
        if (list) list.push(c);
        else grid.set(key(i, j), [c]);
      }
  }
  return {
    at(p, except) {
      for (const c of grid.get(key(Math.floor(p.x / CELL), Math.floor(p.y / CELL))) ?? []) {
        const r = c.rect;
        if (except.has(c.id)) continue;
        if (p.x > r.x + INSET && p.x < r.x + r.w - INSET && p.y > r.y + INSET && p.y < r.y + r.h - INSET) return c.id;
      }
      return null;
    },
    within(r) {
      const out = new Set<Card>();
      for (let i = Math.floor(r.x / CELL); i <= Math.floor((r.x + r.w) / CELL); i++)
        for (let j = Math.floor(r.y / CELL); j <= Math.floor((r.y + r.h) / CELL); j++)
          for (const c of grid.get(key(i, j)) ?? [])
            if (c.rect.x < r.x + r.w && r.x < c.rect.x + c.rect.w && c.rect.y < r.y + r.h && r.y < c.rect.y + c.rect.h)
              out.add(c);
      return [...out];
    },
  };
}

const dist = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

/** The cards (ids) a polyline passes under, tested every `STEP` px. */
function cardsUnder(points: readonly Point[], grid: CardGrid, except: ReadonlySet<string>): Set<string> {
  const hit = new Set<string>();
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const n = Math.max(1, Math.ceil(dist(a, b) / STEP));
    for (let k = 0; k <= n; k++) {
      const id = grid.at({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n }, except);
      if (id) hit.add(id);
    }
  }
  return hit;
}

/** The Bézier React Flow draws, as points every 1/48 of the way. */
const bezierPoints = (e: LinkEnds): Point[] => Array.from({ length: 49 }, (_, i) => pointOnLink(e, i / 48));

/** Middles of the clear gaps between the cards' spans along one axis, and just outside them. */
function lanes(spans: readonly (readonly [number, number])[]): number[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  if (sorted.length === 0) return [];
  const out = [sorted[0]![0] - CLEAR];
  let end = sorted[0]![1];
  for (const [from, to] of sorted.slice(1)) {
    if (from > end) out.push((end + from) / 2);
    end = Math.max(end, to);
  }
  out.push(end + CLEAR);
  return out;
}

/**
 * The cable of a link from a left or right side to the opposite side of a card ahead of it, when
 * its Bézier passes under a card other than `own` (its two cards): corners [flow px], source
 * first. Tried: one turn at a clear vertical lane between the ports; or out of the port, along a
 * clear horizontal lane (the gaps between the cards there), and into the other port. The cable
 * under the fewest cards wins, then the shortest; null when the Bézier is clear or nothing does
 * better. Pure.
 */
export function cableRoute(e: LinkEnds, grid: CardGrid, own: ReadonlySet<string>): Point[] | null {
  const d = e.sourcePosition === Position.Right ? 1 : e.sourcePosition === Position.Left ? -1 : 0;
  const back = e.targetPosition === Position.Right ? 1 : e.targetPosition === Position.Left ? -1 : 0;
  if (d === 0 || back !== -d || (e.targetX - e.sourceX) * d < 2 * SHORT_STUB) return null;
  const bezier = cardsUnder(bezierPoints(e), grid, own).size;
  if (bezier === 0) return null;
  const s = { x: e.sourceX, y: e.sourceY };
  const t = { x: e.targetX, y: e.targetY };
  const candidates: Point[][] = [];
  const span = e.targetX - e.sourceX;
  for (const f of [SHORT_STUB / Math.abs(span), 1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6, 1 - SHORT_STUB / Math.abs(span)]) {
    const x = e.sourceX + span * f;
    candidates.push([s, { x, y: s.y }, { x, y: t.y }, t]);
  }
  const box: Rect = {
    x: Math.min(s.x, t.x),
    y: Math.min(s.y, t.y) - 2 * CELL,
    w: Math.abs(span),
    h: Math.abs(t.y - s.y) + 4 * CELL,
  };
  const spans = grid
    .within(box)
    .filter((c) => !own.has(c.id))
    .map((c) => [c.rect.y, c.rect.y + c.rect.h] as const);
  for (const y of lanes(spans))
    for (const out of [SHORT_STUB, STUB])
      for (const into of [SHORT_STUB, STUB]) {
        const x1 = s.x + d * out;
        const x2 = t.x - d * into;
        candidates.push([s, { x: x1, y: s.y }, { x: x1, y }, { x: x2, y }, { x: x2, y: t.y }, t]);
      }
  let best: { points: Point[]; hits: number; length: number } | null = null;
  for (const points of candidates) {
    const hits = cardsUnder(points, grid, own).size;
    const length = points.slice(1).reduce((sum, p, i) => sum + dist(points[i]!, p), 0);
    if (!best || hits < best.hits || (hits === best.hits && length < best.length)) best = { points, hits, length };
  }
  return best && best.hits < bezier ? best.points : null;
}
