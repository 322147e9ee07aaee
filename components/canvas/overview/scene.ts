/**
 * The overview scene: what the canvas draws when zoomed out too far to read a card (see
 * OVERVIEW_ZOOM), as plain boxes and curves in flow coordinates [px at zoom 1], built from React
 * Flow's own node and edge state. Pure: no DOM, no canvas. `paintScene` draws it; `hitNode` and
 * `hitLink` answer what a press at a flow point lands on, so the overview can stand in for the
 * DOM cards it hides.
 */
import { type Tone, worstTone } from '../annotations/badges';
import type { ComponentNodeData, LinkEdgeData } from '../flowTypes';

/** Below this zoom the canvas draws the overview instead of DOM cards and SVG links. */
export const OVERVIEW_ZOOM = 0.2;

/** Side of a port handle on its node. */
export type Side = 'left' | 'right' | 'top' | 'bottom';

/** A port handle as React Flow measured it, relative to its node [px]. */
export interface HandleBox {
  readonly id?: string | null;
  readonly position: Side;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The part of a React Flow internal node the overview reads. */
export interface NodeState {
  readonly id: string;
  readonly parentId?: string;
  readonly type?: string;
  readonly hidden?: boolean;
  readonly selected?: boolean;
  readonly data: ComponentNodeData;
  readonly width?: number;
  readonly height?: number;
  readonly measured?: { readonly width?: number; readonly height?: number };
  readonly internals: {
    readonly positionAbsolute: { readonly x: number; readonly y: number };
    readonly handleBounds?: {
      readonly source?: readonly HandleBox[] | null;
      readonly target?: readonly HandleBox[] | null;
    };
  };
}

/** The part of a React Flow edge the overview reads. */
export interface EdgeState {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly sourceHandle?: string | null;
  readonly targetHandle?: string | null;
  readonly hidden?: boolean;
  readonly selected?: boolean;
  readonly data?: LinkEdgeData;
}

/** A box to draw: a container or a card. Position and size in flow coordinates [px]. */
export interface SceneBox {
  readonly id: string;
  readonly kind: ComponentNodeData['kind'];
  readonly container: boolean;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The worst tone among its figures (`neutral` when it has none, or it is failed). */
  readonly tone: Tone;
  readonly selected: boolean;
  /** Outlined in the bad colour: the bottleneck, or the failed component of the failure shown. */
  readonly bottleneck: boolean;
  /** It has findings: 'error', 'warning' or none. */
  readonly flag: 'error' | 'warning' | null;
  readonly stale: boolean;
  /** Container label: name and kind. */
  readonly name: string;
  readonly kindLabel: string;
}

/** A link to draw: a cubic Bézier from (x1, y1) to (x2, y2) through two control points [px]. */
export interface SceneLink {
  readonly id: string;
  readonly kind: LinkEdgeData['kind'];
  readonly from: readonly [number, number];
  readonly c1: readonly [number, number];
  readonly c2: readonly [number, number];
  readonly to: readonly [number, number];
  /** Throughput the engine reports over it [MB/s], or null. */
  readonly mbPerSec: number | null;
  readonly selected: boolean;
  readonly stale: boolean;
}

/** Everything the overview draws, containers before cards (parents before their children). */
export interface Scene {
  readonly containers: readonly SceneBox[];
  readonly cards: readonly SceneBox[];
  readonly links: readonly SceneLink[];
}

/** How far a box is drawn from where React Flow has it [flow px] (a drag the overview draws itself). */
export type Offset = { readonly dx: number; readonly dy: number };
const NO_OFFSET: Offset = { dx: 0, dy: 0 };

function boxOf(n: NodeState, o: Offset, stale: boolean): SceneBox {
  const d = n.data;
  return {
    id: n.id,
    kind: d.kind,
    container: n.type === 'container',
    x: n.internals.positionAbsolute.x + o.dx,
    y: n.internals.positionAbsolute.y + o.dy,
    w: n.measured?.width ?? n.width ?? 0,
    h: n.measured?.height ?? n.height ?? 0,
    // A failed card, and what it holds, is out of service: no figure fills it.
    tone: d.failure === 'failed' || d.failure === 'within' ? 'neutral' : worstTone(d.badges),
    selected: n.selected === true,
    bottleneck: d.bottleneck || d.failure === 'failed',
    flag: d.errors > 0 ? 'error' : d.warnings > 0 ? 'warning' : null,
    stale,
    // Far out the card's Failed tag is not drawn: its label says it first, where a label cut to
    // its room keeps it (the kind after the name is the first thing dropped).
    name: d.failure === 'failed' ? `Failed: ${d.name}` : d.failure === 'degraded' ? `Drive failed: ${d.name}` : d.name,
    kindLabel: d.kindLabel,
  };
}

/** React Flow's Bézier control distance for a handle `distance` px short of (or past) the other end. */
function controlOffset(distance: number, curvature: number): number {
  return distance >= 0 ? 0.5 * distance : curvature * 25 * Math.sqrt(-distance);
}

/** The control point leaving (x1, y1) on `side` towards (x2, y2): React Flow's `getBezierPath` curve. */
export function controlPoint(side: Side, x1: number, y1: number, x2: number, y2: number): [number, number] {
  const c = 0.25; // React Flow's default curvature, as LinkEdgeView draws
  switch (side) {
    case 'left':
      return [x1 - controlOffset(x1 - x2, c), y1];
    case 'right':
      return [x1 + controlOffset(x2 - x1, c), y1];
    case 'top':
      return [x1, y1 - controlOffset(y1 - y2, c)];
    case 'bottom':
      return [x1, y1 + controlOffset(y2 - y1, c)];
  }
}

/** Where a link meets handle `id` of `n` (the middle of the handle's outer side), and that side. */
function anchor(n: NodeState, id: string | null | undefined, o: Offset): { x: number; y: number; side: Side } | null {
  const b = n.internals.handleBounds;
  const all = [...(b?.source ?? []), ...(b?.target ?? [])];
  const h = (id ? all.find((x) => x.id === id) : all[0]) ?? null;
  if (!h) return null;
  const [x, y] = [n.internals.positionAbsolute.x + o.dx, n.internals.positionAbsolute.y + o.dy];
  const cx = x + h.x + h.width / 2;
  const cy = y + h.y + h.height / 2;
  switch (h.position) {
    case 'left':
      return { x: x + h.x, y: cy, side: 'left' };
    case 'right':
      return { x: x + h.x + h.width, y: cy, side: 'right' };
    case 'top':
      return { x: cx, y: y + h.y, side: 'top' };
    case 'bottom':
      return { x: cx, y: y + h.y + h.height, side: 'bottom' };
  }
}

/**
 * The scene for React Flow's nodes (in its drawing order, parents first) and edges. Hidden nodes
 * and links, links of a hidden or unmeasured end, and faint file links (hidden far out as well)
 * are left out. `offsets` moves boxes, and everything inside them, from where React Flow has them.
 * `stale`: the figures belong to an older revision (drawn faded).
 */
export function buildScene(
  nodes: Iterable<NodeState>,
  edges: readonly EdgeState[],
  offsets: ReadonlyMap<string, Offset> = new Map(),
  stale = false,
): Scene {
  const containers: SceneBox[] = [];
  const cards: SceneBox[] = [];
  const byId = new Map<string, NodeState>();
  const shift = new Map<string, Offset>();
  for (const n of nodes) {
    byId.set(n.id, n);
    // Parents come first, so a parent's offset is known before its children's.
    const o = offsets.get(n.id) ?? (n.parentId ? shift.get(n.parentId) : undefined) ?? NO_OFFSET;
    shift.set(n.id, o);
    if (n.hidden) continue;
    (n.type === 'container' ? containers : cards).push(boxOf(n, o, stale));
  }
  const links: SceneLink[] = [];
  for (const e of edges) {
    if (e.hidden || e.data?.faint) continue;
    const s = byId.get(e.source);
    const t = byId.get(e.target);
    if (!s || !t || s.hidden || t.hidden) continue;
    const a = anchor(s, e.sourceHandle, shift.get(s.id) ?? NO_OFFSET);
    const b = anchor(t, e.targetHandle, shift.get(t.id) ?? NO_OFFSET);
    if (!a || !b) continue;
    links.push({
      id: e.id,
      kind: e.data?.kind ?? 'fc',
      from: [a.x, a.y],
      c1: controlPoint(a.side, a.x, a.y, b.x, b.y),
      c2: controlPoint(b.side, b.x, b.y, a.x, a.y),
      to: [b.x, b.y],
      mbPerSec: e.data?.mbPerSec ?? null,
      selected: e.selected === true,
      stale,
    });
  }
  return { containers, cards, links };
}

const inside = (b: SceneBox, x: number, y: number): boolean => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;

/** The box a press at flow point (x, y) lands on: the topmost card, else the innermost container. */
export function hitNode(scene: Scene, x: number, y: number): SceneBox | null {
  for (let i = scene.cards.length - 1; i >= 0; i--) if (inside(scene.cards[i], x, y)) return scene.cards[i];
  for (let i = scene.containers.length - 1; i >= 0; i--)
    if (inside(scene.containers[i], x, y)) return scene.containers[i];
  return null;
}

/** Distance from (x, y) to link `l`, its curve taken as `SEGMENTS` straight pieces [px]. */
function distanceTo(l: SceneLink, x: number, y: number): number {
  const SEGMENTS = 16;
  const at = (t: number): [number, number] => {
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [
      a * l.from[0] + b * l.c1[0] + c * l.c2[0] + d * l.to[0],
      a * l.from[1] + b * l.c1[1] + c * l.c2[1] + d * l.to[1],
    ];
  };
  let best = Infinity;
  let p = at(0);
  for (let i = 1; i <= SEGMENTS; i++) {
    const q = at(i / SEGMENTS);
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - p[0]) * dx + (y - p[1]) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(x - (p[0] + t * dx), y - (p[1] + t * dy)));
    p = q;
  }
  return best;
}

/** A box holding link `l` [flow px]: a Bézier curve lies inside the box of its four points. */
export function linkBox(l: SceneLink): { x: number; y: number; w: number; h: number } {
  const x = Math.min(l.from[0], l.c1[0], l.c2[0], l.to[0]);
  const y = Math.min(l.from[1], l.c1[1], l.c2[1], l.to[1]);
  return {
    x,
    y,
    w: Math.max(l.from[0], l.c1[0], l.c2[0], l.to[0]) - x,
    h: Math.max(l.from[1], l.c1[1], l.c2[1], l.to[1]) - y,
  };
}

/** The link nearest flow point (x, y) within `tolerance` [px], or null. */
export function hitLink(scene: Scene, x: number, y: number, tolerance: number): SceneLink | null {
  let best: SceneLink | null = null;
  let bestD = tolerance;
  for (const l of scene.links) {
    const b = linkBox(l);
    if (x < b.x - tolerance || x > b.x + b.w + tolerance || y < b.y - tolerance || y > b.y + b.h + tolerance) continue;
    const d = distanceTo(l, x, y);
    if (d <= bestD) [best, bestD] = [l, d];
  }
  return best;
}
