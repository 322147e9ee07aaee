/**
 * The inspector's Ports section as data (pure): each port of a part as the canvas labels its handle
 * ("Port 0", "FE 1", "Bus"; a switch's fabric as "Hosts" and "Storage"), the links at it with the
 * far end named as the canvas names it, how many more links it takes, and the ports elsewhere in the
 * design it may connect to. Which ports may connect is asked of `checkConnection` alone, so the
 * rules stay in one place; each target carries the drag (`a` → `b`) that makes the link land on
 * this handle, to be dispatched as the canvas dispatches a drag.
 */
import type { Component, ComponentKind } from '../../src/schema/components';
import { checkConnection, portsOf, validTargets, type Endpoint, type Link } from '../../src/schema/connections';
import { indexComponents } from '../../src/store/designIndex';
import { handleFor } from '../../src/store/geometry';
import type { DesignDoc } from '../../src/store/types';
import { shortName } from '../canvas/edgeAccess';
import { portViews } from '../canvas/portViews';

/** A link at a port, named by its far end. */
export interface PortLink {
  readonly linkId: string;
  /** The far end as the canvas names it: "Brocade 48000 switch A (Hosts)". */
  readonly to: string;
  /** Drives given, for a drive link. */
  readonly diskCount?: number;
}

/** A port another link may be drawn to. */
export interface PortTarget {
  /** Unique among a row's targets: `<componentId>:<port>`. */
  readonly value: string;
  /** "<part name> (<port label>)". */
  readonly label: string;
  /** The part's name alone, for sorting. */
  readonly part: string;
  readonly kind: ComponentKind;
  /** The drag to dispatch: `connectPorts({ a, b })`. */
  readonly a: Endpoint;
  readonly b: Endpoint;
}

/** Targets of one kind of part, for an `<optgroup>`. */
export interface TargetGroup {
  readonly label: string;
  readonly targets: readonly PortTarget[];
}

/** One handle of the part. */
export interface PortRow {
  /** The canvas handle id (`p0`, `fabric`, `fabric@r`). */
  readonly key: string;
  readonly port: string;
  /** As the canvas labels the handle. */
  readonly label: string;
  /** Whether the port takes a single link (an HBA port, an FE port, a database file). */
  readonly single: boolean;
  readonly links: readonly PortLink[];
  /** Links the port still takes (Infinity = any number). */
  readonly room: number;
  readonly groups: readonly TargetGroup[];
  /** What the port connects to, in the refusals' words ("an FC switch or a controller's FE port"). */
  readonly accepts: readonly string[];
}

/** The Ports section of a part. */
export interface PortSummary {
  readonly rows: readonly PortRow[];
  /** A switch: its ports in use and in all; else null. */
  readonly capacity: { readonly used: number; readonly max: number } | null;
}

/** Kinds in the order their targets are offered (the order a design reads: hosts to drives). */
const KIND_ORDER: readonly ComponentKind[] = [
  'server',
  'vm',
  'hba',
  'switch',
  'array',
  'controller',
  'enclosure',
  'raidGroup',
  'lun',
  'database',
];

const GROUP_LABEL: Readonly<Record<ComponentKind, string>> = {
  server: 'Servers',
  vm: 'Virtual machines',
  hba: 'HBAs',
  switch: 'FC switches',
  array: 'Storage arrays',
  controller: 'Controllers',
  enclosure: 'Disk enclosures',
  raidGroup: 'RAID groups',
  lun: 'LUNs',
  database: 'Databases',
};

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The label the canvas shows at `handleId` of `c` ("Port 0", "Hosts"); the port id if none. */
export function handleLabel(c: Component, handleId: string): string {
  return portViews(c, []).find((v) => v.handleId === handleId)?.label ?? handleId;
}

/** Names parts as their cards do, by the whole name where two would read the same. */
function namer(components: readonly Component[]): (c: Component) => string {
  const counts = new Map<string, number>();
  for (const c of components) counts.set(shortName(c), (counts.get(shortName(c)) ?? 0) + 1);
  return (c) => ((counts.get(shortName(c)) ?? 0) > 1 ? c.name : shortName(c));
}

