import { z } from 'zod';

import type { Component, ComponentKind } from './components';
import { kindLabel, withArticle } from './components';
import { Id } from './ids';

/** What a link carries. */
export const LinkKind = z.enum(['fc', 'backend', 'member', 'dbFile', 'logFile']);
export type LinkKind = z.infer<typeof LinkKind>;

export const Endpoint = z.object({ componentId: Id, port: z.string().min(1).max(16) });
export type Endpoint = z.infer<typeof Endpoint>;

/** A typed connection between two component ports. */
export const Link = z.object({
  id: Id,
  kind: LinkKind,
  from: Endpoint,
  to: Endpoint,
  /** `member` links: how many drives of the enclosure the RAID group takes. */
  diskCount: z.number().int().min(1, 'A RAID group takes at least one drive.').max(1000).optional(),
});
export type Link = z.infer<typeof Link>;

/** One port a component exposes. `max` = how many links it accepts (Infinity = any number). */
export interface PortSpec {
  readonly port: string;
  readonly label: string;
  readonly kinds: readonly LinkKind[];
  readonly max: number;
}

const many = Number.POSITIVE_INFINITY;

/** Ports of a component, derived from its properties (an HBA with 2 ports has `p0`, `p1`). */
export function portsOf(c: Component): PortSpec[] {
  switch (c.kind) {
    case 'hba':
      return range(c.ports).map((i) => ({ port: `p${i}`, label: `Port ${i}`, kinds: ['fc'], max: 1 }));
    case 'switch':
      return [{ port: 'fabric', label: 'Fabric', kinds: ['fc'], max: c.ports }];
    case 'controller':
      return [
        ...range(c.frontEndPorts).map((i) => ({
          port: `fe${i}`,
          label: `FE ${i}`,
          kinds: ['fc'] as LinkKind[],
          max: 1,
        })),
        { port: 'be', label: 'Back end', kinds: ['backend'], max: many },
      ];
    case 'enclosure':
      return [
        { port: 'bus', label: 'Bus', kinds: ['backend'], max: many },
        { port: 'disks', label: 'Drives', kinds: ['member'], max: many },
      ];
    case 'raidGroup':
      return [{ port: 'members', label: 'Members', kinds: ['member'], max: many }];
    case 'lun':
      return [{ port: 'files', label: 'Files', kinds: ['dbFile', 'logFile'], max: many }];
    case 'database':
      return [
        { port: 'db', label: 'Database file', kinds: ['dbFile'], max: 1 },
        { port: 'log', label: 'Log files', kinds: ['logFile'], max: 1 },
      ];
    default:
      return [];
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The rules' pattern for `port` of `kind` (itself, as a literal pattern, when no rule has it). */
function rulePortOf(kind: ComponentKind, port: string): RegExp {
  for (const r of rules) {
    if (r.from[0] === kind && r.from[1].test(port)) return r.from[1];
    if (r.to[0] === kind && r.to[1].test(port)) return r.to[1];
  }
  return new RegExp(`^${port.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

function range(n: number): number[] {
  return Array.from({ length: Math.max(0, n) }, (_, i) => i);
}

interface Rule {
  readonly kind: LinkKind;
  readonly from: readonly [ComponentKind, RegExp];
  readonly to: readonly [ComponentKind, RegExp];
}

/** Every valid connection, written from→to; `fc` is symmetric. */
const rules: readonly Rule[] = [
  { kind: 'fc', from: ['hba', /^p\d+$/], to: ['switch', /^fabric$/] },
  { kind: 'fc', from: ['hba', /^p\d+$/], to: ['controller', /^fe\d+$/] },
  { kind: 'fc', from: ['switch', /^fabric$/], to: ['controller', /^fe\d+$/] },
  { kind: 'fc', from: ['switch', /^fabric$/], to: ['switch', /^fabric$/] },
  { kind: 'backend', from: ['controller', /^be$/], to: ['enclosure', /^bus$/] },
  { kind: 'member', from: ['enclosure', /^disks$/], to: ['raidGroup', /^members$/] },
  { kind: 'dbFile', from: ['database', /^db$/], to: ['lun', /^files$/] },
  { kind: 'logFile', from: ['database', /^log$/], to: ['lun', /^files$/] },
];

/**
 * A port as a refusal's hint names it, by the label the canvas shows beside it: "a controller's
 * FE port", "a database's Log files port"; a kind with one sort of port is named by its kind alone
 * ("an FC switch", "a LUN").
 */
function portPhrase(kind: ComponentKind, port: RegExp): string {
  const side: Partial<Record<ComponentKind, readonly (readonly [RegExp, string])[]>> = {
    hba: [[/^p\d+$/, 'port']],
    controller: [
      [/^fe\d+$/, 'FE port'],
      [/^be$/, 'Back end port'],
    ],
    enclosure: [
      [/^bus$/, 'Bus port'],
      [/^disks$/, 'Drives port'],
    ],
    database: [
      [/^db$/, 'Database file port'],
      [/^log$/, 'Log files port'],
    ],
  };
  const label = side[kind]?.find(([re]) => re.source === port.source)?.[1];
  if (!label) return withArticle(kindLabel[kind]);
  return kind === 'hba' ? `${withArticle(kindLabel[kind])} ${label}` : `${withArticle(kindLabel[kind])}'s ${label}`;
}

/** What a port can connect to, each named as `portPhrase` names it, for refusal messages. */
export function validTargets(kind: ComponentKind, port: string): string[] {
  const out: string[] = [];
  for (const r of rules) {
    if (r.from[0] === kind && r.from[1].test(port)) out.push(portPhrase(r.to[0], r.to[1]));
    if (r.to[0] === kind && r.to[1].test(port)) out.push(portPhrase(r.from[0], r.from[1]));
  }
  return [...new Set(out)];
}

/** "a, b or c". */
export function orList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** A port as the canvas labels it ("Port 0", "FE 1", "Database file"); its id if it has none. */
function portLabel(c: Component, port: string): string {
  return portsOf(c).find((p) => p.port === port)?.label ?? port;
}

/**
 * A connection allowed (its kind and canonical direction), or refused with a reason naming the
 * parts and ports, a hint, and, where the reason repeats what a caller already says (the file
 * check names the link's parts itself), `rule`: the same refusal without the part names.
 */
export type ConnectionCheck =
  | { ok: true; kind: LinkKind; from: Endpoint; to: Endpoint }
  | { ok: false; reason: string; hint: string; rule?: string };

/**
 * Decides whether two ports may be connected. Returns the link kind and the canonical direction
 * (as in the rules table), or a reason and a hint naming what would be valid. Pure.
 */
export function checkConnection(
  components: ReadonlyMap<string, Component>,
  links: readonly Link[],
  a: Endpoint,
  b: Endpoint,
): ConnectionCheck {
  const ca = components.get(a.componentId);
  const cb = components.get(b.componentId);
  if (!ca || !cb) return { ok: false, reason: 'One end of the connection no longer exists.', hint: 'Try again.' };
  if (ca.id === cb.id)
    return { ok: false, reason: `${ca.name} cannot connect to itself.`, hint: 'Drag to another component.' };
  const match = rules.find(
    (r) =>
      (r.from[0] === ca.kind && r.from[1].test(a.port) && r.to[0] === cb.kind && r.to[1].test(b.port)) ||
      (r.from[0] === cb.kind && r.from[1].test(b.port) && r.to[0] === ca.kind && r.to[1].test(a.port)),
  );
  if (!match) {
    // Named as the canvas shows them: the parts by name, the ports by their labels.
    const targets = validTargets(ca.kind, a.port);
    const what = portPhrase(ca.kind, rulePortOf(ca.kind, a.port));
    return {
      ok: false,
      reason: `${ca.name} (${portLabel(ca, a.port)}) cannot connect to ${cb.name} (${portLabel(cb, b.port)}), ${withArticle(kindLabel[cb.kind])}.`,
      hint: targets.length ? `${capitalise(what)} connects to ${orList(targets)}.` : 'This port takes no connections.',
      rule: targets.length
        ? `${capitalise(what)} connects to ${orList(targets)}, not to ${withArticle(kindLabel[cb.kind])}.`
        : `${capitalise(what)} takes no connections.`,
    };
  }
  const forward = match.from[0] === ca.kind && match.from[1].test(a.port) && match.to[0] === cb.kind;
  const from = forward ? a : b;
  const to = forward ? b : a;
  const duplicate = links.some(
    (l) =>
      (l.from.componentId === from.componentId &&
        l.from.port === from.port &&
        l.to.componentId === to.componentId &&
        l.to.port === to.port) ||
      (l.from.componentId === to.componentId &&
        l.from.port === to.port &&
        l.to.componentId === from.componentId &&
        l.to.port === from.port),
  );
  if (duplicate)
    return { ok: false, reason: 'These ports are already connected.', hint: 'Select the existing link to edit it.' };
  for (const end of [from, to]) {
    const c = components.get(end.componentId)!;
    const spec = portsOf(c).find((p) => p.port === end.port);
    if (!spec) return { ok: false, reason: `${c.name} has no port ${end.port}.`, hint: 'Add ports in the inspector.' };
    const used = links.filter(
      (l) =>
        (l.from.componentId === c.id && l.from.port === end.port) ||
        (l.to.componentId === c.id && l.to.port === end.port),
    ).length;
    if (used >= spec.max) {
      return {
        ok: false,
        reason: `${c.name}: ${spec.label} is already in use (${used} of ${spec.max === Infinity ? 'any' : spec.max} ${spec.max === 1 ? 'link' : 'links'}).`,
        hint: 'Use a free port or remove the existing link first.',
      };
    }
  }
  if (match.kind === 'member' || match.kind === 'backend') {
    const arrayOf = (c: Component): string | undefined =>
      c.kind === 'controller' || c.kind === 'raidGroup' || c.kind === 'enclosure' ? c.parentId : undefined;
    const fa = arrayOf(components.get(from.componentId)!);
    const ta = arrayOf(components.get(to.componentId)!);
    if (fa !== ta) {
      return {
        ok: false,
        reason: 'Both ends must belong to the same storage array.',
        hint: 'Drives can only join RAID groups (and controllers only reach enclosures) of their own array.',
      };
    }
  }
  return { ok: true, kind: match.kind, from, to };
}
