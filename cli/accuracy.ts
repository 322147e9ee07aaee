/**
 * Published vs predicted: the prediction for each figure a preset publishes (`meta.published`),
 * its error, and the accuracy tolerance of issue 5. Shared by `scripts/validation.ts` (the table in
 * docs/validation.md) and `presets/evaluate.test.ts` (which asserts it).
 */
import type { Report, ScenarioResult } from '../engine/ts/reportSchema';
import type { Design } from '../src/schema/design';
import type { PublishedMetric, PublishedResult } from '../src/schema/provenance';
import { totalLatencyMs } from './figures';

/** An accuracy tolerance of issue 5, as an allowed absolute error for a published value. */
export interface Tolerance {
  /** How the tolerance is written, e.g. `±max(2 ms, 20 %)`. */
  readonly label: string;
  /** Largest allowed |predicted − published| for `published`, in the figure's unit. */
  allowed(published: number): number;
}

/**
 * Issue 5, "Accuracy, honestly obtained": achieved transactional IOPS ±15 %, average DB read
 * latency ±max(2 ms, 20 %), log write latency ±max(1 ms, 50 %), and the same pass/fail (handled
 * separately). Other published figures (reads/s, writes/s, DB write latency, target) are shown
 * with their error but have no tolerance.
 */
export const TOLERANCES: Partial<Record<PublishedMetric, Tolerance>> = {
  achievedIops: { label: '±15 %', allowed: (p) => 0.15 * Math.abs(p) },
  dbReadLatencyMs: { label: '±max(2 ms, 20 %)', allowed: (p) => Math.max(2, 0.2 * Math.abs(p)) },
  logWriteLatencyMs: { label: '±max(1 ms, 50 %)', allowed: (p) => Math.max(1, 0.5 * Math.abs(p)) },
};

/** Label of the pass/fail criterion. */
export const SAME_VERDICT = 'same pass/fail';

export interface Comparison {
  readonly figure: PublishedResult;
  /** The model's figure; `null` when the report has nothing to compare (e.g. unknown server). */
  readonly predicted: number | boolean | null;
  /** predicted − published, in the figure's unit (numbers only). */
  readonly errorAbs: number | null;
  /** predicted / published − 1, as a fraction (numbers only, published ≠ 0). */
  readonly errorRel: number | null;
  /** The issue 5 tolerance that applies, or `null` when none does. */
  readonly tolerance: string | null;
  /** Whether the prediction is within the tolerance; `null` when no tolerance applies. */
  readonly within: boolean | null;
}

/** The predicted value of a published figure measured in the normal state. */
export function predictedValue(report: Report, figure: PublishedResult): number | boolean | null {
  const metric = figure.metric;
  if (figure.serverId !== undefined) {
    const server = report.servers.find((s) => s.id === figure.serverId);
    if (!server) return null;
    return server[metric];
  }
  switch (metric) {
    case 'pass':
      return report.pass;
    case 'dbReadLatencyMs':
    case 'dbWriteLatencyMs':
    case 'logWriteLatencyMs':
      return totalLatencyMs(report, metric);
    default:
      return report.totals[metric];
  }
}

/** Compares one published figure (measured in the normal state) with the report. */
export function compareFigure(report: Report, figure: PublishedResult): Comparison {
  const predicted = predictedValue(report, figure);
  const published = figure.value;
  if (typeof published === 'boolean' || typeof predicted === 'boolean') {
    // A verdict: the same pass/fail, or nothing comparable (which counts as outside).
    const same = typeof published === 'boolean' && predicted === published;
    return { figure, predicted, errorAbs: null, errorRel: null, tolerance: SAME_VERDICT, within: same };
  }
  const tolerance = TOLERANCES[figure.metric] ?? null;
  if (predicted === null)
    return { figure, predicted, errorAbs: null, errorRel: null, tolerance: tolerance?.label ?? null, within: false };
  const errorAbs = predicted - published;
  return {
    figure,
    predicted,
    errorAbs,
    errorRel: published !== 0 ? predicted / published - 1 : null,
    tolerance: tolerance?.label ?? null,
    within: tolerance ? Math.abs(errorAbs) <= tolerance.allowed(published) : null,
  };
}

/** Every published figure measured in the normal state (failure-scenario figures are separate). */
export function normalStateFigures(design: Design): PublishedResult[] {
  return (design.meta.published ?? []).filter((f) => f.failedComponentId === undefined);
}

/** Published figures measured with a component failed. */
export function failureFigures(design: Design): PublishedResult[] {
  return (design.meta.published ?? []).filter((f) => f.failedComponentId !== undefined);
}

/** Compares every normal-state published figure of `design` with `report`. */
export function compareAll(report: Report, design: Design): Comparison[] {
  return normalStateFigures(design).map((f) => compareFigure(report, f));
}

/** The single-failure scenario that fails the figure's component (full reports only). */
export function scenarioFor(report: Report, figure: PublishedResult): ScenarioResult | null {
  return report.scenarios.find((s) => s.componentId === figure.failedComponentId) ?? null;
}
