/**
 * The Compare view's table as data: one row per figure, one cell per candidate, every figure read
 * from that candidate's engine report (never recomputed) and written as the results dock writes it
 * (components/format.ts, the Summary tab's headroom words). Each cell of a candidate after the
 * first says how it differs from the first column; in rows where more or less is better, the best
 * value is marked. Pure, so the table can be tested without React.
 */
import type { Report } from '../../engine/ts/reportSchema';
import {
  DASH,
  fmtCount,
  fmtGb,
  fmtIops,
  fmtMs,
  fmtPct,
  fmtRatio,
  fmtSignedRatio,
  fmtSignedValue,
  plural,
} from '../format';
import { headroomHeadline, mailboxesText, noHeadroomReason } from '../results/headroomText';

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
      /** The difference from the first column (`+12 %`, `−3.1 ms`, `same`); null in the first column. */
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
  readonly cells: readonly CompareCell[];
}

interface Reading {
  readonly text: string;
  readonly detail?: string | null;
  readonly tone?: Tone;
  readonly pass?: boolean;
  /** The number compared across columns; null where there is none to compare. */
  readonly value: number | null;
  readonly title?: string | null;
}

interface RowDef {
  readonly id: string;
  readonly label: string;
  readonly note: string;
  /** Needs the full evaluation (failures, headroom). */
  readonly full?: boolean;
  readonly better?: 'high' | 'low';
  /** The difference of `value` from the first column's, in words; absent: no difference shown. */
  readonly diff?: (value: number, first: number) => string;
  read(report: Report): Reading;
}

/** The worst of a figure over every database instance, and the server it runs on. */
function worstInstance(report: Report, pick: (i: Report['servers'][number]['instances'][number]) => number | null) {
  let worst: { value: number; server: string } | null = null;
  for (const s of report.servers)
    for (const i of s.instances) {
      const v = pick(i);
      if (v !== null && (worst === null || v > worst.value)) worst = { value: v, server: s.name };
    }
  return worst;
}

const countOf = (report: Report, kind: string): number => report.components.filter((c) => c.kind === kind).length;

const diffCount = (v: number, first: number): string => fmtSignedValue(v - first, '');
/** Below what `fmtMs` shows (0.01 ms), a difference is no difference to the reader: not "−< 0.01 ms". */
const NEARLY_SAME = '≈ same';
const diffMs = (v: number, first: number): string =>
  Math.abs(v - first) < 0.005 ? NEARLY_SAME : fmtSignedValue(v - first, 'ms');

const latencyRow = (id: string, label: string, pick: (i: Report['servers'][0]['instances'][0]) => number | null) =>
  ({
    id,
    label,
    note: `The highest of any database, and its server. Lower is better; differences in ms.`,
    better: 'low',
    diff: diffMs,
    read(report) {
      const worst = worstInstance(report, pick);
      return worst
        ? { text: fmtMs(worst.value), detail: `on ${worst.server}`, value: worst.value }
        : { text: DASH, value: null };
    },
  }) satisfies RowDef;

const countRow = (id: string, label: string, count: (r: Report) => number): RowDef => ({
  id,
  label,
  note: 'Differences in parts.',
  diff: diffCount,
  read: (report) => ({ text: fmtCount(count(report)), value: count(report) }),
});

