/**
 * A link between two ports. Style by kind (Fibre Channel, back end, drives, database and log
 * files); width grows with throughput when the engine reports it; drive links show their count.
 * A label slides along its link to keep clear of cards and of more important labels, and is not
 * drawn when it cannot until the link is hovered or selected (labelLayout.ts). Of parallel cables
 * one label speaks for the bundle (parallelLinks.ts). A link drawn backwards, or whose curve would
 * pass under a card it does not connect, is drawn as a cable round the cards (backwardRoute.ts,
 * cableRoute.ts).
 */
import {
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  type EdgeProps,
  type InternalNode,
  useStore as useFlowStore,
} from '@xyflow/react';
import { memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';

import { fmtMbPerSec } from '../../format';
import type { LinkEdge } from '../flowTypes';
import { useStale } from '../staleContext';
import { type LabelLayout, LabelLayoutContext, labelSize, RAISED } from './labelLayout';
import { backwardRoute, isBackward, roundedPath, routeSpots } from './backwardRoute';
import { CableCardsContext } from './cableCards';
import { cableRoute } from './cableRoute';
import type { Point, Rect } from './labelPlacement';
import { type LinkEnds, spotsAlong } from './linkCurve';

const never = (): (() => void) => () => undefined;

/** Where a label is asked to go: its middle, the spots along its link, its text and weight. */
interface LabelAsk {
  readonly mid: Point;
  readonly along: readonly Point[];
  readonly priority: number;
  readonly text: string;
  readonly onDemand: boolean;
}

/**
 * Reports the label's box to the canvas's layout and answers where it is drawn: an index into
 * [middle, ...along], or -1 when it is not. The size is worked out from the text rather than
 * measured: far out the labels are not displayed (so they measure 0) and the links do not
 * re-render when the zoom changes, so a measured size would be stale on the way back in.
 */
function useLabelSpot(layout: LabelLayout | null, id: string, ask: LabelAsk): number {
  const { mid, along, priority, text, onDemand } = ask;
  // The spots as one dependency that changes only when a spot moves.
  const key = [mid, ...along].map((p) => `${p.x},${p.y}`).join(' ');
  useLayoutEffect(() => {
    layout?.report(id, text ? { ...mid, ...labelSize(text), priority, along, onDemand } : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `mid` and `along`.
  }, [layout, id, key, priority, text, onDemand]);
  useEffect(() => () => layout?.report(id, null), [layout, id]);
  return useSyncExternalStore(
    layout ? layout.subscribe : never,
    () => layout?.spot(id) ?? 0,
    () => 0,
  );
}

/** A node's box in flow coordinates [flow px], or null before it is measured. */
function boxOf(n: InternalNode | undefined): Rect | null {
  const w = n?.measured.width ?? n?.width;
  const h = n?.measured.height ?? n?.height;
  if (!n || !w || !h) return null;
  return { ...n.internals.positionAbsolute, w, h };
}

type Boxes = readonly [Rect | null, Rect | null] | null;
const sameRect = (a: Rect | null, b: Rect | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);
const sameBoxes = (a: Boxes, b: Boxes): boolean =>
  a === b || (a !== null && b !== null && sameRect(a[0], b[0]) && sameRect(a[1], b[1]));

/**
 * The link's path and label spots: React Flow's Bézier, or for a link drawn backwards a cable
 * routed round its two cards (backwardRoute.ts). Only a backward link reads its cards' boxes, so
 * moving a card re-renders no other link.
 */
function useLinkShape(
  e: LinkEnds,
  source: string,
  target: string,
  routed: boolean,
): { path: string; mid: Point; along: Point[] } {
  const { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition } = e;
  const cables = useContext(CableCardsContext);
  const grid = useSyncExternalStore(
    cables ? cables.subscribe : never,
    () => cables?.get() ?? null,
    () => null,
  );
  const backward = isBackward(e);
  const boxes = useFlowStore(
    useCallback(
      (s: { nodeLookup: Map<string, InternalNode> }): Boxes =>
        backward ? [boxOf(s.nodeLookup.get(source)), boxOf(s.nodeLookup.get(target))] : null,
      [backward, source, target],
    ),
    sameBoxes,
  );
  return useMemo(() => {
    const ends = { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition };
    if (boxes) {
      const route = backwardRoute(ends, boxes[0], boxes[1]);
      return { path: roundedPath(route), ...routeSpots(route) };
    }
    // Read, not a dependency: only a link whose ends moved is recomputed during a drag, and it
    // keeps its Bézier until the release publishes the cards where they now are.
    const around = routed && grid && !cables?.dragging() ? cableRoute(ends, grid, new Set([source, target])) : null;
    if (around) return { path: roundedPath(around), ...routeSpots(around) };
    const [path, x, y] = getBezierPath(ends);
    return { path, mid: { x, y }, along: spotsAlong(ends) };
  }, [boxes, cables, grid, routed, source, target, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition]);
}

/** Stroke width for a throughput: 1.5 px idle, growing with the logarithm, at most 5 px [px]. */
export function strokeFor(mbPerSec: number | null): number | undefined {
  if (mbPerSec === null) return undefined;
  return Math.min(5, 1.5 + 0.6 * Math.log2(1 + Math.max(0, mbPerSec) / 25));
}

/**
 * The label text of a link: its own label (drive count, bundle size) and throughput, or for the
 * lead of parallel cables the bundle's combined throughput (parallelLinks.ts).
 */
function labelText(data: LinkEdge['data']): string {
  const own = data?.mbPerSec != null ? fmtMbPerSec(data.mbPerSec) : '';
  const figure = data?.bundle?.role === 'lead' ? data.bundle.throughput || own : own;
  return [data?.label, figure].filter(Boolean).join(' · ');
}

/** The edge (memoised). */
export const LinkEdgeView = memo(function LinkEdgeView(props: EdgeProps<LinkEdge>) {
  const { id, source, target, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected } =
    props;
  const ends = { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition };
  // Database and log file links are drawn faintly, many to a LUN: they keep their curves.
  const routed = data?.kind !== 'dbFile' && data?.kind !== 'logFile';
  const { path, mid, along } = useLinkShape(ends, source, target, routed);
  const kind = data?.kind ?? 'fc';
  const width = strokeFor(data?.mbPerSec ?? null);
  // A selected bundle member shows its own figure; unselected, the lead's label speaks for it.
  const text = labelText(selected && data?.bundle ? { ...data, bundle: null } : data);
  const shown = Boolean(text) && !data?.faint;
  const spot = useLabelSpot(useContext(LabelLayoutContext), id, {
    mid,
    along,
    priority: selected ? RAISED : (data?.mbPerSec ?? 0),
    text: shown ? text : '',
    onDemand: data?.bundle?.role === 'member',
  });
  const at = spot > 0 ? along[spot - 1]! : mid;
  const stale = useStale();
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        className={`sp-edge sp-edge--${kind}${selected ? ' is-selected' : ''}${stale ? ' is-stale' : ''}${data?.faint ? ' is-faint' : ''}${data?.dead ? ' is-dead' : ''}`}
        style={width && !data?.dead ? { strokeWidth: width } : undefined}
        interactionWidth={14}
      />
      {shown && (
        <EdgeLabelRenderer>
          <div
            className={`sp-edge-label sp-edge-label--${kind}${stale ? ' is-stale' : ''}${spot < 0 ? ' is-hidden' : ''}`}
            style={{ transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)` }}
            data-testid={`edge-label-${id}`}
          >
            {text}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
});
