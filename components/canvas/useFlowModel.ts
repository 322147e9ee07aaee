/**
 * The React Flow nodes and edges for the current document: narrow store subscriptions feeding the
 * memoising mapper. A layout-only change (a drag frame) rebuilds just the moved node objects. The
 * figures are the failure view's while a failure is shown and answered (failureView.ts), else the
 * normal state's.
 */
import { useMemo } from 'react';

import { selectCanvasReport, selectFailedId, selectFailureDegraded } from '../../src/store/failureView';
import { indexReport } from '../../src/store/selectors';
import { useCatalog, useDesign } from '../state/DesignContext';
import type { ComponentNode, LinkEdge } from './flowTypes';
import { displaySizes } from './displaySizes';
import { createFlowMapper } from './flowMapper';

/** Nodes and edges; `measured` holds leaf sizes React Flow reported (bump `measuredVersion`). */
export function useFlowModel(
  measured: ReadonlyMap<string, { width: number; height: number }>,
  measuredVersion: number,
): { nodes: ComponentNode[]; edges: LinkEdge[] } {
  const doc = useDesign((s) => s.doc);
  const selection = useDesign((s) => s.selection);
  const report = useDesign(selectCanvasReport);
  const failedId = useDesign(selectFailedId);
  const degraded = useDesign(selectFailureDegraded);
  const failure = useMemo(
    () => (failedId ? { componentId: failedId, mark: degraded ? ('degraded' as const) : ('failed' as const) } : null),
    [failedId, degraded],
  );
  const catalog = useCatalog();
  const mapper = useMemo(() => createFlowMapper(), []);
  const selectedComponents = useMemo(() => new Set(selection.components), [selection.components]);
  const selectedLinks = useMemo(() => new Set(selection.links), [selection.links]);
  const carried = doc.parts;
  // The design's carried drives first (the figures it evaluates with), then the catalog's. Only
  // found names are cached: a drive added to the catalog later is then named at the next render.
  const driveName = useMemo(() => {
    const cache = new Map<string, string>();
    const own = new Map((carried ?? []).map((p) => [p.id, `${p.vendor} ${p.model}`]));
    return (id: string): string | undefined => {
      const hit = cache.get(id) ?? own.get(id) ?? catalog?.drive(id)?.name;
      if (hit !== undefined) cache.set(id, hit);
      return hit;
    };
  }, [catalog, carried]);
  const containerSizes = useMemo(
    () => displaySizes(doc, measured),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doc, measured, measuredVersion],
  );
  return useMemo(
    () =>
      mapper({
        doc,
        selectedComponents,
        selectedLinks,
        report: indexReport(report),
        measured,
        driveName,
        containerSizes,
        failure,
      }),
    // `measuredVersion` stands for the contents of the mutable `measured` map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      mapper,
      doc,
      selectedComponents,
      selectedLinks,
      report,
      measured,
      measuredVersion,
      driveName,
      containerSizes,
      failure,
    ],
  );
}
