import { z } from 'zod';

import { Id } from './ids';

/** Where a fact comes from: a seed document and line, with the words quoted. */
export const SourceRef = z.object({
  /** Document file name, e.g. `000_fc78f8ddc2922753.txt`. */
  document: z.string().min(1).max(200),
  /** 1-based line number(s) in that document. */
  lines: z.array(z.number().int().min(1)).min(1),
  quote: z.string().max(1000).optional(),
});
export type SourceRef = z.infer<typeof SourceRef>;

/** The figures a published Jetstress report gives and the engine predicts. */
export const PublishedMetric = z.enum([
  'achievedIops',
  'targetIops',
  'dbReadsPerSec',
  'dbWritesPerSec',
  'dbReadLatencyMs',
  'dbWriteLatencyMs',
  'logWritesPerSec',
  'logWriteLatencyMs',
  'pass',
  /** A RAID group's (aggregate's) usable capacity, in the unit the source prints (GB, GiB, TiB). */
  'usableGb',
]);
export type PublishedMetric = z.infer<typeof PublishedMetric>;

/**
 * One published result carried by a preset, to compare with the prediction.
 * `serverId` names the design component (server or VM) the figure belongs to; absent = whole design.
 * `raidGroupId` names the RAID group a capacity figure (`usableGb`) belongs to.
 */
export const PublishedResult = z.object({
  id: Id,
  label: z.string().min(1).max(200),
  metric: PublishedMetric,
  serverId: Id.optional(),
  raidGroupId: Id.optional(),
  value: z.union([z.number(), z.boolean()]),
  unit: z.string().max(16),
  source: SourceRef,
  /** A failure scenario the figure was measured under (component id that was failed). */
  failedComponentId: Id.optional(),
});
export type PublishedResult = z.infer<typeof PublishedResult>;

/** Provenance of a preset and the readings it chose where its source contradicts itself. */
export const Meta = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(4000).optional(),
  /** Seed document(s) this design recreates. */
  source: z
    .object({
      document: z.string().min(1).max(200),
      title: z.string().max(400),
      lines: z.string().max(200).optional(),
    })
    .optional(),
  /** One entry per contradiction or gap and the reading this design takes, with why. */
  readings: z
    .array(z.object({ topic: z.string().max(200), choice: z.string().max(2000), source: SourceRef.optional() }))
    .optional(),
  /** What the source did not publish, in words. */
  notPublished: z.array(z.string().max(1000)).optional(),
  published: z.array(PublishedResult).optional(),
});
export type Meta = z.infer<typeof Meta>;
