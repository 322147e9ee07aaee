/**
 * A preset's miniature, computed from its components and saved layout with the canvas's own
 * geometry (container sizes from the layout, leaf sizes from `leafSize`): one rectangle per
 * component in absolute coordinates, coloured by role, and the FC links that show the SAN. Pure.
 */
import type { ComponentKind } from '../../src/schema/components';
import type { Design } from '../../src/schema/design';
import { indexComponents } from '../../src/store/designIndex';
import { absolutePosition, isContainerKind, sizeOf } from '../../src/store/geometry';

/** Colour family of a component on the miniature (same families as the canvas). */
export type Role = 'host' | 'fabric' | 'storage';

/** One rectangle. */
export interface ThumbBox {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly role: Role;
  readonly container: boolean;
  /** Nesting depth (0 = top level), so deeper boxes draw on top. */
  readonly depth: number;
}

/** The miniature. */
export interface Thumbnail {
  readonly boxes: readonly ThumbBox[];
  readonly links: readonly { x1: number; y1: number; x2: number; y2: number }[];
  /** Bounding box of everything [px, canvas units]. */
  readonly view: { x: number; y: number; w: number; h: number };
}

const roles: Record<ComponentKind, Role> = {
  server: 'host',
  vm: 'host',
  hba: 'host',
  database: 'host',
  switch: 'fabric',
  array: 'storage',
  controller: 'storage',
  enclosure: 'storage',
  raidGroup: 'storage',
  lun: 'storage',
};

/** Builds the miniature of `design`. */
export function thumbnailOf(design: Pick<Design, 'components' | 'links' | 'layout'>): Thumbnail {
  const { components, layout } = design;
  const { byId } = indexComponents(components);
  const depthOf = (id: string): number => {
    let d = 0;
    let cur = byId.get(id);
    while (cur?.parentId && byId.has(cur.parentId) && d < 64) {
      d++;
      cur = byId.get(cur.parentId);
    }
    return d;
  };
  const boxes: ThumbBox[] = components.map((c) => {
    const { x, y } = absolutePosition(components, layout, c.id);
    const { w, h } = sizeOf(c, layout);
    return { id: c.id, x, y, w, h, role: roles[c.kind], container: isContainerKind(c.kind), depth: depthOf(c.id) };
  });
  boxes.sort((a, b) => a.depth - b.depth);
  const at = new Map(boxes.map((b) => [b.id, b]));
  const links = design.links
    .filter((l) => l.kind === 'fc')
    .flatMap((l) => {
      const a = at.get(l.from.componentId);
      const b = at.get(l.to.componentId);
      if (!a || !b) return [];
      return [{ x1: a.x + a.w, y1: a.y + a.h / 2, x2: b.x, y2: b.y + b.h / 2 }];
    });
  if (boxes.length === 0) return { boxes, links, view: { x: 0, y: 0, w: 1, h: 1 } };
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { boxes, links, view: { x: x0, y: y0, w: Math.max(1, x1 - x0), h: Math.max(1, y1 - y0) } };
}
