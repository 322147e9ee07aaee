/**
 * The catalog's side of the drive parts a design carries (`Design.parts`, src/schema/parts.ts):
 * on open, the parts the user's catalog lacks join their custom parts, a part whose id the catalog
 * already holds with other figures is named (the design keeps evaluating with its own), and an
 * enclosure whose drive is nowhere is named with how to fix it; and a custom part the open design
 * (or another custom part) uses is not removed. Pure over the `Catalog` interface: the palette
 * persists and tells the user.
 */
import type { CatalogPart } from '../schema/catalog';
import type { Component } from '../schema/components';
import { type CarriedPart, sameDrive, usedDriveIds } from '../schema/parts';
import type { Catalog } from './catalog';

/** The part of a design these functions read (a `Design` or the store's document). */
export interface DesignParts {
  readonly components: readonly Component[];
  readonly parts?: readonly CarriedPart[];
}

/** What opening a design did with the parts it carries. */
export interface Adoption {
  /** Carried parts the catalog lacked, now among the user's custom parts. */
  readonly added: readonly CatalogPart[];
  /** Carried parts whose id the catalog holds with other figures: the catalog keeps its own. */
  readonly differing: readonly CarriedPart[];
  /** Carried parts the catalog refused (and why); the design still evaluates with them. */
  readonly refused: readonly { readonly part: CarriedPart; readonly reason: string }[];
  /** Drives used that neither the design nor the catalog has, with the enclosures using each. */
  readonly missing: readonly { readonly driveRef: string; readonly enclosures: readonly string[] }[];
}

/** A message for the user (the store's `Notice` without its id). */
export interface PartsNotice {
  readonly tone: 'info' | 'warning' | 'error';
  readonly message: string;
  readonly hint: string;
}

/** The name users know a part by. */
export const partName = (p: Pick<CatalogPart, 'vendor' | 'model'>): string => `${p.vendor} ${p.model}`;

/** `A, B and 3 more`. */
function list(names: readonly string[], max = 4): string {
  if (names.length <= max)
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/**
 * Brings the parts `design` carries into `catalog`: each one it lacks is added as a custom part.
 * Only parts an enclosure uses are considered. Changes nothing in the design.
 */
export function adoptCarriedParts(design: DesignParts, catalog: Catalog): Adoption {
  const used = usedDriveIds(design.components);
  const carried = new Map((design.parts ?? []).map((p) => [p.id, p]));
  const added: CatalogPart[] = [];
  const differing: CarriedPart[] = [];
  const refused: { part: CarriedPart; reason: string }[] = [];
  const missing: { driveRef: string; enclosures: string[] }[] = [];
  for (const id of used) {
    const part = carried.get(id);
    const local = catalog.get(id);
    if (part) {
      if (local) {
        if (!sameDrive(local, part)) differing.push(part);
        continue;
      }
      const r = catalog.addCustom(part);
      if (r.ok) added.push(r.value);
      else refused.push({ part, reason: `${r.error.message} ${r.error.hint}`.trim() });
    } else if (local?.kind !== 'drive') {
      const enclosures = design.components.filter((c) => c.kind === 'enclosure' && c.driveRef === id);
      missing.push({ driveRef: id, enclosures: enclosures.map((c) => c.name) });
    }
  }
  return { added, differing, refused, missing };
}

/**
 * What to tell the user after `adoptCarriedParts`: at most two notices, one about the parts the
 * design carries (added, kept apart, refused) and one about drives it lacks. None when nothing
 * happened.
 */
export function adoptionNotices(a: Adoption): PartsNotice[] {
  const out: PartsNotice[] = [];
  const messages: string[] = [];
  const hints: string[] = [];
  if (a.added.length > 0) {
    const n = a.added.length;
    messages.push(`Added ${n} custom ${plural(n, 'part', 'parts')} this design uses: ${list(a.added.map(partName))}.`);
    hints.push(
      `${plural(n, 'It is', 'They are')} now in your parts list, as if you had added ${plural(n, 'it', 'them')}.`,
    );
  }
  if (a.differing.length > 0) {
    const n = a.differing.length;
    messages.push(
      `This design was saved with other figures for ${list(a.differing.map(partName))} than the ${plural(n, 'part', 'parts')} ` +
        `of the same id in your parts list: it is evaluated with the figures it was saved with, and your ${plural(n, 'part is', 'parts are')} unchanged.`,
    );
    hints.push(
      'To use your own part’s figures instead, set the Drive type of the enclosures that use it to another drive and back in the inspector.',
    );
  }
  if (a.refused.length > 0) {
    messages.push(
      `${list(a.refused.map((r) => partName(r.part)))} could not be added to your parts (${a.refused.map((r) => r.reason).join('; ')}); ` +
        'the design still uses the figures it carries.',
    );
  }
  if (messages.length > 0)
    out.push({
      tone: a.differing.length > 0 || a.refused.length > 0 ? 'warning' : 'info',
      message: messages.join(' '),
      hint: hints.join(' '),
    });
  if (a.missing.length > 0) {
    const enclosures = a.missing.flatMap((m) => m.enclosures);
    const lines = a.missing.map(
      (m) => `${list(m.enclosures)} ${plural(m.enclosures.length, 'uses', 'use')} drive “${m.driveRef}”`,
    );
    out.push({
      tone: 'warning',
      message: `${lines.join('; ')}, which neither this design file nor your parts list has: ${plural(
        enclosures.length,
        'that enclosure counts',
        'those enclosures count',
      )} no drives.`,
      hint: `Select ${plural(enclosures.length, 'it', 'each')} and choose a Drive type in the inspector, or add the custom drive with that id and open the design again.`,
    });
  }
  return out;
}

/**
 * Why custom part `id` cannot be removed now, or null when it can: the open design's enclosures
 * use it (they would be left without drives), or a custom enclosure part refers to it (it would be
 * refused at the next start).
 */
export function removalRefusal(id: string, design: DesignParts, catalog: Catalog): PartsNotice | null {
  const part = catalog.get(id);
  if (!part?.custom || part.kind !== 'drive') return null;
  const name = partName(part);
  const enclosures = design.components.filter((c) => c.kind === 'enclosure' && c.driveRef === id).map((c) => c.name);
  const parts = catalog
    .customParts()
    .filter((p) => p.kind === 'enclosure' && p.specs.driveRef === id)
    .map(partName);
  if (enclosures.length === 0 && parts.length === 0) return null;
  const reasons: string[] = [];
  if (enclosures.length > 0) reasons.push(`${list(enclosures)}: choose another drive type there first`);
  if (parts.length > 0)
    reasons.push(
      `the custom ${plural(parts.length, 'part', 'parts')} ${list(parts)}: remove ${plural(parts.length, 'it', 'them')} first`,
    );
  return {
    tone: 'error',
    message: `${name} is used by ${reasons.join('; and by ')}.`,
    hint: 'Removing it now would leave them without drives. Nothing was removed.',
  };
}
