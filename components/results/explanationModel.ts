/**
 * Shapes an engine explanation for the chart: the terms in the figure's own unit become bars,
 * largest first, with the long tail folded into one "smaller terms" bar; terms in other units
 * (threads, %, a target) are listed beside it as the factors behind the figure.
 */
import type { Explanation } from '../../engine/ts/reportSchema';

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
