import { z } from 'zod';

import { CatalogPart, DriveSpecs } from './catalog';
import type { Component } from './components';

/**
 * A drive part a design file carries (`Design.parts`): a catalog part of kind `drive`, written in
 * full because an enclosure refers to it only by id (`driveRef`). Shipped parts are never carried;
 * every PC has them. A custom part is, so a design made with it evaluates the same on a PC (or a
 * browser profile) that lacks it.
 */
export const CarriedPart = CatalogPart.extend({
  kind: z.literal('drive'),
  specs: DriveSpecs,
});
export type CarriedPart = z.infer<typeof CarriedPart>;

/** Most parts one design carries (one per drive type its enclosures use). */
export const MAX_CARRIED_PARTS = 1000;

/** Looks up a catalog part by id (the catalog's `get`). */
export type PartLookup = (id: string) => CatalogPart | undefined;

/** The drive ids the design's enclosures use, each once, in design order. */
export function usedDriveIds(components: readonly Component[]): string[] {
  const ids = new Set<string>();
  for (const c of components) if (c.kind === 'enclosure') ids.add(c.driveRef);
  return [...ids];
}

/** Canonical JSON (keys sorted), so two specs compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two parts give the engine the same drive: the same name (vendor, model) and figures. */
export function sameDrive(a: CatalogPart, b: CatalogPart): boolean {
  return a.vendor === b.vendor && a.model === b.model && canonical(a.specs) === canonical(b.specs);
}

/** `part` as a design carries it, or null when it is no drive a design can carry. */
export function asCarried(part: CatalogPart): CarriedPart | null {
  const parsed = CarriedPart.safeParse({ ...part, custom: true });
  return parsed.success ? parsed.data : null;
}

/** The carried parts still used by `components`: a part no enclosure uses any more is forgotten. */
export function keepUsedParts(
  parts: readonly CarriedPart[] | undefined,
  components: readonly Component[],
): readonly CarriedPart[] | undefined {
  if (!parts || parts.length === 0) return undefined;
  const used = new Set(usedDriveIds(components));
  const kept = parts.filter((p) => used.has(p.id));
  if (kept.length === parts.length) return parts;
  return kept.length > 0 ? kept : undefined;
}

/**
 * The drive parts a design file is written with: for every drive its enclosures use, the copy the
 * design already carries (the figures it was opened, and is evaluated, with), else the catalog's
 * custom part (`catalog`). A shipped part is never written, nor is a carried copy identical to a
 * shipped part of the same id. Sorted by id, so saving twice writes the same text.
 */
export function partsToCarry(
  components: readonly Component[],
  carried: readonly CarriedPart[] | undefined,
  catalog?: PartLookup,
): CarriedPart[] {
  const own = new Map((carried ?? []).map((p) => [p.id, p]));
  const out: CarriedPart[] = [];
  for (const id of usedDriveIds(components)) {
    const copy = own.get(id);
    const local = catalog?.(id);
    if (copy) {
      if (!(local && !local.custom && sameDrive(local, copy))) out.push(copy);
      continue;
    }
    if (local?.custom && local.kind === 'drive') {
      const part = asCarried(local);
      if (part) out.push(part);
    }
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
