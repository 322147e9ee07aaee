/**
 * What a LUN needs, split as its basis note says it: the database files, the logs, and the share
 * of the LUN kept free. The engine reports a LUN's `dbRequiredGb` and `logRequiredGb` with the
 * free-space share already in them (capacity.rs: each file's need ÷ (1 − free share)), while its
 * basis note gives the files' own need and then the total "with 20 % of the LUN kept free". A row
 * that printed the first beside the second read "4 TB databases" against a note of 3,181.8 GB
 * (QA pass 5, item 9). So the Capacity tab, the LUN inspector and the design report print the
 * files' own need, as the note does, and the free share apart; the three add up to `requiredGb`.
 * Here, with the report's other pure readings, so the dock, the inspector and the report share it.
 *
 * The free share is the design workload's `lunFreeSpacePct`, as the engine reads it: at most 90 %
 * (the schema's bound, and the engine's `min(90)`), a value that is not a number as 0. Pure.
 */
import type { Report } from '../../../engine/ts/reportSchema';

type LunCapacity = Report['capacity']['luns'][number];

/** A LUN's need by part [GB]: `databasesGb + logsGb + freeGb` is its `requiredGb`. */
export interface LunNeed {
  /** The database files' own need, as the basis note gives it. */
  readonly databasesGb: number;
  /** The logs' own need, as the basis note gives it. */
  readonly logsGb: number;
  /** What the free-space target keeps free on the LUN. */
  readonly freeGb: number;
  /** The free-space target [% of the LUN], as the engine applied it. */
  readonly freePct: number;
}

/** The free-space target as the engine applies it [%]: 0 to 90. */
export function appliedFreePct(lunFreeSpacePct: number): number {
  return Number.isFinite(lunFreeSpacePct) ? Math.min(90, Math.max(0, lunFreeSpacePct)) : 0;
}

/** LUN `l`'s need, split (see the module comment), for a workload keeping `lunFreeSpacePct` % free. */
export function lunNeed(
  l: Pick<LunCapacity, 'dbRequiredGb' | 'logRequiredGb' | 'requiredGb'>,
  lunFreeSpacePct: number,
): LunNeed {
  const freePct = appliedFreePct(lunFreeSpacePct);
  const kept = 1 - freePct / 100;
  const databasesGb = l.dbRequiredGb * kept;
  const logsGb = l.logRequiredGb * kept;
  return { databasesGb, logsGb, freeGb: Math.max(0, l.requiredGb - databasesGb - logsGb), freePct };
}
