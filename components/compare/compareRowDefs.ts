/**
 * What each row of the Compare view reads from a candidate's engine report (never recomputed),
 * written as the results dock writes it (components/format.ts, the Summary tab's headroom words),
 * and how two columns' figures differ in words. compareRows.ts turns these into cells.
 *
 * Two kinds of difference are told apart by their unit: a relative change is `%` (`+41.9 %` more
 * IO/s), a difference of two percentages is `pp`, percentage points (headroom 244.9 % against
 * 6.6 % is `−238.3 pp`): both as `%` read as the same kind of number.
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
import { hasTarget, headroomHeadline, mailboxesText, noHeadroomReason, noTargetReason } from '../results/headroomText';
import { agree } from '../../src/report/sections/common';
import type { Tone } from './compareRows';

/** One column's figure in a row. */
export interface Reading {
  readonly text: string;
  readonly detail?: string | null;
  readonly tone?: Tone;
  readonly pass?: boolean;
  /** The number compared across columns; null where there is none to compare. */
  readonly value: number | null;
  /** What "best" is awarded on, where that is not `value` itself; null: this column is not ranked. */
  readonly score?: number | null;
  /**
   * The ranked figure (`score`, else `value`) as the view shows it, where that is not `text` (the
   * IO/s row's margin, printed in its detail): ties are judged on it, so two columns that read the
   * same are both best or neither.
   */
  readonly rankText?: string;
  /**
   * What `value` is relative to (the IO/s row: the design's target). A difference between columns
   * of different bases is shown but not called better or worse: more IO/s for more mailboxes is
   * not a better design.
   */
  readonly basis?: number;
  readonly title?: string | null;
}

/** One row. */
export interface RowDef {
  readonly id: string;
  readonly label: string;
  readonly note: string;
  /** Needs the full evaluation (failures, headroom). */
  readonly full?: boolean;
  readonly better?: 'high' | 'low';
  /** What "best" is judged on, in a few words, where it is not the figure shown (its tooltip, the CSV). */
  readonly bestRule?: string;
  /** The difference of `value` from the first column's, in words; absent: no difference shown. */
  readonly diff?: (value: number, first: number) => string;
  read(report: Report): Reading;
}

type Instance = Report['servers'][number]['instances'][number];

/** The worst of a figure over every database instance, and the server it runs on. */
function worstInstance(report: Report, pick: (i: Instance) => number | null) {
  let worst: { value: number; server: string } | null = null;
  for (const s of report.servers)
    for (const i of s.instances) {
      const v = pick(i);
      if (v !== null && (worst === null || v > worst.value)) worst = { value: v, server: s.name };
    }
  return worst;
}

const countOf = (report: Report, kind: string): number => report.components.filter((c) => c.kind === kind).length;

/** The LUNs too small for their Exchange files, as the Capacity tab and the Summary count them. */
const lunsTooSmall = (report: Report) => report.capacity.luns.filter((l) => !l.fits);

const diffCount = (v: number, first: number): string => fmtSignedValue(v - first, '');
/** Below what a figure shows, a difference is no difference to the reader: not "−< 0.01 ms". */
export const NEARLY_SAME = '≈ same';
const diffMs = (v: number, first: number): string =>
  Math.abs(v - first) < 0.005 ? NEARLY_SAME : fmtSignedValue(v - first, 'ms');
/** Percentage points, to the tenth a percentage shows (`fmtPct`): `−238.3 pp`. */
export const diffPoints = (v: number, first: number): string => {
  const tenths = Math.round((v - first) * 10) / 10;
  return tenths === 0 ? NEARLY_SAME : `${fmtSignedValue(tenths, '')} pp`;
};

const latencyRow = (id: string, label: string, pick: (i: Instance) => number | null) =>
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

/**
 * Why a design does not fit, in the Capacity tab's words and from the same data: the LUNs too
 * small for their files and the RAID groups given more than they have. Its totals alone
 * ("usable 79.2 TB · needs 45.3 TB") would say it fits, as the fit is LUN by LUN.
 */
