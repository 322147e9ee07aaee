/**
 * A component drawn as a box holding others: server, VM, storage array, RAID group. Its header
 * carries name, key specs and figures; its body holds the children. Resizable when selected.
 * Zoomed far out, where the header is too small to read, a map-style label names the box at a
 * readable size instead (canvas.css / nodes.css, `is-far`).
 */
import './nodes.css';

import { NodeResizer, type NodeProps } from '@xyflow/react';
import { memo } from 'react';

import type { ComponentNode } from '../flowTypes';
import { BadgeList, NodeTitle, PortHandles } from './NodeParts';

/** A container node (memoised). */
export const ContainerNode = memo(function ContainerNode({ data, selected }: NodeProps<ComponentNode>) {
  const cls = [
    'sp-container',
    `sp-container--${data.kind}`,
    selected ? 'is-selected' : '',
    data.bottleneck ? 'is-bottleneck' : '',
  ].join(' ');
  return (
    <div className={cls} data-testid={`node-${data.componentId}`} data-kind={data.kind}>
      <NodeResizer
        isVisible={selected}
        minWidth={160}
        minHeight={96}
        lineClassName="sp-resize-line"
        handleClassName="sp-resize-handle"
      />
      <div className="sp-container__header">
        <NodeTitle data={data} />
        <div className="sp-node__detail" title={data.detail}>
          {data.detail}
        </div>
        <BadgeList badges={data.badges} stale={data.stale} bottleneck={data.bottleneck} />
      </div>
      <PortHandles ports={data.ports} nodeId={data.componentId} />
      <div className="sp-container__far-label" aria-hidden="true" data-testid="far-label">
        {data.name}
        <span className="sp-container__far-kind"> · {data.kindLabel}</span>
      </div>
    </div>
  );
});