const endOf = (l: Link, id: string, port: string): 'from' | 'to' | null =>
  l.from.componentId === id && l.from.port === port
    ? 'from'
    : l.to.componentId === id && l.to.port === port
      ? 'to'
      : null;

/** The Ports section of component `id` in `doc` (empty rows for a part without ports). */
export function portSummary(doc: Pick<DesignDoc, 'components' | 'links'>, id: string): PortSummary {
  const { byId } = indexComponents(doc.components);
  const c = byId.get(id);
  if (!c) return { rows: [], capacity: null };
  const name = namer(doc.components);
  const specs = portsOf(c);
  const others = doc.components.filter((o) => o.id !== id);
  const usage = new Map<string, number>();
  for (const l of doc.links)
    for (const e of [l.from, l.to])
      usage.set(`${e.componentId}:${e.port}`, (usage.get(`${e.componentId}:${e.port}`) ?? 0) + 1);
  const rows = portViews(c, doc.links).map((view): PortRow => {
    const spec = specs.find((s) => s.port === view.port)!;
    const here: Endpoint = { componentId: id, port: view.port };
    const used = usage.get(`${id}:${view.port}`) ?? 0;
    const links: PortLink[] = [];
    for (const l of doc.links) {
      const end = endOf(l, id, view.port);
      if (!end || handleFor(l, end, c) !== view.handleId) continue;
      const far = end === 'from' ? 'to' : 'from';
      const o = byId.get(l[far].componentId);
      const to = o ? `${name(o)} (${handleLabel(o, handleFor(l, far, o))})` : l[far].componentId;
      links.push({ linkId: l.id, to, ...(l.diskCount !== undefined ? { diskCount: l.diskCount } : {}) });
    }
    const room = spec.max - used;
    const targets: { target: PortTarget; order: number }[] = [];
    if (room > 0) {
      for (const o of others) {
        portsOf(o).forEach((p, order) => {
          // Only a port with room, carrying a kind of link this one carries, can connect (a quick
          // pre-filter on large designs: checkConnection decides).
          if (!p.kinds.some((k) => spec.kinds.includes(k)) || (usage.get(`${o.id}:${p.port}`) ?? 0) >= p.max) return;
          const there: Endpoint = { componentId: o.id, port: p.port };
          // A drag from this port; for a switch also the other way round, where only that lands
          // on this handle (a link from another switch arrives on its Hosts side).
          const drags = c.kind === 'switch' ? ([here, there, there, here] as const) : ([here, there] as const);
          for (let i = 0; i < drags.length; i += 2) {
            const a = drags[i];
            const b = drags[i + 1];
            const check = checkConnection(byId, doc.links, a, b);
            if (!check.ok) continue;
            const link = { from: check.from, to: check.to } as Link;
            const hereEnd = check.from.componentId === id ? 'from' : 'to';
            if (handleFor(link, hereEnd, c) !== view.handleId) continue;
            const farHandle = handleFor(link, hereEnd === 'from' ? 'to' : 'from', o);
            const part = name(o);
            const label = `${part} (${handleLabel(o, farHandle)})`;
            targets.push({ target: { value: `${o.id}:${p.port}`, label, part, kind: o.kind, a, b }, order });
            break;
          }
        });
      }
    }
    targets.sort(
      (x, y) =>
        KIND_ORDER.indexOf(x.target.kind) - KIND_ORDER.indexOf(y.target.kind) ||
        byName.compare(x.target.part, y.target.part) ||
        x.order - y.order,
    );
    const groups: TargetGroup[] = [];
    for (const { target: t } of targets) {
      const last = groups.at(-1);
      if (last && last.label === GROUP_LABEL[t.kind]) (last.targets as PortTarget[]).push(t);
      else groups.push({ label: GROUP_LABEL[t.kind], targets: [t] });
    }
    return {
      key: view.handleId,
      port: view.port,
      label: view.label,
      single: spec.max === 1,
      links,
      room,
      groups,
      accepts: validTargets(c.kind, view.port),
    };
  });
  const fabric = c.kind === 'switch' ? specs[0] : undefined;
  const capacity = fabric ? { used: usage.get(`${id}:${fabric.port}`) ?? 0, max: fabric.max } : null;
  return { rows, capacity };
}
