/**
 * Canvas geometry shared by commands (placement, auto-layout, hit-testing) and the canvas (node
 * styles), so both agree on sizes. Positions are relative to the parent container [px].
 */
import type { Component, ComponentKind } from '../schema/components';
import type { Link } from '../schema/connections';
import type { Placement } from '../schema/design';
import { indexComponents } from './designIndex';
import type { Layout } from './types';

/** Snap grid [px]. */
export const GRID = 8;

/** Kinds drawn as boxes that hold other components. */
export const containerKinds: ReadonlySet<ComponentKind> = new Set<ComponentKind>([
  'server',
  'vm',
  'array',
  'raidGroup',
]);

/** True when components of `kind` are drawn as containers. */
export function isContainerKind(kind: ComponentKind): boolean {
  return containerKinds.has(kind);
}

/** Space inside a container around its children: the header sits in `top` [px]. */
export const CONTAINER_PAD = { top: 84, right: 20, bottom: 20, left: 20 } as const;

/** Width of every leaf node [px]. */
export const LEAF_WIDTH = 200;
/** Vertical distance between two port handles on one side [px]. */
export const PORT_PITCH = 18;

/** Card heights with a title, a detail line and one row of badges [px]. */
const leafBaseHeight: Partial<Record<ComponentKind, number>> = {
  hba: 72,
  switch: 72,
  controller: 72,
  enclosure: 72,
  lun: 72,
  database: 72,
};

/** Default size of a new container [px]. */
export const defaultContainerSize: Partial<Record<ComponentKind, { w: number; h: number }>> = {
  server: { w: 380, h: 280 },
  vm: { w: 300, h: 220 },
  array: { w: 760, h: 440 },
  raidGroup: { w: 340, h: 220 },
};

/** Smallest size auto-layout gives a container, so its header reads in full [px]. */
export const minContainerSize: Partial<Record<ComponentKind, { w: number; h: number }>> = {
  server: { w: 360, h: 160 },
  vm: { w: 300, h: 140 },
  array: { w: 420, h: 160 },
  raidGroup: { w: 340, h: 140 },
};

/** Side a port's handle sits on: hosts on the left, storage on the right, links run left → right. */
export type PortSide = 'left' | 'right';

/** Where the handle of `port` on a component of `kind` sits. */
export function portSide(kind: ComponentKind, port: string): PortSide {
  switch (kind) {
    case 'hba':
    case 'database':
      return 'right';
    case 'controller':
      return port === 'be' ? 'right' : 'left';
    case 'enclosure':
      return port === 'disks' ? 'right' : 'left';
    default:
      return 'left';
  }
}

/**
 * Handle id of a link end. A switch's fabric has a handle on each side: links from hosts arrive on
 * the left (`fabric`), links to storage leave on the right (`fabric@r`), so everything flows left to
 * right. Links are stored in canonical direction (from = the host side).
 */
export function handleFor(link: Link, end: 'from' | 'to', c: Component | undefined): string {
  const port = link[end].port;
  return c?.kind === 'switch' && end === 'from' ? `${port}@r` : port;
}

/** The port a handle id stands for (`fabric@r` → `fabric`). */
export function portOfHandle(handleId: string): string {
  return handleId.split('@')[0];
}

/** Ports per side of a component (switches show their fabric on both sides). */
export function portCounts(c: Component): { left: number; right: number } {
  switch (c.kind) {
    case 'hba':
      return { left: 0, right: c.ports };
    case 'controller':
      return { left: c.frontEndPorts, right: 1 };
    case 'database':
      return { left: 0, right: 2 };
    case 'enclosure':
    case 'switch':
      return { left: 1, right: 1 };
    case 'lun':
    case 'raidGroup':
      return { left: 1, right: 0 };
    default:
      return { left: 0, right: 0 };
  }
}

/** Size of a leaf node: its base height, taller when its ports need room [px]. */
export function leafSize(c: Component): { w: number; h: number } {
  const { left, right } = portCounts(c);
  const base = leafBaseHeight[c.kind] ?? 72;
  return { w: LEAF_WIDTH, h: Math.max(base, 40 + Math.max(left, right) * PORT_PITCH) };
}

