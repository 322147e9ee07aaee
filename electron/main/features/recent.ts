/**
 * The recent files list: at most `MAX_RECENT` design paths, newest first, persisted as
 * `recent.json` in the user-data folder and shown in File ▸ Open Recent.
 */
import { basename, resolve } from 'node:path';

import { z } from 'zod';

import { appError } from '../../../src/schema/errors';
import { RecentEntry } from '../../ipc/contract';
import type { FileSystem } from '../files';
import type { InvokeHandlers } from '../ipc';
import { readJsonFile, moveAside, writeJsonFile } from '../jsonFile';
import type { PathAllowList } from './allowList';

/** Longest recent list kept. */
export const MAX_RECENT = 10;

/** `recent.json`, version 1. Extra entries in a hand-edited file are cut, not refused. */
const RecentFile = z.object({
  version: z.literal(1),
  entries: z.array(RecentEntry).transform((e) => e.slice(0, MAX_RECENT)),
});

/** One recent entry. */
export type Recent = z.infer<typeof RecentEntry>;

/** Display name of a design file: its file name without `.spindle.json` / `.json`. */
export function designName(path: string): string {
  const file = basename(path);
  const name = file.replace(/\.spindle\.json$/i, '').replace(/\.json$/i, '');
  return (name || file).slice(0, 255) || 'Untitled';
}

/** The recent list, loaded once and kept in memory. */
export interface RecentStore {
  /** Newest first. */
  list(): Recent[];
  /** Moves `path` to the top (adding it if new) and persists. */
  add(path: string): Promise<Recent[]>;
  /** Drops `path` (e.g. the file no longer exists) and persists. */
  remove(path: string): Promise<void>;
  /** Empties the list and persists. */
  clear(): Promise<void>;
  /** Called after every change (the menu rebuilds its Open Recent submenu). */
  onChange(listener: (entries: Recent[]) => void): void;
}

/** What the recent store needs. */
export interface RecentDeps {
  /** Path of `recent.json`. */
  file: string;
  fs: FileSystem;
  /** Clock [ms since the Unix epoch]. */
  now: () => number;
  log: (message: string) => void;
}

/**
 * Loads the list. An unreadable file is copied aside (never silently overwritten) and the list
 * starts empty; the reason is logged.
 */
export async function createRecentStore(deps: RecentDeps): Promise<RecentStore> {
  let entries: Recent[] = [];
  const read = await readJsonFile(deps.file, RecentFile, 1024 * 1024, deps.fs);
  if (read.kind === 'ok') entries = read.value.entries;
  else if (read.kind === 'invalid' || read.kind === 'failed') {
    const copy = await moveAside(deps.file, deps.fs, deps.now()).catch(() => null);
    deps.log(
      `The recent files list could not be read (${read.reason}); starting empty${copy ? `, old file kept as ${copy}` : ''}.`,
    );
  }
  const listeners: ((entries: Recent[]) => void)[] = [];
  const commit = async (next: Recent[]): Promise<void> => {
    entries = next;
    for (const l of listeners) l(entries);
    await writeJsonFile(deps.file, { version: 1, entries }, deps.fs);
  };
  return {
    list: () => entries,
    async add(path) {
      const full = resolve(path);
      await commit(
        [{ path: full, name: designName(full), openedAt: deps.now() }, ...entries.filter((e) => e.path !== full)].slice(
          0,
          MAX_RECENT,
        ),
      );
      return entries;
    },
    async remove(path) {
      const full = resolve(path);
      if (entries.some((e) => e.path === full)) await commit(entries.filter((e) => e.path !== full));
    },
    async clear() {
      await commit([]);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * IPC handlers of the recent list. Security: only allow-listed paths may be added, so the list
 * (which is itself trusted on the next start) can only ever hold paths the user chose.
 */
export function recentHandlers(
  recent: RecentStore,
  allowList: PathAllowList,
): Pick<InvokeHandlers, 'recent:list' | 'recent:add' | 'recent:clear'> {
  return {
    'recent:list': async () => ({ ok: true, value: recent.list() }),
    'recent:add': async ({ path }) => {
      if (!allowList.has(path))
        return {
          ok: false,
          error: appError('file/bad-path', { reason: 'it was not chosen in an Open or Save dialog' }),
        };
      return { ok: true, value: await recent.add(path) };
    },
    'recent:clear': async () => {
      await recent.clear();
      return { ok: true, value: null };
    },
  };
}
