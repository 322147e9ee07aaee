/**
 * What a BOM line says about a component: its key specs in words with units, and whether it is
 * still the catalog part it was made from. Which fields decide that is a judgement per kind:
 *
 * - `same`: hardware that makes it another part when changed (ports, RAM, cache, slots);
 * - `atMost`: a port speed may be set below the part's rating (an 8 Gb/s HBA on a 4 Gb/s fabric is
 *   still that HBA); above it, it is not that part;
 * - settings (queue depths, write-cache policy) are described but never change the part ordered.
 *
 * Controllers belong to their array: they are ordered with it, so they are compared with the
 * array part's controller template and described on the array's line.
 */
import { ControllerTemplate, DriveSpecs, type CatalogPart } from '../schema/catalog';
import type {
  ArrayComponent,
  ControllerComponent,
  EnclosureComponent,
  HbaComponent,
  ServerComponent,
  SwitchComponent,
} from '../schema/components';
import { count, num } from './text';

/** How one field of a component is compared with its catalog part. */
interface FieldRule {
  readonly field: string;
  readonly rule: 'same' | 'atMost';
  /** The value in words, for notes: `16 GB RAM`. */
  readonly words: (v: unknown) => string;
}

const gbps = (v: unknown): string => `${num(Number(v))} Gb/s`;

/** Hardware fields per kind; everything not listed is a setting. */
const FIELD_RULES: Readonly<Record<'server' | 'hba' | 'switch' | 'array' | 'enclosure', readonly FieldRule[]>> = {
  server: [
    { field: 'sockets', rule: 'same', words: (v) => count(Number(v), 'socket') },
    { field: 'coresPerSocket', rule: 'same', words: (v) => `${num(Number(v))} cores per socket` },
    { field: 'ghz', rule: 'same', words: (v) => `${num(Number(v))} GHz` },
    { field: 'ramGb', rule: 'same', words: (v) => `${num(Number(v))} GB RAM` },
  ],
  hba: [
    { field: 'ports', rule: 'same', words: (v) => count(Number(v), 'port') },
    { field: 'speedGbps', rule: 'atMost', words: gbps },
  ],
  switch: [
    { field: 'ports', rule: 'same', words: (v) => count(Number(v), 'port') },
    { field: 'speedGbps', rule: 'atMost', words: gbps },
  ],
  array: [
    { field: 'attachment', rule: 'same', words: (v) => (v === 'internal' ? 'internal' : 'SAN-attached') },
    { field: 'cacheGb', rule: 'same', words: (v) => `${num(Number(v))} GB cache` },
  ],
  enclosure: [{ field: 'slots', rule: 'same', words: (v) => count(Number(v), 'slot') }],
};

/** Differences that make a component another part than its catalog part, in words; empty = same part. */
export function partDifferences(
  kind: keyof typeof FIELD_RULES,
  component: Record<string, unknown>,
  part: CatalogPart,
): string[] {
  const out: string[] = [];
  for (const { field, rule, words } of FIELD_RULES[kind]) {
    const mine = component[field];
    const theirs = part.specs[field];
    const ok = rule === 'atMost' ? Number(mine) <= Number(theirs) : mine === theirs;
    if (!ok) out.push(`${words(mine)} (part: ${words(theirs)})`);
  }
  return out;
}

/** Differences of an array's controllers from its part's controller template; empty = as shipped. */
export function controllerDifferences(controllers: readonly ControllerComponent[], part: CatalogPart): string[] {
  const template = ControllerTemplate.safeParse(part.specs.controllers);
  if (!template.success) return ['the catalog part has no controller template'];
  const t = template.data;
  const out: string[] = [];
  if (controllers.length !== t.count) out.push(`${count(controllers.length, 'controller')} (part: ${t.count})`);
  if (controllers.some((c) => c.frontEndPorts !== t.frontEndPorts)) {
    out.push(`front-end ports per controller changed (part: ${t.frontEndPorts})`);
  }
  if (controllers.some((c) => c.portSpeedGbps > t.portSpeedGbps)) {
    out.push(`front-end ports faster than the part's ${num(t.portSpeedGbps)} Gb/s`);
  }
  return out;
}

/** `2 × 4-core 3 GHz CPUs, 16 GB RAM`. */
export function describeServer(s: ServerComponent): string {
  return `${num(s.sockets)} × ${num(s.coresPerSocket)}-core ${num(s.ghz)} GHz CPU${s.sockets === 1 ? '' : 's'}, ${num(s.ramGb)} GB RAM`;
}

