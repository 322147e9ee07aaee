/**
 * A Jetstress criterion's limit, printed as the engine judges against it. The engine rounds every
 * limit it derives to 0.001 (`jetstress.rs` `shown`: background maintenance's 90 % of 7.5 MB/s is
 * 6.75 MB/s), and a figure printed to the usual decimals of its unit rounds it again: 6.75 MB/s
 * read "≥ 6.8 MB/s" in the Servers tab and the design report, "≥ 6.75 MB/s" in the test plan and
 * the engine's own finding. A limit is therefore printed with the decimals that give it exactly
 * (never fewer than its unit's usual ones, never more than the engine's 3), and the figure judged
 * against it with the same decimals, so the two compare digit by digit: "5.63 MB/s" against
 * "≥ 6.75 MB/s", as the finding says it. A whole limit (20 ms, 10,000 IO/s) keeps its usual
 * decimals. The plan's sentences use these decimals; the Servers tab's criteria rows and the
 * design report's criteria table print with them through src/report/sections/limitFigure.ts. Pure
 * (the CLI can use it too: it imports only the engine's verdict rules).
 */
import { criterionDecimals, JUDGED_DECIMALS, judgedValue, printedAt } from '../../engine/ts/criterionFigure';

/** The fewest decimals (0 to 3) that print `threshold` as the engine judges against it. */
export function limitDecimals(threshold: number): number {
  if (!Number.isFinite(threshold)) return 0;
  const judged = judgedValue(threshold);
  for (let d = 0; d < JUDGED_DECIMALS; d++) if (printedAt(threshold, d) === judged) return d;
  return JUDGED_DECIMALS;
}

/**
 * The decimals to print a criterion's figure and its limit with, where `usual` is what the caller
 * prints them with otherwise: enough for the limit whole (`limitDecimals`), and then as many more
 * as the figure needs to read as its verdict does (`criterionDecimals`). A missing figure leaves
 * the limit's.
 */
export function criterionPrintDecimals(
  value: number | null | undefined,
  threshold: number,
  comparator: string,
  usual: number,
): number {
  const d = Math.max(usual, limitDecimals(threshold));
  return criterionDecimals(value, threshold, comparator, d);
}
