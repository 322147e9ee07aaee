/** Node and edge types, defined once at module scope (React Flow warns when they are recreated). */
import type { EdgeTypes, NodeTypes } from '@xyflow/react';

import { LinkEdgeView } from './edges/LinkEdgeView';
import { ContainerNode } from './nodes/ContainerNode';
import { LeafNode } from './nodes/LeafNode';

/** Node components by type. */
export const nodeTypes: NodeTypes = { container: ContainerNode, leaf: LeafNode };
/** Edge components by type. */
export const edgeTypes: EdgeTypes = { link: LinkEdgeView };
