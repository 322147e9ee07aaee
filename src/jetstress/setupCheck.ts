/**
 * Whether a Jetstress test ran the setup the design plans for its host (the test plan's databases,
 * target IO/s and threads per database). A test of another setup measures something else: set
 * beside the prediction, its figures read as a miss (or a hit) of the model that is really a test
 * of another configuration, and the engineer ends up defending it in front of the customer. The
 * import still takes the figures (the test may be all there is), but says what differs in its
 * notice and on every figure's label, so the comparison is never taken as valid silently. Pure.
 */
import type { Report } from '../../engine/ts/reportSchema';
import type { Component, ComponentOf } from '../schema/components';
import type { JetstressResult } from './parseResult';

type Host = ComponentOf<'server'> | ComponentOf<'vm'>;

/** What the design plans for a host's test, as Export ▸ Jetstress test plan gives it. */
export interface PlannedSetup {
  readonly databases: number;
  /** The host's target [IO/s]; null when the engine's figures do not give one (see `evaluated`). */
  readonly targetIops: number | null;
  /** Whether the engine's figures for the design as it is were there to plan from. */
  readonly evaluated: boolean;
  /** Threads per database to set; null when the design leaves the count to Jetstress's tuning. */
  readonly threadsPerDatabase: number | null;
}

/**
 * The plan of `host`. `report` is the engine's report of the design as it is now, or null: the
 * databases and threads are then the design's own, and the target is not known.
 */
export function plannedSetup(components: readonly Component[], host: Host, report: Report | null): PlannedSetup {
  const server = report?.servers.find((s) => s.id === host.id);
  if (server)
    return {
      databases: server.instances.length,
      targetIops: server.targetIops,
      threadsPerDatabase: server.autotuned ? null : server.threadsPerDatabase,
      evaluated: true,
    };
  const own = host.jetstress?.threadsPerDatabase;
  return {
    databases: components.filter((c) => c.kind === 'database' && c.parentId === host.id).length,
    targetIops: null,
    threadsPerDatabase: typeof own === 'number' ? own : null,
    // A host the engine's report leaves out holds no databases: nothing to plan, nothing pending.
    evaluated: report !== null,
  };
}

/**
 * How far the test's target may be from the plan's before it is another workload: Jetstress takes
 * IOPS per mailbox with two decimals, and the plan's figure rounded so moves the target by a few
 * per cent; a target 10 % off is a different profile (or the growth allowance left out).
 */
const TARGET_TOLERANCE = 0.1;

const num = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** One difference: which setting, what the test ran and what the plan has. */
export interface SetupDifference {
  readonly what: 'databases' | 'target' | 'threads';
  readonly ran: number;
  readonly planned: number;
}

/** Where `result` ran another setup than `plan`, in the plan's order; empty when it ran the plan. */
export function setupDifferences(result: JetstressResult, plan: PlannedSetup): SetupDifference[] {
  const out: SetupDifference[] = [];
  const ran = result.instances.length;
  if (ran !== plan.databases) out.push({ what: 'databases', ran, planned: plan.databases });
  const target = result.targetIops?.value;
  if (target !== undefined && plan.targetIops !== null && plan.targetIops > 0)
    if (Math.abs(target - plan.targetIops) > TARGET_TOLERANCE * plan.targetIops)
      out.push({ what: 'target', ran: target, planned: plan.targetIops });
  const threads = result.threadsPerDatabase?.value;
  if (threads !== undefined && plan.threadsPerDatabase !== null && threads !== plan.threadsPerDatabase)
    out.push({ what: 'threads', ran: threads, planned: plan.threadsPerDatabase });
  return out;
}

/** A setting in words: "4 databases", "a target of 1,200 IO/s", "3 threads per database". */
function phrase(what: SetupDifference['what'], n: number): string {
  if (what === 'target') return `a target of ${num(n)} IO/s`;
  if (what === 'databases') return `${num(n)} ${n === 1 ? 'database' : 'databases'}`;
  return `${num(n)} ${n === 1 ? 'thread' : 'threads'} per database`;
}

const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/**
 * The warning for the import notice ("the report ran 4 databases and a target of 1,200 IO/s; the
 * design's EXCHANGE1 plans 8 databases and a target of 450 IO/s"), or null when the test ran the
 * plan. `who` is the host's short name, `test` the test in words ("performance test").
 */
export function setupWarning(diffs: readonly SetupDifference[], who: string, test: string): string | null {
  if (diffs.length === 0) return null;
  const ran = list(diffs.map((d) => phrase(d.what, d.ran)));
  const planned = list(diffs.map((d) => phrase(d.what, d.planned)));
  return (
    `The ${test} on ${who} is of another setup: the report ran ${ran}; the design's ${who} plans ${planned}. ` +
    'Its figures stand beside a prediction of another configuration, so a miss or a match says little about the design.'
  );
}

/** The note on each imported figure's label ("other setup than planned: 4 databases, plan 8"). */
export function setupLabelNote(diffs: readonly SetupDifference[]): string | null {
  if (diffs.length === 0) return null;
  const each = diffs.map((d) =>
    d.what === 'target'
      ? `target ${num(d.ran)} IO/s, plan ${num(d.planned)}`
      : `${phrase(d.what, d.ran)}, plan ${num(d.planned)}`,
  );
  return `other setup than planned: ${each.join('; ')}`;
}

/** Said when the target could not be checked: the engine has not yet evaluated the design as it is. */
export function targetUnchecked(result: JetstressResult, plan: PlannedSetup, who: string): string | null {
  return result.targetIops && !plan.evaluated
    ? `The report's target on ${who} was not checked against the plan, as the design was still being evaluated; import it again once the figures are in to check it.`
    : null;
}
