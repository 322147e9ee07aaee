/**
 * The design as an ELK graph (and back). Two levels, each with the algorithm that suits it:
 * - inside every container (server, VM, array, RAID group) its children are packed into rows
 *   (`rectpacking`, about 1.6 times as wide as tall), container by container from the inside out;
 * - the top-level boxes are layered left to right along the links between them, each link lifted
 *   to the top-level boxes it joins: hosts, then the fabric, then storage.
 * One layered layout of the whole hierarchy stacked every LUN of an array in one column: CLARiiON
 * phase 2 came out 3,776 × 25,048 px, readable only at the 5 % zoom floor, after 3.5 s. Packed,
 * it is 8,152 × 3,696 px, in 0.4 s. Links inside a box do not steer the packing; the canvas draws
 * every link from its handles wherever the cards land. Pure; the ELK run is in `autoLayout.ts`.
 *
 * Cards are laid out at a fixed height that is at least their drawn height (`layoutSize`), never at
 * what the canvas happened to measure: far out a card drops its detail line (56 px, not 74), and
 * boxes packed around far-out sizes grew over the row below once drawn close up (QA pass 7: 12
 * overlapping RAID groups in each CLARiiON preset, which ones depending on what had been in view).
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

import type { Component, ComponentKind } from '../../schema/components';
import type { Placement } from '../../schema/design';
import { collapsedSize, isCollapsed } from '../../store/collapse';
import { indexComponents } from '../../store/designIndex';
import { CONTAINER_PAD, GRID, isContainerKind, leafSize, minContainerSize, snap } from '../../store/geometry';
import type { DesignDoc } from '../../store/types';

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  // Containers are laid out first, on their own: the root then places boxes of known size.
  'elk.hierarchyHandling': 'SEPARATE_CHILDREN',
  'elk.spacing.nodeNode': '40',
  'elk.layered.spacing.nodeNodeBetweenLayers': '120',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // Hosts stay in design order top to bottom (XIV30 above XIV31).
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'true',
  'elk.padding': '[top=40,left=40,bottom=40,right=40]',
};

const containerOptions: Record<string, string> = {
  'elk.algorithm': 'rectpacking',
  'elk.aspectRatio': '1.6',
  'elk.padding': `[top=${CONTAINER_PAD.top},left=${CONTAINER_PAD.left},bottom=${CONTAINER_PAD.bottom},right=${CONTAINER_PAD.right}]`,
  'elk.spacing.nodeNode': '20',
};

/** Left-to-right order of top-level boxes: hosts, then the fabric, then storage. */
const column = (kind: ComponentKind | undefined): number =>
  kind === 'server' || kind === 'hba' || kind === 'database' ? 0 : kind === 'switch' ? 1 : 2;

/**
 * Height reserved for a card with a title, a detail line and one row of badges [px]: drawn close
 * up it is 74 px in Chromium (leafSize's 72 is the saved layouts' grid), rounded up to the grid so
 * the canvas never has to grow a laid-out box (displaySizes.ts) to hold a card.
 */
export const CARD_HEIGHT_BOUND = 10 * GRID;

/** A card's size as Auto-layout packs it: never below its drawn size, whatever is measured. */
export function layoutSize(c: Component): { w: number; h: number } {
  const { w, h } = leafSize(c); // already holds the card's port handles
  return { w, h: Math.max(h, CARD_HEIGHT_BOUND) };
}

/** Builds the ELK graph, from the document alone (see `layoutSize`). */
export function toElkGraph(doc: DesignDoc): ElkNode {
  const { byId, children } = indexComponents(doc.components);
  const node = (c: Component): ElkNode => {
    if (isCollapsed(c, doc.layout)) {
      // Laid out as the closed box it is drawn as; what it holds keeps its place inside.
      const { w, h } = collapsedSize(c, doc.layout);
      return { id: c.id, width: w, height: h };
    }
    if (isContainerKind(c.kind)) {
      const min = minContainerSize[c.kind] ?? { w: 200, h: 120 };
      const layoutOptions = {
        ...containerOptions,
        'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
        'elk.nodeSize.minimum': `(${min.w}, ${min.h})`,
      };
      return { id: c.id, layoutOptions, children: (children.get(c.id) ?? []).map(node) };
    }
    const size = layoutSize(c);
    return { id: c.id, width: size.w, height: size.h };
  };
  const outermost = (id: string): Component | undefined => {
    let c = byId.get(id);
    for (let p = c?.parentId ? byId.get(c.parentId) : undefined; p; p = p.parentId ? byId.get(p.parentId) : undefined)
      c = p;
    return c;
  };
  const edges = new Map<string, ElkExtendedEdge>();
  for (const l of doc.links) {
    let [a, b] = [outermost(l.from.componentId), outermost(l.to.componentId)];
    if (!a || !b || a === b) continue;
    if (column(a.kind) > column(b.kind)) [a, b] = [b, a];
    const id = `${a.id}>${b.id}`;
    if (!edges.has(id)) edges.set(id, { id, sources: [a.id], targets: [b.id] });
  }
  const roots = (children.get('') ?? []).concat(doc.components.filter((c) => c.parentId && !byId.has(c.parentId)));
  return { id: '__root', layoutOptions: rootOptions, children: roots.map(node), edges: [...edges.values()] };
}

/** Positions (relative to parents, snapped) and container sizes from a laid-out ELK graph. */
export function layoutFromElk(graph: ElkNode, doc: DesignDoc): Record<string, Placement> {
  const { byId } = indexComponents(doc.components);
  const out: Record<string, Placement> = { ...doc.layout };
  const visit = (n: ElkNode): void => {
    for (const child of n.children ?? []) {
      const c = byId.get(child.id);
      const p: Placement = { x: snap(child.x ?? 0), y: snap(child.y ?? 0) };
      if (c && isCollapsed(c, doc.layout)) {
        // Closed: it keeps its open size, and stays closed.
        out[child.id] = { ...doc.layout[child.id], x: p.x, y: p.y };
        continue;
      }
      if (c && isContainerKind(c.kind) && child.width !== undefined && child.height !== undefined) {
        p.w = Math.ceil(child.width / 8) * 8;
        p.h = Math.ceil(child.height / 8) * 8;
      }
      out[child.id] = p;
      visit(child);
    }
  };
  visit(graph);
  return out;
}
