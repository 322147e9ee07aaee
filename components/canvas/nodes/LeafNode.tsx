/** A component drawn as a card: HBA, switch, controller, enclosure, LUN, database. */
import './nodes.css';

import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';

import { LEAF_WIDTH } from '../../../src/store/geometry';
import { worstTone } from '../annotations/badges';
import type { ComponentNode } from '../flowTypes';
import { BadgeList, DetailLine, FailureTag, NodeTitle, PortHandles, portsHeight, sameCard } from './NodeParts';

/** A leaf node (memoised: drawn again only when its data or selection changes, see `sameCard`). */
export const LeafNode = memo(function LeafNode({ data, selected }: NodeProps<ComponentNode>) {
  const cls = [
    'sp-node',
    `sp-node--${data.kind}`,
    selected ? 'is-selected' : '',
    data.bottleneck ? 'is-bottleneck' : '',
    data.failure ? `is-${data.failure}` : '',
  ].join(' ');
  return (
    <div
      className={cls}
      style={{ width: LEAF_WIDTH, minHeight: portsHeight(data.ports) }}
      data-testid={`node-${data.componentId}`}
      data-kind={data.kind}
      data-tone={worstTone(data.badges)}
    >
      {/* On the card's top edge, so the title row keeps its room for the name. */}
      {(data.failure === 'failed' || data.failure === 'degraded') && <FailureTag mark={data.failure} />}
      <NodeTitle data={data} failureTag={false} />
      <DetailLine data={data} />
      <BadgeList badges={data.badges} bottleneck={data.bottleneck} />
      <PortHandles ports={data.ports} nodeId={data.componentId} />
    </div>
  );
}, sameCard);
