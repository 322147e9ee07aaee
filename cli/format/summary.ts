/**
 * The readable, Jetstress-style summary `spindle evaluate` prints without `--json`: per-server
 * figures, totals, bottleneck, headroom, worst single failure, capacity fit and findings.
 *
 * One figure prints one way throughout: IO/s whole (as the engine's own sentences, the worst
 * failure's "below the target of 20,000 IO/s", give them), latencies to 0.01 ms. A figure beside
 * its verdict (a latency against its limit, achieved against target IO/s) takes more decimals,
 * up to the engine's 0.001, where those would read the other way from the verdict
 * (`engine/ts/criterionFigure.ts`): a 20.003 ms read latency fails, and prints "20.003", not "20.00".
 */
import { isYesNo } from '../../engine/ts/criterionWords';
import type { Report, ServerResult } from '../../engine/ts/reportSchema';
import { hasTarget, limitedByText, noTargetSentence } from '../../engine/ts/headroomWords';
import { countsText, nearestThreads, wholeOutcome } from '../../engine/ts/threadCount';
import { kindLabel } from '../../src/schema/components';
import { weightedLatencyMs } from '../../src/validation/published';
import { busyPct, criterionText, iopsPair, IOPS_DECIMALS, latency, logLimit, MS_DECIMALS, readLimit } from './figures';
import { findingLines } from './findings';
import { type Column, fixed, signedPct, textTable } from './table';

export interface SummaryContext {
  /** The design file as the user named it. */
  readonly file: string;
  /** `meta.title` of the design. */
  readonly title: string;
  /** `full`: normal state, every single failure and headroom; `quick`: normal state only. */
  readonly mode: 'full' | 'quick';
  /** What `--fail` failed in the normal state, as people say it ("SP B (controller)"). */
  readonly failed: readonly string[];
}

/** Short names of the Jetstress criteria for the result column. */
const CRITERION_SHORT: Record<string, string> = {
  dbReadLatency: 'DB read latency',
  logWriteLatency: 'log write latency',
  achievedIops: 'IOPS below target',
  bdmThroughput: 'BDM throughput',
  online: 'a database does not run',
};

const COLUMNS: Column[] = [
  { header: 'Server' },
  { header: 'Threads/DB', align: 'right' },
  { header: 'Target IO/s', align: 'right' },
  { header: 'Achieved IO/s', align: 'right' },
  { header: 'DB reads/s', align: 'right' },
  { header: 'DB writes/s', align: 'right' },
  { header: 'DB read ms', align: 'right' },
  { header: 'worst DB read ms', align: 'right' },
  { header: 'DB write ms', align: 'right' },
  { header: 'Log write ms', align: 'right' },
  { header: 'Result' },
];

const failingCriteria = (s: ServerResult): ServerResult['criteria'] =>
  s.criteria.filter((c) => !c.pass && !c.warningOnly);

/**
 * Highest database read latency of any database instance of `servers` [ms]. Jetstress judges each
 * instance, so a server's average can sit well inside the 20 ms limit while one of its databases
 * fails it (or has far less margin); failure scenarios quote this worst figure too.
 */
function worstRead(servers: readonly ServerResult[]): number | null {
  const all = servers.flatMap((s) => s.instances.map((i) => i.dbReadLatencyMs));
  const known = all.filter((v): v is number => v !== null);
  return known.length ? Math.max(...known) : null;
}

/** Short names of the criteria that fail anywhere in the design, without repeats. */
function failingNames(servers: readonly ServerResult[]): string[] {
  return [...new Set(servers.flatMap(failingCriteria).map((c) => CRITERION_SHORT[c.id] ?? c.id))];
}

function result(s: ServerResult): string {
  if (s.pass) return 'pass';
  const ids = failingNames([s]);
  return ids.length ? `FAIL: ${ids.join(', ')}` : 'FAIL';
}

function serverRow(s: ServerResult): string[] {
  const iops = iopsPair(s.achievedIops, s.targetIops);
  return [
    s.name,
    `${fixed(s.threadsPerDatabase, 0)}${s.autotuned ? ' (auto)' : ''}`,
    iops.target,
    iops.achieved,
    fixed(s.dbReadsPerSec, IOPS_DECIMALS),
    fixed(s.dbWritesPerSec, IOPS_DECIMALS),
    latency(s.dbReadLatencyMs, readLimit([s])),
    latency(worstRead([s]), readLimit([s])),
    fixed(s.dbWriteLatencyMs, MS_DECIMALS),
    latency(s.logWriteLatencyMs, logLimit([s])),
    result(s),
  ];
}

function totalRow(r: Report): string[] {
  const iops = iopsPair(r.totals.achievedIops, r.totals.targetIops);
  return [
    'Total (latencies: weighted mean; worst: highest)',
    '',
    iops.target,
    iops.achieved,
    fixed(r.totals.dbReadsPerSec, IOPS_DECIMALS),
    fixed(r.totals.dbWritesPerSec, IOPS_DECIMALS),
    latency(weightedLatencyMs(r.servers, 'dbReadLatencyMs'), readLimit(r.servers)),
    latency(worstRead(r.servers), readLimit(r.servers)),
    fixed(weightedLatencyMs(r.servers, 'dbWriteLatencyMs'), MS_DECIMALS),
    latency(weightedLatencyMs(r.servers, 'logWriteLatencyMs'), logLimit(r.servers)),
    r.pass ? 'PASS' : 'FAIL',
  ];
}

