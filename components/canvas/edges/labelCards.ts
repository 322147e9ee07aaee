/**
 * The cards link labels keep clear of (labelPlacement.ts), from React Flow's nodes: every card
 * whole, and of every box (server, VM, array, RAID group) its header, where its name and figures
 * are. A box's body is open ground: links run across it and their labels may sit there.
 */
import { useStore as useFlowStore, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';

import { CONTAINER_PAD } from '../../../src/store/geometry';
import type { ComponentNode } from '../flowTypes';
import { type Card, type CardGrid, cardGrid } from './cableRoute';
import type { LabelLayout } from './labelLayout';
import type { Rect } from './labelPlacement';

/** What a node tells about its place on the canvas (a subset of React Flow's internal node). */
export interface PlacedNode {
  readonly id?: string;
  readonly type?: string;
  readonly parentId?: string;
  /** The card's ports: the sides with handles. */
  readonly data?: { readonly ports?: readonly { readonly side: 'left' | 'right' }[] };
  readonly hidden?: boolean;
  readonly width?: number;
  readonly height?: number;
  readonly measured?: { readonly width?: number; readonly height?: number };
  readonly internals: { readonly positionAbsolute: { readonly x: number; readonly y: number } };
}

/**
 * The rectangles labels keep clear of [flow px]: a card's measured box; a box's header, the top
 * `CONTAINER_PAD.top` of it (its children start below), or all of it when collapsed shorter. A
 * node not yet measured or hidden inside a collapsed box has none. Pure.
 */
export function cardRects(nodes: Iterable<PlacedNode>): Rect[] {
  const out: Rect[] = [];
  for (const n of nodes) {
    if (n.hidden) continue;
    const w = n.measured?.width ?? n.width ?? 0;
    const h = n.measured?.height ?? n.height ?? 0;
    if (!(w > 0 && h > 0)) continue;
    const { x, y } = n.internals.positionAbsolute;
    out.push({ x, y, w, h: n.type === 'container' ? Math.min(h, CONTAINER_PAD.top) : h });
  }
  return out;
}

/**
 * The cards cables are routed round (cableRoute.ts), with their node ids: the same rectangles as
 * `cardRects`, the sides with handles, a box's whole outline, and the outermost box each sits in.
 * Pure.
 */
export function cableCards(nodes: Iterable<PlacedNode>): Card[] {
  const list = [...nodes];
  const byId = new Map(list.map((n) => [n.id, n]));
  const outermost = (n: PlacedNode): string | undefined => {
    let cur = n;
    for (let parent = cur.parentId; parent !== undefined; parent = cur.parentId) {
      const next = byId.get(parent);
      if (!next) break;
      cur = next;
    }
    return cur.type === 'container' ? cur.id : undefined;
  };
  const rects = cardRects(list);
  const shown = list.filter(
    (n) => !n.hidden && (n.measured?.width ?? n.width ?? 0) > 0 && (n.measured?.height ?? n.height ?? 0) > 0,
  );
  return shown.map((n, i) => {
    const rect = rects[i]!;
    const ports = n.data?.ports ?? [];
    const box = outermost(n);
    const h = n.measured?.height ?? n.height ?? 0;
    return {
      id: n.id ?? '',
      rect,
      ...(ports.some((p) => p.side === 'left') ? { left: true } : {}),
      ...(ports.some((p) => p.side === 'right') ? { right: true } : {}),
      ...(n.type === 'container' ? { frame: { ...rect, h } } : {}),
      ...(box !== undefined ? { box } : {}),
    };
  });
}

/**
 * The cards cables are routed round, published once the cards settle: while a card is dragged
 * the grid stays as it was, so the links of the cards not moved do not re-route (and re-render)
 * on every frame of the drag; the moved card's own links re-route as they move.
 */
export interface CableCards {
  get(): CardGrid | null;
  /**
   * Whether a drag is in progress: a link whose ends move then keeps its Bézier until the release
   * (routing it on every frame cost a close-up drag most of its frame rate), while the links not
   * moved keep their cables.
   */
  dragging(): boolean;
  subscribe(listener: () => void): () => void;
}

/** A cable-cards cell, fed by `LabelCards`; `dragging` says whether a drag is in progress. */
export function createCableCards(
  dragging: () => boolean,
): CableCards & { set(cards: readonly Card[]): void; moved(): void } {
  let grid: CardGrid | null = null;
  let last: readonly Card[] = [];
  // A drag happened since the last publication: its links drew Béziers, so publish even if the
  // cards ended where they were (a card dropped back in place re-routes its links too).
  let dragged = false;
  const listeners = new Set<() => void>();
  const same = (a: readonly Card[], b: readonly Card[]): boolean =>
    a.length === b.length &&
    a.every((c, i) => {
      const o = b[i]!;
      return (
        c.id === o.id &&
        c.rect.x === o.rect.x &&
        c.rect.y === o.rect.y &&
        c.rect.w === o.rect.w &&
        c.rect.h === o.rect.h
      );
    });
  return {
    get: () => grid,
    dragging,
    moved() {
      dragged = true;
    },
    set(cards) {
      if (grid && !dragged && same(cards, last)) return;
      dragged = false;
      last = cards;
      grid = cardGrid(cards);
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Keeps `layout`'s cards up to date with the canvas's nodes, and `cables`' whenever no drag is in
 * progress (renders nothing; inside React Flow).
 */
export function LabelCards({
  layout,
  cables,
}: {
  layout: LabelLayout;
  cables: ReturnType<typeof createCableCards>;
}): null {
  // A new array whenever a node moves, is measured, shown or hidden.
  const nodes = useFlowStore((s) => s.nodes);
  const store = useStoreApi<ComponentNode>();
  useEffect(() => {
    const all = [...store.getState().nodeLookup.values()];
    layout.setCards(cardRects(all));
    if (cables.dragging()) cables.moved();
    else cables.set(cableCards(all));
  }, [layout, cables, nodes, store]);
  return null;
}
