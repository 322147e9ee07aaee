/**
 * A criterion's figure and its limit where both are printed side by side (the Servers tab's
 * criteria rows, the design report's criteria table and its result notes): as `judgedFigure`
 * writes them, except that a limit the usual decimals would round is printed whole, with the
 * figure at the same decimals (src/plan/criterionLimit.ts has the rule and why). Background
 * maintenance's limit of 6.75 MB/s reads "≥ 6.75 MB/s" beside "5.63 MB/s", as in the test plan and
 * the engine's finding, not "≥ 6.8 MB/s" beside "5.6 MB/s". Here, with the report's pure readings,
 * so the dock and the report share it. Pure.
 */
import { fmtAt, type JudgedFigure, judgedFigure } from '../../../components/results/judgedFigures';
import type { Criterion } from '../../../engine/ts/reportSchema';
import { criterionPrintDecimals, limitDecimals } from '../../plan/criterionLimit';

type Maybe = number | null | undefined;

/** The decimals a figure was printed with: `6.8 MB/s` → 1, `10,000 IO/s` → 0. */
const decimalsIn = (text: string): number => /\d\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/**
 * `value` against `threshold` in `unit`, as `judgedFigure` writes them, except that a limit its
 * usual decimals would round is written whole, with the figure at the same decimals: "5.63 MB/s"
 * against "6.75 MB/s", not "5.6 MB/s" against "6.8 MB/s".
 */
export function limitFigure(value: Maybe, threshold: number, comparator: string, unit: string): JudgedFigure {
  const usual = judgedFigure(value, threshold, comparator, unit);
  const whole = limitDecimals(threshold);
  if (whole <= decimalsIn(usual.limit)) return usual;
  const d = criterionPrintDecimals(value, threshold, comparator, whole);
  const known = value !== null && value !== undefined && Number.isFinite(value);
  return { value: known ? fmtAt(value, unit, d) : usual.value, limit: fmtAt(threshold, unit, d) };
}

/** A criterion's value and limit, as `limitFigure` prints them. */
export function criterionLimitFigure(c: Pick<Criterion, 'value' | 'threshold' | 'comparator' | 'unit'>): JudgedFigure {
  return limitFigure(c.value, c.threshold, c.comparator, c.unit);
}
