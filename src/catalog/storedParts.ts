/**
 * The user's stored custom parts as the catalog reads them, and what becomes of those it cannot
 * use. Invariant: no stored part is dropped from storage because this build refused it. A newer
 * build's stricter check, a hand edit, or two parts with one id must not cost the user a part at
 * the next save, which replaces the whole stored list. Each refused part is named to the user with
 * the reason (`rejectedNotice`), and its entry is written back as it was stored.
 *
 * The renderer cannot send every entry back: a save is checked with `CatalogPart` and unique ids
 * (the IPC contract, `validateParts`). So a stored list splits the same way on both sides, here:
 *
 * - an entry that is not a `CatalogPart` row, or whose id an earlier entry already has, is kept by
 *   the host that stores the list when it replaces it (`entriesTheHostKeeps`);
 * - every other entry the catalog refuses (its specs, a drive nowhere in the catalog, the id of a
 *   shipped part) the catalog keeps and hands back with its own parts (`Catalog.storedParts`).
 *
 * Pure (zod and src/schema only), so Electron's main process can import it.
 */
import type { z } from 'zod';

import { CatalogPart } from '../schema/catalog';
import { type AppError, appError } from '../schema/errors';
import { issueText } from '../schema/issues';

/** One entry of a stored list of custom parts, as `splitStored` reads it. */
export type StoredEntry =
  /** A `CatalogPart` row, the first with its id: the catalog may load it. */
  | { readonly kind: 'row'; readonly index: number; readonly raw: unknown; readonly part: CatalogPart }
  /** Not a `CatalogPart` row; `reason` says why, in words. */
  | { readonly kind: 'unreadable'; readonly index: number; readonly raw: unknown; readonly reason: string }
  /** Its id is an earlier entry's (that earlier entry is the part; this one is never loaded). */
  | { readonly kind: 'repeat'; readonly index: number; readonly raw: unknown; readonly id: string };

/** A stored custom part the catalog did not load, with why and how the user knows it. */
export interface RejectedPart {
  /** The entry exactly as stored. */
  readonly part: unknown;
  /** Its place in the stored list (0-based). */
  readonly index: number;
  /** How the user knows it: vendor and model, else its id, else its place ("custom part 3"). */
  readonly name: string;
  /** Why, as a clause in words: `summary is too long (at most 200)`. */
  readonly reason: string;
  /** The same as a coded error (`catalog/invalid-part` or `catalog/duplicate-part`). */
  readonly error: AppError;
}

/** Most characters of a stored name quoted in a notice (a hand-edited name may be any length). */
const MAX_NAME = 40;

const short = (text: string): string => (text.length > MAX_NAME ? `${text.slice(0, MAX_NAME)}…` : text);

/** The id an entry gives, if it gives one as text (even an entry that is not a valid part). */
export function storedId(raw: unknown): string | undefined {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** How a stored entry is named to the user; `index` is its place in the list (0-based). */
export function storedName(raw: unknown, index: number): string {
  const { vendor, model } = (raw ?? {}) as { vendor?: unknown; model?: unknown };
  if (typeof vendor === 'string' && typeof model === 'string' && vendor.trim() && model.trim())
    return short(`${vendor.trim()} ${model.trim()}`);
  const id = storedId(raw);
  return id ? `"${short(id)}"` : `custom part ${index + 1}`;
}

/**
 * What is wrong with `value` by `error`, in words (`issueText`), at most two problems: `summary is
 * too long (at most 200)`. Never Zod's notation (`parts.40.summary: Too big: …`).
 */
export function problemsInWords(error: z.ZodError, value: unknown): string {
  // A schema's own message is a sentence ("A server has at least one socket."): its full stop
  // goes, since the reason is a clause inside a longer message.
  const words = error.issues.slice(0, 2).map((i) => issueText(i, value).replace(/\.$/, ''));
  const more = error.issues.length - words.length;
  return words.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** Reads each entry of a stored list: a row the catalog may load, an unreadable one, or a repeat. */
export function splitStored(stored: readonly unknown[]): StoredEntry[] {
  const seen = new Set<string>();
  return stored.map((raw, index): StoredEntry => {
    const id = storedId(raw);
    // An id's first entry is the part, whatever becomes of it: the host keeps later ones, so the
    // catalog must never load one of them in its place (see `entriesTheHostKeeps`).
    if (id !== undefined && seen.has(id)) return { kind: 'repeat', index, raw, id };
    if (id !== undefined) seen.add(id);
    const row = CatalogPart.safeParse(raw);
    if (!row.success) return { kind: 'unreadable', index, raw, reason: problemsInWords(row.error, raw) };
    return { kind: 'row', index, raw, part: { ...row.data, custom: true } };
  });
}

/**
 * The stored entries a host must keep itself when the renderer replaces the list: those the
 * renderer can never send back (not a `CatalogPart` row, or a repeated id). Appended to what the
 * renderer saves, they are read, named to the user and kept again at the next start.
 */
export function entriesTheHostKeeps(stored: readonly unknown[]): unknown[] {
  return splitStored(stored)
    .filter((e) => e.kind !== 'row')
    .map((e) => e.raw);
}

/** A refused entry, its reason in words; a repeat or an id in use is a `catalog/duplicate-part`. */
export function rejection(raw: unknown, index: number, reason: string, duplicateId?: string): RejectedPart {
  const error =
    duplicateId !== undefined
      ? appError('catalog/duplicate-part', { id: duplicateId })
      : appError('catalog/invalid-part', { details: `${reason}.` });
  return { part: raw, index, name: storedName(raw, index), reason, error };
}

/** Most refused parts a notice names; the rest are counted. */
const NAMED = 3;

/** A message for the user (the store's `Notice` without its id). */
export interface StoredPartsNotice {
  readonly tone: 'warning';
  readonly message: string;
  readonly hint: string;
}

/**
 * What to tell the user about the stored custom parts the catalog did not load (null when it
 * loaded them all): which parts and why, and that they were kept, not deleted.
 */
export function rejectedNotice(rejected: readonly RejectedPart[]): StoredPartsNotice | null {
  const n = rejected.length;
  if (n === 0) return null;
  const named = rejected.slice(0, NAMED).map((r) => `${r.name} (${r.reason})`);
  const rest = n > NAMED ? `; and ${n - NAMED} more` : '';
  const one = n === 1;
  return {
    tone: 'warning',
    message: `${n} custom ${one ? 'part' : 'parts'} could not be loaded: ${named.join('; ')}${rest}.`,
    hint: `Nothing was deleted: ${one ? 'it is' : 'they are'} kept as stored, and ${one ? 'loads' : 'load'} at a later start once what is named is fixed.`,
  };
}
