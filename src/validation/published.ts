/**
 * Published vs predicted, the one implementation: for each figure a design publishes
 * (`meta.published`), the engine's prediction, the error and the verdict against issue 5's
 * tolerances. Pure (no Node, no React): the app's "Published vs predicted" tab, the CLI,
 * `npm run validation` (docs/validation.md) and `presets/evaluate.test.ts` all read it.
 *
 * Mapping:
 * - a figure with `serverId` reads that server's result;
 * - a whole-design figure reads the totals, except latencies, which are averaged over the servers
 *   weighted by the operations they time (DB reads/s, DB writes/s, log writes/s), as Jetstress
 *   aggregates them;
 * - a figure measured under a failure (`failedComponentId`) is compared with the single-failure
 *   scenario that fails that component, which only a full report carries. Scenarios hold
 *   whole-design figures only, so a server's figure under a failure has no prediction.
 */
import type { Report, ScenarioResult, ServerResult } from '../../engine/ts/reportSchema';
import type { Meta, PublishedMetric, PublishedResult } from '../schema/provenance';

/** An accuracy tolerance of issue 5, as an allowed absolute error for a published value. */
export interface Tolerance {
  /** How the tolerance is written, e.g. `±max(2 ms, 20 %)`. */
  readonly label: string;
  /** Largest allowed |predicted − published| for `published`, in the figure's unit. */
  allowed(published: number): number;
}

/**
 * Issue 5, "Accuracy, honestly obtained": achieved transactional IOPS ±15 %, average DB read
 * latency ±max(2 ms, 20 %), log write latency ±max(1 ms, 50 %), and the same pass/fail
 * (`SAME_VERDICT`). Other figures (reads/s, writes/s, DB write latency, target) are shown with
 * their error and have no tolerance.
 */
export const TOLERANCES: Partial<Record<PublishedMetric, Tolerance>> = {
  achievedIops: { label: '±15 %', allowed: (p) => 0.15 * Math.abs(p) },
  dbReadLatencyMs: { label: '±max(2 ms, 20 %)', allowed: (p) => Math.max(2, 0.2 * Math.abs(p)) },
  logWriteLatencyMs: { label: '±max(1 ms, 50 %)', allowed: (p) => Math.max(1, 0.5 * Math.abs(p)) },
};

/** The criterion, and its label, for pass/fail figures: the verdicts must be equal. */
export const SAME_VERDICT = 'same pass/fail';

export type LatencyMetric = 'dbReadLatencyMs' | 'dbWriteLatencyMs' | 'logWriteLatencyMs';

/** The per-second count each latency is averaged over. */
const WEIGHT: Record<LatencyMetric, (s: ServerResult) => number> = {
  dbReadLatencyMs: (s) => s.dbReadsPerSec,
  dbWriteLatencyMs: (s) => s.dbWritesPerSec,
  logWriteLatencyMs: (s) => s.logWritesPerSec,
};

/**
 * Average latency over servers [ms], weighted by the operations it times (as
 * `engine/core/examples/calibrate.rs` does); servers without that latency are skipped, and the
 * result is `null` when none has it (or all weights are 0).
 */
