/**
 * Published vs predicted, without React: for each figure a preset publishes (`meta.published`), the
 * engine's prediction for it, the error and whether it is within issue 5's tolerance. Figures
 * measured under a failure (`failedComponentId`) are compared with the single-failure scenario
 * that fails that component, which only the full report carries.
 *
 * Mapping: a figure with `serverId` reads that server's result; a whole-design figure reads the
 * totals, except latencies, which are averaged over the servers weighted by the operations they
 * time (DB reads/s, DB writes/s, log writes/s), as Jetstress aggregates them.
 */
import type { Report, ScenarioResult, ServerResult } from '../../engine/ts/reportSchema';
import type { Meta, PublishedMetric, PublishedResult } from '../../src/schema/provenance';

/** An accuracy tolerance of issue 5. */
export interface Tolerance {
  /** How it is written, e.g. `±max(2 ms, 20 %)`. */
  readonly label: string;
  /** Largest allowed |predicted − published| for a published value, in its unit. */
  allowed(published: number): number;
}

/** Issue 5: IOPS ±15 %, DB read latency ±max(2 ms, 20 %), log write ±max(1 ms, 50 %). */
export const TOLERANCES: Partial<Record<PublishedMetric, Tolerance>> = {
  achievedIops: { label: '±15 %', allowed: (p) => 0.15 * Math.abs(p) },
  dbReadLatencyMs: { label: '±max(2 ms, 20 %)', allowed: (p) => Math.max(2, 0.2 * Math.abs(p)) },
  logWriteLatencyMs: { label: '±max(1 ms, 50 %)', allowed: (p) => Math.max(1, 0.5 * Math.abs(p)) },
};
/** Pass/fail figures must match exactly. */
export const SAME_VERDICT = 'same pass/fail';

/**
 * How a row reads: `within` / `outside` its tolerance, `info` (a figure with no tolerance, shown
 * with its error), `pending` (needs the failure scenarios, still being computed), `missing` (the
 * report has nothing to compare, e.g. the server was deleted).
 */
export type RowStatus = 'within' | 'outside' | 'info' | 'pending' | 'missing';

/** One published figure against the report. */
export interface PublishedRow {
  readonly figure: PublishedResult;
  readonly predicted: number | boolean | null;
  /** predicted − published, in the figure's unit (numbers only). */
  readonly errorAbs: number | null;
  /** predicted ÷ published − 1 (numbers only, published ≠ 0). */
  readonly errorRel: number | null;
  /** The tolerance that applies, or null. */
  readonly tolerance: string | null;
  readonly status: RowStatus;
  /** The failure scenario compared with, for figures measured under a failure. */
  readonly scenario: Pick<ScenarioResult, 'id' | 'label' | 'pass' | 'survivable' | 'failing'> | null;
  /** Why there is no prediction, or what the prediction stands for. */
  readonly note: string | null;
}

type LatencyMetric = 'dbReadLatencyMs' | 'dbWriteLatencyMs' | 'logWriteLatencyMs';
const WEIGHT: Record<LatencyMetric, (s: ServerResult) => number> = {
  dbReadLatencyMs: (s) => s.dbReadsPerSec,
  dbWriteLatencyMs: (s) => s.dbWritesPerSec,
  logWriteLatencyMs: (s) => s.logWritesPerSec,
};

/** Average latency over servers weighted by the operations it times [ms]; null when none has it. */
export function weightedLatencyMs(servers: readonly ServerResult[], metric: LatencyMetric): number | null {
  let sum = 0;
  let weight = 0;
  for (const s of servers) {
    const v = s[metric];
    if (v === null) continue;
    sum += v * WEIGHT[metric](s);
    weight += WEIGHT[metric](s);
  }
  return weight > 0 ? sum / weight : null;
}

/** The normal-state prediction of a figure, or null with the reason. */
function normalPrediction(report: Report, f: PublishedResult): { value: number | boolean | null; note: string | null } {
  if (f.serverId !== undefined) {
    const server = report.servers.find((s) => s.id === f.serverId);
    if (!server) return { value: null, note: `The design has no server "${f.serverId}" any more.` };
    return { value: server[f.metric], note: null };
  }
  switch (f.metric) {
    case 'pass':
      return { value: report.pass, note: null };
    case 'dbReadLatencyMs':
    case 'dbWriteLatencyMs':
    case 'logWriteLatencyMs':
      return { value: weightedLatencyMs(report.servers, f.metric), note: 'Average over all servers.' };
    default:
      return { value: report.totals[f.metric], note: null };
  }
}

