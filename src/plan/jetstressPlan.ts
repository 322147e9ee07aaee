/**
 * The Jetstress test plan of a design: per test host, what to enter in Jetstress to validate the
 * built system against Spindle's prediction, and what Spindle predicts that run will measure.
 * Presales engineers predict on the canvas, then someone runs Jetstress on the delivered storage;
 * without a plan the settings are retyped by hand from the design (ANCHORS: "a Jetstress target
 * sheet … closes the predict-then-validate loop").
 *
 * Everything comes from the design and its engine report: the databases and their LUNs from the
 * design's links, the target, the thread count (the model's own when the design leaves it to
 * Jetstress's tuning), the criteria with their thresholds and the predicted figures from the
 * report. Nothing is recomputed here. Every host the report evaluates is planned, with the
 * settings it was evaluated with: its own, or the engine's defaults when it has none. Pure.
 */
import type { Report, ServerResult } from '../../engine/ts/reportSchema';
import { engineDefaultJetstress } from '../../engine/ts/toEngineInput';
import type { ComponentOf } from '../schema/components';
import type { Design } from '../schema/design';
import { fileLunName, indexComponents } from '../store/designIndex';
import type { JetstressSettings } from '../schema/workload';

/** One database of a test host as Jetstress is set up for it. */
export interface PlannedDatabase {
  readonly id: string;
  readonly name: string;
  readonly mailboxes: number;
  /** Names of the LUNs its database file and its logs are on (absent: not on a LUN yet). */
  readonly dbLun?: string;
  readonly logLun?: string;
  /** Its share of the host's target, and what Spindle predicts for it [IO/s, ms]. */
  readonly targetIops: number;
  readonly predicted: {
    readonly achievedIops: number;
    readonly dbReadLatencyMs: number | null;
    readonly logWriteLatencyMs: number | null;
    /**
     * The app's verdict on the run this database is part of: the host's. Jetstress passes or
     * fails a host's run as a whole (every database's latencies, the host's achieved IOPS against
     * its target; warnings aside), so a database on a host that misses its target fails too.
     */
    readonly pass: boolean;
    /** Criteria judged on this database or on its host that fail or warn, in report order. */
    readonly failing: readonly PlannedCriterion[];
    /** The host's other databases that fail a criterion of their own, in report order. */
    readonly othersFailing: readonly string[];
  };
}

/** A pass criterion as the report states it, with the value Spindle predicts for it. */
export interface PlannedCriterion {
  readonly label: string;
  /** What it applies to: a database, or the host. */
  readonly scope: string;
  readonly comparator: string;
  readonly threshold: number;
  readonly unit: string;
  readonly predicted: number | null;
  readonly pass: boolean;
  /** A Jetstress warning rather than a failure. */
  readonly warningOnly: boolean;
}

/** The plan of one test host (a server or VM that runs Jetstress). */
export interface HostPlan {
  readonly id: string;
  readonly name: string;
  readonly databases: readonly PlannedDatabase[];
  readonly mailboxes: number;
  /** Transactional IO/s the host must reach (the profile plus the growth allowance) [IO/s]. */
  readonly targetIops: number;
  /** `targetIops` per mailbox: the "IOPS/mailbox" Jetstress asks for [IO/s]. */
  readonly iopsPerMailbox: number | null;
  /** Threads per database to set with tuning suppressed. */
  readonly threadsPerDatabase: number;
  /** The design leaves the count to Jetstress's tuning; `threadsPerDatabase` is the model's. */
  readonly autotuned: boolean;
  /** The settings the engine evaluated the host with: its own, or the engine's defaults. */
  readonly settings: JetstressSettings;
  /** False when the host has no Jetstress settings of its own and `settings` are the defaults. */
  readonly ownSettings: boolean;
  /** Spindle's prediction of the run. */
  readonly predicted: {
    readonly achievedIops: number;
    readonly dbReadLatencyMs: number | null;
    readonly logWriteLatencyMs: number | null;
    readonly pass: boolean;
  };
  readonly criteria: readonly PlannedCriterion[];
}

/** The whole plan: the design's workload and one entry per test host, in report order. */
export interface JetstressPlan {
  readonly title: string;
  readonly exchangeVersion: Design['workload']['exchangeVersion'];
  readonly mailboxSizeMb: number;
  readonly growthPct: number;
  readonly hosts: readonly HostPlan[];
}

type Host = ComponentOf<'server'> | ComponentOf<'vm'>;

/** The LUN names a database's files are on, from its `dbFile` / `logFile` links. */
function lunsOf(design: Design, dbId: string): Pick<PlannedDatabase, 'dbLun' | 'logLun'> {
  const dbLun = fileLunName(design, dbId, 'dbFile');
  const logLun = fileLunName(design, dbId, 'logFile');
  return { ...(dbLun && { dbLun }), ...(logLun && { logLun }) };
}

/**
 * Why database `name`'s run does not pass: the failing criteria the report judges on it (their
 * scope is its name) or on its host (a scope that is no database's: achieved IOPS, maintenance),
 * and the host's other databases that fail one of their own.
 */
