/**
 * The autosave's way out of a page that is going away. A tab writes its recovery snapshot to
 * IndexedDB, which is asynchronous: a write started as the page unloads (the app flushes its
 * pending snapshot on `pagehide`) does not finish before a reload ends the page, and the last
 * edits were lost. localStorage writes synchronously, so while the page is leaving, the
 * snapshot whose IndexedDB write is still under way is also put in localStorage, under
 * `spindle:unload:<slot key>` (this tab's own slot; per-tab slots stay as they are).
 *
 * At the next start, before a tab looks for its copy, `mergeUnloadCopy` moves such a copy into
 * the key-value store, when it is newer than what is there: a reload recovers the last edit. A
 * clear (Save, Discard) under way when the page went is kept the same way, as a dated marker, so a
 * saved design's older copy is not offered again.
 *
 * localStorage is small (about 5 MB an origin): a snapshot too large for it is not kept there, and
 * only the IndexedDB write, if it finishes, keeps that edit.
 */
import type { KeyValueStore } from './kvStore';

/** The page, as the unload copy needs it. */
export interface UnloadHost {
  addEventListener(type: 'pagehide' | 'pageshow' | 'beforeunload', listener: () => void): void;
  /** The origin's localStorage; absent (or throwing) where storage is off: no unload copy then. */
  readonly localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** A snapshot record as stored (`savedAt` [ms since the Unix epoch]), or a clear under way. */
export type SlotRecord = { readonly savedAt: number } & Readonly<Record<string, unknown>>;

/** The localStorage key of slot `key`'s unload copy. */
export const unloadItem = (key: string): string => `spindle:unload:${key}`;
/** Marks an unload copy that stands for a clear: the slot was emptied after `savedAt`. */
const CLEARED = 'cleared';

/** Tracks this tab's autosave writes still under way. */
export interface UnloadCopy {
  /**
   * A write (or, with `cleared`, a clear) of the slot begins; call it before anything is awaited,
   * so a write the app starts while the page unloads is caught. Returns `done`, to call once the
   * store has it.
   */
  begin(record: SlotRecord | { readonly cleared: true; readonly savedAt: number }): () => void;
}

/** Watches the page for `key`'s slot (the key settles later; until then nothing can be kept). */
export function createUnloadCopy(host: UnloadHost, key: Promise<string>): UnloadCopy {
  let slot: string | null = null;
  void key.then((k) => (slot = k));
  let pending: object | null = null;
  let leaving = false;
  /** Whether localStorage may hold an unload copy of this page's: removed once the store has one. */
  let kept = false;

  const keep = (): void => {
    if (!pending || slot === null || !host.localStorage) return;
    try {
      host.localStorage.setItem(unloadItem(slot), JSON.stringify(pending));
      kept = true;
    } catch {
      // Over quota, or storage off: nothing more can be done as the page goes (see the module comment).
    }
  };
  // A `beforeunload` may be cancelled ("Leave site?" → Stay): it keeps a copy but the page lives on.
  host.addEventListener('beforeunload', keep);
  host.addEventListener('pagehide', () => {
    leaving = true;
    keep();
  });
  // Back from the back/forward cache: the page lives again, and IndexedDB writes finish as usual.
  host.addEventListener('pageshow', () => void (leaving = false));

  return {
    begin(record) {
      const mine = 'cleared' in record ? { [CLEARED]: true, savedAt: record.savedAt } : record;
      pending = mine;
      if (leaving) keep();
      return () => {
        if (pending !== mine) return;
        pending = null;
        // The store has it now: an older unload copy would only be merged away, or offer stale work.
        if (kept && !leaving && slot !== null) {
          kept = false;
          try {
            host.localStorage?.removeItem(unloadItem(slot));
          } catch {
            // Left for the next start, which keeps whichever is newer.
          }
        }
      };
    },
  };
}

const savedAtOf = (raw: unknown): number => {
  const at = typeof raw === 'object' && raw !== null ? (raw as { savedAt?: unknown }).savedAt : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : 0;
};

/** localStorage as `mergeUnloadCopies` reads it. */
export type UnloadStorage = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

/**
 * Moves the unload copy of each slot `mine` accepts (this tab's, and those of tabs that are gone)
 * into `kv`, see `mergeUnloadCopy`. Another live tab's copy stays: that tab merges it itself.
 */
export async function mergeUnloadCopies(
  kv: KeyValueStore,
  storage: UnloadStorage | undefined,
  mine: (key: string) => boolean,
): Promise<void> {
  const prefix = unloadItem('');
  let keys: string[];
  try {
    keys = storage
      ? Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
          (k): k is string => k?.startsWith(prefix) === true,
        )
      : [];
  } catch {
    return;
  }
  for (const item of keys) {
    const key = item.slice(prefix.length);
    if (mine(key)) await mergeUnloadCopy(kv, key, storage);
  }
}

/**
 * Moves slot `key`'s unload copy, if any, into `kv` when it is newer than `kv`'s copy (or `kv` has
 * none), then removes it from localStorage. Text that is not JSON is moved as it is, for the app
 * to offer as unreadable work. Rejects (leaving the unload copy) when `kv` fails.
 */
async function mergeUnloadCopy(kv: KeyValueStore, key: string, storage: UnloadStorage | undefined): Promise<void> {
  let text: string | null;
  try {
    text = storage?.getItem(unloadItem(key)) ?? null;
  } catch {
    return;
  }
  if (text === null) return;
  let copy: unknown;
  try {
    copy = JSON.parse(text) as unknown;
  } catch {
    copy = text;
  }
  const stored = await kv.get(key);
  const newer = stored == null || savedAtOf(copy) > savedAtOf(stored);
  if (newer && typeof copy === 'object' && copy !== null && (copy as Record<string, unknown>)[CLEARED] === true) {
    await kv.delete(key);
  } else if (newer) {
    // Written to the store before the unload copy goes: a failure between leaves two copies.
    await kv.set(key, copy);
  }
  storage?.removeItem(unloadItem(key));
}
