/**
 * Per-kind validation of catalog part `specs`. The spec of a part is the set of default properties of
 * the component it creates, so each schema is picked from the component schema in `src/schema`
 * (same ranges, same messages) and made strict, so that a misspelt field is refused instead of
 * silently ignored. Drives add physical-consistency rules on top of `DriveSpecs`. `partIssues`
 * words every refusal of a part for a form, at the field it is about.
 */
import type { z } from 'zod';

import { CatalogPart, ControllerTemplate, DriveSpecs, PartKind } from '../schema/catalog';
import { Database, Enclosure, Hba, Lun, RaidGroup, Server, StorageArray, Switch, Vm } from '../schema/components';
import { appError, type Result } from '../schema/errors';

/** How a custom enclosure whose drive type the catalog lacks is refused (the form places it). */
export const NO_DRIVE_PART = 'Drive type: no drive part';

/** Spindle speeds of real enterprise hard disks [rev/min]. */
export const HDD_RPMS: readonly number[] = [5400, 7200, 10_000, 15_000];

/** Drive specifications with the physical-consistency rules a datasheet always satisfies. */
export const DriveSpecsChecked = DriveSpecs.strict().superRefine((d, ctx) => {
  const issue = (path: string, message: string): void => {
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (d.kind === 'hdd') {
    if (!HDD_RPMS.includes(d.rpm)) issue('rpm', `A hard disk spins at one of ${HDD_RPMS.join(', ')} rpm.`);
    if (d.interface.startsWith('SSD-')) issue('interface', 'SSD interfaces are for SSDs; use SATA, SAS, NL-SAS or FC.');
    if (!(d.seekTrackMs > 0)) issue('seekTrackMs', 'A hard disk needs its track-to-track seek time.');
    if (!(d.seekTrackMs < d.seekAvgMs))
      issue('seekAvgMs', 'The average seek must be longer than the track-to-track seek.');
    if (!(d.seekAvgMs < d.seekFullMs))
      issue('seekFullMs', 'The full-stroke seek must be longer than the average seek.');
    if (d.ssdReadMs !== undefined || d.ssdWriteMs !== undefined || d.ssdParallelism !== undefined) {
      issue('ssdReadMs', 'SSD timings only apply to SSDs.');
    }
  } else {
    if (d.rpm !== 0) issue('rpm', 'An SSD does not spin: set rpm to 0.');
    if (!d.interface.startsWith('SSD-')) issue('interface', 'Use SSD-SAS, SSD-FC or SSD-SATA for an SSD.');
    if (d.seekTrackMs !== 0 || d.seekAvgMs !== 0 || d.seekFullMs !== 0 || d.writeSettleMs !== 0) {
      issue('seekAvgMs', 'An SSD has no seek: set the seek and settle times to 0.');
    }
    if (d.ssdReadMs === undefined || !(d.ssdReadMs > 0)) issue('ssdReadMs', 'An SSD needs its random read time.');
    if (d.ssdWriteMs === undefined || !(d.ssdWriteMs > 0)) issue('ssdWriteMs', 'An SSD needs its random write time.');
    if (d.ssdParallelism === undefined) issue('ssdParallelism', 'An SSD needs its internal parallelism.');
  }
});

/** Array spec: the array component's fields plus the controllers it is created with. */
export const ArraySpecs = StorageArray.pick({
  attachment: true,
  cacheGb: true,
  writeCacheEnabled: true,
  writeCachePct: true,
  cacheMirrored: true,
  writeCacheOnPeerFailure: true,
  hostAccess: true,
})
  .extend({ controllers: ControllerTemplate.strict() })
  .strict()
  .superRefine((a, ctx) => {
    if (a.controllers.names.length > a.controllers.count) {
      ctx.addIssue({
        code: 'custom',
        path: ['controllers', 'names'],
        message: 'More controller names than controllers.',
      });
    }
  });

export const EnclosureSpecs = Enclosure.pick({ slots: true, driveRef: true, driveCount: true })
  .strict()
  .superRefine((e, ctx) => {
    if (e.driveCount > e.slots) {
      ctx.addIssue({
        code: 'custom',
        path: ['driveCount'],
        message: 'An enclosure cannot hold more drives than slots.',
      });
    }
  });

/** The spec schema for each part kind. */
export const specSchemas = {
  server: Server.pick({ sockets: true, coresPerSocket: true, ghz: true, ramGb: true }).strict(),
  vm: Vm.pick({ vcpus: true, ramGb: true }).strict(),
  hba: Hba.pick({ ports: true, speedGbps: true, executionThrottle: true, lunQueueDepth: true }).strict(),
  switch: Switch.pick({ ports: true, speedGbps: true }).strict(),
  array: ArraySpecs,
  enclosure: EnclosureSpecs,
  drive: DriveSpecsChecked,
  raidGroup: RaidGroup.pick({ level: true, stripeKb: true, groupSize: true, hotSpares: true }).strict(),
  lun: Lun.pick({ sizeGb: true }).strict(),
  database: Database.pick({ mailboxes: true }).strict(),
} satisfies Record<PartKind, z.ZodType>;

/** Parsed spec type of a part kind. */
export type SpecsOf<K extends PartKind> = z.infer<(typeof specSchemas)[K]>;

/** `field.path: message; …` for the user, with the offending field named. */
export function describeIssues(error: z.ZodError, prefix = ''): string {
  return error.issues
    .map((i) => {
      const path = [prefix, ...i.path.map(String)].filter((s) => s !== '').join('.');
      return path ? `${path}: ${i.message}` : i.message;
    })
    .join('; ');
}

/** Parses `specs` of a part of `kind`, throwing an `Error` naming the fields when invalid. */
export function parseSpecs<K extends PartKind>(kind: K, specs: unknown): SpecsOf<K> {
  const r = specSchemas[kind].safeParse(specs);
  if (!r.success) throw new Error(describeIssues(r.error, 'specs'));
  return r.data as SpecsOf<K>;
}

/**
 * Validates a whole part: the row shape (`CatalogPart`) and then the specs of its kind. Refusals are
 * `catalog/invalid-part` with every offending field named (`specs.seekAvgMs: …`).
 */
export function validatePart(input: unknown): Result<CatalogPart> {
  const row = CatalogPart.safeParse(input);
  if (!row.success) {
    return { ok: false, error: appError('catalog/invalid-part', { details: describeIssues(row.error) }) };
  }
  const specs = specSchemas[row.data.kind].safeParse(row.data.specs);
  if (!specs.success) {
    return { ok: false, error: appError('catalog/invalid-part', { details: describeIssues(specs.error, 'specs') }) };
  }
  return { ok: true, value: { ...row.data, specs: specs.data as Record<string, unknown> } };
}

/** How a form labels the field at a part path (`vendor`, `specs.capacityGb`): `Capacity`, `GB`. */
export type FieldOf = (path: string) => { readonly label: string; readonly unit?: string } | undefined;

/** One refusal of a part: the field (`specs.controllers.maxIops`; empty for the part) and a sentence. */
export interface PartIssue {
  readonly path: string;
  readonly message: string;
}

const figure = (n: number | bigint): string => Number(n).toLocaleString('en-US', { maximumFractionDigits: 6 });

/**
 * Zod's refusal in words, for the issues a schema wrote no message of its own for (Zod asks a
 * per-parse map only then): "Capacity must be at least 1 GB.", never "Too small: expected number
 * to be >=1". `label` names the field; an element of a list is named by its place in it.
 */
export function plainIssue(iss: z.core.$ZodRawIssue, field: { label: string; unit?: string } | undefined): string {
  const last = iss.path?.at(-1);
  const name = field?.label ?? 'This value';
  const subject = typeof last === 'number' ? `Entry ${last + 1} of ${name}` : name;
  /** "for Memory", or nothing when the field has no label to name. */
  const forField = field ? ` for ${subject}` : '';
  const unit = field?.unit;
  const amount = (n: number | bigint): string => {
    if (!unit) return figure(n);
    if (unit === 'US$') return `US$ ${figure(n)}`;
    // "1 command", not "1 commands": a unit that is a plural word is said in the singular for 1.
    return `${figure(n)} ${Number(n) === 1 ? unit.replace(/^([a-z]{3,})s\b/, '$1') : unit}`;
  };
  const count = (n: number | bigint, one: string, many: string): string =>
    `${figure(n)} ${Number(n) === 1 ? one : many}`;
  switch (iss.code) {
    case 'too_small':
      if (iss.origin === 'string')
        return Number(iss.minimum) <= 1
          ? `Enter a value${forField}.`
          : `${subject} must be at least ${count(iss.minimum, 'character', 'characters')}.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${subject} needs at least ${count(iss.minimum, 'entry', 'entries')}.`;
      return `${subject} must be ${iss.inclusive === false ? 'more than' : 'at least'} ${amount(iss.minimum)}.`;
    case 'too_big':
      if (iss.origin === 'string')
        return `${subject} must be at most ${count(iss.maximum, 'character', 'characters')}.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${subject} takes at most ${count(iss.maximum, 'entry', 'entries')}.`;
      return `${subject} must be ${iss.inclusive === false ? 'less than' : 'at most'} ${amount(iss.maximum)}.`;
    case 'invalid_type':
      if (iss.expected === 'int') return `${subject} must be a whole number.`;
      if (iss.expected === 'number') return `Enter a number${forField}.`;
      if (iss.expected === 'boolean') return field ? `Tick or clear ${subject}.` : 'Tick or clear the box.';
      return `Enter a value${forField}.`;
    case 'invalid_value':
      return `Choose one of the options offered${forField}.`;
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${figure(iss.divisor)}.`;
    case 'unrecognized_keys':
      return `Spindle does not know ${iss.keys.join(', ')} for this kind of part.`;
    default:
      return field ? `Check ${subject}.` : 'Check this value.';
  }
}

/**
 * Every refusal of a part, worded for a form: its row (vendor, model, price…) and its specs, both
 * checked so that one pass names every field to correct (`validatePart` stops at the row).
 * Messages the schemas wrote ("An HBA has at least one port.") are kept; Zod's own are reworded by
 * `plainIssue` with the field's label and unit from `fieldOf`.
 */
export function partIssues(input: unknown, fieldOf: FieldOf = () => undefined): PartIssue[] {
  const out: PartIssue[] = [];
  const check = (schema: z.ZodType, value: unknown, prefix: string): void => {
    const at = (path: readonly PropertyKey[] | undefined): string =>
      [prefix, ...(path ?? []).map(String)].filter((s) => s !== '').join('.');
    const r = schema.safeParse(value, { error: (iss) => plainIssue(iss, fieldOf(listOwner(at(iss.path)))) });
    if (!r.success) for (const i of r.error.issues) out.push({ path: at(i.path), message: i.message });
  };
  check(CatalogPart, input, '');
  const part = (input ?? {}) as { kind?: unknown; specs?: unknown };
  const kind = PartKind.safeParse(part.kind);
  if (kind.success && part.specs !== null && typeof part.specs === 'object' && !Array.isArray(part.specs))
    check(specSchemas[kind.data], part.specs, 'specs');
  return out;
}

/** The field a path is in: an entry of a list (`specs.controllers.names.2`) is in the list. */
export function listOwner(path: string): string {
  return path.replace(/(\.\d+)+$/, '');
}
