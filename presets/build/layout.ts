/**
 * Opening layout for a preset: hosts on the left, the fabric in the middle, storage on the right,
 * and the children of every container in tidy grids grouped by kind. Positions are relative to the
 * parent container, as the design format expects; containers get a size that fits their children,
 * leaves get a position only (the canvas measures them).
 */
import type { Component, ComponentKind } from '../../src/schema/components';
import type { Placement } from '../../src/schema/design';

/** Nominal leaf size used for spacing (the canvas measures the real one). */
export const LEAF = { w: 200, h: 60 };
const GAP = 16;
const PAD = 20;
const HEADER = 48;
const MIN_CONTAINER_W = 240;
const COLUMN_GAP = 260;
const ROW_GAP = 60;

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
}

interface Size {
  readonly w: number;
  readonly h: number;
}

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
      sizes.set(c.id, LEAF);
      return LEAF;
    }
    let y = HEADER;
    let width = MIN_CONTAINER_W - 2 * PAD;
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
        layout[k.id] = { ...layout[k.id], x: PAD + offset(colW, i % cols), y: y + offset(rowH, Math.floor(i / cols)) };
      });
      width = Math.max(width, offset(colW, cols) - GAP);
      y += offset(rowH, rows);
    }
    const size = { w: width + 2 * PAD, h: y - GAP + PAD };
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
    x += colWidth + COLUMN_GAP;
  });
  return layout;
}
