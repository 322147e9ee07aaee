/**
 * What link labels must not be hidden under, or hide (labelPlacement.ts `Covers`): the minimap,
 * drawn over the canvas's bottom-right corner while it is shown, and the port names a card shows
 * beside its handles while it is hovered or selected (nodes.css). A label slides along its link
 * clear of both, or is not drawn.
 */
import { useStore as useFlowStore, useStoreApi } from '@xyflow/react';
import { useEffect, useSyncExternalStore } from 'react';

import type { ComponentNode, PortView } from '../flowTypes';
import { minimapRect } from '../minimap';
import type { PlacedNode } from './labelCards';
import type { LabelLayout } from './labelLayout';
import type { Rect } from './labelPlacement';

/** React Flow's view transform: pan x, pan y [screen px], zoom. */
type Transform = readonly [number, number, number];

/**
 * The minimap's rectangle in flow coordinates [flow px], on a canvas of `screen` pixels seen
 * through `transform` (a screen point s is the flow point (s − pan) / zoom). Pure.
 */
export function minimapCover(screen: { readonly w: number; readonly h: number }, transform: Transform): Rect {
  const [px, py, zoom] = transform;
  const m = minimapRect(screen);
  return { x: (m.x - px) / zoom, y: (m.y - py) / zoom, w: m.w / zoom, h: m.h / zoom };
}

/**
 * A port name's box for its text [px at zoom 1]: nodes.css draws it in 9-px text with 4-px padding
 * each side, 11 px high. Measured in DejaVu Sans (the widest font of the stack): 4.1–5.2 px a
 * character ("Back end" 5.1); 5.5 errs a little large, which only leaves a little more air.
 */
export function portNameSize(text: string): { w: number; h: number } {
  return { w: Math.ceil(text.length * 5.5) + 8, h: 11 };
}

/** Gap between a card's edge and its port names (nodes.css `calc(100% + 9px)`) [px]. */
const PORT_NAME_OFFSET = 9;

/** A node with its ports, as React Flow holds it. */
export interface PortedNode extends PlacedNode {
  readonly data: { readonly ports: readonly PortView[] };
}

/**
 * The boxes of `node`'s port names [flow px]: outside its left or right edge, centred on their
 * handle (nodes.css `.sp-port-label`). None for a node not yet measured. Pure.
 */
export function portNameRects(node: PortedNode): Rect[] {
  const w = node.measured?.width ?? node.width ?? 0;
  if (!(w > 0) || node.hidden) return [];
  const { x, y } = node.internals.positionAbsolute;
  return node.data.ports.map((p) => {
    const size = portNameSize(p.label);
    const left = p.side === 'left' ? x - PORT_NAME_OFFSET - size.w : x + w + PORT_NAME_OFFSET;
    return { x: left, y: y + p.top - size.h / 2, ...size };
  });
}

/** The card under the pointer, kept outside React state so a hover re-renders no canvas. */
export interface HoveredCard {
  get(): string | null;
  set(id: string | null): void;
  subscribe(listener: () => void): () => void;
}

/** A hovered-card cell, initially empty. */
export function createHoveredCard(): HoveredCard {
  let id: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => id,
    set(next) {
      if (next === id) return;
      id = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const isFar = (far: number) => (s: { transform: Transform }) => s.transform[2] < far;

/**
 * Keeps `layout`'s covers up to date (renders nothing; inside React Flow): the minimap's rectangle
 * while it is shown, and the port names of the hovered card and of the selected nodes. Far out (below
 * `farZoom`) labels are not drawn, so the minimap is left out there: panning then re-places no
 * label.
 */
export function LabelCovers({
  layout,
  mapShown,
  hovered,
  farZoom,
}: {
  layout: LabelLayout;
  mapShown: boolean;
  hovered: HoveredCard;
  farZoom: number;
}): null {
  const transform = useFlowStore((s) => s.transform);
  const width = useFlowStore((s) => s.width);
  const height = useFlowStore((s) => s.height);
  const far = useFlowStore(isFar(farZoom));
  const nodes = useFlowStore((s) => s.nodes);
  const store = useStoreApi<ComponentNode>();
  const card = useSyncExternalStore(hovered.subscribe, hovered.get, hovered.get);
  useEffect(() => {
    const screen = { w: width, h: height };
    layout.setCovers({ screen: mapShown && !far && width > 0 ? [minimapCover(screen, transform)] : [] });
  }, [layout, mapShown, far, transform, width, height]);
  useEffect(() => {
    const lookup = store.getState().nodeLookup;
    const shown = [...lookup.values()].filter((n) => n.selected || n.id === card);
    layout.setCovers({ ports: shown.flatMap((n) => portNameRects(n)) });
  }, [layout, card, nodes, store]);
  return null;
}