function overflowText(report: Report): { short: string; long: string } | null {
  const luns = lunsTooSmall(report);
  const groups = report.capacity.raidGroups.filter((g) => !g.fits);
  const short: string[] = [];
  const long: string[] = [];
  if (luns.length > 0) {
    short.push(`${plural(luns.length, 'LUN')} too small`);
    const each = luns.map((l) => `${l.name} needs ${fmtGb(l.requiredGb)} of ${fmtGb(l.sizeGb)}`);
    long.push(`${plural(luns.length, 'LUN')} too small (${each.join('; ')})`);
  }
  if (groups.length > 0) {
    short.push(`${plural(groups.length, 'RAID group')} over-allocated`);
    const each = groups.map((g) => `${g.name} by ${fmtGb(-g.freeGb)}`);
    long.push(`${plural(groups.length, 'RAID group')} over-allocated (${each.join('; ')})`);
  }
  return short.length > 0 ? { short: short.join(' · '), long: long.join('; ') } : null;
}

const verdictRow: RowDef = {
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
      // "1 of 1 server passes", "11 of 12 servers pass": the Summary's and the design report's words.
      detail: `${fmtCount(passing)} of ${plural(report.servers.length, 'server')} ${agree(passing, 'passes', 'pass')}`,
      value: null,
    };
  },
};

const iopsRow: RowDef = {
  id: 'iops',
  label: 'Achieved transactional IO/s',
  // Raw IO/s would give "best" to whichever design was sized for the most mailboxes; the margin
  // over the design's own target is what says which design has the most to spare.
  note: "Against each design's own target. Best: the highest margin over its own target, as designs may be sized for different targets. Differences: in IO/s achieved, relative to the first column; called better or worse only between designs with the same target.",
  better: 'high',
  bestRule: "highest margin over the design's own target, not the most IO/s",
  diff: (v, first) => (first > 0 ? fmtSignedRatio(v / first - 1) : fmtSignedValue(v - first, 'IO/s')),
  read(report) {
    const { achievedIops: a, targetIops: t } = report.totals;
    // As the Summary: no server, or no target, is no result. "0 IO/s" in green read as one, and the
    // other columns' differences from it ("+754 IO/s") as gains.
    if (!hasTarget(t)) {
      const why = report.servers.length === 0 ? 'no servers yet' : noTargetReason(t);
      return { text: DASH, detail: why, title: `${fmtIops(a)} achieved; ${why}`, value: null };
    }
    const margin = a / t - 1;
    return {
      text: fmtIops(a),
      detail: `target ${fmtIops(t)} (${fmtSignedRatio(margin)})`,
      tone: a >= t ? 'ok' : 'bad',
      value: a,
      score: margin,
      rankText: fmtSignedRatio(margin),
      basis: t,
    };
  },
};

/**
 * Headroom's "best" goes only to a design whose capacity fits: one whose LUNs are already too small
 * (or whose RAID groups are over-allocated) has no room for one more mailbox, whatever IO/s it has
 * to spare, and a "Best 244.9 %" beside "no extra mailboxes" over a design that can grow by 68 is
 * not defensible. Its figure and difference are still shown, the difference called neither better
 * nor worse (it is not ranked).
 */
