/**
 * The cards link labels keep clear of (labelPlacement.ts), from React Flow's nodes: every card
 * whole, and of every box (server, VM, array, RAID group) its header, where its name and figures
 * are. A box's body is open ground: links run across it and their labels may sit there.
 */
import { useStore as useFlowStore, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';

import { CONTAINER_PAD } from '../../../src/store/geometry';
import type { ComponentNode } from '../flowTypes';
import type { LabelLayout } from './labelLayout';
import type { Rect } from './labelPlacement';

/** What a node tells about its place on the canvas (a subset of React Flow's internal node). */
export interface PlacedNode {
  readonly type?: string;
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

/** Keeps `layout`'s cards up to date with the canvas's nodes (renders nothing; inside React Flow). */
export function LabelCards({ layout }: { layout: LabelLayout }): null {
  // A new array whenever a node moves, is measured, shown or hidden.
  const nodes = useFlowStore((s) => s.nodes);
  const store = useStoreApi<ComponentNode>();
  useEffect(() => {
    layout.setCards(cardRects(store.getState().nodeLookup.values()));
  }, [layout, nodes, store]);
  return null;
}
