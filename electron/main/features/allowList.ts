/**
 * The set of design-file paths main may read or write for the renderer.
 *
 * Security: the renderer is untrusted (a bug or an injected script must not read or overwrite
 * arbitrary files), so it can only name a path; main acts on it only if the user chose that path
 * in an Open or Save dialog, or it is in the recent list (which only ever receives such paths), or
 * it belongs to the autosave snapshot (which main only records for allowed paths). Paths are
 * compared after `path.resolve`; relative paths are refused outright.
 */
import { isAbsolute, resolve } from 'node:path';

/** A path allow-list. */
export interface PathAllowList {
  /** Allows `path` from now on (call only with paths the user chose). */
  add(path: string): void;
  /** Whether `path` is allowed. */
  has(path: string): boolean;
}

/** Creates an empty allow-list. */
export function createPathAllowList(): PathAllowList {
  const allowed = new Set<string>();
  return {
    add(path) {
      if (isAbsolute(path)) allowed.add(resolve(path));
    },
    has(path) {
      return isAbsolute(path) && allowed.has(resolve(path));
    },
  };
}
