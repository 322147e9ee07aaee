/**
 * Crash recovery: the renderer periodically stores a snapshot of the open design while it has
 * unsaved changes; at the next start it reads it and offers to restore it. The snapshot is one
 * JSON file (`autosave.json` in the user-data folder), replaced atomically on every write, so a
 * crash during a write leaves the previous snapshot intact.
 */
import { z } from 'zod';

import { appError, type Result } from '../../../src/schema/errors';
import { MAX_DESIGN_BYTES } from '../../../src/schema/load';
import { AutosaveSnapshot } from '../../ipc/contract';
import type { FileSystem } from '../files';
import type { InvokeHandlers } from '../ipc';
import { moveAside, readJsonFile, removeJsonFile, writeJsonFile } from '../jsonFile';
import type { PathAllowList } from './allowList';

/** `autosave.json`, version 1. */
const AutosaveFile = AutosaveSnapshot.extend({ version: z.literal(1) });

/**
 * Largest snapshot file read [bytes]: the design text limit, allowing for JSON string escaping
 * and multi-byte UTF-8.
 */
const MAX_SNAPSHOT_BYTES = 3 * MAX_DESIGN_BYTES + 1024 * 1024;

/** The autosave snapshot store. */
export interface AutosaveStore {
  write(snapshot: { designText: string; path: string | null; name: string }): Promise<void>;
  /**
   * The snapshot, `null` when there is none, or (`ok: false`) why the one there could not be
   * read and where it is kept: moved aside, so the next write cannot replace it.
   */
  read(): Promise<Result<z.infer<typeof AutosaveSnapshot> | null>>;
  clear(): Promise<void>;
}

/** What the autosave store needs. */
export interface AutosaveDeps {
  /** Path of `autosave.json`. */
  file: string;
  fs: FileSystem;
  allowList: PathAllowList;
  /** Clock [ms since the Unix epoch]. */
  now: () => number;
  log: (message: string) => void;
}

/** Creates the store. */
export function createAutosaveStore(deps: AutosaveDeps): AutosaveStore {
  const clear = (): Promise<void> => removeJsonFile(deps.file, deps.fs);
  return {
    async write({ designText, path, name }) {
      // Security: the path is re-allowed when the snapshot is restored, so only a path that is
      // allowed now may be recorded; any other is dropped and the snapshot restores as unsaved.
      const safePath = path !== null && deps.allowList.has(path) ? path : null;
      if (path !== null && safePath === null) deps.log('Autosave: dropped a path that was not chosen by the user.');
      await writeJsonFile(deps.file, { version: 1, savedAt: deps.now(), path: safePath, name, designText }, deps.fs);
    },
    async read() {
      const read = await readJsonFile(deps.file, AutosaveFile, MAX_SNAPSHOT_BYTES, deps.fs);
      if (read.kind === 'missing') return { ok: true, value: null };
      if (read.kind !== 'ok') {
        // Whatever is wrong with it (damaged, too large, unreadable), it may hold the only copy
        // of unsaved work: it is renamed, never deleted, and the user is told where it is. A
        // rename needs no read access; if even that fails, the folder cannot be written either,
        // so no later snapshot can replace it.
        const moved = await moveAside(deps.file, deps.fs, deps.now()).catch(() => null);
        const kept = moved ?? deps.file;
        deps.log(`Autosave: the snapshot could not be read (${read.reason}); it is kept at ${kept}.`);
        return { ok: false, error: appError('autosave/unreadable', { reason: snapshotReason(read), kept }) };
      }
      const { path, name, savedAt, designText } = read.value;
      if (path !== null) deps.allowList.add(path);
      return { ok: true, value: { path, name, savedAt, designText } };
    },
    clear,
  };
}

/** Why a snapshot could not be read, to follow "its snapshot". */
function snapshotReason(read: { kind: 'invalid' | 'failed'; reason: string }): string {
  return read.kind === 'failed' ? `could not be read (${read.reason})` : `is damaged (${read.reason})`;
}

/** IPC handlers for `autosave:*`. */
export function autosaveHandlers(
  store: AutosaveStore,
): Pick<InvokeHandlers, 'autosave:write' | 'autosave:read' | 'autosave:clear'> {
  return {
    'autosave:write': async (snapshot) => {
      await store.write(snapshot);
      return { ok: true, value: null };
    },
    'autosave:read': () => store.read(),
    'autosave:clear': async () => {
      await store.clear();
      return { ok: true, value: null };
    },
  };
}