function failingFor(
  name: string,
  criteria: readonly PlannedCriterion[],
  databases: ReadonlySet<string>,
): Pick<PlannedDatabase['predicted'], 'failing' | 'othersFailing'> {
  const failed = criteria.filter((c) => !c.pass);
  const others = failed.filter((c) => !c.warningOnly && c.scope !== name && databases.has(c.scope));
  return {
    failing: failed.filter((c) => c.scope === name || !databases.has(c.scope)),
    othersFailing: [...new Set(others.map((c) => c.scope))],
  };
}

/** One host's plan from its design component and its report row. */
function hostPlan(design: Design, host: Host, server: ServerResult): HostPlan {
  const criteria = plannedCriteria(server);
  const names = new Set(server.instances.map((i) => i.name));
  const databases = server.instances.map((i): PlannedDatabase => ({
    id: i.id,
    name: i.name,
    mailboxes: i.mailboxes,
    ...lunsOf(design, i.id),
    targetIops: i.targetIops,
    predicted: {
      achievedIops: i.achievedIops,
      dbReadLatencyMs: i.dbReadLatencyMs,
      logWriteLatencyMs: i.logWriteLatencyMs,
      // `i.pass` judges the instance's latencies only; the run's verdict is the host's.
      pass: i.pass && server.pass,
      ...failingFor(i.name, criteria, names),
    },
  }));
  const mailboxes = databases.reduce((sum, d) => sum + d.mailboxes, 0);
  return {
    id: server.id,
    name: server.name,
    databases,
    mailboxes,
    targetIops: server.targetIops,
    iopsPerMailbox: mailboxes > 0 ? server.targetIops / mailboxes : null,
    threadsPerDatabase: server.threadsPerDatabase,
    autotuned: server.autotuned,
    // A host without settings of its own still runs Jetstress in the engine, with its defaults.
    settings: host.jetstress ?? engineDefaultJetstress(design.workload),
    ownSettings: host.jetstress !== undefined,
    predicted: {
      achievedIops: server.achievedIops,
      dbReadLatencyMs: server.dbReadLatencyMs,
      logWriteLatencyMs: server.logWriteLatencyMs,
      pass: server.pass,
    },
    criteria,
  };
}

/** A server's criteria as the plan reads them: each with its limit and the value predicted. */
export function plannedCriteria(server: ServerResult): PlannedCriterion[] {
  return server.criteria.map((c) => ({
    label: c.label,
    scope: c.scope,
    comparator: c.comparator,
    threshold: c.threshold,
    unit: c.unit,
    predicted: c.value,
    pass: c.pass,
    warningOnly: c.warningOnly,
  }));
}

/**
 * The Jetstress test plan of `design` from its engine `report` (of the same revision): a host per
 * server or VM the report evaluates, that is every one holding databases, with settings or not.
 */
export function jetstressPlan(design: Design, report: Report): JetstressPlan {
  const { byId } = indexComponents(design.components);
  const hosts = report.servers.flatMap((s) => {
    const host = byId.get(s.id);
    return host && (host.kind === 'server' || host.kind === 'vm') ? [hostPlan(design, host, s)] : [];
  });
  return {
    title: design.meta.title,
    exchangeVersion: design.workload.exchangeVersion,
    mailboxSizeMb: design.workload.mailboxSizeMb,
    growthPct: design.workload.headroomPct,
    hosts,
  };
}

/** One criterion of a host, over every database (or the host) it applies to. */
export interface CriterionSummary {
  readonly label: string;
  readonly comparator: string;
  readonly threshold: number;
  readonly unit: string;
  /** Lowest and highest predicted value over its scopes; null when none is known. */
  readonly lowest: number | null;
  readonly highest: number | null;
  /** How many databases (or hosts) it is judged on, and how many of them fail it. */
  readonly scopes: number;
  readonly failing: number;
  readonly warningOnly: boolean;
}

/**
 * A host's criteria, one line per criterion in report order: Jetstress judges latency per
 * database, so a 20-database host has 20 read-latency criteria, which a plan gives as one line
 * with the range predicted. A criterion whose threshold differs between scopes stays apart.
 */
export function summariseCriteria(criteria: readonly PlannedCriterion[]): CriterionSummary[] {
  const groups = new Map<string, PlannedCriterion[]>();
  for (const c of criteria) {
    const key = `${c.label}\u0000${c.comparator}\u0000${c.threshold}\u0000${c.unit}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  return [...groups.values()].map((cs) => {
    const first = cs[0]!;
    const known = cs.map((c) => c.predicted).filter((v): v is number => v !== null);
    return {
      label: first.label,
      comparator: first.comparator,
      threshold: first.threshold,
      unit: first.unit,
      lowest: known.length ? Math.min(...known) : null,
      highest: known.length ? Math.max(...known) : null,
      scopes: cs.length,
      failing: cs.filter((c) => !c.pass).length,
      warningOnly: cs.every((c) => c.warningOnly),
    };
  });
}
