/**
 * Opening layout for a preset: hosts on the left, the fabric in the middle, storage on the right,
 * and the children of every container in tidy grids grouped by kind. Positions are relative to the
 * parent container, as the design format expects; containers get a size that fits their children,
 * leaves get a position only (the canvas measures them).
 *
 * Sizes are the canvas's own (`src/store/geometry.ts`): leaf cards as `leafSize` draws them, the
 * container header and padding of `CONTAINER_PAD`, the smallest containers of `minContainerSize`,
 * so a preset opens readable without auto-layout.
 */
import type { Component, ComponentKind } from '../../src/schema/components';
import type { Placement } from '../../src/schema/design';
import { CONTAINER_PAD, GRID, leafSize, minContainerSize } from '../../src/store/geometry';

/** Space between sibling cards inside a container [px]. */
const GAP = 2 * GRID;
/** Space between two kinds of children inside a container (HBAs, then databases) [px]. */
const GROUP_GAP = 3 * GRID;
/** Horizontal space between the host, fabric and storage columns (room for the FC links) [px]. */
const COLUMN_GAP = 30 * GRID;
/** Vertical space between top-level boxes in one column [px]. */
const ROW_GAP = 6 * GRID;

/** Child groups inside a container, in this order from top to bottom. */
const GROUP_ORDER: readonly ComponentKind[] = [
  'hba',
  'array',
  'vm',
  'database',
  'controller',
  'enclosure',
  'raidGroup',
  'lun',
];

const DEFAULT_COLUMNS: Readonly<Record<string, number>> = {
  'server>hba': 4,
  'server>vm': 2,
  'server>database': 4,
  'server>array': 1,
  'vm>database': 5,
  'array>controller': 6,
  'array>enclosure': 5,
  'array>raidGroup': 4,
  'raidGroup>lun': 3,
};

export interface LayoutOptions {
  /** Grid columns per `parentKind>childKind`, overriding the defaults. */
  readonly columns?: Readonly<Record<string, number>>;
  /** Space between the host, fabric and storage columns [px], overriding `COLUMN_GAP`. */
  readonly columnGap?: number;
}

interface Size {
  readonly w: number;
  readonly h: number;
}

/** Rounds a size up to the snap grid, as the canvas sizes containers. */
const snapUp = (v: number): number => Math.ceil(v / GRID) * GRID;

export function layoutDesign(components: readonly Component[], options: LayoutOptions = {}): Record<string, Placement> {
  const byId = new Map(components.map((c) => [c.id, c]));
  const children = new Map<string, Component[]>();
  for (const c of components) {
    if (c.parentId === undefined) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  const layout: Record<string, Placement> = {};
  const sizes = new Map<string, Size>();

  const columnsFor = (parent: ComponentKind, child: ComponentKind, n: number): number => {
    const key = `${parent}>${child}`;
    return Math.max(1, Math.min(n, options.columns?.[key] ?? DEFAULT_COLUMNS[key] ?? 4));
  };

  /** Sizes `c` (and places its children) bottom-up. */
  const measure = (c: Component): Size => {
    const known = sizes.get(c.id);
    if (known) return known;
    const kids = children.get(c.id) ?? [];
    if (kids.length === 0) {
      const leaf = leafSize(c);
      sizes.set(c.id, leaf);
      return leaf;
    }
    const min = minContainerSize[c.kind] ?? { w: 0, h: 0 };
    let y = CONTAINER_PAD.top;
    let width = min.w - CONTAINER_PAD.left - CONTAINER_PAD.right;
    for (const kind of GROUP_ORDER) {
      const group = kids.filter((k) => k.kind === kind);
      if (group.length === 0) continue;
      // A table: each column as wide as its widest cell, each row as tall as its tallest cell.
      const cells = group.map(measure);
      const cols = columnsFor(c.kind, kind, group.length);
      const rows = Math.ceil(group.length / cols);
      const colW = Array.from({ length: cols }, (_, j) =>
        Math.max(...cells.filter((_, i) => i % cols === j).map((s) => s.w)),
      );
      const rowH = Array.from({ length: rows }, (_, r) =>
        Math.max(...cells.slice(r * cols, (r + 1) * cols).map((s) => s.h)),
      );
      const offset = (sizes: number[], n: number): number => sizes.slice(0, n).reduce((a, b) => a + b + GAP, 0);
      group.forEach((k, i) => {
        layout[k.id] = {
          ...layout[k.id],
          x: CONTAINER_PAD.left + offset(colW, i % cols),
          y: y + offset(rowH, Math.floor(i / cols)),
        };
      });
      width = Math.max(width, offset(colW, cols) - GAP);
      y += offset(rowH, rows) - GAP + GROUP_GAP;
    }
    const size = {
      w: snapUp(width + CONTAINER_PAD.left + CONTAINER_PAD.right),
      h: snapUp(Math.max(min.h, y - GROUP_GAP + CONTAINER_PAD.bottom)),
    };
    sizes.set(c.id, size);
    layout[c.id] = { ...(layout[c.id] ?? { x: 0, y: 0 }), w: size.w, h: size.h };
    return size;
  };

  const roots = components.filter((c) => c.parentId === undefined || !byId.has(c.parentId));
  const columns: Component[][] = [
    roots.filter((c) => c.kind === 'server'),
    roots.filter((c) => c.kind === 'switch'),
    roots.filter((c) => c.kind !== 'server' && c.kind !== 'switch'),
  ].filter((col) => col.length > 0);

  const heights = columns.map((col) => col.reduce((sum, c) => sum + measure(c).h, 0) + ROW_GAP * (col.length - 1));
  const tallest = Math.max(...heights);
  let x = 0;
  columns.forEach((col, i) => {
    let y = Math.round((tallest - heights[i]) / 2);
    let colWidth = 0;
    for (const c of col) {
      const s = measure(c);
      layout[c.id] = { ...layout[c.id], x, y };
      y += s.h + ROW_GAP;
      colWidth = Math.max(colWidth, s.w);
    }
    x += colWidth + (options.columnGap ?? COLUMN_GAP);
  });
  return layout;
}
