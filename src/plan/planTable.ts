/**
 * The Jetstress test plan as one flat table, a row per database: what a spreadsheet (CSV or
 * XLSX) export writes, so the engineer running Jetstress has each host's settings beside each
 * database's LUNs and Spindle's prediction. Numbers stay numbers (rounded to what a reader
 * compares: IO/s to 0.1, ms to 0.01); units are in the headers. Pure.
 */
import type { JetstressPlan } from './jetstressPlan';

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
  'Threads per database',
  'Threads from',
  'Operation mix (insert/delete/replace/read %)',
  'Lazy commits (%)',
  'Background maintenance',
  'Copies per database',
  'Predicted achieved IO/s',
  'Predicted DB read latency (ms)',
  'Predicted log write latency (ms)',
  'Predicted result',
] as const;

/** Rounded for a reader, without float noise (0.30000000000000004 → 0.3); null stays empty. */
const tidy = (v: number | null, decimals: number): number | null =>
  v === null || !Number.isFinite(v) ? null : Number(v.toFixed(decimals));

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
        h.threadsPerDatabase,
        h.autotuned ? "Spindle's model (the design leaves it to Jetstress's tuning)" : 'the design',
        `${s.insertPct}/${s.deletePct}/${s.replacePct}/${s.readPct}`,
        s.lazyCommitPct,
        s.backgroundMaintenance ? 'on' : 'off',
        s.copiesPerDatabase,
        tidy(d.predicted.achievedIops, 1),
        tidy(d.predicted.dbReadLatencyMs, 2),
        tidy(d.predicted.logWriteLatencyMs, 2),
        d.predicted.pass ? 'pass' : 'fail',
      ];
    }),
  );
}
