import { z } from 'zod';

import { Id, Name } from './ids';
import { iopsPerMailbox, JetstressSettings } from './workload';

/**
 * Design components. Every component is a plain record with an `id`, a `kind` discriminator, a
 * `name`, and optionally a `parentId` (containment: an HBA in a server, a LUN in a RAID group).
 * Units are in the field names. Ranges are what real hardware of the Exchange 2003–2019 era spans;
 * values outside them are refused with a message saying why.
 */
const base = {
  id: Id,
  name: Name,
  parentId: Id.optional(),
  /** Catalog part this component was made from (specs may since have been edited). */
  catalogRef: z.string().max(80).optional(),
  notes: z.string().max(4000).optional(),
};

const gbps = z
  .number()
  .min(0.5, 'Link speeds start at 1 Gb/s.')
  .max(128, 'Link speeds above 128 Gb/s are not Fibre Channel.');

export const Server = z.object({
  ...base,
  kind: z.literal('server'),
  sockets: z.number().int().min(1, 'A server has at least one socket.').max(16),
  coresPerSocket: z.number().int().min(1).max(256),
  ghz: z.number().min(0.5).max(8, 'Clock speeds above 8 GHz are not real.'),
  ramGb: z.number().min(0.5).max(24576),
  /** DAG name: a failed server's load moves to the survivors of its DAG. */
  dag: z.string().max(64).optional(),
  /** Present when this server runs Jetstress (hosts mailbox databases). */
  jetstress: JetstressSettings.optional(),
});

export const Vm = z.object({
  ...base,
  kind: z.literal('vm'),
  vcpus: z.number().int().min(1).max(768),
  ramGb: z.number().min(0.5).max(24576),
  dag: z.string().max(64).optional(),
  jetstress: JetstressSettings.optional(),
});

export const Hba = z.object({
  ...base,
  kind: z.literal('hba'),
  ports: z.number().int().min(1, 'An HBA has at least one port.').max(4, 'HBAs have at most 4 ports.'),
  speedGbps: gbps,
  /** Outstanding commands per port ("execution throttle", "HBA queue depth"). */
  executionThrottle: z.number().int().min(1, 'The execution throttle must be at least 1.').max(65535),
  /** Outstanding commands per LUN (Storport LUN queue depth). */
  lunQueueDepth: z.number().int().min(1).max(256, 'Windows caps the LUN queue depth at 256.'),
});

export const Switch = z.object({
  ...base,
  kind: z.literal('switch'),
  ports: z.number().int().min(1).max(768),
  speedGbps: gbps,
});

export const StorageArray = z.object({
  ...base,
  kind: z.literal('array'),
  /** `internal`: a RAID controller inside a server (direct-attached storage). */
  attachment: z.enum(['san', 'internal']),
  cacheGb: z.number().min(0, 'Cache cannot be negative.').max(4096),
  writeCacheEnabled: z.boolean(),
  /** Share of the cache given to writes [%]. */
  writeCachePct: z.number().min(0).max(100),
  /** Write acknowledged after a copy reaches a second controller or module. */
  cacheMirrored: z.boolean(),
  /** What happens to write-back caching when a controller fails. */
  writeCacheOnPeerFailure: z.enum(['disabled', 'retained']),
  /** `alua`: only the owning controller serves a LUN. */
  hostAccess: z.enum(['active-active', 'alua']),
});

export const Controller = z.object({
  ...base,
  kind: z.literal('controller'),
  frontEndPorts: z.number().int().min(0).max(64),
  portSpeedGbps: gbps,
  /** Small-block host I/O its CPU sustains at 100 % busy [IO/s]. */
  maxIops: z.number().min(100, 'A controller below 100 IO/s is not plausible.').max(10_000_000),
  /**
   * The enclosure of its array it shares a box with (an XIV module: interface module and data
   * module at once): its failure also loses that enclosure's drives in a distributed mirror.
   */
  enclosureId: Id.optional(),
});

export const Enclosure = z.object({
  ...base,
  kind: z.literal('enclosure'),
  /** Catalog drive part installed in every slot used. */
  driveRef: z.string().min(1, 'Choose a drive type for the enclosure.').max(80),
  driveCount: z.number().int().min(0).max(1000),
  slots: z.number().int().min(1).max(1000),
});

export const RaidLevel = z.enum(['raid0', 'raid1', 'raid10', 'raid5', 'raid6', 'raid-dp', 'distributed-mirror']);
export type RaidLevel = z.infer<typeof RaidLevel>;

