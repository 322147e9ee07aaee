/**
 * The readable Jetstress test plan `spindle plan` prints: per test host, the settings to enter in
 * Jetstress and what Spindle predicts the run will measure (src/plan/jetstressPlan.ts).
 */
import {
  type CriterionSummary,
  type HostPlan,
  type JetstressPlan,
  summariseCriteria,
} from '../../src/plan/jetstressPlan';
import { comparatorSymbol, fixed, textTable } from './table';

/** A whole count with thousands separators ("10,000"). */
const count = (n: number): string => fixed(n, 0);

/** Decimals that keep a figure readable: latencies in ms to 2, rates to 1. */
const decimalsOf = (unit: string): number => (unit === 'ms' ? 2 : 1);

function range(c: CriterionSummary): string {
  if (c.lowest === null || c.highest === null) return 'n/a';
  const d = decimalsOf(c.unit);
  const lo = fixed(c.lowest, d);
  const hi = fixed(c.highest, d);
  return lo === hi ? `${lo} ${c.unit}` : `${lo} to ${hi} ${c.unit}`;
}

function verdict(c: CriterionSummary): string {
  if (c.failing === 0) return 'pass';
  const of = c.scopes > 1 ? ` on ${c.failing} of ${c.scopes}` : '';
  return c.warningOnly ? `warning${of}` : `FAIL${of}`;
}

function threadsLine(h: HostPlan): string {
  const n = `${fixed(h.threadsPerDatabase, 0)} per database, tuning suppressed`;
  // Jetstress would tune its own count; the prediction holds for the model's, so set that one.
  return h.autotuned
    ? `${n} (tuned by Spindle's model; the design leaves it to Jetstress)`
    : `${n} (as the design sets)`;
}

function mixLine(s: HostPlan['settings']): string {
  return (
    `insert ${fixed(s.insertPct, 0)} %, delete ${fixed(s.deletePct, 0)} %, replace ${fixed(s.replacePct, 0)} %, ` +
    `read ${fixed(s.readPct, 0)} %; lazy commits ${fixed(s.lazyCommitPct, 0)} %`
  );
}

function where(d: HostPlan['databases'][number]): string {
  if (!d.dbLun && !d.logLun) return 'not on a LUN yet';
  if (d.dbLun === d.logLun) return `files on ${d.dbLun}`;
  return [
    d.dbLun ? `DB on ${d.dbLun}` : 'DB not on a LUN',
    d.logLun ? `logs on ${d.logLun}` : 'logs not on a LUN',
  ].join(' · ');
}

function hostLines(h: HostPlan): string[] {
  const p = h.predicted;
  const perMailbox = h.iopsPerMailbox === null ? 'n/a (no mailboxes)' : fixed(h.iopsPerMailbox, 3);
  const settings = textTable(
    [{ header: 'Setting' }, { header: 'Value' }],
    [
      ['Mailboxes', `${count(h.mailboxes)} in ${h.databases.length} database${h.databases.length === 1 ? '' : 's'}`],
      ['IOPS per mailbox', `${perMailbox} (target ${fixed(h.targetIops, 1)} IO/s)`],
      ['Threads', threadsLine(h)],
      ['Operation mix', mixLine(h.settings)],
      ['Background maintenance', h.settings.backgroundMaintenance ? 'on' : 'off'],
      ['Copies per database', String(h.settings.copiesPerDatabase)],
      // A host with none of its own is planned with what the engine ran it with (engineDefaultJetstress).
      [
        'Settings from',
        h.ownSettings ? 'the design' : "Spindle's defaults (the host has no Jetstress settings of its own)",
      ],
    ],
  );
  const databases = textTable(
    [{ header: 'Database' }, { header: 'Mailboxes', align: 'right' }, { header: 'Files' }],
    h.databases.map((d) => [d.name, count(d.mailboxes), where(d)]),
  );
  const criteria = textTable(
    [{ header: 'Criterion' }, { header: 'Limit' }, { header: 'Spindle predicts' }, { header: 'Result' }],
    summariseCriteria(h.criteria).map((c) => [
      c.scopes > 1 ? `${c.label}, each of ${c.scopes}` : c.label,
      `${comparatorSymbol(c.comparator)} ${fixed(c.threshold, Number.isInteger(c.threshold) ? 0 : decimalsOf(c.unit))} ${c.unit}`,
      range(c),
      verdict(c),
    ]),
  );
  return [
    h.name,
    '',
    settings,
    databases,
    `Spindle predicts ${p.pass ? 'a pass' : 'a FAIL'}: ${fixed(p.achievedIops, 1)} IO/s achieved, ` +
      `database read ${fixed(p.dbReadLatencyMs, 2)} ms, log write ${fixed(p.logWriteLatencyMs, 2)} ms (host averages).`,
    '',
    criteria,
  ];
}

/** The whole plan as text, one section per test host. */
export function formatPlan(plan: JetstressPlan, file: string): string {
  const head = [
    `Jetstress test plan: ${plan.title}`,
    `File: ${file}`,
    `Exchange ${plan.exchangeVersion} · mailbox size ${count(plan.mailboxSizeMb)} MB · ` +
      `targets include a ${fixed(plan.growthPct, 0)} % growth allowance`,
    'Run the 2-hour performance test on each host with these settings, then compare what it measures',
    'with what Spindle predicts (the criteria below are those Jetstress applies).',
    '',
  ];
  if (plan.hosts.length === 0)
    return [...head, 'No server or VM runs Jetstress in this design: there is nothing to test.', ''].join('\n');
  // Each host ends with a table, which ends with a newline: hosts are a blank line apart.
  return [...head, ...plan.hosts.flatMap(hostLines)].join('\n');
}
