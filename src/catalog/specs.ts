/**
 * Per-kind validation of catalog part `specs`. The spec of a part is the set of default properties of
 * the component it creates, so each schema is picked from the component schema in `src/schema`
 * (same ranges, same messages) and made strict, so that a misspelt field is refused instead of
 * silently ignored. Drives add physical-consistency rules on top of `DriveSpecs`.
 */
import type { z } from 'zod';

import { CatalogPart, ControllerTemplate, DriveSpecs, type PartKind } from '../schema/catalog';
import { Database, Enclosure, Hba, Lun, RaidGroup, Server, StorageArray, Switch, Vm } from '../schema/components';
import { appError, type Result } from '../schema/errors';

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
