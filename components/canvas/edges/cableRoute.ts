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
  /** What a cable may not pass under [flow px]: a card whole, a box's header. */
  readonly rect: Rect;
  /** Sides of `rect` with port handles: a cable running beside them would read as leaving there. */
  readonly left?: boolean;
  readonly right?: boolean;
  /** A box's whole outline [flow px]: a cable may cross it, not run along it as if it were its edge. */
  readonly frame?: Rect;
  /** The outermost box the card sits in (a box's own id when it is outermost). */
  readonly box?: string;
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
/**
 * How far a cable keeps from a card side with handles and from a box's outline it runs along
 * [flow px]: closer, it reads as a cable leaving that card, or as the box's edge. The handles are
 * 10 px; 12 px leaves a visible gap beyond them.
 */
const CLEAR = 12;
/**
 * How far a cable keeps from a side of a card with handles [flow px]: the 10 px dots reach 9 px
 * out of it; twice `CLEAR` beyond them, as a fitted view draws a design at about half size.
 */
const SIDE_CLEAR = 9 + 2 * CLEAR;
/** How far a lane keeps from a card's top or bottom edge [flow px]: closer, it hugs the card. */
const EDGE_CLEAR = CLEAR;
/**
 * How far a cable running along a box's outline keeps from it [flow px]: a box's edge is a long
 * line, and a cable beside it reads as part of it, or as leaving the card nearest it.
 */
const FRAME_CLEAR = 2 * CLEAR;
/** How far a lane above or below all the cards runs from them [flow px]: outside CLEAR. */
const OUTSIDE = 2 * CLEAR;

/** Cards bucketed on a grid, so a point is tested against the few cards near it. */
export interface CardGrid {
  /** Id of a card (other than `except`) whose inside holds `p`, or null. */
  at(p: Point, except: ReadonlySet<string>): string | null;
  /** The cards whose rect or frame overlaps `r`. */
  within(r: Rect): Card[];
  /** The card with node id `id`. */
  card(id: string): Card | undefined;
}

/** A grid over `cards`. Pure. */
export function cardGrid(cards: readonly Card[]): CardGrid {
  const grid = new Map<string, Card[]>();
  const byId = new Map(cards.map((c) => [c.id, c]));
  const key = (i: number, j: number): string => `${i},${j}`;
  for (const c of cards) {
    const { x, y, w, h } = c.frame ?? c.rect;
    if (!(w > 0 && h > 0)) continue;
    for (let i = Math.floor(x / CELL); i <= Math.floor((x + w) / CELL); i++)
      for (let j = Math.floor(y / CELL); j <= Math.floor((y + h) / CELL); j++) {
        const list = grid.get(key(i, j));
        if (list) list.push(c);
        else grid.set(key(i, j), [c]);
      }
  }
  return {
    card: (id) => byId.get(id),
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
          for (const c of grid.get(key(i, j)) ?? []) {
            const f = c.frame ?? c.rect;
            if (f.x < r.x + r.w && r.x < f.x + f.w && f.y < r.y + r.h && r.y < f.y + f.h) out.add(c);
          }
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
  const out = [sorted[0]![0] - OUTSIDE];
  let end = sorted[0]![1];
  for (const [from, to] of sorted.slice(1)) {
    if (from > end) out.push((end + from) / 2);
    end = Math.max(end, to);
  }
  out.push(end + OUTSIDE);
  return out;
}

/** Length of the overlap of [a0, a1] and [b0, b1] (either way round) [flow px]; negative when apart. */
const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
  Math.min(Math.max(a0, a1), b1) - Math.max(Math.min(a0, a1), b0);

/**
 * Whether a cable runs where it would be misread: a vertical run within `SIDE_CLEAR` of a side of a
 * card (not its own) that has handles, beside the card, reads as that card's cable; a run along a box's
 * outline within `FRAME_CLEAR` of it reads as the box's edge, one along a card's top or bottom within
 * `EDGE_CLEAR` hugs it. Crossing an outline is fine. Pure.
 */
export function crowds(points: readonly Point[], grid: CardGrid, own: ReadonlySet<string>): boolean {
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const near: Rect = {
      x: Math.min(a.x, b.x) - SIDE_CLEAR,
      y: Math.min(a.y, b.y) - FRAME_CLEAR,
      w: Math.abs(b.x - a.x) + 2 * SIDE_CLEAR,
      h: Math.abs(b.y - a.y) + 2 * FRAME_CLEAR,
    };
    const vertical = a.x === b.x;
    for (const c of grid.within(near)) {
      if (own.has(c.id)) continue;
      const r = c.rect;
      const f = c.frame;
      if (vertical) {
        const sides = [...(c.left ? [r.x] : []), ...(c.right ? [r.x + r.w] : [])];
        if (sides.some((x) => Math.abs(a.x - x) < SIDE_CLEAR) && overlap(a.y, b.y, r.y, r.y + r.h) > 0) return true;
        const edge = f && (Math.abs(a.x - f.x) < FRAME_CLEAR || Math.abs(a.x - f.x - f.w) < FRAME_CLEAR);
        if (edge && overlap(a.y, b.y, f.y, f.y + f.h) > CLEAR) return true;
      } else {
        const skims = Math.abs(a.y - r.y) < EDGE_CLEAR || Math.abs(a.y - r.y - r.h) < EDGE_CLEAR;
        if (skims && overlap(a.x, b.x, r.x, r.x + r.w) > CLEAR) return true;
        const along = f && (Math.abs(a.y - f.y) < FRAME_CLEAR || Math.abs(a.y - f.y - f.h) < FRAME_CLEAR);
        if (along && overlap(a.x, b.x, f.x, f.x + f.w) > CLEAR) return true;
      }
    }
  }
  return false;
}

