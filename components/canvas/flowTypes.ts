/**
 * Shapes of React Flow node and edge data. Plain, serialisable data only (no callbacks): nodes talk
 * back through the dispatcher from context, never through their data.
 */
import type { Edge, Node } from '@xyflow/react';

import type { ComponentKind } from '../../src/schema/components';
import type { LinkKind } from '../../src/schema/connections';
import type { Badge } from './annotations/badges';

/** One port handle on a node. */
export type PortView = {
  /** React Flow handle id: the port name, or `fabric@r` for a switch's right-hand side. */
  readonly handleId: string;
  readonly port: string;
  readonly label: string;
  readonly side: 'left' | 'right';
  /** Distance from the node's top edge [px]. */
  readonly top: number;
  readonly connected: boolean;
};

/** How the failure shown marks a component (see `ComponentNodeData.failure`). */
export type FailureMark = 'failed' | 'degraded' | 'within';

/** Data of a component node. */
export type ComponentNodeData = {
  readonly componentId: string;
  readonly kind: ComponentKind;
  readonly kindLabel: string;
  readonly name: string;
  /** Key specifications in one line, with units. */
  readonly detail: string;
  /** Index in `detail` from which it is drawn whole, its start cut first (`detail.length`: cut at its end). */
  readonly detailKeepFrom: number;
  /** The detail line in full, for its tooltip (a database's LUNs by their whole names). */
  readonly detailTitle: string;
  readonly ports: readonly PortView[];
  readonly badges: readonly Badge[];
  /** This component limits throughput (report.bottleneck). */
  readonly bottleneck: boolean;
  readonly errors: number;
  readonly warnings: number;
  /** Findings naming this component, one per line (tooltip). */
  readonly findingText: string;
  /**
   * The failure shown on the canvas (failureView.ts) is of this component: `failed` it is out of
   * service, `degraded` one of its drives failed (a RAID group rebuilding); or `within`: it sits
   * inside the failed component (a failed host's HBAs and VMs), out of service with it. Absent
   * otherwise.
   */
  readonly failure?: FailureMark;
  /** A container drawn closed, and how many components it holds (0 when open). */
  readonly collapsed: boolean;
  readonly inside: number;
};

/** Data of a link edge. */
export type LinkEdgeData = {
  readonly kind: LinkKind;
  /** Short label drawn on the edge (`8 drives`), or empty. */
  readonly label: string;
  /**
   * Throughput over the link when the engine reports it [MB/s], else null; for the link drawn for
   * a collapsed box's bundle, over all the bundle's links.
   */
  readonly mbPerSec: number | null;
  /** Drawn faintly: a database or log file link whose ends are not selected (avoids a hairball). */
  readonly faint: boolean;
  /**
   * In a bundle of parallel cables (parallelLinks.ts): `lead` carries the bundle's combined label,
   * a `member`'s own label shows only while it is hovered or selected; null when it runs alone.
   */
  readonly bundle: { readonly role: 'lead' | 'member'; readonly throughput: string } | null;
  /** An end of the link is the failed component of the failure shown, or inside it: no I/O crosses it. */
  readonly dead?: true;
};

/** A component node. */
export type ComponentNode = Node<ComponentNodeData, 'container' | 'leaf'>;
/** A link edge. */
export type LinkEdge = Edge<LinkEdgeData, 'link'>;
