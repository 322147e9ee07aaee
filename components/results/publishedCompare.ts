/**
 * The "Published vs predicted" tab's view of src/validation/published.ts (the mapping, tolerances
 * and failure-scenario comparison live there, shared with the CLI): its rows, the headline counts,
 * and the words its cells use, which the exported design report (src/report) shares.
 */
import type { Meta, SourceRef } from '../../src/schema/provenance';
import { citation } from '../../src/validation/citation';
import { type Comparison, withinTolerance } from '../../src/validation/published';
import { DASH, fmtValue } from '../format';

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

/**
 * Where a figure was read, as a customer may see it: lines of the design's own source, another
 * document by name unless that name is an internal seed file (src/validation/citation.ts).
 */
export function sourceText(s: SourceRef, source: Meta['source']): string {
  return citation(s, source);
}

function verdictText(v: boolean, underFailure: boolean): string {
  if (underFailure) return v ? 'Survives' : 'Interrupted';
  return v ? 'Pass' : 'Fail';
}

/** A published or predicted value in its unit; a verdict in words (`Survives` under a failure). */
export function valueText(v: number | boolean | null, unit: string, underFailure: boolean): string {
  if (v === null) return DASH;
  if (typeof v === 'boolean') return verdictText(v, underFailure);
  return fmtValue(v, unit);
}

// A figure no tolerance applies to (targets, reads/s, DB write latency) is shown with its error and
// no verdict. "Error only" read as "only an error" in front of a customer; docs/validation.md and
// `npm run validation` call these rows "no tolerance".
/** A comparison's status in words. */
export const statusText: Readonly<Record<Comparison['status'], string>> = {
  within: 'Within',
  outside: 'Outside',
  info: 'No tolerance',
  pending: 'Analysing failures…',
  missing: 'Not predicted',
};
