/**
 * The only translation from a design to the engine's input. Pure: flattens components by kind,
 * resolves drive specifications from the parts the design carries and then the catalog, turns
 * database file links into LUN references, and passes `fc`, `backend` and `member` links through.
 * Layout is ignored (it never affects the model). Anything the engine cannot use is left for the
 * engine to report as a finding, so the user sees one consistent list of problems.
 */
import type { Component, ComponentOf } from '../../src/schema/components';
import type { DriveSpecs } from '../../src/schema/catalog';
import type { Design } from '../../src/schema/design';
import {
  defaultJetstress,
  jetstressBefore2010,
  type JetstressSettings,
  type Workload,
} from '../../src/schema/workload';
import type { EngineDrive, EngineInput, EngineJetstress, EngineOptions } from './input';

/** Looks up a catalog drive by part id. */
export type DriveLookup = (partId: string) => (DriveSpecs & { name?: string }) | undefined;

/** Thread hints from a report: the tuned threads of every autotuned server. */
export function threadHintsFrom(report: {
  servers: { id: string; autotuned: boolean; threadsPerDatabase: number }[];
}): EngineOptions['threadHints'] {
  return report.servers.filter((s) => s.autotuned).map((s) => ({ server: s.id, threads: s.threadsPerDatabase }));
}

/** Default options: normal state, every single failure, and headroom. */
export const fullOptions: EngineOptions = { failures: true, headroom: true, failed: [], threadHints: [] };
/** Normal state only: the fast first answer while editing (pass `threadHints` from the last full
 * report's autotuned servers so it needs no tuning). */
export const quickOptions: EngineOptions = { failures: false, headroom: false, failed: [], threadHints: [] };

function ofKind<K extends Component['kind']>(d: Design, kind: K): ComponentOf<K>[] {
  return d.components.filter((c): c is ComponentOf<K> => c.kind === kind);
}

/**
 * The Jetstress settings the engine runs a server or VM with when the design gives it none (sent as
 * `jetstress: null`): `jetstress_of` in `engine/core/src/build.rs`, that is
 * `workload::default_jetstress` (the version's default operation mix: 40/20/5/35 % from 2010,
 * 17/5/68/10 % for 2003 and 2007; background maintenance on from 2010, where Jetstress runs it;
 * 70 % lazy commits) with the workload's database copies, and the thread count tuned, since
 * `configured_threads` (`build.rs`) reads no count for such a host and `autotune.rs` tunes it.
 * Whoever shows or writes a host's settings "as evaluated" (the inspector's *Set Jetstress
 * settings*, the test plan) uses this, so making them explicit changes no figure;
 * `src/commands/jetstressDefaults.test.ts` holds it to the engine.
 */
export function engineDefaultJetstress(
  workload: Pick<Workload, 'copiesPerDatabase' | 'exchangeVersion'>,
): JetstressSettings {
  const older = jetstressBefore2010(workload.exchangeVersion);
  return {
    ...defaultJetstress,
    ...(older ? { insertPct: 17, deletePct: 5, replacePct: 68, readPct: 10, backgroundMaintenance: false } : {}),
    threadsPerDatabase: 'auto',
    copiesPerDatabase: Math.max(1, workload.copiesPerDatabase),
  };
}

function jetstress(j: JetstressSettings | undefined): EngineJetstress | null {
  // No settings: the engine applies `engineDefaultJetstress` itself (and says so, SPN-I201).
  if (!j) return null;
  return { ...j };
}

function drive(id: string, specs: DriveSpecs & { name?: string }): EngineDrive {
  return {
    id,
    name: specs.name ?? id,
    kind: specs.kind,
    capacityGb: specs.capacityGb,
    rpm: specs.rpm,
    seekTrackMs: specs.seekTrackMs,
    seekAvgMs: specs.seekAvgMs,
    seekFullMs: specs.seekFullMs,
    writeSettleMs: specs.writeSettleMs,
    mediaRateMbS: specs.mediaRateMbS,
    queueCap: specs.queueCap,
    ssdReadMs: specs.ssdReadMs ?? 0,
    ssdWriteMs: specs.ssdWriteMs ?? 0,
    ssdParallelism: specs.ssdParallelism ?? 1,
  };
}

/**
 * The drive lookup for `design`: the parts it carries (`Design.parts`, the figures it was saved
 * with) first, then `catalog`. A design that uses a custom drive so evaluates the same on a PC
 * whose catalog lacks that part, or holds another part under the same id.
 */
export function designDrives(design: Pick<Design, 'parts'>, catalog: DriveLookup): DriveLookup {
  if (!design.parts?.length) return catalog;
  const carried = new Map(design.parts.map((p) => [p.id, { ...p.specs, name: `${p.vendor} ${p.model}` }]));
  return (id) => carried.get(id) ?? catalog(id);
}

/**
 * Builds the engine input for `design` at `revision`. Drives come from the parts the design
 * carries, then from `drives` (the catalog; see `designDrives`). Drives whose part is unknown to
 * both are omitted; the engine then reports the enclosure as referring to an unknown drive.
 */