const headroomRow: RowDef = {
  id: 'headroom',
  label: 'Headroom',
  note: 'IO/s above the target before a criterion fails, and the extra mailboxes. Best: the highest among the designs whose capacity fits (one that does not fit has no room for more mailboxes). Differences in percentage points (pp).',
  full: true,
  better: 'high',
  bestRule:
    'highest headroom among the designs whose capacity fits; one that does not fit has no room for more mailboxes',
  diff: diffPoints,
  read(report) {
    const h = report.headroom;
    if (!h) return { text: 'None yet', detail: 'no database to run', value: null };
    // With no target (0 mailboxes) there is no percentage to compare: "—" and why.
    const target = report.totals.targetIops;
    const groupsOver = report.capacity.raidGroups.filter((g) => !g.fits).length;
    const detail = noHeadroomReason(h, target) ?? mailboxesText(h, lunsTooSmall(report).length, groupsOver);
    const value = h.case === 'spare' && hasTarget(target) ? h.iopsPct : null;
    const fits = report.capacity.fits;
    return {
      text: headroomHeadline(h, target),
      detail,
      title: fits || value === null ? detail : `${detail}. Not ranked for Best: the design does not fit its capacity.`,
      tone: h.case === 'spare' || !hasTarget(target) ? null : 'bad',
      value,
      // Not ranked, and so its difference neither better nor worse (compareRows.ts), unless it fits.
      score: fits ? value : null,
    };
  },
};

const worstFailureRow: RowDef = {
  id: 'worstFailure',
  label: 'Worst single failure',
  note: 'The single failure that hurts most, and whether Jetstress still passes in it.',
  full: true,
  read(report) {
    const w = report.worstFailure;
    if (!w) return { text: 'None evaluated', value: null };
    const detail = w.pass && w.headroomPct !== null ? `${w.label} · headroom ${fmtPct(w.headroomPct)}` : w.label;
    return { text: w.pass ? 'Survives' : 'Fails', pass: w.pass, detail, title: `${w.label}: ${w.reason}`, value: null };
  },
};

const capacityRow: RowDef = {
  id: 'capacity',
  label: 'Capacity',
  // No "best": a design can have more usable space than it needs in all and still not fit, as
  // the fit is LUN by LUN; the difference in usable space is what a reader can compare.
  note: 'Whether every LUN holds what Exchange needs; usable against needed in all. Differences in usable space.',
  diff: (v, first) => `${fmtSignedValue(v - first, 'GB')} usable`,
  read(report) {
    const c = report.capacity;
    const totals = `usable ${fmtGb(c.usableGb)} · needs ${fmtGb(c.requiredGb)}`;
    if (c.luns.length === 0) return { text: 'No LUNs yet', detail: totals, value: null };
    const overflow = c.fits ? null : overflowText(report);
    return {
      text: c.fits ? 'Fits' : 'Does not fit',
      tone: c.fits ? 'ok' : 'bad',
      // The reason first: the detail is cut at three lines (compare.css), the totals after it.
      detail: overflow ? `${overflow.short} · ${totals}` : totals,
      title: overflow ? `Does not fit: ${overflow.long}. In all: ${totals}; the fit is LUN by LUN.` : null,
      value: c.usableGb,
    };
  },
};

const bottleneckRow: RowDef = {
  id: 'bottleneck',
  label: 'Bottleneck',
  note: 'The busiest part, and why.',
  read(report) {
    const b = report.bottleneck;
    if (!b) return { text: 'None', value: null };
    return { text: b.name, detail: `${fmtRatio(b.utilisation)} busy`, title: `${b.name}: ${b.reason}`, value: null };
  },
};

/** The rows, in order. */
export const ROWS: readonly RowDef[] = [
  verdictRow,
  iopsRow,
  latencyRow('dbRead', 'Worst DB read latency', (i) => i.dbReadLatencyMs),
  latencyRow('logWrite', 'Worst log write latency', (i) => i.logWriteLatencyMs),
  headroomRow,
  worstFailureRow,
  capacityRow,
  countRow('mailboxes', 'Mailboxes', (r) => r.totals.mailboxes),
  countRow('databases', 'Databases', (r) => r.totals.databases),
  countRow('servers', 'Jetstress servers', (r) => r.servers.length),
  countRow('hbas', 'HBAs', (r) => countOf(r, 'hba')),
  countRow('switches', 'FC switches', (r) => countOf(r, 'switch')),
  countRow('arrays', 'Storage arrays', (r) => countOf(r, 'array')),
  countRow('drives', 'Drives in RAID groups', (r) => r.capacity.raidGroups.reduce((n, g) => n + g.drives, 0)),
  bottleneckRow,
];