export function weightedLatencyMs(servers: readonly ServerResult[], metric: LatencyMetric): number | null {
  let sum = 0;
  let weight = 0;
  for (const s of servers) {
    const value = s[metric];
    if (value === null) continue;
    sum += value * WEIGHT[metric](s);
    weight += WEIGHT[metric](s);
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * How a comparison reads: `within` / `outside` its tolerance (or verdict), `info` (no tolerance:
 * shown with its error), `pending` (needs the failure scenarios, not evaluated yet), `missing` (the
 * report has nothing to compare, e.g. the server was deleted).
 */
export type Status = 'within' | 'outside' | 'info' | 'pending' | 'missing';

/** One published figure against a report. */
export interface Comparison {
  readonly figure: PublishedResult;
  /** The model's figure; `null` when there is none (see `status` and `note`). */
  readonly predicted: number | boolean | null;
  /** predicted − published, in the figure's unit (numbers only). */
  readonly errorAbs: number | null;
  /** predicted ÷ published − 1, as a fraction (numbers only, published ≠ 0). */
  readonly errorRel: number | null;
  /** Label of the tolerance that applies (`SAME_VERDICT` for verdicts), or `null` when none does. */
  readonly tolerance: string | null;
  readonly status: Status;
  /** The failure scenario compared with, for figures measured under a failure. */
  readonly scenario: Pick<ScenarioResult, 'id' | 'label' | 'pass' | 'survivable' | 'failing'> | null;
  /** Why there is no prediction, or what the prediction stands for. */
  readonly note: string | null;
}

interface Prediction {
  readonly value: number | boolean | null;
  readonly note: string | null;
}

/** The tolerance label of a figure, whatever the prediction: verdicts by their published value. */
function toleranceOf(f: PublishedResult): string | null {
  return typeof f.value === 'boolean' ? SAME_VERDICT : (TOLERANCES[f.metric]?.label ?? null);
}

/**
 * Bytes in one unit a source prints capacity in. The engine reports decimal GB (10^9 B); Data
 * ONTAP and most array consoles print binary units under the names GB and TB, which a preset
 * records as GiB and TiB after saying why in its readings.
 */
export const CAPACITY_UNIT_BYTES: Readonly<Record<string, number>> = {
  GB: 1e9,
  TB: 1e12,
  GiB: 2 ** 30,
  TiB: 2 ** 40,
};

/** A RAID group's usable capacity (or the design's, without `raidGroupId`) in the figure's unit. */
function capacityPrediction(report: Report, f: PublishedResult): Prediction {
  const unit = CAPACITY_UNIT_BYTES[f.unit];
  if (unit === undefined) return { value: null, note: `Capacity figures take GB, TB, GiB or TiB, not "${f.unit}".` };
  const group =
    f.raidGroupId === undefined ? report.capacity : report.capacity.raidGroups.find((g) => g.id === f.raidGroupId);
  if (!group) return { value: null, note: `The design has no RAID group "${f.raidGroupId}" any more.` };
  const note = 'raidGroups' in group ? 'Usable capacity of every RAID group.' : `${group.usableBasis}.`;
  return { value: (group.usableGb * 1e9) / unit, note };
}

/** The normal-state prediction of a figure. */
function normalPrediction(report: Report, f: PublishedResult): Prediction {
  if (f.metric === 'usableGb') return capacityPrediction(report, f);
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

/** What a scenario predicts for a whole-design figure measured under that failure. */
function scenarioPrediction(s: ScenarioResult, metric: PublishedMetric): Prediction {
  switch (metric) {
    // "No I/O interruption": every database stays served.
    case 'pass': {
      const served = s.survivable ? 'Every database stays served' : 'Some databases go offline';
      return {
        value: s.survivable,
        note: `${served}; Jetstress criteria in this scenario: ${s.pass ? 'pass' : 'fail'}.`,
      };
    }
    case 'achievedIops':
    case 'targetIops':
      return { value: s[metric], note: 'Total over all servers in this scenario.' };
    case 'dbReadLatencyMs':
      return { value: s.worstDbReadLatencyMs, note: 'Worst figure over the servers in this scenario.' };
    case 'logWriteLatencyMs':
      return { value: s.worstLogWriteLatencyMs, note: 'Worst figure over the servers in this scenario.' };
    default:
      return { value: null, note: 'The failure scenarios do not predict this figure.' };
  }
}

/** Error and status of a prediction against the published value. */
function judge(
  f: PublishedResult,
  predicted: number | boolean | null,
): Pick<Comparison, 'errorAbs' | 'errorRel' | 'tolerance' | 'status'> {
  const published = f.value;
  const tolerance = toleranceOf(f);
  if (predicted === null) return { errorAbs: null, errorRel: null, tolerance, status: 'missing' };
  if (typeof published === 'boolean' || typeof predicted === 'boolean') {
    // A verdict on either side: only the same verdict matches (a number never equals a boolean).
    const status = predicted === published ? 'within' : 'outside';
    return { errorAbs: null, errorRel: null, tolerance: SAME_VERDICT, status };
  }
  const errorAbs = predicted - published;
  const errorRel = published !== 0 ? predicted / published - 1 : null;
  const allowed = TOLERANCES[f.metric]?.allowed(published);
  if (allowed === undefined) return { errorAbs, errorRel, tolerance, status: 'info' };
  return { errorAbs, errorRel, tolerance, status: Math.abs(errorAbs) <= allowed ? 'within' : 'outside' };
}

/** A comparison without a prediction. */
function unpredicted(f: PublishedResult, status: 'pending' | 'missing', note: string): Comparison {
  return {
    figure: f,
    predicted: null,
    errorAbs: null,
    errorRel: null,
    tolerance: toleranceOf(f),
    status,
    scenario: null,
    note,
  };
}

/** The single-failure scenario that fails the figure's component (full reports only), or `null`. */
export function scenarioFor(report: Report, figure: PublishedResult): ScenarioResult | null {
  if (figure.failedComponentId === undefined) return null;
  return report.scenarios.find((s) => s.componentId === figure.failedComponentId) ?? null;
}

/**
 * Compares one published figure with `report`. `full` says whether the report carries the failure
 * scenarios; without them a figure measured under a failure is `pending`.
 */
export function compareFigure(report: Report, figure: PublishedResult, full: boolean): Comparison {
  if (figure.failedComponentId === undefined) {
    const { value, note } = normalPrediction(report, figure);
    return { figure, predicted: value, scenario: null, note, ...judge(figure, value) };
  }
  if (figure.serverId !== undefined)
    return unpredicted(
      figure,
      'missing',
      `Failure scenarios predict whole-design figures only, not server "${figure.serverId}".`,
    );
  if (!full) return unpredicted(figure, 'pending', 'Failure scenarios are still being evaluated.');
  const s = scenarioFor(report, figure);
  if (!s) {
    const note = `No failure scenario fails "${figure.failedComponentId}": it is not in the design, or cannot fail alone.`;
    return unpredicted(figure, 'missing', note);
  }
  const { value, note } = scenarioPrediction(s, figure.metric);
  const scenario = { id: s.id, label: s.label, pass: s.pass, survivable: s.survivable, failing: s.failing };
  return { figure, predicted: value, scenario, note, ...judge(figure, value) };
}

/** Every published figure of `meta` against `report`, in the order the design lists them. */
export function comparePublished(meta: Pick<Meta, 'published'>, report: Report, full: boolean): Comparison[] {
  return (meta.published ?? []).map((f) => compareFigure(report, f, full));
}

/**
 * Whether a comparison meets its tolerance or verdict: `null` when none applies (`info`) or it is
 * not known yet (`pending`). A figure with a tolerance and no prediction counts as not met, so a
 * deleted server or a missing scenario cannot hide a miss.
 */
export function withinTolerance(c: Pick<Comparison, 'status' | 'tolerance'>): boolean | null {
  switch (c.status) {
    case 'within':
      return true;
    case 'outside':
      return false;
    case 'missing':
      return c.tolerance === null ? null : false;
    default:
      return null;
  }
}

/** Published figures measured in the normal state. */
export function normalStateFigures(meta: Pick<Meta, 'published'>): PublishedResult[] {
  return (meta.published ?? []).filter((f) => f.failedComponentId === undefined);
}

/** Published figures measured with a component failed. */
export function failureFigures(meta: Pick<Meta, 'published'>): PublishedResult[] {
  return (meta.published ?? []).filter((f) => f.failedComponentId !== undefined);
}
