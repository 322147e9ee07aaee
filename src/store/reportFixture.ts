/**
 * Builds schema-valid engine reports for tests of selectors and annotations (not used by the app):
 * an empty report at a revision, with the parts a test needs filled in; and the few design parts
 * those tests name.
 */
import { z } from 'zod';

import { judge, judgedValue } from '../../engine/ts/criterionFigure';
import { Report, SolverInfo, Totals } from '../../engine/ts/reportSchema';
import type { ComponentOf } from '../schema/components';

/**
 * A zero value for a flat object schema (numbers 0, booleans true, arrays empty), so fixtures keep
 * parsing when the engine adds diagnostic fields.
 */
function zeroOf(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([k, t]) => [
      k,
      t instanceof z.ZodBoolean ? true : t instanceof z.ZodArray ? [] : 0,
    ]),
  );
}

/** A valid report; `parts` overrides top-level fields. Parsed, so a malformed fixture fails loudly. */
export function makeReport(revision: number, parts: Partial<Report> = {}): Report {
  return Report.parse({
    engineVersion: 'test',
    revision,
    valid: true,
    pass: true,
    totals: zeroOf(Totals),
    servers: [],
    components: [],
    bottleneck: null,
    capacity: {
      rawGb: 0,
      usableGb: 0,
      allocatedGb: 0,
      requiredGb: 0,
      fits: true,
      raidGroups: [],
      luns: [],
      extraMailboxes: 0,
    },
    headroom: null,
    scenarios: [],
    worstFailure: null,
    explanations: [],
    findings: [],
    solver: zeroOf(SolverInfo),
    ...parts,
  });
}

/** A server result with the given figures and otherwise zeros. */
export function makeServerResult(
  id: string,
  f: {
    achievedIops: number;
    targetIops: number;
    dbReadLatencyMs: number | null;
    logWriteLatencyMs: number | null;
    pass?: boolean;
  },
): Report['servers'][number] {
  return {
    id,
    name: id,
    threadsPerDatabase: 2,
    autotuned: false,
    targetIops: f.targetIops,
    achievedIops: f.achievedIops,
    dbReadsPerSec: 0,
    dbWritesPerSec: 0,
    dbReadLatencyMs: f.dbReadLatencyMs,
    dbWriteLatencyMs: null,
    logWritesPerSec: 0,
    logWriteLatencyMs: f.logWriteLatencyMs,
    bdmMbPerSec: 0,
    pass: f.pass ?? true,
    criteria: [],
    instances: [],
  };
}

/**
 * A report of one server against a 1,000 IO/s target at 12 ms reads and 2 ms log writes, achieving
 * `achievedIops`, with `components` as their loads: what the canvas tests change between reports.
 */
export function makeServerReport(serverId: string, achievedIops: number, components: Report['components']): Report {
  return makeReport(1, {
    servers: [
      makeServerResult(serverId, { achievedIops, targetIops: 1000, dbReadLatencyMs: 12, logWriteLatencyMs: 2 }),
    ],
    components,
  });
}

/** A component load entry. */
export function makeLoad(id: string, utilisation: number, mbPerSec = 0): Report['components'][number] {
  return { id, kind: 'test', name: id, iops: 0, mbPerSec, utilisation, queueLength: 0, responseMs: 0 };
}

/** The XIV preset's log LUN as the engine reports it: 750 GB, its logs need 1,314 GB. */
export function makeLogLun(id = 'j', name = 'J: logs'): Report['capacity']['luns'][number] {
  return {
    id,
    name,
    sizeGb: 750,
    dbRequiredGb: 0,
    logRequiredGb: 1314,
    requiredGb: 1314,
    requiredBasis: 'Logs: 10,000 mailboxes in 5 databases … = 1,051.1 GB; with 20 % of the LUN kept free: 1,313.9 GB.',
    usedPct: 175.2,
    fits: false,
  };
}

/**
 * The criterion the engine fails for a database that does not run in the evaluated state (its
 * server failed and no other holds a copy): what the canvas reads as "Offline".
 */
export function makeOfflineCriterion(db: string): Report['servers'][number]['criteria'][number] {
  return {
    id: 'online',
    label: `Database ${db} runs (its server failed)`,
    scope: db,
    value: null,
    threshold: 1,
    unit: '',
    comparator: '=',
    pass: false,
    warningOnly: false,
  };
}

/**
 * A server one of whose databases cannot run: its "runs" criterion fails (its RAID group is not
 * usable) beside the IOPS target it then misses (0 of 450 IO/s), as the engine reports a design
 * whose drive is unknown.
 */
