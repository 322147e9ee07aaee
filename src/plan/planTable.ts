/**
 * The Jetstress test plan as one flat table, a row per database: what a spreadsheet (CSV or
 * XLSX) export writes, so the engineer running Jetstress has each host's settings beside each
 * database's LUNs and Spindle's prediction. Numbers stay numbers (rounded to what a reader
 * compares: IO/s to 0.1, ms to 0.01, or up to the engine's 0.001 where fewer would read the other
 * way from the criterion judged on the figure: a failing 20.003 ms is not 20); units are in the
 * headers. The predicted result is the app's verdict on the host's run, and the row says which
 * criteria make it fail. Pure.
 */
import { criterionDecimals, judgedValue, printedAt } from '../../engine/ts/criterionFigure';
import { criterionPrintDecimals } from './criterionLimit';
import type { HostPlan, JetstressPlan, PlannedCriterion, PlannedDatabase } from './jetstressPlan';
import { copiesSetting, maintenanceSetting, threadsSetting } from './versionSettings';

/** One cell: text, a number, or empty (a figure the report does not give). */
export type Cell = string | number | null;

/** Column headers, with units. */
export const PLAN_HEADERS = [
  'Host',
  'Database',
  'Mailboxes',
  'Database LUN',
  'Log LUN',
  'IOPS per mailbox (target)',
  'Target IO/s',
  'Threads',
  'Threads from',
  'Operation mix (insert/delete/replace/read %)',
  'Lazy commits (%)',
  'Background maintenance',
  'Copies per database',
  'Settings from',
  'Predicted achieved IO/s',
  'Predicted DB read latency (ms)',
  'Predicted log write latency (ms)',
  'Predicted result',
  'Predicted failing criteria',
] as const;

/**
 * Rounded for a reader, without float noise (0.30000000000000004 → 0.3), as the app rounds what it
 * prints (so a judged figure reads as `criterionDecimals` decided); null stays empty.
 */
const tidy = (v: number | null, decimals: number): number | null =>
  v === null || !Number.isFinite(v) ? null : printedAt(v, decimals);

const symbols: Readonly<Record<string, string>> = { '<=': '≤', '>=': '≥' };

/** Decimals of a prediction in `unit` where its verdict asks for no more: ms to 0.01, others to 0.1. */
const decimalsOf = (unit: string): number => (unit === 'ms' ? 2 : 1);

/**
 * A figure in a sentence, thousands grouped: a prediction as its column rounds it (ms to 0.01,
 * other units to 0.1), a limit to the report's 0.001 so 33.75 MB/s is not read as 33.8.
 */
const figure = (v: number, unit: string, decimals = decimalsOf(unit)): string =>
  `${v.toLocaleString('en-US', { maximumFractionDigits: decimals })} ${unit}`;

/**
 * Decimals of database `d`'s latency `ms` in its column: 0.01 ms, or more where a criterion the
 * report judges on that figure (one of the database's own, stating the same value) would read the
 * other way at 0.01 (a failing 20.003 ms is not 20). Should its read and log write latencies be
 * equal, both criteria are heeded: that only ever adds a decimal.
 */
function latencyDecimals(h: HostPlan, d: PlannedDatabase, ms: number | null): number {
  const usual = decimalsOf('ms');
  if (ms === null) return usual;
  const judged = judgedValue(ms);
  const on = h.criteria.filter((c) => c.scope === d.name && c.unit === 'ms' && c.predicted === judged);
  return Math.max(usual, ...on.map((c) => criterionDecimals(ms, c.threshold, c.comparator, usual)));
}

/** One failing criterion: "host: Achieved transactional IOPS ≥ target: 2,870.7 IO/s predicted, limit ≥ 10,000 IO/s". */
function criterionText(c: PlannedCriterion, database: string): string {
  const on = c.scope === database ? 'this database' : 'host';
  const what = `${c.warningOnly ? 'warning, ' : ''}${on}: ${c.label}`;
  // A criterion without a measure ("Database DB1 runs (its server failed)") is its label.
  if (c.unit === '') return what;
  // The prediction with the decimals its verdict needs (a failing 20.003 ms does not read "20 ms"),
  // and at least its limit's: "5.63 MB/s predicted, limit ≥ 6.75 MB/s", as the dock and report say.
  const decimals =
    c.predicted === null ? 0 : criterionPrintDecimals(c.predicted, c.threshold, c.comparator, decimalsOf(c.unit));
  const predicted = c.predicted === null ? 'not predicted' : `${figure(c.predicted, c.unit, decimals)} predicted`;
  return `${what}: ${predicted}, limit ${symbols[c.comparator] ?? c.comparator} ${figure(c.threshold, c.unit, 3)}`;
}

/** Why a database's run fails or warns, in words; empty when it passes clean. */
function failingText(d: PlannedDatabase): string | null {
  const parts = d.predicted.failing.map((c) => criterionText(c, d.name));
  const others = d.predicted.othersFailing;
  if (others.length > 0) parts.push(`host: also failing on ${others.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** The plan's rows under `PLAN_HEADERS`, hosts in report order, databases in host order. */
export function planRows(plan: JetstressPlan): Cell[][] {
  return plan.hosts.flatMap((h) =>
    h.databases.map((d): Cell[] => {
      const s = h.settings;
      return [
        h.name,
        d.name,
        d.mailboxes,
        d.dbLun ?? null,
        d.logLun ?? null,
        tidy(h.iopsPerMailbox, 3),
        tidy(d.targetIops, 1),
        threadsSetting(plan.exchangeVersion, h.threadsPerDatabase, h.databases.length),
        h.autotuned ? "Spindle's model (the design leaves it to Jetstress's tuning)" : 'the design',
        `${s.insertPct}/${s.deletePct}/${s.replacePct}/${s.readPct}`,
        s.lazyCommitPct,
        maintenanceSetting(plan.exchangeVersion, s.backgroundMaintenance),
        copiesSetting(plan.exchangeVersion, s.copiesPerDatabase),
        h.ownSettings ? 'the design' : "Spindle's defaults (the host has no Jetstress settings of its own)",
        tidy(d.predicted.achievedIops, 1),
        tidy(d.predicted.dbReadLatencyMs, latencyDecimals(h, d, d.predicted.dbReadLatencyMs)),
        tidy(d.predicted.logWriteLatencyMs, latencyDecimals(h, d, d.predicted.logWriteLatencyMs)),
        d.predicted.pass ? 'pass' : 'fail',
        failingText(d),
      ];
    }),
  );
}
