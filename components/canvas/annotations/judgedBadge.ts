/**
 * The card badges' figures beside their verdict, and their colour, as the engine judges them: on
 * the figure rounded to 0.001 (`engine/ts/criterionFigure.ts`). The badges print IO/s as the rest
 * of the app does (`fmtIopsValue`: one decimal below 1,000) and latencies as `fmtMs`, with more
 * decimals only where those would read the other way from the verdict: a failing 754.2 of a
 * 754.4 IO/s target never reads "754 / 754", a failing 20.003 ms never "20.0 ms".
 *
 * (`components/results/judgedFigures.ts` does the same for the results dock; the badges cannot
 * import it, as it reads the Jetstress limits from `badges.ts`.)
 */
import { criterionDecimals, judge, judgedValue } from '../../../engine/ts/criterionFigure';
import { fmtIopsValue, fmtMs } from '../../format';

type Maybe = number | null | undefined;

const fixedFormats = new Map<number, Intl.NumberFormat>();

/** `n` at exactly `decimals` decimals, thousands grouped (never `-0`). */
function fixedAt(n: number, decimals: number): string {
  let f = fixedFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedFormats.set(decimals, f);
  }
  return f.format(n).replace(/^-(0(\.0+)?)$/, '$1');
}

/**
 * Whether `achieved` IO/s meets `target` as the engine judges it ("Achieved transactional IOPS ≥
 * target"): achieved rounded to 0.001 at least the target so rounded. 754.4004 meets 754.4.
 */
export function meetsTarget(achieved: number, target: number): boolean {
  return judge(achieved, judgedValue(target), '>=') === true;
}

/** The decimals `fmtIopsValue` writes `n` with (at most: it drops a trailing 0). */
const iopsDecimals = (n: number): number => (Math.abs(n) >= 1000 ? 0 : 1);

/**
 * Achieved and target IO/s without the unit, as `fmtIopsValue` writes them (`754.2`, `10,016`);
 * both to as many more decimals as it takes, the same for both, where those would read the other
 * way from `meetsTarget`: a failing 754.2 of 754.4 is "754.2 / 754.4", a failing 9,999.96 of
 * 10,000 is "9,999.96 / 10,000.00", never "10,000 / 10,000".
 */
export function iopsPair(achieved: number, target: number): { readonly achieved: string; readonly target: string } {
  if (!Number.isFinite(achieved) || !Number.isFinite(target))
    return { achieved: fmtIopsValue(achieved), target: fmtIopsValue(target) };
  const usual = Math.min(iopsDecimals(achieved), iopsDecimals(target));
  const d = criterionDecimals(achieved, judgedValue(target), '>=', usual);
  return d === usual
    ? { achieved: fmtIopsValue(achieved), target: fmtIopsValue(target) }
    : { achieved: fixedAt(achieved, d), target: fixedAt(target, d) };
}

/** `achieved / target` as a badge and the diagram write it: `754.2 / 754.4`. */
export function iopsPairText(achieved: number, target: number): string {
  const p = iopsPair(achieved, target);
  return `${p.achieved} / ${p.target}`;
}

/**
 * A latency [ms] judged against `limitMs` (≤), as `fmtMs` writes it (`15.6 ms`, `2.28 ms`), or to
 * more decimals where that would read as meeting a limit it fails: 20.003 ms is "20.003 ms".
 */
export function latencyText(ms: Maybe, limitMs: number): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return fmtMs(ms);
  const msDecimals = (n: number): number => (Math.abs(n) >= 9.995 ? 1 : 2);
  const usual = Math.min(msDecimals(ms), msDecimals(limitMs));
  const d = criterionDecimals(ms, limitMs, '<=', usual);
  return d === usual ? fmtMs(ms) : `${fixedAt(ms, d)} ms`;
}
