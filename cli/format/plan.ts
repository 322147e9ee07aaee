/**
 * The readable Jetstress test plan `spindle plan` prints: per test host, the settings to enter in
 * Jetstress and what Spindle predicts the run will measure (src/plan/jetstressPlan.ts). A figure
 * beside its verdict takes more decimals, up to the engine's 0.001, where the usual ones would
 * read the other way from it (`engine/ts/criterionFigure.ts`): a failing 20.003 ms is not "20.00
 * ms" beside FAIL, and its limit then reads "≤ 20.000 ms".
 */
import { isYesNo, YES_NO_LIMIT, yesNoWords } from '../../engine/ts/criterionWords';
import { criterionDecimals, judgedValue } from '../../engine/ts/criterionFigure';
import {
  type CriterionSummary,
  type HostPlan,
  type JetstressPlan,
  summariseCriteria,
} from '../../src/plan/jetstressPlan';
import { limitDecimals } from '../../src/plan/criterionLimit';
import { copiesSetting, maintenanceSetting, threadsSetting } from '../../src/plan/versionSettings';
import { latency } from './figures';
import { comparatorSymbol, fixed, textTable } from './table';

/** A whole count with thousands separators ("10,000"). */
const count = (n: number): string => fixed(n, 0);

/** Decimals that keep a figure readable: latencies in ms to 2, rates to 1. */
const decimalsOf = (unit: string): number => (unit === 'ms' ? 2 : 1);

/**
 * The range predicted for a criterion and its limit: each end with the decimals its verdict needs,
 * the limit as the design states it (`≤ 20 ms`), or at the ends' decimals where those were raised.
 * A criterion judged yes or no (whether a database runs) reads "Runs: no (its reason)" against
 * no numeric limit.
 */
function rangeAndLimit(c: CriterionSummary): { range: string; limit: string } {
  if (isYesNo(c)) return { range: yesNoWords({ ...c, pass: c.failing === 0 }).answer, limit: YES_NO_LIMIT };
  // Never fewer decimals than give the limit whole (6.75 MB/s, not "≥ 6.8"), as the app prints it.
  const usual = Math.max(decimalsOf(c.unit), limitDecimals(c.threshold));
  const limitAt = (d: number): string => `${comparatorSymbol(c.comparator)} ${fixed(c.threshold, d)} ${c.unit}`;
  const stated = limitAt(Number.isInteger(c.threshold) ? 0 : usual);
  if (c.lowest === null || c.highest === null) return { range: 'n/a', limit: stated };
  const dLo = criterionDecimals(c.lowest, c.threshold, c.comparator, usual);
  const dHi = criterionDecimals(c.highest, c.threshold, c.comparator, usual);
  const lo = fixed(c.lowest, dLo);
  const hi = fixed(c.highest, dHi);
  const d = Math.max(dLo, dHi);
  return {
    range: lo === hi ? `${lo} ${c.unit}` : `${lo} to ${hi} ${c.unit}`,
    limit: d > usual ? limitAt(d) : stated,
  };
}

/** The criterion's name in the table: a yes/no one without its reason, which its prediction gives. */
function criterionName(c: CriterionSummary): string {
  const name = isYesNo(c) ? yesNoWords({ ...c, pass: c.failing === 0 }).name : c.label;
  return c.scopes > 1 ? `${name}, each of ${c.scopes}` : name;
}

/** The limit of the host's criterion whose label starts with `label` (the same for each database), if any. */
const limitOf = (h: HostPlan, label: string): number | null =>
  h.criteria.find((c) => c.unit === 'ms' && c.label.startsWith(label))?.threshold ?? null;

function verdict(c: CriterionSummary): string {
  if (c.failing === 0) return 'pass';
  const of = c.scopes > 1 ? ` on ${c.failing} of ${c.scopes}` : '';
  return c.warningOnly ? `warning${of}` : `FAIL${of}`;
}

function threadsLine(h: HostPlan, version: JetstressPlan['exchangeVersion']): string {
  const n = `${threadsSetting(version, h.threadsPerDatabase, h.databases.length)}, tuning suppressed`;
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

function hostLines(h: HostPlan, version: JetstressPlan['exchangeVersion']): string[] {
  const p = h.predicted;
  const perMailbox = h.iopsPerMailbox === null ? 'n/a (no mailboxes)' : fixed(h.iopsPerMailbox, 3);
  const settings = textTable(
    [{ header: 'Setting' }, { header: 'Value' }],
    [
      ['Mailboxes', `${count(h.mailboxes)} in ${h.databases.length} database${h.databases.length === 1 ? '' : 's'}`],
      ['IOPS per mailbox', `${perMailbox} (target ${fixed(h.targetIops, 1)} IO/s)`],
      ['Threads', threadsLine(h, version)],
      ['Operation mix', mixLine(h.settings)],
      ['Background maintenance', maintenanceSetting(version, h.settings.backgroundMaintenance)],
      ['Copies per database', copiesSetting(version, h.settings.copiesPerDatabase)],
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
    summariseCriteria(h.criteria).map((c) => {
      const { range, limit } = rangeAndLimit(c);
      return [criterionName(c), limit, range, verdict(c)];
    }),
  );
  // Beside the verdict: the achieved IO/s against the target, the averages against their limits.
  const achieved = fixed(p.achievedIops, criterionDecimals(p.achievedIops, judgedValue(h.targetIops), '>=', 1));
  return [
    h.name,
    '',
    settings,
    databases,
    `Spindle predicts ${p.pass ? 'a pass' : 'a FAIL'}: ${achieved} IO/s achieved, ` +
      `database read ${latency(p.dbReadLatencyMs, limitOf(h, 'Database read'))} ms, ` +
      `log write ${latency(p.logWriteLatencyMs, limitOf(h, 'Log write'))} ms (host averages).`,
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
  return [...head, ...plan.hosts.flatMap((h) => hostLines(h, plan.exchangeVersion))].join('\n');
}
