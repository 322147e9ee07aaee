/**
 * Where pasted or duplicated copies go when they go beside their originals: the copies that share a
 * parent move as one block, keeping their arrangement, to the free spot nearest a short diagonal
 * step from the originals. "Free" means no copy comes within a small gap of a sibling card or box
 * (a box with everything drawn inside it), however large the boxes are, and, inside a container,
 * the container does not grow over one of its own neighbours when another spot avoids that.
 */
import type { Component } from '../../schema/components';
import { indexComponents } from '../../store/designIndex';
import { CONTAINER_PAD, GRID, isContainerKind, sizeOf } from '../../store/geometry';
import type { Layout } from '../../store/types';

/** A box on the canvas, relative to its parent [px]. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Sizes the canvas measured, by component id [px]. */
export type Measured = (id: string) => { w: number; h: number } | undefined;

/** Space kept between siblings [px] (as for a dropped card). */
const GAP = 12;
/**
 * Most (offset × copy × obstacle) tests for offsets taken from every copy's edges; beyond it, only
 * the block's outline gives offsets (each still tested copy by copy), so a paste stays quick.
 */
const MAX_WORK = 2_000_000;

/** True when `a` moved by (`dx`, `dy`) comes closer to `b` than the gap kept between siblings. */
function near(a: Box, b: Box, dx = 0, dy = 0): boolean {
  const x = a.x + dx;
  const y = a.y + dy;
  return x < b.x + b.w + GAP && x + a.w + GAP > b.x && y < b.y + b.h + GAP && y + a.h + GAP > b.y;
}

/** The smallest box around `boxes`. */
export function outline(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const w = Math.max(...boxes.map((b) => b.x + b.w)) - x;
  const h = Math.max(...boxes.map((b) => b.y + b.h)) - y;
  return { x, y, w, h };
}

/** Size of a card as drawn: a box's stored size, a leaf's computed size or, when taller, as measured. */
export function drawnSize(c: Component, layout: Layout, measured?: Measured): { w: number; h: number } {
  const own = sizeOf(c, layout);
  const m = isContainerKind(c.kind) ? undefined : measured?.(c.id);
  return m ? { w: Math.max(own.w, m.w), h: Math.max(own.h, m.h) } : own;
}

/** The cards and boxes directly inside `parentId` (top level when undefined). */
export function siblingBoxes(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  measured?: Measured,
): Box[] {
  return (indexComponents(components).children.get(parentId ?? '') ?? []).map((s) => ({
    x: layout[s.id]?.x ?? 0,
    y: layout[s.id]?.y ?? 0,
    ...drawnSize(s, layout, measured),
  }));
}

/** One container growing to hold a new child: its box in its own parent before and after. */
interface Growth {
  readonly container: Component;
  readonly before: Box;
  readonly after: Box;
}

/**
 * How `parentId` and, in turn, its ancestors grow to hold `box` (as `fitContainers` grows them),
 * innermost first, up to the first that need not grow. `layout` must already fit every container.
 */
function growth(components: readonly Component[], layout: Layout, parentId: string | undefined, box: Box): Growth[] {
  const { byId } = indexComponents(components);
  const out: Growth[] = [];
  let inner = box;
  for (let p = parentId ? byId.get(parentId) : undefined; p; p = p.parentId ? byId.get(p.parentId) : undefined) {
    const at = layout[p.id] ?? { x: 0, y: 0 };
    const before = { x: at.x, y: at.y, ...sizeOf(p, layout) };
    const w = Math.max(before.w, Math.ceil((inner.x + inner.w + CONTAINER_PAD.right) / GRID) * GRID);
    const h = Math.max(before.h, Math.ceil((inner.y + inner.h + CONTAINER_PAD.bottom) / GRID) * GRID);
    if (w === before.w && h === before.h) break;
    inner = { ...before, w, h };
    out.push({ container: p, before, after: inner });
  }
  return out;
}

/**
 * True unless putting `box` into `parentId` grows that container (or, in turn, one of its
 * ancestors) over a neighbour it was clear of. `layout` must already fit every container.
 */
export function growsClear(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  box: Box,
): boolean {
  const { children } = indexComponents(components);
  return growth(components, layout, parentId, box).every(({ container, before, after }) =>
    (children.get(container.parentId ?? '') ?? []).every((s) => {
      if (s.id === container.id) return true;
      const other = { x: layout[s.id]?.x ?? 0, y: layout[s.id]?.y ?? 0, ...sizeOf(s, layout) };
      return !near(after, other) || near(before, other);
    }),
  );
}

/** `layout` with `parentId` and its ancestors grown to hold `box` (what `fitContainers` would do). */
export function grownAround(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  box: Box,
): Layout {
  const steps = growth(components, layout, parentId, box);
  if (steps.length === 0) return layout;
  const out = { ...layout };
  for (const { container, after } of steps)
    out[container.id] = { ...out[container.id], x: after.x, y: after.y, w: after.w, h: after.h };
  return out;
}

const up = (v: number): number => Math.ceil(v / GRID) * GRID;
const down = (v: number): number => Math.floor(v / GRID) * GRID;

/**
 * The offset to move `parts` (the copies, at their originals' places) by so that none comes near an
 * `obstacle`: the one nearest `want`, positions at least `min`, preferring offsets `accept` allows.
 * Only offsets where some copy touches an obstacle's edge (or `want` on that axis) can be nearest,
 * so those are all that is tried, nearest first, with ties broken by y then x (deterministic).
 */
export function blockOffset(
  parts: readonly Box[],
  obstacles: readonly Box[],
  want: { x: number; y: number },
  min: { x: number; y: number } = { x: -Infinity, y: -Infinity },
  accept: (dx: number, dy: number) => boolean = () => true,
): { x: number; y: number } {
  const block = outline(parts);
  const lo = { x: min.x - block.x, y: min.y - block.y };
  const axes = (sources: readonly Box[]): { xs: number[]; ys: number[] } => {
    const xs = new Set([want.x, up(lo.x)]);
    const ys = new Set([want.y, up(lo.y)]);
    for (const r of obstacles) {
      for (const s of sources) {
        xs.add(up(r.x + r.w + GAP - s.x)).add(down(r.x - GAP - s.w - s.x));
        ys.add(up(r.y + r.h + GAP - s.y)).add(down(r.y - GAP - s.h - s.y));
      }
    }
    const keep = (v: number, least: number): boolean => Number.isFinite(v) && v >= least;
    return { xs: [...xs].filter((v) => keep(v, lo.x)), ys: [...ys].filter((v) => keep(v, lo.y)) };
  };
  let { xs, ys } = axes(parts);
  if (xs.length * ys.length * parts.length * obstacles.length > MAX_WORK) ({ xs, ys } = axes([block]));
  const offsets = xs.flatMap((x) => ys.map((y) => ({ x, y, d: (x - want.x) ** 2 + (y - want.y) ** 2 })));
  offsets.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
  // An obstacle clear of the whole block is clear of every copy in it.
  const free = (dx: number, dy: number): boolean =>
    obstacles.every((r) => !near(block, r, dx, dy) || parts.every((p) => !near(p, r, dx, dy)));
  const found = offsets.find((o) => free(o.x, o.y) && accept(o.x, o.y)) ?? offsets.find((o) => free(o.x, o.y));
  if (found) return { x: found.x, y: found.y };
  // Right of everything always is free (not reached: that offset is among those tried).
  const right = Math.max(block.x, ...obstacles.map((r) => r.x + r.w + GAP));
  return { x: up(right - block.x), y: Math.max(want.y, up(lo.y)) };
}
