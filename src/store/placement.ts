/**
 * Where new components go: the next free grid slot in a container, or the free spot nearest to
 * where the user dropped a part (so a new card never hides a sibling's ports).
 */
import type { Component } from '../schema/components';
import { indexComponents } from './designIndex';
import { CONTAINER_PAD, GRID, sizeOf } from './geometry';
import type { Layout } from './types';

type Rect = { x: number; y: number; w: number; h: number };

/** Space kept between siblings [px]. */
const GAP = 12;

function siblingRects(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  skip?: string,
): Rect[] {
  const { children } = indexComponents(components);
  return (children.get(parentId ?? '') ?? [])
    .filter((s) => s.id !== skip)
    .map((s) => ({ ...(layout[s.id] ?? { x: 0, y: 0 }), ...sizeOf(s, layout) }));
}

function clashes(rects: readonly Rect[], x: number, y: number, size: { w: number; h: number }): boolean {
  return rects.some(
    (r) => x < r.x + r.w + GAP && x + size.w + GAP > r.x && y < r.y + r.h + GAP && y + size.h + GAP > r.y,
  );
}

/** A free spot for a new child inside `parentId` (or at top level), scanning a grid of slots. */
export function freeSlot(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  size: { w: number; h: number },
): { x: number; y: number } {
  const rects = siblingRects(components, layout, parentId);
  const x0 = parentId ? CONTAINER_PAD.left : 40;
  const y0 = parentId ? CONTAINER_PAD.top : 40;
  const stepX = size.w + 40;
  const stepY = size.h + 24;
  const cols = parentId ? 3 : 4;
  for (let i = 0; i < 10_000; i++) {
    const x = x0 + (i % cols) * stepX;
    const y = y0 + Math.floor(i / cols) * stepY;
    const clash = rects.some(
      (r) => x < r.x + r.w + 12 && x + size.w + 12 > r.x && y < r.y + r.h + 12 && y + size.h + 12 > r.y,
    );
    if (!clash) return { x, y };
  }
  return { x: x0, y: y0 };
}

/**
 * The free spot nearest to `pos` for a box of `size` among its siblings, searched on the grid in
 * growing rings (at most `radius` away); `pos` itself when it is free or nothing near is. Inside a
 * container the spot stays below the header and right of the padding.
 */
export function nearestFreeSpot(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  pos: { x: number; y: number },
  size: { w: number; h: number },
  radius = 640,
): { x: number; y: number } {
  return freeSpotNear(components, layout, parentId, pos, size, radius) ?? pos;
}

/** As `nearestFreeSpot`, but null when no free spot lies within `radius`. */
export function freeSpotNear(
  components: readonly Component[],
  layout: Layout,
  parentId: string | undefined,
  pos: { x: number; y: number },
  size: { w: number; h: number },
  radius: number,
): { x: number; y: number } | null {
  const rects = siblingRects(components, layout, parentId);
  const minX = parentId ? CONTAINER_PAD.left : -Infinity;
  const minY = parentId ? CONTAINER_PAD.top : -Infinity;
  const ok = (x: number, y: number): boolean => x >= minX && y >= minY && !clashes(rects, x, y, size);
  if (ok(pos.x, pos.y)) return pos;
  const step = GRID * 2;
  for (let ring = 1; ring * step <= radius; ring++) {
    let best: { x: number; y: number; d: number } | null = null;
    for (let i = -ring; i <= ring; i++) {
      for (const [dx, dy] of [
        [i, -ring],
        [i, ring],
        [-ring, i],
        [ring, i],
      ]) {
        const x = pos.x + dx * step;
        const y = pos.y + dy * step;
        const d = dx * dx + dy * dy;
        if ((!best || d < best.d) && ok(x, y)) best = { x, y, d };
      }
    }
    if (best) return { x: best.x, y: best.y };
  }
  return null;
}
