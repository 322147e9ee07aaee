/**
 * The "Published vs predicted" tab's view of src/validation/published.ts (the mapping, tolerances
 * and failure-scenario comparison live there, shared with the CLI): its rows and the headline
 * counts.
 */
import { type Comparison, withinTolerance } from '../../src/validation/published';

export { comparePublished } from '../../src/validation/published';
export type { Comparison as PublishedRow } from '../../src/validation/published';

/** Counts for the panel's headline. */
export interface PublishedSummary {
  /** Rows with a tolerance or verdict that were compared. */
  readonly checked: number;
  readonly within: number;
  readonly outside: number;
  /** Rows waiting for the failure scenarios. */
  readonly pending: number;
}

/** Sums up rows: how many figures with a tolerance are within it (a missing prediction is not). */
export function summarise(rows: readonly Comparison[]): PublishedSummary {
  let within = 0;
  let outside = 0;
  let pending = 0;
  for (const r of rows) {
    if (r.status === 'pending') pending++;
    const ok = withinTolerance(r);
    if (ok === true) within++;
    else if (ok === false) outside++;
  }
  return { checked: within + outside, within, outside, pending };
}