export function toEngineInput(
  design: Design,
  revision: number,
  drives: DriveLookup,
  options: EngineOptions = fullOptions,
): EngineInput {
  const byId = new Map(design.components.map((c) => [c.id, c]));
  const parentOf = (c: Component): Component | undefined => (c.parentId ? byId.get(c.parentId) : undefined);

  const lookup = designDrives(design, drives);
  const usedDrives = new Map<string, EngineDrive>();
  for (const e of ofKind(design, 'enclosure')) {
    const specs = lookup(e.driveRef);
    if (specs && !usedDrives.has(e.driveRef)) usedDrives.set(e.driveRef, drive(e.driveRef, specs));
  }

  const dbLun = new Map<string, string>();
  const logLun = new Map<string, string>();
  for (const l of design.links) {
    if (l.kind === 'dbFile') dbLun.set(l.from.componentId, l.to.componentId);
    if (l.kind === 'logFile') logLun.set(l.from.componentId, l.to.componentId);
  }

  return {
    revision,
    workload: { ...design.workload },
    servers: [
      ...ofKind(design, 'server').map((s) => ({
        id: s.id,
        name: s.name,
        host: null,
        cores: s.sockets * s.coresPerSocket,
        ghz: s.ghz,
        ramGb: s.ramGb,
        dag: s.dag ?? null,
        jetstress: jetstress(s.jetstress),
      })),
      ...ofKind(design, 'vm').map((v) => {
        const host = parentOf(v);
        return {
          id: v.id,
          name: v.name,
          host: host?.kind === 'server' ? host.id : null,
          cores: v.vcpus,
          ghz: host?.kind === 'server' ? host.ghz : 2,
          ramGb: v.ramGb,
          dag: v.dag ?? null,
          jetstress: jetstress(v.jetstress),
        };
      }),
    ],
    hbas: ofKind(design, 'hba').map((h) => ({
      id: h.id,
      name: h.name,
      server: h.parentId ?? '',
      ports: h.ports,
      speedGbps: h.speedGbps,
      executionThrottle: h.executionThrottle,
      lunQueueDepth: h.lunQueueDepth,
    })),
    switches: ofKind(design, 'switch').map((s) => ({ id: s.id, name: s.name, ports: s.ports, speedGbps: s.speedGbps })),
    arrays: ofKind(design, 'array').map((a) => {
      const parent = parentOf(a);
      return {
        id: a.id,
        name: a.name,
        internalTo: a.attachment === 'internal' && parent?.kind === 'server' ? parent.id : null,
        cacheGb: a.cacheGb,
        writeCacheEnabled: a.writeCacheEnabled,
        writeCachePct: a.writeCachePct,
        cacheMirrored: a.cacheMirrored,
        writeCacheOnPeerFailure: a.writeCacheOnPeerFailure,
        hostAccess: a.hostAccess,
      };
    }),
    controllers: ofKind(design, 'controller').map((c) => ({
      id: c.id,
      name: c.name,
      array: c.parentId ?? '',
      frontEndPorts: c.frontEndPorts,
      portSpeedGbps: c.portSpeedGbps,
      maxIops: c.maxIops,
      // Only where the design says so: the engine reads an absent field as a box of its own.
      ...(c.enclosureId === undefined ? {} : { enclosure: c.enclosureId }),
    })),
    drives: [...usedDrives.values()],
    enclosures: ofKind(design, 'enclosure').map((e) => ({
      id: e.id,
      name: e.name,
      owner: e.parentId ?? '',
      drive: e.driveRef,
      driveCount: e.driveCount,
      slots: e.slots,
    })),
    raidGroups: ofKind(design, 'raidGroup').map((g) => ({
      id: g.id,
      name: g.name,
      array: g.parentId ?? '',
      level: g.level,
      stripeKb: g.stripeKb,
      groupSize: g.groupSize,
      hotSpares: g.hotSpares,
      snapshotReservePct: g.snapshotReservePct ?? null,
    })),
    luns: ofKind(design, 'lun').map((l) => ({
      id: l.id,
      name: l.name,
      raidGroup: l.parentId ?? '',
      sizeGb: l.sizeGb,
      owner: l.ownerControllerId ?? null,
    })),
    databases: ofKind(design, 'database').map((d) => ({
      id: d.id,
      name: d.name,
      server: d.parentId ?? '',
      dbLun: dbLun.get(d.id) ?? null,
      logLun: logLun.get(d.id) ?? null,
      mailboxes: d.mailboxes,
      mailboxSizeMb: d.mailboxSizeMb ?? null,
      iopsPerMailbox: d.iopsPerMailbox ?? null,
    })),
    links: design.links
      .filter((l) => l.kind === 'fc' || l.kind === 'backend' || l.kind === 'member')
      .map((l) => ({
        id: l.id,
        kind: l.kind as 'fc' | 'backend' | 'member',
        from: { component: l.from.componentId, port: l.from.port },
        to: { component: l.to.componentId, port: l.to.port },
        diskCount: l.diskCount ?? 0,
      })),
    options,
  };
}
