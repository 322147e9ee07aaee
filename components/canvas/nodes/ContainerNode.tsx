/**
 * A component drawn as a box holding others: server, VM, storage array, RAID group. Its header
 * carries name, key specs and figures; its body holds the children. Resizable when selected, and
 * collapsible: closed, it is its header and a line saying what it holds, and the links of what it
 * holds arrive on its left (`collapsed@in`) and leave from its right (`collapsed@out`).
 * Zoomed far out, where the header is too small to read, a map-style label names the box at a
 * readable size instead (canvas.css / nodes.css, `is-far`).
 */
import './nodes.css';

import { Handle, NodeResizer, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';

import { useDispatcher } from '../../state/DesignContext';
import { COLLAPSED_IN, COLLAPSED_OUT } from '../../../src/store/collapse';
import type { ComponentNode, FailureMark } from '../flowTypes';
import { nameParts, nameSaysKind } from '../nameParts';
import { worstTone } from '../annotations/badges';
import { BadgeList, DetailLine, FailureTag, NodeTitle, PortHandles, sameCard } from './NodeParts';

/** The collapse / expand button in a container's header. */
function CollapseToggle({ id, collapsed }: { id: string; collapsed: boolean }) {
  const dispatcher = useDispatcher();
  return (
    <button
      type="button"
      className="sp-container__toggle nodrag"
      aria-label={collapsed ? 'Expand' : 'Collapse'}
      aria-expanded={!collapsed}
      title={collapsed ? 'Expand: show what this box holds' : 'Collapse: hide what this box holds'}
      data-testid="collapse-toggle"
      onClick={(e) => {
        e.stopPropagation();
        dispatcher.dispatch('setCollapsed', { ids: [id], collapsed: !collapsed });
      }}
    >
      {collapsed ? '▸' : '▾'}
    </button>
  );
}

/**
 * The far-out label: name, then kind, unless the name says it ("RAID group", not "RAID group ·
 * RAID group"). Short of room the kind goes first, then the name's description, then the middle of
 * its identifier (nameParts.ts; nodes.css).
 */
function FarLabel({ name, kindLabel, failure }: { name: string; kindLabel: string; failure?: FailureMark }) {
  const { head, tail, qualifier } = nameParts(name);
  return (
    <div className="sp-container__far-label" aria-hidden="true" data-testid="far-label">
      {(failure === 'failed' || failure === 'degraded') && <FailureTag mark={failure} />}
      <span className="sp-name__core">
        <span className="sp-name__head">{head}</span>
        {tail && <span className="sp-name__tail">{tail}</span>}
      </span>
      <span className="sp-container__far-rest">
        {qualifier && <span className="sp-container__far-qualifier">{qualifier}</span>}
        {!nameSaysKind(name, kindLabel) && <span className="sp-container__far-kind"> · {kindLabel}</span>}
      </span>
    </div>
  );
}

/** A container node (memoised: drawn again only when its data or selection changes, see `sameCard`). */
export const ContainerNode = memo(function ContainerNode({ data, selected }: NodeProps<ComponentNode>) {
  const cls = [
    'sp-container',
    `sp-container--${data.kind}`,
    selected ? 'is-selected' : '',
    data.bottleneck ? 'is-bottleneck' : '',
    data.collapsed ? 'is-collapsed' : '',
    data.failure ? `is-${data.failure}` : '',
  ].join(' ');
  return (
    <div
      className={cls}
      data-testid={`node-${data.componentId}`}
      data-kind={data.kind}
      data-collapsed={data.collapsed || undefined}
      // Far out its figures give way to its label: a strip in their worst tone says them (nodes.css).
      data-tone={data.failure === 'failed' || data.failure === 'within' ? 'neutral' : worstTone(data.badges)}
    >
      <NodeResizer
        isVisible={selected && !data.collapsed}
        minWidth={160}
        minHeight={96}
        lineClassName="sp-resize-line"
        handleClassName="sp-resize-handle"
      />
      <div className="sp-container__header">
        <div className="sp-container__title-row">
          <CollapseToggle id={data.componentId} collapsed={data.collapsed} />
          <NodeTitle data={data} />
        </div>
        <DetailLine data={data} />
        <BadgeList badges={data.badges} bottleneck={data.bottleneck} />
        {data.collapsed && (
          <div className="sp-container__inside" data-testid="collapsed-inside">
            {data.inside} part{data.inside === 1 ? '' : 's'} inside
          </div>
        )}
      </div>
      <PortHandles ports={data.ports} nodeId={data.componentId} />
      {/*
       * Mounted open or closed, shown only closed: React Flow measures a box's handles when its size
       * changes, after the render that first routes links to them, so handles mounted on collapse
       * were not yet known there and each link to them logged a warning (QA pass 7: thousands).
       */}
      {(
        [
          [COLLAPSED_IN, Position.Left],
          [COLLAPSED_OUT, Position.Right],
        ] as const
      ).map(([id, position]) => (
        <Handle
          key={id}
          type="source"
          id={id}
          position={position}
          isConnectable={false}
          className={`sp-handle sp-handle--collapsed${data.collapsed ? '' : ' is-open'}`}
        />
      ))}
      <FarLabel name={data.name} kindLabel={data.kindLabel} failure={data.failure} />
    </div>
  );
}, sameCard);
