/**
 * Narrow, memoised reads of the store. Report lookups are indexed once per report object (WeakMap),
 * so a selector returns the very same object for an unchanged figure and a component subscribed to
 * it re-renders only when its own figure changes.
 */
import type {
  ComponentLoad,
  Criterion,
  Finding,
  InstanceResult,
  Report,
  ServerResult,
} from '../../engine/ts/reportSchema';
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';
import { indexComponents } from './designIndex';
import type { DesignState } from './types';

type RaidGroupCapacity = Report['capacity']['raidGroups'][number];
type LunCapacity = Report['capacity']['luns'][number];

/** Everything in a report, indexed by design component id. */
export interface ReportIndex {
  readonly loads: ReadonlyMap<string, ComponentLoad>;
  readonly servers: ReadonlyMap<string, ServerResult>;
  /** Database instances (Jetstress instance id = database component id). */
  readonly instances: ReadonlyMap<string, InstanceResult>;
  /** Why each database that does not run is offline, by instance id (see `offlineReasons`). */
  readonly offline: ReadonlyMap<string, string>;
  /** Databases whose server failed and whose active copy runs on another DAG member (see `failedOver`). */
  readonly failedOver: ReadonlySet<string>;
  readonly findings: ReadonlyMap<string, readonly Finding[]>;
  readonly raidGroups: ReadonlyMap<string, RaidGroupCapacity>;
  readonly luns: ReadonlyMap<string, LunCapacity>;
  readonly bottleneckId: string | null;
}

const NO_FINDINGS: readonly Finding[] = Object.freeze([]);
const emptyIndex: ReportIndex = {
  loads: new Map(),
  servers: new Map(),
  instances: new Map(),
  offline: new Map(),
  failedOver: new Set(),
  findings: new Map(),
  raidGroups: new Map(),
  luns: new Map(),
  bottleneckId: null,
};
const reportCache = new WeakMap<Report, ReportIndex>();

/** Indexes a report by component id (memoised per report object). */
export function indexReport(report: Report | null): ReportIndex {
  if (!report) return emptyIndex;
  let idx = reportCache.get(report);
  if (!idx) {
    const findings = new Map<string, Finding[]>();
    for (const f of report.findings) {
      for (const id of f.componentIds) {
        const list = findings.get(id);
        if (list) list.push(f);
        else findings.set(id, [f]);
      }
    }
    idx = {
      loads: new Map(report.components.map((c) => [c.id, c])),
      servers: new Map(report.servers.map((s) => [s.id, s])),
      instances: new Map(report.servers.flatMap((s) => s.instances.map((i) => [i.id, i] as const))),
      offline: new Map(report.servers.flatMap((s) => [...offlineReasons(s)])),
      failedOver: new Set(report.servers.flatMap((s) => failedOver(s))),
      findings,
      raidGroups: new Map(report.capacity.raidGroups.map((g) => [g.id, g])),
      luns: new Map(report.capacity.luns.map((l) => [l.id, l])),
      bottleneckId: report.bottleneck?.componentId ?? null,
    };
    reportCache.set(report, idx);
  }
  return idx;
}

/**
 * The `online` criteria of a server's databases that do not run on it, with the instance each is
 * scoped to (by the database's name), passed (`pass`) or failed: how jetstress.rs says so.
 */
function onlineCriteria(server: ServerResult, pass: boolean): [string, Criterion][] {
  const byName = new Map(server.instances.map((i) => [i.name, i.id]));
  return server.criteria.flatMap((c): [string, Criterion][] => {
    const id = c.id === 'online' && c.pass === pass ? byName.get(c.scope) : undefined;
    return id === undefined ? [] : [[id, c]];
  });
}

/**
 * The databases of a server that do not run, by instance id, with the engine's reason ("its server
 * failed"). The engine says so with a failed `online` criterion scoped to the database's name
 * (jetstress.rs); such an instance reports 0 IO/s and no latencies, which alone would read as "—".
 */
export function offlineReasons(server: ServerResult): Map<string, string> {
  return new Map(
    onlineCriteria(server, false).map(([id, c]) => [id, /\(([^()]*)\)$/.exec(c.label)?.[1] ?? 'it does not run']),
  );
}

/**
 * The databases of a failed server that its DAG fails over: the engine passes their `online`
 * criterion ("runs on another member of its DAG"); they report 0 IO/s, as the member that runs
 * their active copy carries their load and their target.
 */
export function failedOver(server: ServerResult): string[] {
  return onlineCriteria(server, true).map(([id]) => id);
}

/** The latest report (possibly stale), or null before the first evaluation. */
export const selectReport = (s: DesignState): Report | null => s.analysis.report;

/** True when the figures on screen were computed for an older revision. */
export const selectIsStale = (s: DesignState): boolean =>
  s.analysis.report !== null && s.analysis.revision !== s.revision;

/** Load on one component (utilisation, IOPS, MB/s), or null. */
export const selectComponentLoad =
  (id: string) =>
  (s: DesignState): ComponentLoad | null =>
    indexReport(s.analysis.report).loads.get(id) ?? null;

/** Jetstress result of one server or VM, or null. */
export const selectServerResult =
  (id: string) =>
  (s: DesignState): ServerResult | null =>
    indexReport(s.analysis.report).servers.get(id) ?? null;

/** The Jetstress instance of a database component by id, or null. */
export const selectInstanceResult =
  (id: string) =>
  (s: DesignState): InstanceResult | null =>
    indexReport(s.analysis.report).instances.get(id) ?? null;

/** Findings that name a component (shared empty array when none). */
export const selectFindingsFor =
  (id: string) =>
  (s: DesignState): readonly Finding[] =>
    indexReport(s.analysis.report).findings.get(id) ?? NO_FINDINGS;

/** Capacity of a RAID group or LUN by id, or null. */
export const selectCapacity =
  (id: string) =>
  (s: DesignState): RaidGroupCapacity | LunCapacity | null => {
    const idx = indexReport(s.analysis.report);
    return idx.raidGroups.get(id) ?? idx.luns.get(id) ?? null;
  };

/** Design-wide totals, or null before the first report. */
export const selectTotals = (s: DesignState): Report['totals'] | null => s.analysis.report?.totals ?? null;

const selectedCache = new WeakMap<
  readonly string[],
  { components: readonly Component[]; result: readonly Component[] }
>();

/** The selected components, in selection order (memoised per selection and document version). */
export function selectSelectedComponents(s: DesignState): readonly Component[] {
  const ids = s.selection.components;
  const hit = selectedCache.get(ids);
  if (hit && hit.components === s.doc.components) return hit.result;
  const { byId } = indexComponents(s.doc.components);
  const result = ids.map((id) => byId.get(id)).filter((c): c is Component => c !== undefined);
  selectedCache.set(ids, { components: s.doc.components, result });
  return result;
}

/** The single selected link when exactly one link and no component is selected. */
export function selectSelectedLink(s: DesignState): Link | null {
  if (s.selection.components.length !== 0 || s.selection.links.length !== 1) return null;
  const id = s.selection.links[0];
  return s.doc.links.find((l) => l.id === id) ?? null;
}

/** One component by id, or null. */
export const selectComponent =
  (id: string) =>
  (s: DesignState): Component | null =>
    indexComponents(s.doc.components).byId.get(id) ?? null;
