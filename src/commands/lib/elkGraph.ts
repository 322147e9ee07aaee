/**
 * The design as an ELK graph (and back): containers nest, ports keep their sides (hosts left,
 * storage right), every link is an edge. Pure; the ELK run itself is in `autoLayout.ts`.
 */
import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';

import type { Component } from '../../schema/components';
import { portsOf } from '../../schema/connections';
import type { Placement } from '../../schema/design';
import { COLLAPSED_HEIGHT, hiddenOwners, isCollapsed } from '../../store/collapse';
import { indexComponents } from '../../store/designIndex';
import {
  CONTAINER_PAD,
  handleFor,
  isContainerKind,
  leafSize,
  minContainerSize,
  portSide,
  sizeOf,
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
      // Laid out as the closed box it is drawn as; what it holds keeps its place inside.
      const w = sizeOf(c, doc.layout).w;
      return {
        id: c.id,
        ports,
        width: w,
        height: COLLAPSED_HEIGHT,
        layoutOptions: { 'elk.portConstraints': 'FIXED_SIDE' },
      };
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
    return { id: c.id, ports, width: size.w, height: size.h, layoutOptions: { 'elk.portConstraints': 'FIXED_SIDE' } };
  };
  const ids = indexComponents(doc.components).byId;
  const hidden = hiddenOwners(doc.components, doc.layout);
  const edges: ElkExtendedEdge[] = doc.links
    .filter((l) => ids.has(l.from.componentId) && ids.has(l.to.componentId))
    .filter((l) => !hidden.has(l.from.componentId) && !hidden.has(l.to.componentId))
    .map((l) => ({
      id: l.id,
      sources: [elkPortId(l.from.componentId, handleFor(l, 'from', ids.get(l.from.componentId)))],
      targets: [elkPortId(l.to.componentId, handleFor(l, 'to', ids.get(l.to.componentId)))],
    }));
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
