/**
 * The CLI's view of published vs predicted (src/validation/published.ts): normal-state figures
 * only, as a `within` flag. Failure-scenario figures are listed apart (`failureFigures`,
 * `scenarioFor`) because docs/validation.md describes their scenario in words. Read by
 * `scripts/validation.ts` (the table in docs/validation.md) and `presets/evaluate.test.ts`.
 */
import type { Report } from '../engine/ts/reportSchema';
import type { Design } from '../src/schema/design';
import type { PublishedResult } from '../src/schema/provenance';
import {
  compareFigure,
  failureFigures as failuresOf,
  type Comparison as FullComparison,
  normalStateFigures,
  withinTolerance,
} from '../src/validation/published';

export { SAME_VERDICT, scenarioFor } from '../src/validation/published';

export interface Comparison extends Pick<
  FullComparison,
  'figure' | 'predicted' | 'errorAbs' | 'errorRel' | 'tolerance'
> {
  /** Whether the prediction meets the tolerance or verdict; `null` when none applies (see `withinTolerance`). */
  readonly within: boolean | null;
}

/** Compares every normal-state published figure of `design` with a full `report`. */
export function compareAll(report: Report, design: Design): Comparison[] {
  return normalStateFigures(design.meta).map((f) => {
    const c = compareFigure(report, f, true);
    return { ...c, within: withinTolerance(c) };
  });
}

/** Published figures of `design` measured with a component failed. */
export function failureFigures(design: Design): PublishedResult[] {
  return failuresOf(design.meta);
}
