/**
 * A link between two ports. Style by kind (Fibre Channel, back end, drives, database and log
 * files); width grows with throughput when the engine reports it; drive links show their count.
 */
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';

import { fmtMbPerSec } from '../../format';
import type { LinkEdge } from '../flowTypes';

/** Stroke width for a throughput: 1.5 px idle, growing with the logarithm, at most 5 px [px]. */
export function strokeFor(mbPerSec: number | null): number | undefined {
  if (mbPerSec === null) return undefined;
  return Math.min(5, 1.5 + 0.6 * Math.log2(1 + Math.max(0, mbPerSec) / 25));
}

/** The edge (memoised). */
export const LinkEdgeView = memo(function LinkEdgeView(props: EdgeProps<LinkEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected } = props;
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  const kind = data?.kind ?? 'fc';
  const width = strokeFor(data?.mbPerSec ?? null);
  const text = [data?.label, data?.mbPerSec != null ? fmtMbPerSec(data.mbPerSec) : ''].filter(Boolean).join(' · ');
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        className={`sp-edge sp-edge--${kind}${selected ? ' is-selected' : ''}${data?.stale ? ' is-stale' : ''}${data?.faint ? ' is-faint' : ''}`}
        style={width ? { strokeWidth: width } : undefined}
        interactionWidth={14}
      />
      {text && !data?.faint && (
        <EdgeLabelRenderer>
          <div
            className={`sp-edge-label sp-edge-label--${kind}${data?.stale ? ' is-stale' : ''}`}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            data-testid={`edge-label-${id}`}
          >
            {text}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
});
