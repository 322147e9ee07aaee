/**
 * How many decimals a figure judged against a limit needs, so that the figure as printed never
 * reads the other way from its verdict.
 *
 * The engine judges every Jetstress criterion on its value rounded to 0.001 (`jetstress.rs`
 * `shown`): a database read latency of 20.003 ms fails "≤ 20 ms", an achieved 9,999.96 IO/s fails
 * "≥ 10,000 IO/s". The places that print those figures round to fewer decimals (latencies to 0.1
 * or 0.01 ms, IO/s to 1 or 0.1), and then print "20.0 ms" in red beside a Fail, or "10,000.0 of
 * 10,000.0" beside a Fail: a figure no one can defend in front of a customer. `criterionDecimals`
 * gives such a caller the decimals to print instead; every other figure keeps its usual decimals.
 *
 * The rule. Let `v` be the figure, `t` the limit, `⊙` the comparator, `d0` the decimals the caller
 * normally prints. The verdict is the engine's: `judgedValue(v) ⊙ t`. At `d` decimals the figure
 * prints as `p` and the limit as `q` (both as `Intl` en-US rounds them, see `printedAt`). The text
 * agrees with the verdict at `d` when both `p ⊙ t` and `p ⊙ q` give the verdict: the reader
 * compares the figure with the limit as they know it (20 ms) and with the limit as printed beside
 * it (a 10,000.4 IO/s target printed to whole IO/s reads "10,000"). The answer is the first `d`
 * from `d0` up to 3 at which the text agrees, and 3 when none below 3 does.
 *
 * So:
 * - a figure printed exactly at its limit counts as meeting a `≤` / `≥` limit: "20.0 ms" beside a
 *   pass of "≤ 20 ms" (19.996 ms) is true and keeps its one decimal; beside a fail (20.003 ms) it
 *   is not, and the figure gets three ("20.003"). A strict `<` / `>` limit reads the other way.
 * - decimals are only ever added, one at a time, never taken away, and never past 3 (or `d0`, if
 *   larger): the engine judges at 0.001, so a fourth decimal would show a difference the verdict
 *   ignores (20.0004 ms passes "≤ 20 ms": it is judged as 20.000).
 * - the caller prints the limit at the same decimals as the figure whenever they were raised, so
 *   "20.003 ms (limit ≤ 20.000 ms)" compares digit by digit.
 * - a caller that prints more than 3 decimals shows digits the engine does not judge, and can read
 *   the other way (9,999.9999 IO/s passes "≥ 10,000"); no caller does, and its count is kept.
 *
 * Invariants (property-tested in `criterionFigure.test.ts`): the answer is at least `d0`; at most
 * `max(d0, 3)`; for `d0` ≤ 3 the text agrees at the answer, or the answer is 3 (only a figure not yet rounded
 * by the engine, whose last decimal is a tie the two roundings break differently, can then still
 * read the other way); and no smaller answer from `d0` agrees. For a figure the engine already
 * rounded (a criterion's `value`) and a limit of at most 3 decimals, the text always agrees.
 *
 * Units: none are assumed. The figure and the limit are in the same unit (ms, IO/s, MB/s), and
 * `decimals` counts decimals of that unit. Pure.
 */

/** Decimals the engine judges at: every criterion is evaluated on its value rounded to 0.001. */
export const JUDGED_DECIMALS = 3;

/** A criterion's comparator as the report writes it (`Criterion.comparator`). */
export type Comparator = '<=' | '>=' | '<' | '>';

const COMPARATORS: ReadonlySet<string> = new Set<Comparator>(['<=', '>=', '<', '>']);

/** Whether `comparator` is one this module judges by (the engine writes `<=`, `>=` and `=`). */
export function isComparator(comparator: string): comparator is Comparator {
  return COMPARATORS.has(comparator);
}

/**
 * `v` rounded to 0.001 as the engine rounds it before judging (`jetstress.rs` `shown`:
 * `(v * 1000).round() / 1000`, halves away from zero).
 */
export function judgedValue(v: number): number {
  return (Math.sign(v) * Math.round(Math.abs(v) * 1000)) / 1000;
}

function holds(a: number, comparator: Comparator, b: number): boolean {
  switch (comparator) {
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '>':
      return a > b;
  }
}

/**
 * The engine's verdict on `value` against `threshold`: `judgedValue(value) ⊙ threshold`, which is
 * the `pass` of a criterion with that value, threshold and comparator. Null for a comparator this
 * module does not judge by (`=`, which the engine gives a criterion without a figure).
 */
export function judge(value: number, threshold: number, comparator: string): boolean | null {
  return isComparator(comparator) ? holds(judgedValue(value), comparator, threshold) : null;
}

const formats = new Map<number, Intl.NumberFormat>();

/**
 * `v` as a reader reads it at `decimals` decimals: as `Intl.NumberFormat` en-US prints it, which
 * the app (`components/format.ts`) and the CLI (`cli/format/table.ts` `fixed`) print with. That
 * rounds the shortest decimal form of the double half away from zero (1.005 → 1.01, where
 * `toFixed` gives 1.00).
 */
export function printedAt(v: number, decimals: number): number {
  let f = formats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    formats.set(decimals, f);
  }
  return Number(f.format(v));
}

/**
 * The decimals to print `value`, judged by `comparator` against `threshold`, with: `decimals` (the
 * caller's usual count, a whole number ≥ 0), raised one at a time up to 3 while the value and the
 * limit printed at that count read the other way from the engine's verdict. The rule, and why, in
 * the module's comment. A missing or non-finite figure or limit, or a comparator that is not one of
 * `<=`, `>=`, `<`, `>`, keeps `decimals`.
 */
export function criterionDecimals(
  value: number | null | undefined,
  threshold: number,
  comparator: string,
  decimals: number,
): number {
  const d0 = Math.max(0, Math.trunc(decimals));
  if (value === null || value === undefined || !Number.isFinite(value) || !Number.isFinite(threshold)) return d0;
  if (!isComparator(comparator)) return d0;
  const verdict = holds(judgedValue(value), comparator, threshold);
  const agrees = (d: number): boolean => {
    const p = printedAt(value, d);
    return holds(p, comparator, threshold) === verdict && holds(p, comparator, printedAt(threshold, d)) === verdict;
  };
  let d = d0;
  while (d < JUDGED_DECIMALS && !agrees(d)) d += 1;
  return d;
}
