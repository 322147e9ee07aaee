/**
 * The failure view ("Show on canvas" in the Failures tab): which single failure the canvas and the
 * Servers tab show, when it must be given up, and what of it is shown. Pure; the store
 * (createDesignStore.ts) applies these on every change, failureViewSync.ts asks the engine.
 *
 * The view is given up when what it shows no longer exists: its failed component was deleted (by
 * an edit, an undo or a redo), or a new full report has no scenario of that id (the design changed
 * so that the failure is no longer one the engine considers). A new document has a new store, so
 * it starts without one.
 */
import type { ComponentLoad, InstanceResult, Report, ScenarioResult, ServerResult } from '../../engine/ts/reportSchema';
import { indexComponents } from './designIndex';
import { indexReport, selectIsStale } from './selectors';
import type { AnalysisState, DesignDoc, DesignState, FailureView } from './types';

/** What the Failures tab names of a scenario to show it. */
export type FailureScenario = Pick<ScenarioResult, 'id' | 'componentId' | 'label'>;

/** A view of `scenario` that has no answer yet. */
export function openFailureView(scenario: FailureScenario): FailureView {
  return {
    scenarioId: scenario.id,
    componentId: scenario.componentId,
    label: scenario.label,
    revision: 0,
    report: null,
    status: 'running',
    error: null,
  };
}

/** The view after the document became `doc`: null once its failed component is gone. */
export function failureViewAfterEdit(view: FailureView | null, doc: DesignDoc): FailureView | null {
  if (!view) return view;
  return indexComponents(doc.components).byId.has(view.componentId) ? view : null;
}

/** The view after the analysis became `analysis`: null once a full report lacks its scenario. */
export function failureViewAfterAnalysis(view: FailureView | null, analysis: AnalysisState): FailureView | null {
  if (!view || analysis.scope !== 'full' || !analysis.report) return view;
  return analysis.report.scenarios.some((s) => s.id === view.scenarioId) ? view : null;
}

/** The failure shown, or null. */
export const selectFailureView = (s: DesignState): FailureView | null => s.failureView;

/** The failed component of the view shown, or null. */
export const selectFailedId = (s: DesignState): string | null => s.failureView?.componentId ?? null;

/**
 * Whether the failure shown is of a drive (`disk:` scenarios, named by their RAID group): the group
 * stays in service, degraded and rebuilding, rather than failed.
 */
export const selectFailureDegraded = (s: DesignState): boolean =>
  s.failureView?.scenarioId.startsWith('disk:') ?? false;

/** The view's report when it was computed for the current revision, else null. */
export function selectViewReport(s: DesignState): Report | null {
  const view = s.failureView;
  return view?.report && view.revision === s.revision ? view.report : null;
}

/** The report the canvas draws: the failure view's once it is current, else the normal one. */
export const selectCanvasReport = (s: DesignState): Report | null => selectViewReport(s) ?? s.analysis.report;

/** Whether the canvas's figures are stale (a view's current report never is). */
export const selectCanvasStale = (s: DesignState): boolean => selectViewReport(s) === null && selectIsStale(s);

/** The failure whose figures the canvas draws (its view answered for this revision), or null. */
export const selectCanvasFailureLabel = (s: DesignState): string | null =>
  selectViewReport(s) ? (s.failureView?.label ?? null) : null;

/**
 * A component's figures as the canvas draws them (the inspector shows the selected part's figures
 * beside its card, so they must be the same): load, server result, database instance.
 */
export const selectCanvasLoad =
  (id: string) =>
  (s: DesignState): ComponentLoad | null =>
    indexReport(selectCanvasReport(s)).loads.get(id) ?? null;

export const selectCanvasServerResult =
  (id: string) =>
  (s: DesignState): ServerResult | null =>
    indexReport(selectCanvasReport(s)).servers.get(id) ?? null;

export const selectCanvasInstanceResult =
  (id: string) =>
  (s: DesignState): InstanceResult | null =>
    indexReport(selectCanvasReport(s)).instances.get(id) ?? null;

/**
 * The whole-design figures of a failure state, read as the Failures tab's row reads them (the
 * engine's scenarios.rs): achieved and target IO/s summed over the servers, and the worst database
 * read and log write latency over every database that runs (a server's own figure is the average
 * of its databases, which would hide its worst one).
 */
export interface FailureFigures {
  readonly achievedIops: number;
  readonly targetIops: number;
  readonly worstDbReadLatencyMs: number | null;
  readonly worstLogWriteLatencyMs: number | null;
  readonly pass: boolean;
  /** Databases that do not run in this state, and how many there are in all. */
  readonly offline: number;
  readonly databases: number;
}

/** The figures of `report` (see `FailureFigures`). */
export function failureFigures(report: Report): FailureFigures {
  const instances = report.servers.flatMap((s) => s.instances);
  const worst = (pick: (i: (typeof instances)[number]) => number | null): number | null =>
    instances.reduce<number | null>((m, i) => {
      const v = pick(i);
      return v === null ? m : Math.max(m ?? v, v);
    }, null);
  return {
    achievedIops: report.totals.achievedIops,
    targetIops: report.totals.targetIops,
    worstDbReadLatencyMs: worst((i) => i.dbReadLatencyMs),
    worstLogWriteLatencyMs: worst((i) => i.logWriteLatencyMs),
    pass: report.pass,
    offline: indexReport(report).offline.size,
    databases: instances.length,
  };
}
