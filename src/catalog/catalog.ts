/**
 * The parts catalog: the shipped JSON sources plus the user's custom parts, queried through sql.js.
 * Everything entering the catalog is validated (row shape and per-kind specs), so what comes out of
 * `list`, `get` and `drive` can be handed to the design and the engine as is.
 */
import { type CatalogPart, type DriveSpecs, type PartKind } from '../schema/catalog';
import { appError, type Result } from '../schema/errors';
import { openPartsTable, type PartsTable } from './db';
import { shippedParts } from './shipped';
import { DriveSpecsChecked, NO_DRIVE_PART, specSchemas, validatePart } from './specs';
import { problemsInWords, type RejectedPart, rejection, splitStored, storedId } from './storedParts';

export type { RejectedPart } from './storedParts';

export interface Catalog {
  /** Parts sorted by kind (palette order), then vendor and model. `search` matches vendor, model,
   * part number or summary, case-insensitively, every word of it in any order ("fibre channel"
   * also finds parts written "FC"). */
  list(filter?: { kind?: PartKind; search?: string }): CatalogPart[];
  get(id: string): CatalogPart | undefined;
  /** Validated drive specifications for `toEngineInput`; `name` is vendor + model. */
  drive(id: string): (DriveSpecs & { name: string }) | undefined;
  /** Number of parts per kind, in palette order; kinds without parts are left out. */
  kinds(): { kind: PartKind; count: number }[];
  /** Validates and adds a user part (`custom: true`). Refuses invalid parts (`catalog/invalid-part`)
   * and ids already in use (`catalog/duplicate-part`). */
  addCustom(part: unknown): Result<CatalogPart>;
  /** Removes a custom part; shipped parts cannot be removed. */
  removeCustom(id: string): boolean;
  /** The custom parts in the catalog (those in use: listed, placeable). */
  customParts(): CatalogPart[];
  /**
   * What the app persists: the custom parts, then the stored rows refused at open, as they were
   * stored, so that a save never drops a part this build could not use (see storedParts.ts).
   */
  storedParts(): CatalogPart[];
  /** Stored custom parts refused at open, in stored order, each with the reason in words. */
  readonly rejected: readonly RejectedPart[];
}

export interface OpenCatalogOptions {
  /**
   * Custom parts saved by the app earlier, in any order; invalid ones are skipped and listed in
   * `rejected` (`splitStored`: an id's first entry is its part).
   */
  custom?: unknown[];
  /** Where the sql.js wasm is (browsers: see `browserWasm.ts`); Node finds it by itself. */
  locateSqlWasm?: () => string;
}

/** Opens the catalog: builds the database from the shipped sources and the custom parts. */
export async function openCatalog(options: OpenCatalogOptions = {}): Promise<Catalog> {
  const table = await openPartsTable(options.locateSqlWasm);

  for (const raw of shippedParts) {
    const r = validatePart(raw);
    const id = (raw as { id?: unknown }).id;
    if (!r.ok) throw new Error(`Shipped catalog part ${String(id)} is invalid: ${r.error.message}`);
    if (table.get(r.value.id)) throw new Error(`Shipped catalog part ${r.value.id} is listed twice.`);
    table.insert({ ...r.value, custom: false });
  }

  const rejected: RejectedPart[] = [];
  /** Stored rows the catalog refused, handed back by `storedParts`. */
  const keptRows: CatalogPart[] = [];
  const entries = splitStored(options.custom ?? []);
  // Drives first: an enclosure names its drive type (`driveRef`), the one reference between parts,
  // and the stored list is in palette order, enclosures before drives (db.ts ORDER). In stored
  // order, every custom enclosure of a custom drive was refused at the next start, then dropped.
  const rows = entries.flatMap((e) => (e.kind === 'row' ? [e] : []));
  rows.sort((a, b) => Number(b.part.kind === 'drive') - Number(a.part.kind === 'drive') || a.index - b.index);
  for (const e of rows) {
    const refusal = loadStored(table, e.part);
    if (refusal === null) continue;
    rejected.push(rejection(e.raw, e.index, refusal.reason, refusal.duplicateId));
    keptRows.push(e.part);
  }
  for (const e of entries) {
    if (e.kind === 'unreadable') rejected.push(rejection(e.raw, e.index, e.reason));
    if (e.kind === 'repeat')
      rejected.push(rejection(e.raw, e.index, `an earlier custom part has the same id "${e.id}"`, e.id));
  }
  rejected.sort((a, b) => a.index - b.index);
  // A refused entry's id stays taken: a part added under it would be saved beside the kept entry.
  const keptIds = new Set(rejected.flatMap((r) => storedId(r.part) ?? []));

  const add = (input: unknown): Result<CatalogPart> => {
    const r = validatePart(input);
    if (!r.ok) return r;
    const part: CatalogPart = { ...r.value, custom: true };
    if (table.get(part.id) || keptIds.has(part.id))
      return { ok: false, error: appError('catalog/duplicate-part', { id: part.id }) };
    if (part.kind === 'enclosure') {
      const ref = String(part.specs.driveRef);
      if (table.get(ref)?.kind !== 'drive') {
        const details = `${NO_DRIVE_PART} "${ref}" in the catalog.`;
        return { ok: false, error: appError('catalog/invalid-part', { details }) };
      }
    }
    table.insert(part);
    return { ok: true, value: part };
  };

  const driveCache = new Map<string, DriveSpecs & { name: string }>();

  return {
    list(filter = {}) {
      return table.list(filter.kind ?? null, filter.search ?? null);
    },
    get(id) {
      return table.get(id);
    },
    drive(id) {
      const hit = driveCache.get(id);
      if (hit) return hit;
      const part = table.get(id);
      if (part?.kind !== 'drive') return undefined;
      const specs = DriveSpecsChecked.safeParse(part.specs);
      if (!specs.success) return undefined;
      const drive = { ...specs.data, name: `${part.vendor} ${part.model}` };
      driveCache.set(id, drive);
      return drive;
    },
    kinds() {
      return table.kindCounts();
    },
    addCustom: add,
    removeCustom(id) {
      driveCache.delete(id);
      return table.delete(id);
    },
    customParts() {
      return table.custom();
    },
    storedParts() {
      return [...table.custom(), ...keptRows];
    },
    rejected,
  };
}

/**
 * Adds stored custom part `part` (a `CatalogPart` row) to `table`, or says why not in words: its
 * specs, an id already taken, or a drive type the catalog lacks. NOTE: mutates `table`.
 */
function loadStored(table: PartsTable, part: CatalogPart): { reason: string; duplicateId?: string } | null {
  const specs = specSchemas[part.kind].safeParse(part.specs);
  if (!specs.success) return { reason: problemsInWords(specs.error, part.specs) };
  // Stored ids are unique (`splitStored`), so an id taken here is a shipped part's: one a later
  // build ships under the id the user once gave their own.
  if (table.get(part.id)) return { reason: `a part Spindle ships has the same id "${part.id}"`, duplicateId: part.id };
  if (part.kind === 'enclosure') {
    const ref = String((specs.data as { driveRef: string }).driveRef);
    if (table.get(ref)?.kind !== 'drive') return { reason: `its drive type "${ref}" is not in the parts list` };
  }
  table.insert({ ...part, specs: specs.data as Record<string, unknown>, custom: true });
  return null;
}
