/**
 * Where everything of a design is drawn, from the store's layout alone (never from the DOM: the
 * canvas draws only what is on screen). Positions are absolute canvas coordinates [px at zoom 1],
 * with the canvas's sizes (src/store/geometry.ts, src/store/collapse.ts): a leaf card's computed
 * size, a container's stored size grown to hold its children, a collapsed container closed with
 * its links drawn to its edge, as the canvas draws them.
 */
import type { Component } from '../schema/components';
import { type Link, portsOf } from '../schema/connections';
import {
  COLLAPSED_IN,
  COLLAPSED_OUT,
  collapsedSize,
  countInside,
  hiddenOwners,
  isCollapsed,
  rerouteLinks,
} from '../store/collapse';
import { indexComponents } from '../store/designIndex';
import { CONTAINER_PAD, handleFor, isContainerKind, leafSize, portSide, sizeOf } from '../store/geometry';
import type { DiagramDesign } from './types';

/** A port handle's distance below a card's top: the first, and between two on a side [px] (portViews.ts). */
export const FIRST_PORT_TOP = 36;
export const PORT_GAP = 18;
/** The same on a container, level with its header [px]. */
export const CONTAINER_PORT_TOP = 26;

/** A component as drawn. */
export interface DiagramBox {
  readonly component: Component;
  readonly container: boolean;
  /** Drawn closed; `inside` is how many components it hides. */
  readonly collapsed: boolean;
  readonly inside: number;
  /** Top-left corner and size [px]. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Port handles: where on the card each sits, by handle id (`fabric@r` for a switch's right side). */
  readonly ports: ReadonlyMap<string, { readonly side: 'left' | 'right'; readonly dy: number }>;
}

/** A link as drawn: from one handle to another [px], each leaving its card on `side`. */
export interface DiagramLink {
  readonly link: Link;
  readonly from: { readonly x: number; readonly y: number; readonly side: 'left' | 'right' };
  readonly to: { readonly x: number; readonly y: number; readonly side: 'left' | 'right' };
  /** "3 links" when it stands for the links of a collapsed box, else ''. */
  readonly label: string;
}

