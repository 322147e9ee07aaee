/**
 * Figures shown beside their verdict, or coloured by it, as `components/format.ts` writes them,
 * with more decimals only where those would read the other way from the verdict: a database read
 * latency of 20.003 ms fails "≤ 20 ms" and reads "20.003 ms", not "20.0 ms" in red beside a Fail
 * (`engine/ts/criterionFigure.ts` has the rule). Where the decimals are raised, the limit beside
 * the figure is written to the same decimals ("≤ 20.000 ms"), so the two compare digit by digit.
 * The results dock, the failure view banner and the design report use these, so a figure reads the
 * same everywhere.
 */
import { criterionDecimals, judgedValue } from '../../engine/ts/criterionFigure';
import type { Criterion } from '../../engine/ts/reportSchema';
import { DB_READ_LIMIT_MS, LOG_WRITE_LIMIT_MS } from '../canvas/annotations/badges';
import { fmtValue } from '../format';
import { thresholdOf } from './tones';

/** A figure and its limit, as written beside each other. */
export interface JudgedFigure {
  readonly value: string;
  readonly limit: string;
}

type Maybe = number | null | undefined;

const isIops = (unit: string): boolean => unit === 'IO/s' || unit === 'IOPS';

/** The decimals `fmtValue` writes `n` in `unit` with (at most: `upToOne` drops a trailing 0). */
function usualDecimals(n: number, unit: string): number {
  if (unit === 'ms') return Math.abs(n) >= 9.995 ? 1 : 2;
  if (isIops(unit)) return Math.abs(n) >= 1000 ? 0 : 1;
  if (unit === 'MB/s' || unit === '%') return 1;
  return 2;
}

const fixedFormats = new Map<number, Intl.NumberFormat>();

/** `n` at exactly `decimals` decimals, thousands grouped, with `unit` as `fmtValue` writes it. */
export function fmtAt(n: number, unit: string, decimals: number): string {
  let f = fixedFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedFormats.set(decimals, f);
  }
  const text = f.format(n).replace(/^-(0(\.0+)?)$/, '$1');
  const u = isIops(unit) ? 'IO/s' : unit;
  return u ? `${text} ${u}` : text;
}

/**
 * `value` and `threshold` in `unit`, as `fmtValue` writes them; both to more decimals, the same for
 * both, where the usual ones would read the other way from the engine's verdict on `value`
 * (judged by `comparator` against `threshold`).
 */
export function judgedFigure(value: Maybe, threshold: number, comparator: string, unit: string): JudgedFigure {
  const usual = { value: fmtValue(value, unit), limit: fmtValue(threshold, unit) };
  if (value === null || value === undefined || !Number.isFinite(value)) return usual;
  // Both are read at the fewer decimals of the two: that is where they can read alike.
  const normal = Math.min(usualDecimals(value, unit), usualDecimals(threshold, unit));
  const d = criterionDecimals(value, threshold, comparator, normal);
  return d === normal ? usual : { value: fmtAt(value, unit, d), limit: fmtAt(threshold, unit, d) };
}

/** A criterion's value and limit: `20.003 ms` and `20.000 ms` where `20.0 ms` would pass it. */
export function criterionFigure(c: Pick<Criterion, 'value' | 'threshold' | 'comparator' | 'unit'>): JudgedFigure {
  return judgedFigure(c.value, c.threshold, c.comparator, c.unit);
}

/** A DB read latency [ms] against the limit of `criteria` (or Jetstress's 20 ms), as `dbReadTone` judges it. */
export function dbReadFigure(ms: Maybe, criteria: readonly Criterion[] = []): JudgedFigure {
  return judgedFigure(ms, thresholdOf(criteria, 'dbReadLatency', DB_READ_LIMIT_MS), '<=', 'ms');
}

/** A log write latency [ms] against the limit of `criteria` (or Jetstress's 10 ms), as `logWriteTone` judges it. */
export function logWriteFigure(ms: Maybe, criteria: readonly Criterion[] = []): JudgedFigure {
  return judgedFigure(ms, thresholdOf(criteria, 'logWriteLatency', LOG_WRITE_LIMIT_MS), '<=', 'ms');
}

/**
 * Achieved IO/s (`value`) against the target (`limit`), as the engine judges them: the achieved
 * rounded to 0.001 at least the target so rounded. "9,999.96 IO/s of 10,000.00 IO/s", not
 * "10,000 IO/s of 10,000 IO/s" beside a Fail.
 */
export function iopsFigure(achieved: number, target: number): JudgedFigure {
  return judgedFigure(achieved, judgedValue(target), '>=', 'IO/s');
}