export function makeServerWithOfflineDb(id: string, db: string): Report['servers'][number] {
  const base = makeJudgedServer(id, { readMs: 15, achievedIops: 0, targetIops: 450 });
  return {
    ...base,
    pass: false,
    criteria: [
      { ...makeOfflineCriterion(db), label: `Database ${db} runs (a RAID group under its LUNs is not usable)` },
      ...base.criteria.filter((c) => c.id === 'achievedIops'),
    ],
  };
}

/** A Failures row for the failure of `componentId` (a server unless `kind` says otherwise). */
export function makeScenarioRow(
  id: string,
  componentId: string,
  f: Partial<Report['scenarios'][number]> = {},
): Report['scenarios'][number] {
  return {
    id,
    kind: 'server',
    componentId,
    label: `${componentId.toUpperCase()} fails`,
    survivable: true,
    achievedIops: 0,
    targetIops: 0,
    worstDbReadLatencyMs: null,
    worstLogWriteLatencyMs: null,
    pass: true,
    headroom: null,
    failing: [],
    rebuildHours: null,
    rebuildIdleHours: null,
    spread: 0,
    notes: [],
    ...f,
  };
}

/** A server component of the design (2 × 4 cores, 3 GHz, 32 GB), named by its id in capitals. */
export function makeServerComponent(id: string): ComponentOf<'server'> {
  return { kind: 'server', id, name: id.toUpperCase(), sockets: 2, coresPerSocket: 4, ghz: 3, ramGb: 32 };
}

/** A latency or IOPS criterion as the engine states it: its value rounded to 0.001 and judged so. */
function judgedCriterion(
  id: string,
  label: string,
  scope: string,
  value: number,
  threshold: number,
  unit: string,
): Report['servers'][number]['criteria'][number] {
  const comparator = unit === 'ms' ? '<=' : '>=';
  return {
    id,
    label,
    scope,
    value: judgedValue(value),
    threshold,
    unit,
    comparator,
    pass: judge(value, threshold, comparator) ?? false,
    warningOnly: false,
  };
}

/**
 * A server of one database, `DB1`, judged as the engine judges it (jetstress.rs): its read and log
 * write latencies against 20 ms and 10 ms, its achieved IO/s against its target, each on the value
 * rounded to 0.001. For figures at a limit: 20.003 ms fails, and must not print as "20.00".
 */
export function makeJudgedServer(
  id: string,
  f: { readMs: number; logMs?: number; achievedIops: number; targetIops: number },
): Report['servers'][number] {
  const logMs = f.logMs ?? 2;
  const criteria = [
    judgedCriterion('dbReadLatency', 'Database read latency (average)', 'DB1', f.readMs, 20, 'ms'),
    judgedCriterion('logWriteLatency', 'Log write latency (average)', 'DB1', logMs, 10, 'ms'),
    judgedCriterion(
      'achievedIops',
      'Achieved transactional IOPS ≥ target',
      id.toUpperCase(),
      f.achievedIops,
      judgedValue(f.targetIops),
      'IO/s',
    ),
  ];
  const [read, log] = criteria as [(typeof criteria)[0], (typeof criteria)[0]];
  const instance: Report['servers'][number]['instances'][number] = {
    id: `${id}-db1`,
    name: 'DB1',
    threads: 2,
    mailboxes: 1000,
    targetIops: f.targetIops,
    achievedIops: f.achievedIops,
    dbReadsPerSec: 0.6 * f.achievedIops,
    dbWritesPerSec: 0.4 * f.achievedIops,
    dbReadLatencyMs: f.readMs,
    dbWriteLatencyMs: 1,
    logWritesPerSec: 0.1 * f.achievedIops,
    logWriteLatencyMs: logMs,
    bdmReadsPerSec: 0,
    bdmMbPerSec: 0,
    logReplicationReadsPerSec: 0,
    pass: read.pass && log.pass,
  };
  const server = makeServerResult(id, {
    achievedIops: f.achievedIops,
    targetIops: f.targetIops,
    dbReadLatencyMs: f.readMs,
    logWriteLatencyMs: logMs,
  });
  return {
    ...server,
    name: id.toUpperCase(),
    dbReadsPerSec: instance.dbReadsPerSec,
    dbWritesPerSec: instance.dbWritesPerSec,
    logWritesPerSec: instance.logWritesPerSec,
    criteria,
    instances: [instance],
    pass: criteria.every((c) => c.pass),
  };
}
