/**
 * The design as an ELK graph (and back): containers nest, ports keep their sides (hosts left,
 * storage right), every link is an edge. Pure; the ELK run itself is in `autoLayout.ts`.
 */
import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';

import type { Component } from '../../schema/components';
import { portsOf, type Link } from '../../schema/connections';
import type { Placement } from '../../schema/design';
import {
  COLLAPSED_IN,
  COLLAPSED_OUT,
  collapsedSize,
  hiddenOwners,
  isCollapsed,
  rerouteLinks,
} from '../../store/collapse';
import { indexComponents } from '../../store/designIndex';
import {
  CONTAINER_PAD,
  handleFor,
  isContainerKind,
  leafSize,
  minContainerSize,
  portSide,
  snap,
} from '../../store/geometry';
import type { DesignDoc } from '../../store/types';

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '72',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': '[top=40,left=40,bottom=40,right=40]',
};

const fixedSides: Record<string, string> = { 'elk.portConstraints': 'FIXED_SIDE' };

const containerOptions: Record<string, string> = {
  'elk.padding': `[top=${CONTAINER_PAD.top},left=${CONTAINER_PAD.left},bottom=${CONTAINER_PAD.bottom},right=${CONTAINER_PAD.right}]`,
  'elk.portConstraints': 'FIXED_SIDE',
  'elk.spacing.nodeNode': '20',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
};

/** ELK port id of a component port. */
export const elkPortId = (componentId: string, port: string): string => `${componentId}::${port}`;

/** Builds the ELK graph; `measured` gives rendered leaf sizes when the canvas knows them. */
export function toElkGraph(doc: DesignDoc, measured?: (id: string) => { w: number; h: number } | undefined): ElkNode {
  const { children } = indexComponents(doc.components);
  const node = (c: Component): ElkNode => {
    const port = (id: string, side: 'left' | 'right'): ElkPort => ({
      id: elkPortId(c.id, id),
      width: 8,
      height: 8,
      layoutOptions: { 'elk.port.side': side === 'left' ? 'WEST' : 'EAST' },
    });
    // A switch's fabric takes hosts on the left and storage on the right (see `handleFor`).
    const ports: ElkPort[] = portsOf(c).flatMap((p) =>
      c.kind === 'switch'
        ? [port(p.port, 'left'), port(`${p.port}@r`, 'right')]
        : [port(p.port, portSide(c.kind, p.port))],
    );
    if (isCollapsed(c, doc.layout)) {
      // Laid out as the closed box it is drawn as, with the links of what it holds on its sides;
      // what it holds keeps its place inside.
      const { w, h } = collapsedSize(c, doc.layout);
      const sides = [port(COLLAPSED_IN, 'left'), port(COLLAPSED_OUT, 'right')];
      return { id: c.id, ports: [...ports, ...sides], width: w, height: h, layoutOptions: fixedSides };
    }
    if (isContainerKind(c.kind)) {
      const min = minContainerSize[c.kind] ?? { w: 200, h: 120 };
      const layoutOptions = {
        ...containerOptions,
        'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
        'elk.nodeSize.minimum': `(${min.w}, ${min.h})`,
      };
      return { id: c.id, ports, layoutOptions, children: (children.get(c.id) ?? []).map(node) };
    }
    const size = measured?.(c.id) ?? leafSize(c);
    return { id: c.id, ports, width: size.w, height: size.h, layoutOptions: fixedSides };
  };
  const ids = indexComponents(doc.components).byId;
  const rerouted = rerouteLinks(doc.links, hiddenOwners(doc.components, doc.layout));
  const end = (l: Link, e: 'from' | 'to'): string => {
    const r = rerouted.get(l.id);
    const moved = r && (e === 'from' ? r.sourceHandle : r.targetHandle);
    if (r && moved) return elkPortId(e === 'from' ? r.source : r.target, moved);
    return elkPortId(l[e].componentId, handleFor(l, e, ids.get(l[e].componentId)));
  };
  const edges: ElkExtendedEdge[] = doc.links
    .filter((l) => ids.has(l.from.componentId) && ids.has(l.to.componentId) && !rerouted.get(l.id)?.hidden)
    .map((l) => ({ id: l.id, sources: [end(l, 'from')], targets: [end(l, 'to')] }));
  const roots = (children.get('') ?? []).concat(doc.components.filter((c) => c.parentId && !ids.has(c.parentId)));
  return { id: '__root', layoutOptions: rootOptions, children: roots.map(node), edges };
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
