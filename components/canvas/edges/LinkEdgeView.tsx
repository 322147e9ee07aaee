/**
 * A link between two ports. Style by kind (Fibre Channel, back end, drives, database and log
 * files); width grows with throughput when the engine reports it; drive links show their count.
 * A label that would collide with a more important one is not drawn until the link is hovered or
 * selected (labelLayout.ts).
 */
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo, useContext, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

import { fmtMbPerSec } from '../../format';
import type { LinkEdge } from '../flowTypes';
import { type LabelLayout, LabelLayoutContext, labelSize, RAISED } from './labelLayout';

const never = (): (() => void) => () => undefined;

/**
 * Reports the label's box to the canvas's layout and answers whether it is hidden. The size is
 * worked out from the text rather than measured: far out the labels are not displayed (so they
 * measure 0) and the links do not re-render when the zoom changes, so a measured size would be
 * stale on the way back in.
 */
function useLabelHidden(
  layout: LabelLayout | null,
  id: string,
  at: { x: number; y: number; priority: number; text: string },
): boolean {
  const { x, y, priority, text } = at;
  useLayoutEffect(() => {
    layout?.report(id, text ? { x, y, ...labelSize(text), priority } : null);
  }, [layout, id, x, y, priority, text]);
  useEffect(() => () => layout?.report(id, null), [layout, id]);
  return useSyncExternalStore(
    layout ? layout.subscribe : never,
    () => layout?.isHidden(id) ?? false,
    () => false,
  );
}

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
  const shown = Boolean(text) && !data?.faint;
  const hidden = useLabelHidden(useContext(LabelLayoutContext), id, {
    x: labelX,
    y: labelY,
    priority: selected ? RAISED : (data?.mbPerSec ?? 0),
    text: shown ? text : '',
  });
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        className={`sp-edge sp-edge--${kind}${selected ? ' is-selected' : ''}${data?.stale ? ' is-stale' : ''}${data?.faint ? ' is-faint' : ''}`}
        style={width ? { strokeWidth: width } : undefined}
        interactionWidth={14}
      />
      {shown && (
        <EdgeLabelRenderer>
          <div
            className={`sp-edge-label sp-edge-label--${kind}${data?.stale ? ' is-stale' : ''}${hidden ? ' is-hidden' : ''}`}
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
