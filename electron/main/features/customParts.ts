/**
 * The user's custom catalog parts, persisted as `custom-parts.json` in the user-data folder.
 *
 * Main checks the file's envelope only (`{version: 1, parts: […]}`); the renderer's catalog checks
 * each part, loads the rest when one is refused, and names every refused one to the user
 * (src/catalog/storedParts.ts). A save is checked with `CatalogPart` and unique ids (the IPC
 * schema) and replaces the list, keeping the stored entries the renderer can never send back (not
 * a part, or a repeated id; `entriesTheHostKeeps`): no part is lost because a build refused it.
 */
import { z } from 'zod';

import { entriesTheHostKeeps } from '../../../src/catalog/storedParts';
import { appError } from '../../../src/schema/errors';
import type { FileSystem } from '../files';
import type { InvokeHandlers } from '../ipc';
import { readJsonFile, moveAside, writeJsonFile } from '../jsonFile';

/**
 * `custom-parts.json`, version 1: the envelope only. One part that fails a (newer, stricter) check
 * must not hide the others, so parts are checked one by one by the catalog.
 */
const CustomPartsFile = z.object({ version: z.literal(1), parts: z.array(z.unknown()) });

/** Largest custom-parts file read [bytes]. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** What the custom-parts handlers need. */
export interface CustomPartsDeps {
  /** Path of `custom-parts.json`. */
  file: string;
  fs: FileSystem;
  /** Clock [ms since the Unix epoch]. */
  now: () => number;
}

/** The first part id used twice, if any. */
export function duplicatePartId(parts: readonly { id: string }[]): string | null {
  const seen = new Set<string>();
  for (const p of parts) {
    if (seen.has(p.id)) return p.id;
    seen.add(p.id);
  }
  return null;
}

/** IPC handlers for `customParts:*`. */
export function customPartsHandlers(
  deps: CustomPartsDeps,
): Pick<InvokeHandlers, 'customParts:load' | 'customParts:save'> {
  /** Moves an unreadable file aside; its new path, or null when it could not be moved. */
  const keepAside = (): Promise<string | null> => moveAside(deps.file, deps.fs, deps.now()).catch(() => null);

  return {
    'customParts:load': async () => {
      const read = await readJsonFile(deps.file, CustomPartsFile, MAX_FILE_BYTES, deps.fs);
      if (read.kind === 'missing') return { ok: true, value: [] };
      if (read.kind === 'ok') return { ok: true, value: read.value.parts };
      // Keep the user's parts: the unreadable file is moved aside before any later save replaces
      // it (a rename needs no read access; if it fails, no save can replace the file either).
      const moved = await keepAside();
      const kept = moved ? ` It was moved to ${moved}` : ` It was left at ${deps.file}`;
      if (read.kind === 'failed')
        return { ok: false, error: appError('file/read-failed', { reason: `${read.reason}.${kept}` }) };
      return {
        ok: false,
        error: appError('catalog/invalid-part', {
          details: `your custom parts file could not be loaded (${read.reason}).${kept}; parts you add now start a new list.`,
        }),
      };
    },
    'customParts:save': async ({ parts }) => {
      const duplicate = duplicatePartId(parts);
      if (duplicate !== null) return { ok: false, error: appError('catalog/duplicate-part', { id: duplicate }) };
      const read = await readJsonFile(deps.file, CustomPartsFile, MAX_FILE_BYTES, deps.fs);
      // A file that became unreadable since it was loaded is moved aside, as at load; one that
      // cannot be moved is not replaced either: the save fails (the IPC guard words the error).
      if ((read.kind === 'invalid' || read.kind === 'failed') && (await keepAside()) === null)
        throw new Error(`${deps.file} could not be read (${read.reason}), so it was not replaced`);
      const kept = read.kind === 'ok' ? entriesTheHostKeeps(read.value.parts) : [];
      await writeJsonFile(deps.file, { version: 1, parts: [...parts, ...kept] }, deps.fs);
      return { ok: true, value: null };
    },
  };
}