/** `, links at 4 Gb/s` when a port runs below the part's rating. */
function slower(speed: number, rated: number | undefined): string {
  return rated !== undefined && speed < rated ? `, links at ${num(speed)} Gb/s` : '';
}

/** `2 × 8 Gb/s FC ports, links at 4 Gb/s; execution throttle 128, LUN queue depth 128`. */
export function describeHba(h: HbaComponent, ratedGbps?: number): string {
  const speed = ratedGbps !== undefined && h.speedGbps < ratedGbps ? ratedGbps : h.speedGbps;
  return (
    `${num(h.ports)} × ${num(speed)} Gb/s FC port${h.ports === 1 ? '' : 's'}${slower(h.speedGbps, ratedGbps)}; ` +
    `execution throttle ${num(h.executionThrottle)}, LUN queue depth ${num(h.lunQueueDepth)}`
  );
}

/** `64 FC ports at 8 Gb/s`. */
export function describeSwitch(s: SwitchComponent, ratedGbps?: number): string {
  const speed = ratedGbps !== undefined && s.speedGbps < ratedGbps ? ratedGbps : s.speedGbps;
  return `${num(s.ports)} FC port${s.ports === 1 ? '' : 's'} at ${num(speed)} Gb/s${slower(s.speedGbps, ratedGbps)}`;
}

/**
 * `2 × 8 Gb/s FC ports`: the hardware of an HBA without its settings, for the price key of an HBA
 * that is no catalog part (its queue depths are tuned, not ordered).
 */
export function hbaHardware(h: HbaComponent): string {
  return `${num(h.ports)} × ${num(h.speedGbps)} Gb/s FC port${h.ports === 1 ? '' : 's'}`;
}

/** `2 controllers, 4 × 4 Gb/s FC front-end ports each`. */
function controllerWords(controllers: readonly ControllerComponent[]): string {
  const bySpec = new Map<string, number>();
  for (const c of controllers) {
    const ports =
      c.frontEndPorts === 0
        ? 'no FC front-end ports'
        : `${num(c.frontEndPorts)} × ${num(c.portSpeedGbps)} Gb/s FC front-end port${c.frontEndPorts === 1 ? '' : 's'}`;
    bySpec.set(ports, (bySpec.get(ports) ?? 0) + 1);
  }
  return bySpec.size <= 1
    ? `${count(controllers.length, 'controller')}${bySpec.size ? `, ${[...bySpec.keys()][0]!}${controllers.length > 1 ? ' each' : ''}` : ''}`
    : `${count(controllers.length, 'controller')}: ${[...bySpec].map(([p, n]) => `${n} with ${p}`).join(', ')}`;
}

/** `2 controllers, 4 × 4 Gb/s FC front-end ports each; 32 GB cache, mirrored; ALUA`. */
export function describeArray(a: ArrayComponent, controllers: readonly ControllerComponent[]): string {
  const cache = `${num(a.cacheGb)} GB cache${a.cacheMirrored ? ', mirrored' : ''}`;
  const access = a.attachment === 'internal' ? 'inside the server' : a.hostAccess === 'alua' ? 'ALUA' : 'active-active';
  return `${controllerWords(controllers)}; ${cache}; ${access}`;
}

/**
 * `2 controllers, 4 × 4 Gb/s FC front-end ports each; 32 GB cache`: an array's hardware without
 * its settings (cache mirroring, host access), for the price key of an array that is no catalog
 * part.
 */
export function arrayHardware(a: ArrayComponent, controllers: readonly ControllerComponent[]): string {
  return `${controllerWords(controllers)}; ${num(a.cacheGb)} GB cache`;
}

/** `15 drive slots`. */
export function describeEnclosure(e: EnclosureComponent): string {
  return count(e.slots, 'drive slot');
}

/** `450 GB 15,000 rpm FC 3.5" HDD`; `73 GB SSD-FC 3.5" SSD`; null when the part has no drive specs. */
export function describeDrive(part: CatalogPart): string | null {
  const d = DriveSpecs.safeParse(part.specs);
  if (!d.success) return null;
  const s = d.data;
  return s.kind === 'ssd'
    ? `${num(s.capacityGb)} GB ${s.interface} ${s.formFactor} SSD`
    : `${num(s.capacityGb)} GB ${num(s.rpm)} rpm ${s.interface} ${s.formFactor} HDD`;
}
