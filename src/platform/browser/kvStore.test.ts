import { describe, expect, it, vi } from 'vitest';

import { createKeyValueStore, localStorageStore, memoryStore } from './kvStore';

/** A Map-backed `Storage`. */
function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

/** An IndexedDB whose open request fails, as in some private-browsing modes. */
const brokenIndexedDb = {
  open: () => {
    const req = {
      onsuccess: null,
      onerror: null as null | (() => void),
      onupgradeneeded: null,
      error: new Error('disabled'),
    };
    setTimeout(() => req.onerror?.(), 0);
    return req;
  },
} as unknown as IDBFactory;

describe('localStorage store', () => {
  it('round-trips JSON values under a prefix and reads corrupt entries as absent', async () => {
    const storage = fakeStorage();
    const kv = localStorageStore(storage);
    await kv.set('recent', [{ a: 1 }]);
    expect(storage.getItem('spindle:recent')).toBe('[{"a":1}]');
    expect(await kv.get('recent')).toEqual([{ a: 1 }]);
    storage.setItem('spindle:bad', '{');
    expect(await kv.get('bad')).toBeUndefined();
    await kv.set('autosave:t1', 1);
    storage.setItem('other:autosave:t2', '2');
    expect(await kv.keys('autosave:')).toEqual(['autosave:t1']);
    await kv.delete('recent');
    expect(await kv.get('recent')).toBeUndefined();
    expect(kv.structured).toBe(false);
  });
});

describe('createKeyValueStore', () => {
  it('falls back to localStorage when IndexedDB will not open, saying so', async () => {
    const warn = vi.fn();
    const kv = await createKeyValueStore({ indexedDB: brokenIndexedDb, localStorage: fakeStorage() }, warn);
    expect(kv.structured).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('IndexedDB is unavailable (disabled)'));
  });

  it('falls back to memory when no storage works', async () => {
    const warn = vi.fn();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const kv = await createKeyValueStore({ localStorage: throwing }, warn);
    await kv.set('a', 1);
    expect(await kv.get('a')).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no storage'));
  });

  it('memory store keeps structured values', async () => {
    const kv = memoryStore();
    const handle = { getFile: () => null };
    await kv.set('h', handle);
    expect(await kv.get('h')).toBe(handle);
    expect(await kv.keys('h')).toEqual(['h']);
  });
});
