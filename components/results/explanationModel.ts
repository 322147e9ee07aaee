/**
 * Shapes an engine explanation for the chart: the terms in the figure's own unit become bars,
 * largest first, with the long tail folded into one "smaller terms" bar; terms in other units
 * (threads, %, a target) are listed beside it as the factors behind the figure.
 */
import type { Explanation } from '../../engine/ts/reportSchema';
import { fmtRatio, fmtValue } from '../format';

type Term = Explanation['terms'][number];

/** One bar: a term, or several small ones folded together. */
export interface Bar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  /** Components this bar stands for (one for a term; all of them for the folded tail). */
  readonly componentIds: readonly string[];
  /** How many engine terms the bar holds. */
  readonly count: number;
}

/** What the explanation view draws. */
export interface ExplanationModel {
  readonly bars: readonly Bar[];
  /** Terms in another unit than the figure's, in the engine's order. */
  readonly factors: readonly Term[];
  /** Sum of every term in the figure's unit. */
  readonly termTotal: number;
}

/** Bars shown before the rest are folded into one. */
export const MAX_BARS = 6;

/** Builds the chart model of `e`. */
export function explanationModel(e: Explanation, maxBars = MAX_BARS): ExplanationModel {
  const same = e.terms.filter((t) => t.unit === e.unit);
  const factors = e.terms.filter((t) => t.unit !== e.unit);
  const sorted = same.map((t, i) => ({ t, i })).sort((a, b) => Math.abs(b.t.value) - Math.abs(a.t.value) || a.i - b.i);
  // A term names one component, or lists the copies of a part it sums (one per path).
  const ids = (terms: readonly Term[]): string[] => [
    ...new Set(terms.flatMap((t) => t.componentIds ?? (t.componentId === null ? [] : [t.componentId]))),
  ];
  // Folding a single term gains nothing: show it as itself.
  const keep = sorted.length > maxBars ? maxBars - 1 : sorted.length;
  const bars: Bar[] = sorted.slice(0, keep).map(({ t, i }) => ({
    key: `t${i}`,
    label: t.label,
    value: t.value,
    unit: t.unit,
    componentIds: ids([t]),
    count: 1,
  }));
  const tail = sorted.slice(keep).map(({ t }) => t);
  // A term the engine folded from several tiny ones counts as all of them.
  const count = tail.reduce((n, t) => n + (t.count ?? 1), 0);
  if (tail.length > 0)
    bars.push({
      key: 'rest',
      label: `${count} smaller terms`,
      value: tail.reduce((sum, t) => sum + t.value, 0),
      unit: e.unit,
      componentIds: ids(tail),
      count,
    });
  return { bars, factors, termTotal: same.reduce((sum, t) => sum + t.value, 0) };
}

/**
 * A factor of an explanation ("Behind this figure": threads, processing time, I/O wait, I/Os per
 * operation, the busiest resource) as the dock and the design report write it, so that it reads as
 * the summary sentence beside it states it and the customer can multiply it out:
 *
 * - the closed loop's times and I/Os per operation with the decimals of the engine's own equation
 *   ("320 threads ÷ (22.500 ms + 9.454 ms) × 1.0000 = 10,014 IO/s"): at the usual two (9.45 ms,
 *   "1 I/O") the factors gave 10,016 IO/s on a calculator, and a CLARiiON VM's 0.9996 I/Os per
 *   operation read "1 I/O" beside "× 0.9996" in the sentence;
 * - a utilisation in whole percent, as every other busy figure of the app (the sentence beside it
 *   says "85 % busy"; the factor said "84.8 %").
 */

/** Decimals of the achieved-IOPS equation's times [ms] and I/Os per operation (engine throughput.rs). */
const EQUATION_DECIMALS: Readonly<Record<string, number>> = { ms: 3, 'I/O': 4 };

/** Whether `e` is a server's achieved transactional IOPS, explained by its closed-loop equation. */
export const isLoopExplanation = (e: Pick<Explanation, 'id'>): boolean => e.id.endsWith(':achievedIops');

/** Factor `f` of explanation `e`, with its unit. */
export function factorText(f: Pick<Term, 'value' | 'unit'>, e: Pick<Explanation, 'id'>): string {
  if (!Number.isFinite(f.value)) return fmtValue(f.value, f.unit);
  if (f.unit === '%') return fmtRatio(f.value / 100);
  // A whole count (3 outstanding I/Os per thread) reads as the sentence says it, without decimals.
  const count = f.unit === 'I/O' && Number.isInteger(f.value);
  const decimals = isLoopExplanation(e) && !count ? EQUATION_DECIMALS[f.unit] : undefined;
  if (decimals === undefined) return fmtValue(f.value, f.unit);
  const number = f.value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${number} ${f.unit}`;
}
