/**
 * The summary's figures beside their verdicts (`summary.ts`): IO/s whole and latencies to 0.01 ms,
 * as the rest of the summary prints them, with more decimals, up to the engine's 0.001, where
 * those would read the other way from the verdict (`engine/ts/criterionFigure.ts`): a failing
 * 20.003 ms read latency prints "20.003", not "20.00"; a missed target "9,999.96 of 10,000.00".
 */
import { isYesNo, yesNoWords } from '../../engine/ts/criterionWords';
import { criterionDecimals, judgedValue } from '../../engine/ts/criterionFigure';
import type { Criterion, ServerResult } from '../../engine/ts/reportSchema';
import { comparatorSymbol, fixed } from './table';

/** Decimals of IO/s and of latencies [ms] where no verdict asks for more. */
export const IOPS_DECIMALS = 0;
export const MS_DECIMALS = 2;

/** The threshold of criterion `id` as the first of `servers` that states it gives it; null if none does. */
function limitOf(servers: readonly ServerResult[], id: string): number | null {
  for (const s of servers) {
    const c = s.criteria.find((x) => x.id === id);
    if (c) return c.threshold;
  }
  return null;
}

/** A latency judged against `limit` (≤), to 0.01 ms or as many more decimals as its verdict needs. */
export function latency(ms: number | null, limit: number | null): string {
  return fixed(ms, limit === null ? MS_DECIMALS : criterionDecimals(ms, limit, '<=', MS_DECIMALS));
}

/**
 * Achieved and target IO/s, at the same decimals: whole, or as many more as it takes for the pair
 * to read as the engine judges it (achieved, rounded to 0.001, at least the target so rounded).
 */
export function iopsPair(achieved: number, target: number): { achieved: string; target: string } {
  const d = criterionDecimals(achieved, judgedValue(target), '>=', IOPS_DECIMALS);
  return { achieved: fixed(achieved, d), target: fixed(target, d) };
}

/**
 * A criterion's value and limit, at the same decimals: `decimals` (the caller's for its unit), or
 * as many more as it takes for them to read as the verdict does: "20.003 ms (limit ≤ 20.000 ms)".
 * A criterion judged yes or no (whether a database runs) reads "Runs: no (its reason)", with no
 * limit: "n/a (limit = 1.00 )" meant nothing.
 */
export function criterionText(
  c: Pick<Criterion, 'label' | 'value' | 'threshold' | 'comparator' | 'unit' | 'pass'>,
  decimals: number,
): string {
  if (isYesNo(c)) return yesNoWords(c).answer;
  const d = criterionDecimals(c.value, c.threshold, c.comparator, decimals);
  const unit = c.unit ? ` ${c.unit}` : '';
  const value = c.value === null ? 'n/a' : `${fixed(c.value, d)}${unit}`;
  return `${value} (limit ${comparatorSymbol(c.comparator)} ${fixed(c.threshold, d)}${unit})`;
}

/** The read and log write latency limits `servers` are judged by; null where none states one (no verdict). */
export const readLimit = (servers: readonly ServerResult[]): number | null => limitOf(servers, 'dbReadLatency');
export const logLimit = (servers: readonly ServerResult[]): number | null => limitOf(servers, 'logWriteLatency');

/**
 * A utilisation (0..1) in whole percent, as the engine's bottleneck sentence writes it (Rust's
 * `{:.0}`, which rounds an exact half to even), so "85 % busy" beside the name and in the sentence
 * are the same figure.
 */
export function busyPct(utilisation: number): string {
  const pct = utilisation * 100;
  const half = Number.isInteger(pct * 2) && !Number.isInteger(pct);
  return fixed(half ? 2 * Math.round(pct / 2) : pct, 0);
}