/**
 * A failing criterion's value and limit, at the same decimals: the summary's for its unit (IO/s
 * whole, others to 0.01), or as many more as it takes for them to read as the verdict does. A
 * database that does not run reads "DB1: Runs: no (its reason)", with no limit.
 */
function criterionLine(c: ServerResult['criteria'][number]): string {
  const text = criterionText(c, c.unit === 'IO/s' ? IOPS_DECIMALS : MS_DECIMALS);
  return isYesNo(c) ? `  ${c.scope}: ${text}` : `  ${c.scope}: ${c.label}: ${text}`;
}

function failingLines(r: Report): string[] {
  const lines: string[] = [];
  for (const s of r.servers) for (const c of failingCriteria(s)) lines.push(criterionLine(c));
  return lines.length ? ['Failing criteria', ...lines, ''] : [];
}

/** A failing design at the whole thread counts the engine re-solved at (`wholeThreads`). */
function wholeText(r: Report, h: NonNullable<Report['headroom']>): string {
  const w = h.wholeThreads;
  if (!w)
    return `only ${fixed(h.loadFactor, 2)}x the threads meets both, which no whole count per database gives: no thread count passes.`;
  const at = `at ${countsText(w.servers.map((s) => s.threadsPerDatabase))} threads per database (tested ${countsText(r.servers.map((s) => s.threadsPerDatabase))})`;
  // "Below target" or "passes" follows: the figure reads the same way.
  const reached = `${iopsPair(w.achievedIops, w.targetIops).achieved} IO/s (${signedPct((w.achievedIops / w.targetIops - 1) * 100)} on target)`;
  switch (wholeOutcome(w)) {
    case 'passes':
      return `${at} it passes with ${reached}.`;
    case 'short':
      return `${at} every latency limit holds but ${reached} is below target; one thread more breaks a limit: no whole thread count passes.`;
    case 'fails':
      return `${at} it still fails (${w.failing.join(', ')}).`;
  }
}

function headroomLine(r: Report, mode: SummaryContext['mode']): string {
  const h = r.headroom;
  if (!h) return `Headroom: ${mode === 'quick' ? 'not evaluated (--quick)' : 'none computed'}.`;
  const n = nearestThreads(
    h.loadFactor,
    r.servers.map((s) => s.threadsPerDatabase),
  );
  // A Jetstress user sets whole threads: name the count the multiplier lies nearest.
  const times = `${fixed(h.loadFactor, 2)}x the threads${n ? ` (about ${n.about} of ${n.of} per database)` : ''}`;
  const reach = `${fixed(h.maxIops, IOPS_DECIMALS)} IO/s (${signedPct(h.iopsPct)} on target) at ${times}`;
  switch (h.case) {
    case 'spare': {
      const limit = `limited by ${limitedByText(h.limitedBy)}`;
      const upTo = `up to ${fixed(h.maxIops, IOPS_DECIMALS)} IO/s at ${times}`;
      // Above a 0 IO/s target a percentage reads "0.0 %" beside spare IO/s: say why there is none.
      const noTarget = noTargetSentence(r.totals.targetIops);
      if (noTarget) return `Headroom: no percentage. ${noTarget} The design reaches ${upTo}; ${limit}.`;
      // The IOPS end at a criterion; the mailboxes at it or at LUN space (`mailboxesLimitedBy`).
      const mailboxes = `${fixed(h.extraMailboxes, 0)} more mailboxes, limited by ${limitedByText(h.mailboxesLimitedBy)}`;
      return `Headroom: ${signedPct(h.iopsPct)} IOPS over target: ${upTo}, ${limit}; ${mailboxes}.`;
    }
    case 'fewerThreads':
      return `Headroom: none as tested (a latency limit fails); ${wholeText(r, h)}`;
    case 'moreThreads':
      return `Headroom: none as tested (below target); ${wholeText(r, h)}`;
    case 'idle':
      return 'Headroom: none; no Jetstress I/O runs at any thread count (no database reaches storage it can use; see the findings).';
    case 'offline':
      return `Headroom: none as tested; a database does not run (see the findings), whatever the thread count; the rest reach ${reach}.`;
    case 'short':
      return `Headroom: none; no thread count meets the target within the latency limits (at most ${reach}, limited by ${limitedByText(h.limitedBy)}).`;
  }
}