/** The drawing: boxes parents first (so a container is under what it holds), links, and the extent. */
export interface DiagramScene {
  readonly boxes: readonly DiagramBox[];
  readonly links: readonly DiagramLink[];
  /** Bounding box of every box [px]; null for an empty design. */
  readonly bounds: { readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null;
}

/** The handles of `c`, as the canvas places them (components/canvas/portViews.ts). */
export function portPlaces(c: Component): Map<string, { side: 'left' | 'right'; dy: number }> {
  const first = isContainerKind(c.kind) ? CONTAINER_PORT_TOP : FIRST_PORT_TOP;
  const count = { left: 0, right: 0 };
  const out = new Map<string, { side: 'left' | 'right'; dy: number }>();
  const push = (handleId: string, side: 'left' | 'right'): void => {
    out.set(handleId, { side, dy: first + count[side]++ * PORT_GAP });
  };
  for (const p of portsOf(c)) {
    if (c.kind === 'switch') {
      push(p.port, 'left');
      push(`${p.port}@r`, 'right');
    } else push(p.port, portSide(c.kind, p.port));
  }
  return out;
}

/** Components parents first; one whose parent is missing is drawn at the top level. */
function parentsFirst(components: readonly Component[]): Component[] {
  const { children, byId } = indexComponents(components);
  const out: Component[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    for (const c of children.get(key) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
      visit(c.id);
    }
  };
  visit('');
  for (const c of components) {
    if (c.parentId && !byId.has(c.parentId) && !seen.has(c.id)) {
      seen.add(c.id);
      out.push(c);
      visit(c.id);
    }
  }
  return out;
}

/**
 * Sizes as drawn: a leaf's computed size; a container's stored size grown (never shrunk) so its
 * children fit with the canvas's padding; a collapsed container closed (components/canvas/displaySizes.ts).
 */
function drawnSizes(design: DiagramDesign): Map<string, { w: number; h: number }> {
  const { components, layout } = design;
  const { children } = indexComponents(components);
  const out = new Map<string, { w: number; h: number }>();
  const visit = (c: Component): { w: number; h: number } => {
    const known = out.get(c.id);
    if (known) return known;
    if (!isContainerKind(c.kind)) {
      const s = leafSize(c);
      out.set(c.id, s);
      return s;
    }
    if (isCollapsed(c, layout)) {
      const closed = collapsedSize(c, layout);
      out.set(c.id, closed);
      return closed;
    }
    const own = sizeOf(c, layout);
    out.set(c.id, own); // a cycle in a malformed file stops here
    let { w, h } = own;
    for (const k of children.get(c.id) ?? []) {
      const p = layout[k.id] ?? { x: 0, y: 0 };
      const s = visit(k);
      w = Math.max(w, p.x + s.w + CONTAINER_PAD.right);
      h = Math.max(h, p.y + s.h + CONTAINER_PAD.bottom);
    }
    out.set(c.id, { w, h });
    return { w, h };
  };
  for (const c of components) visit(c);
  return out;
}

/** Where a link end meets box `b` at handle `handle`; a missing handle meets the box's middle. */
function endAt(b: DiagramBox, handle: string, fallback: 'left' | 'right') {
  if (handle === COLLAPSED_IN || handle === COLLAPSED_OUT) {
    const side = handle === COLLAPSED_IN ? 'left' : 'right';
    return { x: side === 'left' ? b.x : b.x + b.w, y: b.y + b.h / 2, side } as const;
  }
  const p = b.ports.get(handle);
  const side = p?.side ?? fallback;
  return { x: side === 'left' ? b.x : b.x + b.w, y: b.y + (p ? p.dy : b.h / 2), side } as const;
}

/** The whole design as drawn at its stored layout. */
export function diagramScene(design: DiagramDesign): DiagramScene {
  const { components, layout, links } = design;
  const { byId } = indexComponents(components);
  const collapsedAny = components.some((c) => isCollapsed(c, layout));
  const owners = collapsedAny ? hiddenOwners(components, layout) : new Map<string, string>();
  const sizes = drawnSizes(design);
  const at = new Map<string, { x: number; y: number }>();
  const boxes: DiagramBox[] = [];
  for (const c of parentsFirst(components)) {
    const parent = c.parentId ? at.get(c.parentId) : undefined;
    const p = layout[c.id] ?? { x: 0, y: 0 };
    const x = (parent?.x ?? 0) + p.x;
    const y = (parent?.y ?? 0) + p.y;
    at.set(c.id, { x, y });
    if (owners.has(c.id)) continue;
    const { w, h } = sizes.get(c.id)!;
    const collapsed = isCollapsed(c, layout);
    const container = isContainerKind(c.kind);
    boxes.push({
      component: c,
      container,
      collapsed,
      inside: collapsed ? countInside(components, c.id) : 0,
      x,
      y,
      w,
      h,
      ports: portPlaces(c),
    });
  }
  const drawn = new Map(boxes.map((b) => [b.component.id, b]));
  const rerouted = rerouteLinks(links, owners);
  const lines: DiagramLink[] = [];
  for (const l of links) {
    if (!byId.has(l.from.componentId) || !byId.has(l.to.componentId)) continue;
    const r = rerouted.get(l.id);
    if (r?.hidden) continue;
    const a = drawn.get(r?.source ?? l.from.componentId);
    const b = drawn.get(r?.target ?? l.to.componentId);
    if (!a || !b) continue;
    const fromHandle = r?.sourceHandle ?? handleFor(l, 'from', byId.get(l.from.componentId));
    const toHandle = r?.targetHandle ?? handleFor(l, 'to', byId.get(l.to.componentId));
    lines.push({ link: l, from: endAt(a, fromHandle, 'right'), to: endAt(b, toHandle, 'left'), label: r?.label ?? '' });
  }
  if (boxes.length === 0) return { boxes, links: lines, bounds: null };
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, b.y + b.h);
  }
  return { boxes, links: lines, bounds: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } };
}