/** Size of any component: a container's stored size (or default), a leaf's computed size. */
export function sizeOf(c: Component, layout: Layout): { w: number; h: number } {
  if (isContainerKind(c.kind)) {
    const p = layout[c.id];
    const d = defaultContainerSize[c.kind] ?? { w: 300, h: 200 };
    return { w: p?.w ?? d.w, h: p?.h ?? d.h };
  }
  return leafSize(c);
}

/** Rounds to the snap grid. */
export function snap(v: number): number {
  // `+ 0` turns -0 (a small negative value rounded) into 0: JSON cannot keep -0, so a saved and
  // reopened design would differ from the one in memory.
  return Math.round(v / GRID) * GRID + 0;
}

/** Absolute position of a component (sum of its ancestors' relative positions) [px]. */
export function absolutePosition(
  components: readonly Component[],
  layout: Layout,
  id: string,
): { x: number; y: number } {
  const { byId } = indexComponents(components);
  let x = 0;
  let y = 0;
  let cur = byId.get(id);
  const seen = new Set<string>();
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    const p = layout[cur.id];
    x += p?.x ?? 0;
    y += p?.y ?? 0;
    cur = cur.parentId ? byId.get(cur.parentId) : undefined;
  }
  return { x, y };
}

/**
 * The deepest container whose box contains the absolute point, optionally skipping some ids (the
 * nodes being dragged and what they hold). A collapsed container is no target, nor is anything in
 * it: its stored box is larger than the closed box drawn, and what landed inside would vanish.
 */
export function containerAt(
  components: readonly Component[],
  layout: Layout,
  point: { x: number; y: number },
  skip: ReadonlySet<string> = new Set(),
): Component | undefined {
  let best: Component | undefined;
  let bestDepth = -1;
  const { children } = indexComponents(components);
  const visit = (parentKey: string, ox: number, oy: number, depth: number): void => {
    for (const c of children.get(parentKey) ?? []) {
      if (skip.has(c.id) || !isContainerKind(c.kind)) continue;
      const p = layout[c.id] ?? { x: 0, y: 0 };
      if (p.collapsed) continue;
      const { w, h } = sizeOf(c, layout);
      const x = ox + p.x;
      const y = oy + p.y;
      if (point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h) {
        if (depth > bestDepth) {
          best = c;
          bestDepth = depth;
        }
        visit(c.id, x, y, depth + 1);
      }
    }
  };
  visit('', 0, 0, 0);
  return best;
}

/**
 * Grows containers so every child fits inside (with padding), deepest first. Never shrinks.
 * Returns the same layout object when nothing had to grow.
 */
export function fitContainers(components: readonly Component[], layout: Layout): Layout {
  const { children } = indexComponents(components);
  const depth = new Map<string, number>();
  const depthOf = (c: Component): number => {
    const known = depth.get(c.id);
    if (known !== undefined) return known;
    const { byId } = indexComponents(components);
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    const d = parent && parent.id !== c.id ? depthOf(parent) + 1 : 0;
    depth.set(c.id, d);
    return d;
  };
  const containers = components.filter((c) => isContainerKind(c.kind)).sort((a, b) => depthOf(b) - depthOf(a));
  let out: Record<string, Placement> | null = null;
  for (const c of containers) {
    const cur = (out ?? layout) as Layout;
    const kids = children.get(c.id) ?? [];
    const own = sizeOf(c, cur);
    let w = own.w;
    let h = own.h;
    for (const k of kids) {
      const p = cur[k.id] ?? { x: 0, y: 0 };
      const s = sizeOf(k, cur);
      w = Math.max(w, p.x + s.w + CONTAINER_PAD.right);
      h = Math.max(h, p.y + s.h + CONTAINER_PAD.bottom);
    }
    if (w !== own.w || h !== own.h || cur[c.id]?.w === undefined) {
      out ??= { ...layout };
      const p = cur[c.id] ?? { x: 0, y: 0 };
      out[c.id] = { ...p, w: Math.ceil(w / GRID) * GRID, h: Math.ceil(h / GRID) * GRID };
    }
  }
  return out ?? layout;
}
