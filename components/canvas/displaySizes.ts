/**
 * Container sizes as drawn on the canvas: the stored size grown to hold the children as measured.
 */
import type { Component } from '../../src/schema/components';
import { collapsedSize, isCollapsed } from '../../src/store/collapse';
import { indexComponents } from '../../src/store/designIndex';
import { CONTAINER_PAD, isContainerKind, sizeOf } from '../../src/store/geometry';
import type { DesignDoc } from '../../src/store/types';

/**
 * Container sizes as drawn: the stored size, grown (never shrunk) so children fit as the canvas
 * measured them; a collapsed container is its header's height. Display only: the document keeps
 * its stored sizes.
 */
export function displaySizes(
  doc: DesignDoc,
  measured: ReadonlyMap<string, { width: number; height: number }>,
): Map<string, { w: number; h: number }> {
  const { children } = indexComponents(doc.components);
  const out = new Map<string, { w: number; h: number }>();
  const sizeOfChild = (c: Component): { w: number; h: number } => {
    if (isContainerKind(c.kind)) return visit(c);
    const m = measured.get(c.id);
    return m ? { w: m.width, h: m.height } : sizeOf(c, doc.layout);
  };
  const visit = (c: Component): { w: number; h: number } => {
    const known = out.get(c.id);
    if (known) return known;
    const own = sizeOf(c, doc.layout);
    if (isCollapsed(c, doc.layout)) {
      const closed = collapsedSize(c, doc.layout);
      out.set(c.id, closed);
      return closed;
    }
    let { w, h } = own;
    out.set(c.id, own); // guards against a cycle in a malformed file
    for (const k of children.get(c.id) ?? []) {
      const p = doc.layout[k.id] ?? { x: 0, y: 0 };
      const s = sizeOfChild(k);
      w = Math.max(w, p.x + s.w + CONTAINER_PAD.right);
      h = Math.max(h, p.y + s.h + CONTAINER_PAD.bottom);
    }
    const size = { w, h };
    out.set(c.id, size);
    return size;
  };
  for (const c of doc.components) if (isContainerKind(c.kind)) visit(c);
  return out;
}
