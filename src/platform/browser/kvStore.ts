/**
 * A small key-value store for the browser build: IndexedDB (which can also keep File System
 * Access handles, so recent files can be reopened), falling back to localStorage when IndexedDB
 * is unavailable or refuses to open (some private-browsing modes), and to memory as a last resort.
 */

/** Async key-value storage. */
export interface KeyValueStore {
  /** Whether values may be non-JSON structured-clone objects (file handles). */
  readonly structured: boolean;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored keys that start with `prefix` (each tab's autosave snapshot, say). */
  keys(prefix: string): Promise<string[]>;
}

const starting = (keys: Iterable<unknown>, prefix: string): string[] =>
  [...keys].filter((k): k is string => typeof k === 'string' && k.startsWith(prefix));

const DB_NAME = 'spindle';
const STORE = 'kv';

const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });

/** Opens (creating if needed) the app's IndexedDB store. Rejects when IndexedDB is unusable. */
export async function openIndexedDbStore(idb: IDBFactory): Promise<KeyValueStore> {
  const open = idb.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  const run = <T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    request(op(db.transaction(STORE, mode).objectStore(STORE)));
  return {
    structured: true,
    get: (key) => run('readonly', (s) => s.get(key)),
    set: async (key, value) => {
      await run('readwrite', (s) => s.put(value, key));
    },
    delete: async (key) => {
      await run('readwrite', (s) => s.delete(key));
    },
    keys: async (prefix) => starting(await run('readonly', (s) => s.getAllKeys()), prefix),
  };
}

/** localStorage-backed store (JSON values only); a corrupt entry reads as absent. */
export function localStorageStore(storage: Storage, prefix = 'spindle:'): KeyValueStore {
  return {
    structured: false,
    get: async (key) => {
      const raw = storage.getItem(prefix + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    set: async (key, value) => storage.setItem(prefix + key, JSON.stringify(value)),
    delete: async (key) => storage.removeItem(prefix + key),
    keys: async (start) => {
      const all = Array.from({ length: storage.length }, (_, i) => storage.key(i));
      return starting(all, prefix + start).map((k) => k.slice(prefix.length));
    },
  };
}

/** In-memory store: nothing survives a reload. Used only when the browser offers no storage. */
export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    structured: true,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    delete: async (key) => void data.delete(key),
    keys: async (prefix) => starting(data.keys(), prefix),
  };
}

/** Where the browser's storage APIs come from (the window, or fakes in tests). */
export interface StorageHost {
  indexedDB?: IDBFactory;
  localStorage?: Storage;
}

/** Picks the best available store, trying IndexedDB first. Never rejects. */
export async function createKeyValueStore(
  host: StorageHost,
  warn: (m: string) => void = console.warn,
): Promise<KeyValueStore> {
  if (host.indexedDB) {
    try {
      return await openIndexedDbStore(host.indexedDB);
    } catch (err) {
      warn(
        `Spindle: IndexedDB is unavailable (${err instanceof Error ? err.message : String(err)}); using localStorage.`,
      );
    }
  }
  try {
    if (host.localStorage) {
      host.localStorage.getItem('spindle:probe');
      return localStorageStore(host.localStorage);
    }
  } catch {
    // Access to localStorage can throw (storage disabled); fall through.
  }
  warn('Spindle: this browser offers no storage; recent files, autosave and custom parts last until the tab closes.');
  return memoryStore();
}
