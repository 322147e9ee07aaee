/** Pieces shared by leaf and container nodes: title row, badges, port handles. */
import { Handle, Position } from '@xyflow/react';
import { memo } from 'react';

import type { Badge } from '../annotations/badges';
import type { ComponentNodeData, FailureMark, PortView } from '../flowTypes';
import { useStale } from '../staleContext';
import { kindTag } from '../../../src/schema/components';
import { nameParts } from '../nameParts';

/**
 * Whether a card's props draw the same card: it shows its data and selection only (where it is,
 * its size and whether it is dragged are React Flow's, on the wrapper around it). With the data
 * object kept while a card moves (flowMapper.ts), the dragged card is then not drawn again on every
 * frame of the drag.
 */
export const sameCard = (
  a: { readonly data: ComponentNodeData; readonly selected?: boolean },
  b: { readonly data: ComponentNodeData; readonly selected?: boolean },
): boolean => a.data === b.data && a.selected === b.selected;

/**
 * Kind tag, name, and finding / bottleneck markers. A box's failure tag is in its title row; a
 * card's (`failureTag={false}`) sits on its top edge instead (LeafNode, nodes.css): beside the kind
 * tag and "Failed" a 200-px card left its name some 80 px, and "Controller B" read "Con…B".
 */
export function NodeTitle({ data, failureTag = true }: { data: ComponentNodeData; failureTag?: boolean }) {
  return (
    <div className="sp-node__title">
      <span className={`sp-tag sp-tag--${data.kind}`} title={data.kindLabel}>
        {kindTag[data.kind]}
      </span>
      <span className="sp-node__name" title={data.name} data-testid="node-name">
        <NameText name={data.name} />
      </span>
      {failureTag && (data.failure === 'failed' || data.failure === 'degraded') && <FailureTag mark={data.failure} />}
      {data.errors + data.warnings > 0 && (
        <span
          className={`sp-flag ${data.errors ? 'sp-flag--error' : 'sp-flag--warning'}`}
          title={data.findingText}
          aria-label={`${data.errors} errors, ${data.warnings} warnings`}
          data-testid="node-findings"
        >
          ! {data.errors + data.warnings}
        </span>
      )}
    </div>
  );
}

/**
 * The failure shown is of this component: "Failed" (out of service), or "Drive failed" for a RAID
 * group one of whose drives failed (in service, degraded and rebuilding).
 */
export function FailureTag({ mark }: { mark: Exclude<FailureMark, 'within'> }) {
  const failed = mark === 'failed';
  return (
    <span
      className={`sp-tag sp-tag--${mark}`}
      title={
        failed
          ? 'Failed in the failure shown: out of service, nothing passes through it.'
          : 'A drive of this RAID group failed in the failure shown: degraded and rebuilding.'
      }
      data-testid="node-failed"
    >
      {failed ? 'Failed' : 'Drive failed'}
    </span>
  );
}

/**
 * A name that gives way by importance when it does not fit (nameParts.ts, nodes.css): the
 * description is cut first, then the identifier in its middle, keeping its numbered end. A name
 * with nothing to split is plain text (one DOM node per card, as before).
 */
export function NameText({ name }: { name: string }) {
  const { head, tail, qualifier } = nameParts(name);
  if (!tail && !qualifier) return <span className="sp-name__head">{name}</span>;
  return (
    <>
      <span className="sp-name__core">
        <span className="sp-name__head">{head}</span>
        {tail && <span className="sp-name__tail">{tail}</span>}
      </span>
      {qualifier && <span className="sp-name__qualifier">{qualifier}</span>}
    </>
  );
}

/** A number leading a detail line's start ("12,000" of "12,000 mailboxes"), drawn whole. */
const LEADING_NUMBER = /^[\d,.]+/;

/**
 * The key specifications under a card's name; its tooltip gives them in full. A line with a part
 * to keep (a database's LUNs, databaseDetail.ts) cuts its start first (nodes.css), so
 * "12,000 mailbo… · DB E: · logs J:" still tells the LUNs apart; a number leading that start is
 * never cut ("1,00…" read as 1,00), only the words after it.
 */
export function DetailLine({ data }: { data: ComponentNodeData }) {
  const { detail, detailKeepFrom: at, detailTitle } = data;
  if (at >= detail.length)
    return (
      <div className="sp-node__detail" title={detailTitle} data-testid="node-detail">
        {detail}
      </div>
    );
  const lead = detail.slice(0, at);
  const number = LEADING_NUMBER.exec(lead)?.[0] ?? '';
  return (
    <div className="sp-node__detail sp-node__detail--keep" title={detailTitle} data-testid="node-detail">
      {number && <span className="sp-detail__number">{number}</span>}
      <span className="sp-detail__lead">{lead.slice(number.length)}</span>
      <span className="sp-detail__keep">{detail.slice(at)}</span>
    </div>
  );
}

/** The engine's figures for a node; greyed while stale (the canvas's `StaleContext`). */
export const BadgeList = memo(function BadgeList({
  badges,
  bottleneck = false,
}: {
  badges: readonly Badge[];
  bottleneck?: boolean;
}) {
  const stale = useStale();
  if (badges.length === 0 && !bottleneck) return null;
  return (
    <div className={`sp-badges${stale ? ' is-stale' : ''}`} data-testid="badges">
      {bottleneck && (
        <span
          className="sp-badge sp-badge--bottleneck"
          title="Bottleneck: this component limits throughput."
          data-testid="badge-bottleneck"
        >
          Bottleneck
        </span>
      )}
      {badges.map((b) => (
        <span
          key={b.id}
          className={`sp-badge sp-badge--${b.tone}`}
          title={b.title}
          data-testid={`badge-${(b.label || b.value).replace(/\s+/g, '-').toLowerCase()}`}
        >
          {b.label && <span className="sp-badge__label">{b.label}</span>}
          <span className="sp-badge__value">{b.value}</span>
        </span>
      ))}
    </div>
  );
});

/** One handle per port, with a small label inside the node. */
export const PortHandles = memo(function PortHandles({
  ports,
  nodeId,
}: {
  ports: readonly PortView[];
  nodeId: string;
}) {
  return (
    <>
      {ports.map((p) => (
        <div key={p.handleId}>
          <Handle
            type="source"
            id={p.handleId}
            position={p.side === 'left' ? Position.Left : Position.Right}
            style={{ top: p.top }}
            className={`sp-handle${p.connected ? ' is-connected' : ''}`}
            title={p.label}
            data-testid={`handle-${nodeId}-${p.handleId}`}
          />
          <span className={`sp-port-label sp-port-label--${p.side}`} style={{ top: p.top }}>
            {p.label}
          </span>
        </div>
      ))}
    </>
  );
});

/** Minimum height for a leaf so its handles fit [px]. */
export function portsHeight(ports: readonly PortView[]): number {
  const last = ports.reduce((m, p) => Math.max(m, p.top), 0);
  return last ? last + 20 : 0;
}