const ROWS: readonly RowDef[] = [
  {
    id: 'verdict',
    label: 'Jetstress verdict',
    // Not marked "best": the Pass / Fail pill already says it, and a row of green marks hides the rest.
    note: 'Pass when every server meets every Jetstress criterion.',
    read(report) {
      // As the Summary: a design with no Jetstress server yet has no verdict, not a Fail.
      if (report.servers.length === 0) return { text: 'No servers yet', value: null };
      const passing = report.servers.filter((s) => s.pass).length;
      const pass = report.pass;
      return {
        text: pass ? 'Pass' : 'Fail',
        pass,
        detail: `${fmtCount(passing)} of ${plural(report.servers.length, 'server')} pass`,
        value: null,
      };
    },
  },
  {
    id: 'iops',
    label: 'Achieved transactional IO/s',
    note: 'Against the target. Higher is better; differences relative to the first column.',
    better: 'high',
    diff: (v, first) => (first > 0 ? fmtSignedRatio(v / first - 1) : fmtSignedValue(v - first, 'IO/s')),
    read(report) {
      const { achievedIops: a, targetIops: t } = report.totals;
      return {
        text: fmtIops(a),
        detail: `target ${fmtIops(t)} (${fmtSignedRatio(t > 0 ? a / t - 1 : null)})`,
        tone: a >= t ? 'ok' : 'bad',
        value: a,
      };
    },
  },
  latencyRow('dbRead', 'Worst DB read latency', (i) => i.dbReadLatencyMs),
  latencyRow('logWrite', 'Worst log write latency', (i) => i.logWriteLatencyMs),
  {
    id: 'headroom',
    label: 'Headroom',
    note: 'IO/s above the target before a criterion fails, and the extra mailboxes. Higher is better; differences in percentage points.',
    full: true,
    better: 'high',
    diff: (v, first) => fmtSignedValue(v - first, '%'),
    read(report) {
      const h = report.headroom;
      if (!h) return { text: 'None yet', detail: 'no database to run', value: null };
      const tooSmall = report.capacity.luns.filter((l) => !l.fits).length;
      const detail = noHeadroomReason(h) ?? mailboxesText(h, tooSmall);
      return {
        text: headroomHeadline(h),
        detail,
        title: detail,
        tone: h.case === 'spare' ? null : 'bad',
        value: h.case === 'spare' ? h.iopsPct : null,
      };
    },
  },
  {
    id: 'worstFailure',
    label: 'Worst single failure',
    note: 'The single failure that hurts most, and whether Jetstress still passes in it.',
    full: true,
    read(report) {
      const w = report.worstFailure;
      if (!w) return { text: 'None evaluated', value: null };
      const detail = w.pass && w.headroomPct !== null ? `${w.label} · headroom ${fmtPct(w.headroomPct)}` : w.label;
      return {
        text: w.pass ? 'Survives' : 'Fails',
        pass: w.pass,
        detail,
        title: `${w.label}: ${w.reason}`,
        value: null,
      };
    },
  },
  {
    id: 'capacity',
    label: 'Capacity',
    // No "best": a design can have more usable space than it needs in all and still not fit, as
    // the fit is LUN by LUN; the difference in usable space is what a reader can compare.
    note: 'Whether every LUN holds what Exchange needs; usable against needed in all. Differences in usable space.',
    diff: (v, first) => `${fmtSignedValue(v - first, 'GB')} usable`,
    read(report) {
      const c = report.capacity;
      const detail = `usable ${fmtGb(c.usableGb)} · needs ${fmtGb(c.requiredGb)}`;
      if (c.luns.length === 0) return { text: 'No LUNs yet', detail, value: null };
      return {
        text: c.fits ? 'Fits' : 'Does not fit',
        tone: c.fits ? 'ok' : 'bad',
        detail,
        value: c.usableGb,
      };
    },
  },
  countRow('mailboxes', 'Mailboxes', (r) => r.totals.mailboxes),
  countRow('databases', 'Databases', (r) => r.totals.databases),
  countRow('servers', 'Jetstress servers', (r) => r.servers.length),
  countRow('hbas', 'HBAs', (r) => countOf(r, 'hba')),
  countRow('switches', 'FC switches', (r) => countOf(r, 'switch')),
  countRow('arrays', 'Storage arrays', (r) => countOf(r, 'array')),
  countRow('drives', 'Drives in RAID groups', (r) => r.capacity.raidGroups.reduce((n, g) => n + g.drives, 0)),
  {
    id: 'bottleneck',
    label: 'Bottleneck',
    note: 'The busiest part, and why.',
    read(report) {
      const b = report.bottleneck;
      if (!b) return { text: 'None', value: null };
      return { text: b.name, detail: `${fmtRatio(b.utilisation)} busy`, title: `${b.name}: ${b.reason}`, value: null };
    },
  },
];

/** Ids of the rows, in order. */
export const ROW_IDS: readonly string[] = ROWS.map((r) => r.id);

/** The best of `values` by `better`, or null when fewer than two differ (nothing to mark). */
function bestOf(values: readonly (number | null)[], better: 'high' | 'low' | undefined): number | null {
  const known = values.filter((v): v is number => v !== null);
  if (!better || known.length < 2 || known.every((v) => v === known[0])) return null;
  return better === 'high' ? Math.max(...known) : Math.min(...known);
}

type Difference = Pick<Extract<CompareCell, { kind: 'value' }>, 'diff' | 'diffTone'>;
const NO_DIFF: Difference = { diff: null, diffTone: null };

/** How `value` differs from the first column's `first`, and whether for the better. */
function difference(def: RowDef, value: number | null, first: number | null): Difference {
  if (!def.diff || value === null || first === null) return NO_DIFF;
  if (value === first) return { diff: 'same', diffTone: null };
  const diff = def.diff(value, first);
  const better = def.better && diff !== NEARLY_SAME ? value > first === (def.better === 'high') : null;
  return { diff, diffTone: better === null ? null : better ? 'better' : 'worse' };
}

function row(def: RowDef, columns: readonly ColumnState[]): CompareRow {
  const readings = columns.map((c): Reading | CompareCell => {
    if (c.kind === 'evaluating') return { kind: 'pending', text: 'Evaluating…' };
    if (c.kind === 'error') return { kind: 'missing', text: DASH };
    if (def.full && c.fullPending) return { kind: 'pending', text: 'Analysing failures…' };
    return def.read(c.report);
  });
  const valueOf = (r: Reading | CompareCell): number | null => ('kind' in r ? null : r.value);
  const best = bestOf(readings.map(valueOf), def.better);
  const first = valueOf(readings[0]!);
  const cells = readings.map((r, i): CompareCell => {
    if ('kind' in r) return r;
    const { diff, diffTone } = i === 0 ? NO_DIFF : difference(def, r.value, first);
    return {
      kind: 'value',
      text: r.text,
      detail: r.detail ?? null,
      tone: r.tone ?? null,
      ...(r.pass === undefined ? {} : { pass: r.pass }),
      diff,
      diffTone,
      best: best !== null && r.value === best,
      title: r.title ?? null,
    };
  });
  return { id: def.id, label: def.label, note: def.note, cells };
}

/** The table for `columns`, the first being the one the others are compared with. */
export function compareRows(columns: readonly ColumnState[]): CompareRow[] {
  return ROWS.map((def) => row(def, columns));
}
