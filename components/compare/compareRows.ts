/**
 * The Compare view's table as data: one row per figure, one cell per candidate, every figure read
 * from that candidate's engine report (compareRowDefs.ts says how, row by row). Each cell of a
 * candidate after the first says how it differs from the first column; in rows where more or less
 * is better, the best value is marked. Pure, so the table can be tested without React.
 */
import type { Report } from '../../engine/ts/reportSchema';
import { DASH } from '../format';
import { NEARLY_SAME, type Reading, type RowDef, ROWS } from './compareRowDefs';

/** What is known of one column's design. */
export type ColumnState =
  /** `fullPending`: the report has no failures or headroom yet (the current design's quick figures). */
  | { readonly kind: 'ready'; readonly report: Report; readonly fullPending: boolean }
  | { readonly kind: 'evaluating' }
  | { readonly kind: 'error'; readonly error: string };

/** How a figure reads against the Jetstress criteria or the design's needs. */
export type Tone = 'ok' | 'bad' | null;

/** One cell of the table. */
export type CompareCell =
  | {
      readonly kind: 'value';
      readonly text: string;
      /** A second line: the target, the server, what limits it. */
      readonly detail: string | null;
      readonly tone: Tone;
      /** For verdict rows: the pill's pass / fail; undefined elsewhere. */
      readonly pass?: boolean;
      /** The difference from the first column (`+12 %`, `−3.1 ms`, `+4.5 pp`, `same`); null in the first column. */
      readonly diff: string | null;
      /** Whether that difference is for the better or the worse, in rows where that has a meaning. */
      readonly diffTone: 'better' | 'worse' | null;
      readonly best: boolean;
      /** Whole text for a tooltip where the detail may be cut. */
      readonly title: string | null;
    }
  /** The figure is on its way: `Evaluating…`, or `Analysing failures…` for failures and headroom. */
  | { readonly kind: 'pending'; readonly text: string }
  /** The candidate could not be evaluated (its column says why). */
  | { readonly kind: 'missing'; readonly text: string };

/** One row. */
export interface CompareRow {
  readonly id: string;
  readonly label: string;
  /** What "best" and the differences mean in this row, for the row name's tooltip. */
  readonly note: string;
  /**
   * What "best" is judged on where it is not the figure shown (`highest margin over its own
   * target`): said beside the mark, in its tooltip and in the CSV, so a "best" that is not the
   * largest number can be defended. Absent: the best figure is the highest or lowest shown.
   */
  readonly bestRule?: string;
  /**
   * Why no column is marked best although the figures differ (the Cost row: the totals leave out
   * different lines): said under the table, as a missing mark must be defensible too.
   */
  readonly unranked?: string;
  readonly cells: readonly CompareCell[];
}

/** Ids of the rows, in order. */
export const ROW_IDS: readonly string[] = ROWS.map((r) => r.id);

/**
 * A column's standing in a row: the number it is ranked on (null: compared but not ranked, as a
 * design that does not fit is in the Headroom row), and that number as the view shows it.
 */
interface Ranked {
  readonly score: number | null;
  readonly shown: string;
}

/**
 * The best of `ranked` by `better`, as shown (its `shown`), or null when fewer than two columns
 * have a figure, all read the same, or none is ranked (nothing to mark). Ties are judged on the
 * figure as displayed, not the unrounded one: two cells that both read "0.94 ms" are both best or
 * neither, as a customer can only see what is printed.
 */
function bestOf(ranked: readonly (Ranked | null)[], better: 'high' | 'low' | undefined): string | null {
  const present = ranked.filter((r): r is Ranked => r !== null);
  if (!better || present.length < 2 || present.every((r) => r.shown === present[0]!.shown)) return null;
  let top: { score: number; shown: string } | null = null;
  for (const { score, shown } of present)
    if (score !== null && (top === null || (better === 'high' ? score > top.score : score < top.score)))
      top = { score, shown };
  return top?.shown ?? null;
}

type Difference = Pick<Extract<CompareCell, { kind: 'value' }>, 'diff' | 'diffTone'>;
const NO_DIFF: Difference = { diff: null, diffTone: null };

/** How `r` differs from the first column's reading `first`, and whether for the better. */
function difference(def: RowDef, r: Reading, first: Reading | null): Difference {
  const value = r.value;
  if (!def.diff || value === null || first === null || first.value === null) return NO_DIFF;
  if (value === first.value) return { diff: 'same', diffTone: null };
  const diff = def.diff(value, first.value);
  // Figures relative to different bases (IO/s for different targets) differ, but neither is better;
  // nor is a figure not ranked for best (Headroom of a design that does not fit) better or worse.
  const comparable = diff !== NEARLY_SAME && r.basis === first.basis && r.score !== null && first.score !== null;
  const better = def.better && comparable ? value > first.value === (def.better === 'high') : null;
  return { diff, diffTone: better === null ? null : better ? 'better' : 'worse' };
}

function row(def: RowDef, columns: readonly ColumnState[]): CompareRow {
  const readings = columns.map((c): Reading | CompareCell => {
    if (c.kind === 'evaluating') return { kind: 'pending', text: 'Evaluating…' };
    if (c.kind === 'error') return { kind: 'missing', text: DASH };
    if (def.full && c.fullPending) return { kind: 'pending', text: 'Analysing failures…' };
    return def.read(c.report);
  });
  const reading = (r: Reading | CompareCell | undefined): Reading | null => (!r || 'kind' in r ? null : r);
  // Ranked on the score where the row has one (the IO/s row: the margin over the target), else the value.
  const ranked = readings.map((x): Ranked | null => {
    const r = reading(x);
    if (!r || r.value === null) return null;
    return { score: r.score === undefined ? r.value : r.score, shown: r.rankText ?? r.text };
  });
  const best = bestOf(ranked, def.better);
  const first = reading(readings[0]);
  const cells = readings.map((r, i): CompareCell => {
    if ('kind' in r) return r;
    const { diff, diffTone } = i === 0 ? NO_DIFF : difference(def, r, first);
    return {
      kind: 'value',
      text: r.text,
      detail: r.detail ?? null,
      tone: r.tone ?? null,
      ...(r.pass === undefined ? {} : { pass: r.pass }),
      diff,
      diffTone,
      best: best !== null && ranked[i]?.score !== null && ranked[i]?.shown === best,
      title: r.title ?? null,
    };
  });
  return {
    id: def.id,
    label: def.label,
    note: def.note,
    ...(def.bestRule === undefined ? {} : { bestRule: def.bestRule }),
    cells,
  };
}

/** The table for `columns`, the first being the one the others are compared with. */
export function compareRows(columns: readonly ColumnState[]): CompareRow[] {
  return ROWS.map((def) => row(def, columns));
}
