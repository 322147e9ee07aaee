/**
 * The parts catalog: the shipped JSON sources plus the user's custom parts, queried through sql.js.
 * Everything entering the catalog is validated (row shape and per-kind specs), so what comes out of
 * `list`, `get` and `drive` can be handed to the design and the engine as is.
 */
import { type CatalogPart, type DriveSpecs, type PartKind } from '../schema/catalog';
import { type AppError, appError, type Result } from '../schema/errors';
import { openPartsTable } from './db';
import { shippedParts } from './shipped';
import { DriveSpecsChecked, NO_DRIVE_PART, validatePart } from './specs';

/** A stored custom part that no longer validates, skipped at open. */
export interface RejectedPart {
  readonly part: unknown;
  readonly error: AppError;
}

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
  /** The custom parts, for the app to persist. */
  customParts(): CatalogPart[];
  /** Stored custom parts refused at open, with the reason. */
  readonly rejected: readonly RejectedPart[];
}

export interface OpenCatalogOptions {
  /** Custom parts saved by the app earlier; invalid ones are skipped and listed in `rejected`. */
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

  const add = (input: unknown): Result<CatalogPart> => {
    const r = validatePart(input);
    if (!r.ok) return r;
    const part: CatalogPart = { ...r.value, custom: true };
    if (table.get(part.id)) return { ok: false, error: appError('catalog/duplicate-part', { id: part.id }) };
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

  const rejected: RejectedPart[] = [];
  for (const stored of options.custom ?? []) {
    const r = add(stored);
    if (!r.ok) rejected.push({ part: stored, error: r.error });
  }

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
    rejected,
  };
}