/** What a scenario predicts for a figure measured under that failure. */
function scenarioPrediction(s: ScenarioResult, metric: PublishedMetric): number | boolean | null {
  switch (metric) {
    // "No I/O interruption": every database stays served.
    case 'pass':
      return s.survivable;
    case 'achievedIops':
      return s.achievedIops;
    case 'targetIops':
      return s.targetIops;
    case 'dbReadLatencyMs':
      return s.worstDbReadLatencyMs;
    case 'logWriteLatencyMs':
      return s.worstLogWriteLatencyMs;
    default:
      return null;
  }
}

function compareValues(
  f: PublishedResult,
  predicted: number | boolean | null,
): Pick<PublishedRow, 'errorAbs' | 'errorRel' | 'tolerance' | 'status'> {
  const published = f.value;
  if (typeof published === 'boolean' || typeof predicted === 'boolean') {
    if (predicted === null) return { errorAbs: null, errorRel: null, tolerance: SAME_VERDICT, status: 'missing' };
    return {
      errorAbs: null,
      errorRel: null,
      tolerance: SAME_VERDICT,
      status: predicted === published ? 'within' : 'outside',
    };
  }
  const tolerance = TOLERANCES[f.metric] ?? null;
  if (predicted === null)
    return { errorAbs: null, errorRel: null, tolerance: tolerance?.label ?? null, status: 'missing' };
  const errorAbs = predicted - published;
  const errorRel = published !== 0 ? predicted / published - 1 : null;
  if (!tolerance) return { errorAbs, errorRel, tolerance: null, status: 'info' };
  return {
    errorAbs,
    errorRel,
    tolerance: tolerance.label,
    status: Math.abs(errorAbs) <= tolerance.allowed(published) ? 'within' : 'outside',
  };
}

/** Compares one published figure with the report; `full` says whether scenarios were evaluated. */
export function compareFigure(report: Report, f: PublishedResult, full: boolean): PublishedRow {
  if (f.failedComponentId === undefined) {
    const { value, note } = normalPrediction(report, f);
    return { figure: f, predicted: value, scenario: null, note, ...compareValues(f, value) };
  }
  const tolerance = typeof f.value === 'boolean' ? SAME_VERDICT : (TOLERANCES[f.metric]?.label ?? null);
  if (!full) {
    const note = 'Failure scenarios are still being evaluated.';
    return {
      figure: f,
      predicted: null,
      errorAbs: null,
      errorRel: null,
      tolerance,
      status: 'pending',
      scenario: null,
      note,
    };
  }
  const s = report.scenarios.find((x) => x.componentId === f.failedComponentId) ?? null;
  if (!s) {
    const note = `No failure scenario fails "${f.failedComponentId}": it is not in the design, or cannot fail alone.`;
    return {
      figure: f,
      predicted: null,
      errorAbs: null,
      errorRel: null,
      tolerance,
      status: 'missing',
      scenario: null,
      note,
    };
  }
  const value = scenarioPrediction(s, f.metric);
  const scenario = { id: s.id, label: s.label, pass: s.pass, survivable: s.survivable, failing: s.failing };
  const note =
    f.metric === 'pass'
      ? `${s.survivable ? 'Every database stays served' : 'Some databases go offline'}; Jetstress criteria in this scenario: ${s.pass ? 'pass' : 'fail'}.`
      : 'Worst figure over the servers in this scenario.';
  return { figure: f, predicted: value, scenario, note, ...compareValues(f, value) };
}

/** Every published figure of `meta` against `report`, in the order the preset lists them. */
export function comparePublished(meta: Meta, report: Report, full: boolean): PublishedRow[] {
  return (meta.published ?? []).map((f) => compareFigure(report, f, full));
}

/** Counts for the panel's headline. */
export interface PublishedSummary {
  /** Rows with a tolerance or verdict that were compared. */
  readonly checked: number;
  readonly within: number;
  readonly outside: number;
  readonly pending: number;
}

/** Sums up rows: how many figures with a tolerance are within it. */
export function summarise(rows: readonly PublishedRow[]): PublishedSummary {
  let within = 0;
  let outside = 0;
  let pending = 0;
  for (const r of rows) {
    if (r.status === 'within') within++;
    else if (r.status === 'outside' || (r.status === 'missing' && r.tolerance !== null)) outside++;
    else if (r.status === 'pending') pending++;
  }
  return { checked: within + outside, within, outside, pending };
}
