/**
 * The user's custom catalog parts, persisted as `custom-parts.json` in the user-data folder and
 * validated with `CatalogPart` both when saved (the IPC schema) and when loaded.
 */
import { z } from 'zod';

import { CatalogPart } from '../../../src/schema/catalog';
import { appError } from '../../../src/schema/errors';
import { MAX_CUSTOM_PARTS } from '../../ipc/contract';
import type { FileSystem } from '../files';
import type { InvokeHandlers } from '../ipc';
import { readJsonFile, moveAside, writeJsonFile } from '../jsonFile';

/** `custom-parts.json`, version 1. */
const CustomPartsFile = z.object({ version: z.literal(1), parts: z.array(CatalogPart).max(MAX_CUSTOM_PARTS) });

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
  return {
    'customParts:load': async () => {
      const read = await readJsonFile(deps.file, CustomPartsFile, MAX_FILE_BYTES, deps.fs);
      if (read.kind === 'missing') return { ok: true, value: [] };
      if (read.kind === 'ok') return { ok: true, value: read.value.parts };
      // Keep the user's parts: the unreadable file is moved aside before any later save replaces
      // it (a rename needs no read access; if it fails, no save can replace the file either).
      const moved = await moveAside(deps.file, deps.fs, deps.now()).catch(() => null);
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
      await writeJsonFile(deps.file, { version: 1, parts }, deps.fs);
      return { ok: true, value: null };
    },
  };
}
