/**
 * The Compare view's kept candidates, as `compare-candidates.json` in the user-data folder, beside
 * the autosave snapshot and for the same reason: a design set beside the current one should not
 * be lost when the app closes or crashes. Main keeps the renderer's text as it is (it is parsed and
 * each design validated there, as Open does, src/io/compareKeep.ts); a file that cannot be read is
 * moved aside and reported, so a damaged file never blocks the start and is never deleted.
 */
import { z } from 'zod';

import { appError } from '../../../src/schema/errors';
import { MAX_COMPARE_TEXT } from '../../ipc/contract';
import type { FileSystem } from '../files';
import type { InvokeHandlers } from '../ipc';
import { moveAside, readJsonFile, removeJsonFile, writeJsonFile } from '../jsonFile';

/** `compare-candidates.json`, version 1. */
const CompareFile = z.object({ version: z.literal(1), text: z.string().max(MAX_COMPARE_TEXT) });

/** Largest file read [bytes]: the text limit, allowing for JSON string escaping and multi-byte UTF-8. */
const MAX_FILE_BYTES = 3 * MAX_COMPARE_TEXT + 1024;

/** What the handlers need. */
export interface CompareCandidatesDeps {
  /** Path of `compare-candidates.json`. */
  file: string;
  fs: FileSystem;
  /** Clock [ms since the Unix epoch]. */
  now: () => number;
  log: (message: string) => void;
}

/** IPC handlers for `compare:*`. */
export function compareCandidatesHandlers(
  deps: CompareCandidatesDeps,
): Pick<InvokeHandlers, 'compare:read' | 'compare:write'> {
  const forget = (): Promise<void> => removeJsonFile(deps.file, deps.fs);
  return {
    'compare:read': async () => {
      const read = await readJsonFile(deps.file, CompareFile, MAX_FILE_BYTES, deps.fs);
      if (read.kind === 'missing') return { ok: true, value: null };
      if (read.kind === 'ok') return { ok: true, value: read.value.text };
      // They may be designs the user has nowhere else: moved aside, never deleted, and the
      // renderer says so (the Compare view lists what it could not restore).
      const moved = await moveAside(deps.file, deps.fs, deps.now()).catch(() => null);
      const kept = moved ?? deps.file;
      deps.log(`Compare: the kept candidates could not be read (${read.reason}); the file is kept at ${kept}.`);
      return {
        ok: false,
        error: appError('file/read-failed', { reason: `${read.reason}; the file is kept at ${kept}` }),
      };
    },
    'compare:write': async ({ text }) => {
      if (text === null) await forget();
      else await writeJsonFile(deps.file, { version: 1, text }, deps.fs);
      return { ok: true, value: null };
    },
  };
}
