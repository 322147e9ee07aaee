import { z } from 'zod';

/**
 * Catalog parts: what the palette offers and where drive performance specifications come from.
 * The reviewable source is `src/catalog/data/*.json`; it is loaded into an sql.js database at start,
 * together with the user's custom parts. Every performance number carries a citation (`source`).
 */
export const PartKind = z.enum([
  'server',
  'vm',
  'hba',
  'switch',
  'array',
  'enclosure',
  'drive',
  'raidGroup',
  'lun',
  'database',
]);
export type PartKind = z.infer<typeof PartKind>;

export const Citation = z.object({
  /** Datasheet, manual or paper title. */
  title: z.string().min(1).max(300),
  url: z.string().max(500).optional(),
  /** What was taken from it, and any assumption made. */
  note: z.string().max(1000).optional(),
});
export type Citation = z.infer<typeof Citation>;

/** Drive performance and capacity specifications (the engine's `DriveModel`). */
export const DriveSpecs = z.object({
  kind: z.enum(['hdd', 'ssd']),
  interface: z.enum(['SATA', 'SAS', 'FC', 'NL-SAS', 'SSD-SAS', 'SSD-FC', 'SSD-SATA']),
  formFactor: z.enum(['2.5"', '3.5"']),
  /** [GB, 10^9 B] */
  capacityGb: z.number().min(1).max(100_000),
  /** [rev/min]; 0 for SSD */
  rpm: z.number().min(0).max(20_000),
  /** Read seek times [ms]; 0 for SSD */
  seekTrackMs: z.number().min(0).max(10),
  seekAvgMs: z.number().min(0).max(30),
  seekFullMs: z.number().min(0).max(60),
  /** Extra write settle [ms] */
  writeSettleMs: z.number().min(0).max(5),
  /** Sustained outer-zone media rate [MB/s] */
  mediaRateMbS: z.number().min(1).max(10_000),
  /** Commands the drive reorders (NCQ 32; arrays often cap TCQ at 16) */
  queueCap: z.number().min(1).max(256),
  /** SSD random read / write at QD1 [ms] and internal parallelism */
  ssdReadMs: z.number().min(0).max(10).optional(),
  ssdWriteMs: z.number().min(0).max(50).optional(),
  ssdParallelism: z.number().min(1).max(256).optional(),
});
export type DriveSpecs = z.infer<typeof DriveSpecs>;

/** Controller template of an array part: the array is created with `count` of these. */
export const ControllerTemplate = z.object({
  count: z.number().int().min(1).max(64),
  /** Names, e.g. `SP A`, `SP B`; padded with `Controller n` when shorter than `count`. */
  names: z.array(z.string().max(60)).max(64),
  frontEndPorts: z.number().int().min(0).max(64),
  portSpeedGbps: z.number().min(0.5).max(128),
  /** Small-block host IOPS per controller at 100 % CPU [IO/s]. */
  maxIops: z.number().min(100).max(10_000_000),
});

export const CatalogPart = z.object({
  /** Stable part id used by designs (`catalogRef`, `driveRef`). */
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]{1,79}$/, 'Part ids use lower-case letters, digits and . _ -'),
  kind: PartKind,
  vendor: z.string().min(1).max(80),
  model: z.string().min(1).max(120),
  partNumber: z.string().max(80),
  /** List price at the time [USD]; null when no public price was found. */
  listPriceUsd: z.number().min(0).max(100_000_000).nullable(),
  /** Short line of key specs for the palette. */
  summary: z.string().max(200),
  /**
   * Default properties for the component created from this part (for `drive`: `DriveSpecs`; for
   * `array`: array fields plus `controllers: ControllerTemplate`). Validated per kind on load.
   */
  specs: z.record(z.string(), z.unknown()),
  source: Citation,
  /** Added by the user (persisted apart from the shipped catalog). */
  custom: z.boolean().default(false),
});
export type CatalogPart = z.infer<typeof CatalogPart>;
