/**
 * What is drawn over what on the canvas [CSS z-index within the viewport].
 *
 * React Flow stacks a box's children one above their box and draws a link at the level of its
 * deeper end, so a file link running to a LUN three boxes deep was drawn over every database card
 * it crossed, striking through its latency badges ("Log ~~18.8 ms~~"). Here instead:
 * - a box at depth d (0 at the top level) stands at 2d, so a box inside another is above it;
 * - a link stands at 2d + 1 for the deepest box holding one of its ends: above the boxes its ends
 *   sit in (it is seen running across them), below the boxes nested deeper than its ends (as React
 *   Flow drew it, a cable from a server's HBA passes under the VMs in that server, not over their
 *   headers);
 * - every card stands above every box and link, at `CARD_Z`: nothing is drawn across a card's
 *   figures. A selected link is raised 1,000 by React Flow, over the cards; the labels are drawn
 *   above everything (canvas.css) and keep off the cards themselves (edges/labelPlacement.ts).
 */
import type { Component } from '../../src/schema/components';
import { indexComponents } from '../../src/store/designIndex';
import { isContainerKind } from '../../src/store/geometry';
import type { DesignDoc } from '../../src/store/types';

/** Level of every card: above any box or link (boxes nest far less than 500 deep). */
export const CARD_Z = 1000;

/** Depth of every component: 0 at the top level (or under a missing parent), 1 inside a top-level box… */
export function depths(byId: ReadonlyMap<string, Component>): Map<string, number> {
  const out = new Map<string, number>();
  const depthOf = (c: Component, guard: number): number => {
    const known = out.get(c.id);
    if (known !== undefined) return known;
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    const d = parent && guard < 64 ? depthOf(parent, guard + 1) + 1 : 0;
    out.set(c.id, d);
    return d;
  };
  for (const c of byId.values()) depthOf(c, 0);
  return out;
}

/** The z-index a node asks for: `2 × depth` for a box, `CARD_Z` for a card. */
export const nodeZ = (container: boolean, depth: number): number => (container ? 2 * depth : CARD_Z);

/** One end of a link as drawn: whether it is a box, and its depth (0: it sits in no box). */
export interface LinkEnd {
  readonly container: boolean;
  readonly depth: number;
}

/**
 * The `zIndex` to give a link between `ends` so React Flow draws it at `2d + 1`, d the depth of
 * the deepest box holding one of its ends (1 when neither end is in a box). React Flow adds the
 * level of the higher end that sits in a box to an edge's own `zIndex`
 * (@xyflow/system getElevatedEdgeZIndex), so that is taken off again.
 */
export function linkZ(ends: readonly [LinkEnd, LinkEnd]): number {
  const wanted = 2 * Math.max(0, ...ends.map((e) => e.depth - 1)) + 1;
  const added = Math.max(...ends.map((e) => (e.depth > 0 ? nodeZ(e.container, e.depth) : 0)));
  return wanted - added;
}

/** Depths of the components of a document, worked out once per list of components. */
const depthCache = new WeakMap<readonly Component[], Map<string, number>>();

/** Depth of component `id` in its boxes (0 at the top level). */
export function depthOf(id: string, doc: DesignDoc): number {
  let map = depthCache.get(doc.components);
  if (!map) {
    map = depths(indexComponents(doc.components).byId);
    depthCache.set(doc.components, map);
  }
  return map.get(id) ?? 0;
}

/** The `zIndex` of a link drawn between components `source` and `target` of `doc` (see `linkZ`). */
export function edgeZ(source: string, target: string, doc: DesignDoc): number {
  const { byId } = indexComponents(doc.components);
  const end = (id: string): LinkEnd => {
    const c = byId.get(id);
    return { container: c ? isContainerKind(c.kind) : false, depth: depthOf(id, doc) };
  };
  return linkZ([end(source), end(target)]);
}
