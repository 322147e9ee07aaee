/**
 * Narrow reads of the analysis slice for the results panel, and the two actions it offers the rest
 * of the app: select components on the canvas (through the existing `select` command) and name a
 * component for a label. Where the panel says so (reportSource.ts), the report read is the failure
 * view's.
 */
import { useCallback } from 'react';

import type { Explanation, Report } from '../../engine/ts/reportSchema';
import { indexComponents } from '../../src/store/designIndex';
import { selectViewReport } from '../../src/store/failureView';
import { selectIsStale } from '../../src/store/selectors';
import type { AnalysisStatus, DesignState } from '../../src/store/types';
import { useCanvasControl } from '../state/CanvasControl';
import { useDesign, useDesignShallow, useDesignStore, useDispatcher } from '../state/DesignContext';
import { type ReportSource, useReportSource } from './reportSource';

/** What the panel needs to know about the engine's answer. */
export interface ResultsView {
  readonly report: Report | null;
  /** The figures on screen were computed for an older revision of the design. */
  readonly stale: boolean;
  /** The failure scenarios and headroom for the current revision have not arrived yet. */
  readonly fullPending: boolean;
  readonly status: AnalysisStatus;
  readonly error: string | null;
}

const pick = (s: DesignState): ResultsView => {
  const { report, scope, status, error } = s.analysis;
  const stale = selectIsStale(s) || (report !== null && status === 'stale');
  return { report, stale, fullPending: report !== null && (stale || scope !== 'full'), status, error };
};

/**
 * As `pick`, for a part of the dock that follows the failure shown: its report once answered for
 * this revision (never stale, and it has no scenarios to wait for); until then the normal figures,
 * marked stale, as they are not the failure's.
 */
const pickFailure = (s: DesignState): ResultsView => {
  const normal = pick(s);
  if (!s.failureView) return normal;
  const report = selectViewReport(s);
  return report
    ? { ...normal, report, stale: false, fullPending: false }
    : { ...normal, stale: normal.report !== null };
};

/** The report of `source` as `s` holds it. */
export const reportOf = (s: DesignState, source: ReportSource): Report | null =>
  (source === 'failure' ? selectViewReport(s) : null) ?? s.analysis.report;

/** The report and its freshness (the failure view's where the panel says so: reportSource.ts). */
export function useResultsView(): ResultsView {
  return useDesignShallow(useReportSource() === 'failure' ? pickFailure : pick);
}

const explanationCache = new WeakMap<Report, ReadonlyMap<string, Explanation>>();

/** Explanations of a report by id (indexed once per report). */
export function explanationsOf(report: Report | null): ReadonlyMap<string, Explanation> {
  if (!report) return new Map();
  let idx = explanationCache.get(report);
  if (!idx) {
    idx = new Map(report.explanations.map((e) => [e.id, e]));
    explanationCache.set(report, idx);
  }
  return idx;
}

/** Id of the explanation of a server figure, as the engine names it. */
export const serverFigureId = (serverId: string, metric: string): string => `server:${serverId}:${metric}`;

/** Whether the current report explains figure `id`. */
export function useHasExplanation(id: string): boolean {
  const source = useReportSource();
  return useDesign((s) => explanationsOf(reportOf(s, source)).has(id));
}

/**
 * Selects components on the canvas; a link's id selects the two components it joins. Ids the
 * design does not hold (the part was deleted since) are left out; returns how many were selected.
 * The view pans to the first of them: a design opens close up on its hosts, so the part a result
 * names is often out of sight, and a selection nobody can see answers nothing.
 */
export function useSelectComponents(): (ids: readonly string[]) => number {
  const store = useDesignStore();
  const dispatcher = useDispatcher();
  const control = useCanvasControl();
  return useCallback(
    (ids) => {
      const { components, links } = store.getState().doc;
      const { byId } = indexComponents(components);
      // The engine names a link (an FC cable's time on the wire) by its id: select its two ends.
      const ends = (id: string): string[] => {
        const link = byId.has(id) ? undefined : links.find((l) => l.id === id);
        return link ? [link.from.componentId, link.to.componentId] : [id];
      };
      const present = [...new Set(ids.flatMap(ends))].filter((id) => byId.has(id));
      const [first] = present;
      if (first === undefined) return 0;
      void dispatcher.dispatch('select', { components: present });
      control.reveal(first);
      return present.length;
    },
    [control, dispatcher, store],
  );
}

/** The ids among `ids` that are components of the open design (stable per design version). */
export function usePresentIds(ids: readonly string[]): readonly string[] {
  const components = useDesign((s) => s.doc.components);
  const { byId } = indexComponents(components);
  return ids.filter((id) => byId.has(id));
}

/** A component's name, or null when the design has no such component. */
export function useComponentName(id: string | null): string | null {
  return useDesign((s) => (id ? (indexComponents(s.doc.components).byId.get(id)?.name ?? null) : null));
}