export const RaidGroup = z.object({
  ...base,
  kind: z.literal('raidGroup'),
  level: RaidLevel,
  /** Stripe element per drive [KiB]. */
  stripeKb: z.number().min(4).max(4096),
  /** Drives per parity set when an aggregate holds several groups (0 = one group). */
  groupSize: z.number().int().min(0).max(64),
  hotSpares: z.number().int().min(0).max(64),
  /**
   * RAID-DP (Data ONTAP) aggregate snapshot reserve [% of the aggregate]; absent = ONTAP's
   * default 5 %. Other levels ignore it.
   */
  snapshotReservePct: z
    .number()
    .min(0, 'A snapshot reserve cannot be negative: use 0 for none.')
    .max(50, 'Spindle takes an aggregate snapshot reserve of 0 to 50 %.')
    .optional(),
});

export const Lun = z.object({
  ...base,
  kind: z.literal('lun'),
  sizeGb: z.number().min(0.001, 'A LUN must be larger than 0 GB.').max(1_000_000),
  /** Owning controller (ALUA arrays). */
  ownerControllerId: Id.optional(),
});

export const Database = z.object({
  ...base,
  kind: z.literal('database'),
  mailboxes: z.number().int().min(0).max(100_000),
  /** Overrides the workload quota for this database [MB]. */
  mailboxSizeMb: z.number().min(1).max(1_000_000).optional(),
  /** Overrides the workload profile for this database [IO/s per mailbox]. */
  iopsPerMailbox: iopsPerMailbox('override').optional(),
});

export const Component = z.discriminatedUnion('kind', [
  Server,
  Vm,
  Hba,
  Switch,
  StorageArray,
  Controller,
  Enclosure,
  RaidGroup,
  Lun,
  Database,
]);
export type Component = z.infer<typeof Component>;
export type ComponentKind = Component['kind'];
export type ComponentOf<K extends ComponentKind> = Extract<Component, { kind: K }>;

export type ServerComponent = z.infer<typeof Server>;
export type VmComponent = z.infer<typeof Vm>;
export type HbaComponent = z.infer<typeof Hba>;
export type SwitchComponent = z.infer<typeof Switch>;
export type ArrayComponent = z.infer<typeof StorageArray>;
export type ControllerComponent = z.infer<typeof Controller>;
export type EnclosureComponent = z.infer<typeof Enclosure>;
export type RaidGroupComponent = z.infer<typeof RaidGroup>;
export type LunComponent = z.infer<typeof Lun>;
export type DatabaseComponent = z.infer<typeof Database>;

/** Human labels per kind (palette, inspector, messages). */
export const kindLabel: Record<ComponentKind, string> = {
  server: 'Server',
  vm: 'Virtual machine',
  hba: 'HBA',
  switch: 'FC switch',
  array: 'Storage array',
  controller: 'Controller',
  enclosure: 'Disk enclosure',
  raidGroup: 'RAID group',
  lun: 'LUN',
  database: 'Database',
};

/** The short tag the canvas (and the exported diagram) prints before a component's name. */
export const kindTag: Readonly<Record<ComponentKind, string>> = {
  server: 'SRV',
  vm: 'VM',
  hba: 'HBA',
  switch: 'SW',
  array: 'ARRAY',
  controller: 'CTRL',
  enclosure: 'ENCL',
  raidGroup: 'RAID',
  lun: 'LUN',
  database: 'DB',
};

/** Acronyms people say as a word, not letter by letter. */
const SPOKEN_AS_WORD = new Set(['LUN', 'RAID', 'SAN']);

/**
 * The label with "a" or "an" as it is spoken: acronyms read letter by letter take "an" before a
 * vowel-sounding letter name ("an HBA", "an FC switch"), words by their first letter ("a LUN").
 * Words other than acronyms are lower-cased mid-sentence ("a disk enclosure").
 */
export function withArticle(label: string): string {
  const first = label.split(' ')[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  const spelled = acronym && !SPOKEN_AS_WORD.has(first);
  const an = spelled ? 'AEFHILMNORSX'.includes(first[0] ?? '') : /^[aeiou]/i.test(label);
  return `${an ? 'an' : 'a'} ${midSentence(label)}`;
}

/** The label as written mid-sentence: an acronym as it is ("HBA", "RAID group"), a word lower-cased ("disk enclosure"). */
export function midSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  return acronym ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Containment rules: which kinds a component may sit in. A kind not listed under `null` must have a
 * parent. Nesting keeps arrays, enclosures and RAID groups readable as containers on the canvas.
 */
export const allowedParents: Record<ComponentKind, readonly (ComponentKind | null)[]> = {
  server: [null],
  vm: ['server'],
  hba: ['server'],
  switch: [null],
  array: [null, 'server'],
  controller: ['array'],
  enclosure: ['array', 'server'],
  raidGroup: ['array'],
  lun: ['raidGroup'],
  database: ['server', 'vm'],
};
