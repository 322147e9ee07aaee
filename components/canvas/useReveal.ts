/**
 * Bringing parts into view: `reveal(ids)` makes the smallest move that shows the box around them
 * (reveal.ts), and parts a command adds and selects — a paste, a duplicate, "Add more like this",
 * an undone delete — are revealed as they appear: a copy placed beside a part at the view's edge,
 * or below a crowded design, used to land out of sight with nothing to say where it went (QA pass 8).
 * A part dropped where the pointer is is in view already, and the view stays.
 */
import type { ReactFlowInstance } from '@xyflow/react';
import { type RefObject, useCallback, useEffect } from 'react';

import type { DesignStore } from '../../src/store/createDesignStore';
import { indexComponents } from '../../src/store/designIndex';
import { absolutePosition, sizeOf } from '../../src/store/geometry';
import type { DesignDoc } from '../../src/store/types';
import type { ComponentNode, LinkEdge } from './flowTypes';
import { FIT_PADDING } from './minimap';
import { type Box, revealViewport } from './reveal';

/** The box around components `ids` of `doc` in flow coordinates, or null when none is in it. */
export function boxAround(doc: Pick<DesignDoc, 'components' | 'layout'>, ids: readonly string[]): Box | null {
  const { byId } = indexComponents(doc.components);
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (const id of ids) {
    const c = byId.get(id);
    if (!c) continue;
    const at = absolutePosition(doc.components, doc.layout, id);
    const size = sizeOf(c, doc.layout);
    const [x0, y0, x1, y1] = [at.x, at.y, at.x + size.w, at.y + size.h];
    box = box
      ? { x0: Math.min(box.x0, x0), y0: Math.min(box.y0, y0), x1: Math.max(box.x1, x1), y1: Math.max(box.y1, y1) }
      : { x0, y0, x1, y1 };
  }
  return box && { x: box.x0, y: box.y0, w: box.x1 - box.x0, h: box.y1 - box.y0 };
}

/**
 * The selected components that `next` added to `prev` (none when the document was replaced, or
 * nothing was added): the parts to reveal after an edit.
 */
export function addedSelection(
  prev: { readonly doc: DesignDoc },
  next: { readonly doc: DesignDoc; readonly selection: { readonly components: readonly string[] } },
): string[] {
  if (next.doc.components === prev.doc.components || next.doc.components.length <= prev.doc.components.length)
    return [];
  const had = new Set(prev.doc.components.map((c) => c.id));
  return next.selection.components.filter((id) => !had.has(id));
}

/** `reveal(ids)` for the canvas control, and the reveal of added parts. */
export function useReveal(
  store: DesignStore,
  rf: ReactFlowInstance<ComponentNode, LinkEdge>,
  wrapper: RefObject<HTMLDivElement | null>,
): (ids: readonly string[]) => void {
  const reveal = useCallback(
    (ids: readonly string[]) => {
      const bounds = boxAround(store.getState().doc, ids);
      const screen = wrapper.current?.getBoundingClientRect();
      if (!bounds || !screen) return;
      const next = revealViewport(rf.getViewport(), bounds, { w: screen.width, h: screen.height });
      if (next === 'fit')
        void rf.fitBounds(
          { x: bounds.x, y: bounds.y, width: bounds.w, height: bounds.h },
          // Just added: React Flow may not have the nodes yet, so fit their box from the store.
          { padding: FIT_PADDING, duration: 300 },
        );
      else if (next) void rf.setViewport(next, { duration: 300 });
    },
    [rf, store, wrapper],
  );
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        const added = addedSelection(prev, next);
        if (added.length > 0) reveal(added);
      }),
    [reveal, store],
  );
  return reveal;
}