const lengthOf = (points: readonly Point[]): number =>
  points.slice(1).reduce((sum, p, i) => sum + dist(points[i]!, p), 0);

/**
 * The cable of a link from a left or right side to the opposite side of a card ahead of it, when
 * its Bézier passes under a card other than `own` (its two cards): corners [flow px], source
 * first. Tried: one turn at a vertical lane between the ports; or out of the port, along a
 * horizontal lane (the gaps between the cards there), and into the other port. Only a clean cable
 * is taken, the shortest: under no card, not crowding a card's handles or a box's outline
 * (`crowds`), and at most one row of cards (`CELL`) out of its way. Else null, and the link keeps
 * its curve: a curve over a few cards reads better than a tangle of right angles. A link inside
 * one box (an array's back end) is never routed: its ports are packed too tight for clean lanes.
 * Pure.
 */
export function cableRoute(e: LinkEnds, grid: CardGrid, own: ReadonlySet<string>): Point[] | null {
  const d = e.sourcePosition === Position.Right ? 1 : e.sourcePosition === Position.Left ? -1 : 0;
  const back = e.targetPosition === Position.Right ? 1 : e.targetPosition === Position.Left ? -1 : 0;
  if (d === 0 || back !== -d || (e.targetX - e.sourceX) * d < 2 * SHORT_STUB) return null;
  const boxes = new Set([...own].map((id) => grid.card(id)?.box));
  if (boxes.size === 1 && !boxes.has(undefined)) return null;
  if (cardsUnder(bezierPoints(e), grid, own).size === 0) return null;
  const s = { x: e.sourceX, y: e.sourceY };
  const t = { x: e.targetX, y: e.targetY };
  const candidates: Point[][] = [];
  const span = e.targetX - e.sourceX;
  // The turn: just out of either port, at a twelfth of the way, or in a gap between the columns
  // of cards it passes (clear of their handles and of the boxes' sides).
  const band: Rect = { x: Math.min(s.x, t.x), y: Math.min(s.y, t.y), w: Math.abs(span), h: Math.abs(t.y - s.y) };
  const columns: (readonly [number, number])[] = [];
  for (const c of grid.within(band)) {
    if (own.has(c.id)) continue;
    columns.push([c.rect.x - (c.left ? SIDE_CLEAR : CLEAR), c.rect.x + c.rect.w + (c.right ? SIDE_CLEAR : CLEAR)]);
    if (c.frame) {
      const right = c.frame.x + c.frame.w;
      columns.push([c.frame.x - FRAME_CLEAR, c.frame.x + FRAME_CLEAR], [right - FRAME_CLEAR, right + FRAME_CLEAR]);
    }
  }
  const gaps = lanes(columns).map((x) => (x - e.sourceX) * d);
  const twelfths = Array.from({ length: 11 }, (_, i) => (Math.abs(span) * (i + 1)) / 12);
  // Of routes equally short the first listed wins: the middle of a gap before a cable that merely
  // clears its neighbours.
  for (const along of [...gaps, SHORT_STUB, ...twelfths, Math.abs(span) - SHORT_STUB]) {
    if (along < SHORT_STUB || along > Math.abs(span) - SHORT_STUB) continue;
    const x = e.sourceX + d * along;
    candidates.push([s, { x, y: s.y }, { x, y: t.y }, t]);
  }
  const box: Rect = {
    x: Math.min(s.x, t.x),
    y: Math.min(s.y, t.y) - 2 * CELL,
    w: Math.abs(span),
    h: Math.abs(t.y - s.y) + 4 * CELL,
  };
  // Lanes run between the cards, `EDGE_CLEAR` from them, and `FRAME_CLEAR` from the boxes' edges.
  const spans: (readonly [number, number])[] = [];
  for (const c of grid.within(box)) {
    if (own.has(c.id)) continue;
    spans.push([c.rect.y - EDGE_CLEAR, c.rect.y + c.rect.h + EDGE_CLEAR]);
    if (c.frame) {
      const bottom = c.frame.y + c.frame.h;
      spans.push([c.frame.y - FRAME_CLEAR, c.frame.y + FRAME_CLEAR], [bottom - FRAME_CLEAR, bottom + FRAME_CLEAR]);
    }
  }
  for (const y of lanes(spans))
    for (const out of [SHORT_STUB, STUB])
      for (const into of [SHORT_STUB, STUB]) {
        const x1 = s.x + d * out;
        const x2 = t.x - d * into;
        candidates.push([s, { x: x1, y: s.y }, { x: x1, y }, { x: x2, y }, { x: x2, y: t.y }, t]);
      }
  const most = Math.abs(span) + Math.abs(t.y - s.y) + 2 * CELL;
  let best: { points: Point[]; length: number } | null = null;
  for (const points of candidates) {
    const length = lengthOf(points);
    if (length > most || (best && length >= best.length)) continue;
    if (cardsUnder(points, grid, own).size > 0 || crowds(points, grid, own)) continue;
    best = { points, length };
  }
  return best?.points ?? null;
}