function worstFailureLine(r: Report, ctx: SummaryContext): string {
  const w = r.worstFailure;
  if (!w && ctx.mode === 'quick') return 'Worst single failure: not evaluated (--quick).';
  // Under --fail another failure would be a double failure, which the engine does not analyse.
  if (!w && ctx.failed.length > 0)
    return 'Worst single failure: not evaluated with --fail (a further failure would be a double failure).';
  if (!w) return 'Worst single failure: none (no single failure to evaluate).';
  const failing = r.scenarios.filter((s) => !s.pass).length;
  // A percentage of a 0 IO/s target is no headroom (the scenario's own target is the design's).
  const target = r.scenarios.find((s) => s.id === w.scenarioId)?.targetIops ?? r.totals.targetIops;
  const headroom =
    w.pass && w.headroomPct !== null && hasTarget(target) ? `, headroom ${signedPct(w.headroomPct)}` : '';
  return (
    `Worst single failure: ${w.label}: ${w.pass ? 'passes' : 'FAILS'}${headroom} (${w.reason}). ` +
    `${r.scenarios.length} single failures evaluated, ${failing} fail.`
  );
}

/**
 * What does not fit, first: "needs 43,155 GB; LUNs allocate 51,500 GB … DOES NOT FIT" read as a
 * contradiction when the total fits and two log LUNs do not.
 */
function capacityMisses(c: Report['capacity']): string {
  const luns = c.luns.filter((l) => !l.fits);
  const groups = c.raidGroups.filter((g) => !g.fits);
  const parts: string[] = [];
  if (luns.length) {
    const worst = luns.reduce((a, b) => (b.requiredGb / b.sizeGb > a.requiredGb / a.sizeGb ? b : a));
    const what =
      luns.length === 1 ? '1 LUN is smaller than its files' : `${luns.length} LUNs are smaller than their files`;
    parts.push(
      `${what} (worst: ${worst.name} needs ${fixed(worst.requiredGb, 0)} GB, is ${fixed(worst.sizeGb, 0)} GB)`,
    );
  }
  if (groups.length) {
    const g = groups[0];
    const what = groups.length === 1 ? '1 RAID group is' : `${groups.length} RAID groups are`;
    parts.push(
      `${what} over-allocated (${g.name}: ${fixed(g.allocatedGb, 0)} GB of LUNs on ${fixed(g.usableGb, 0)} GB usable)`,
    );
  }
  return parts.length ? `${parts.join('; ')}. ` : '';
}

function capacityLine(r: Report): string {
  const c = r.capacity;
  return (
    `Capacity: ${c.fits ? 'fits' : 'DOES NOT FIT'}: ${c.fits ? '' : capacityMisses(c)}Exchange needs ` +
    `${fixed(c.requiredGb, 0)} GB; LUNs allocate ${fixed(c.allocatedGb, 0)} GB of ${fixed(c.usableGb, 0)} GB ` +
    `usable (${fixed(c.rawGb, 0)} GB raw); room for ${fixed(c.extraMailboxes, 0)} more mailboxes.`
  );
}

/**
 * The verdict, naming what fails: a design can miss on latency while beating its IOPS target, and
 * "FAIL: achieved 7,640 of 6,000" read as an IOPS pass. The verdict is Jetstress's (performance);
 * capacity has its own line.
 */
function overall(r: Report): string {
  if (r.pass) return 'Overall: PASS (Jetstress criteria)';
  const names = failingNames(r.servers);
  return names.length ? `Overall: FAIL on ${names.join(', ')}` : 'Overall: FAIL';
}

/** A component kind of the report as people say it ("RAID group", not "raidGroup"). */
function kindName(kind: string): string {
  if (kind === 'link') return 'cable';
  return (kindLabel as Record<string, string | undefined>)[kind] ?? kind;
}

/** Formats a validated report as a terminal summary (ends with a newline). */
export function formatSummary(r: Report, ctx: SummaryContext): string {
  const mode =
    ctx.mode === 'full' ? 'full (normal state, every single failure, headroom)' : 'quick (normal state only)';
  const head = [
    'Spindle: predicted Jetstress results',
    `Design:  ${ctx.title} (${ctx.file})`,
    `Engine:  ${r.engineVersion}, ${mode}`,
    ...(ctx.failed.length ? [`Failed:  ${ctx.failed.join('; ')} (as its failure scenario)`] : []),
    ...(r.valid ? [] : ['Valid:   NO: the engine cannot evaluate this design; see the findings.']),
    '',
  ];
  const achievedVsTarget =
    r.totals.targetIops > 0 ? ` (${signedPct((r.totals.achievedIops / r.totals.targetIops - 1) * 100)})` : '';
  const bottleneck = r.bottleneck
    ? `Bottleneck: ${r.bottleneck.name} (${kindName(r.bottleneck.kind)}, ${busyPct(r.bottleneck.utilisation)} % busy): ${r.bottleneck.reason}`
    : 'Bottleneck: none identified.';
  const iops = iopsPair(r.totals.achievedIops, r.totals.targetIops);
  return (
    [
      ...head,
      textTable(COLUMNS, [...r.servers.map(serverRow), totalRow(r)]),
      ...failingLines(r),
      `${overall(r)}: achieved ${iops.achieved} of ${iops.target} target IO/s${achievedVsTarget}.`,
      bottleneck,
      headroomLine(r, ctx.mode),
      worstFailureLine(r, ctx),
      capacityLine(r),
      '',
      ...findingLines(r.findings),
    ].join('\n') + '\n'
  );
}
