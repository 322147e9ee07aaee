// @vitest-environment happy-dom
/**
 * A reload within the autosave debounce lost the last edit: the app's flush on `pagehide` started
 * an IndexedDB write that the page's end cut short. The browser platform now keeps such a write in
 * localStorage as the page goes, and the next start recovers whichever copy is newer.
 */
import { describe, expect, it } from 'vitest';

import { createBrowserPlatform } from './index';
import { type KeyValueStore, memoryStore } from './kvStore';
import { unloadItem } from './unloadCopy';

/** A page: its event listeners, fired by hand. */
function page() {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  return {
    addEventListener: (type: string, listener: (event: Event) => void) =>
      void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string) => listeners.get(type)?.forEach((l) => l(new Event(type, { cancelable: true }))),
  };
}

/** The origin's localStorage. */
function local() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** A tab's sessionStorage (a reload keeps it). */
const session = (items: Record<string, string> = {}) => ({
  getItem: (k: string) => items[k] ?? null,
  setItem: (k: string, v: string) => void (items[k] = v),
});

/** IndexedDB as a page that is going away sees it: writes and deletes never finish. */
const cutShort = (kv: KeyValueStore): KeyValueStore => ({
  ...kv,
  set: () => new Promise<never>(() => undefined),
  delete: () => new Promise<never>(() => undefined),
});

function openPage(kv: KeyValueStore, storage: ReturnType<typeof local>, tab: ReturnType<typeof session>, at: number) {
  const events = page();
  const platform = createBrowserPlatform(
    { document, URL, addEventListener: events.addEventListener, sessionStorage: tab, localStorage: storage },
    Promise.resolve(kv),
    () => at,
  );
  return { platform, events };
}

/** Lets the tab's id settle (it is read from sessionStorage asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const snapshot = (text: string) => ({ designText: text, path: null, name: 'Site A' });

describe('the autosave of a page that is going away', () => {
  it.each([
    ['the flush comes before pagehide', ['write', 'pagehide']],
    ['the flush comes after pagehide', ['pagehide', 'write']],
  ])('is recovered after a reload although IndexedDB never finished it (%s)', async (_, order) => {
    const idb = memoryStore();
    const storage = local();
    const tab = session();
    const first = openPage(cutShort(idb), storage, tab, 5);
    await settle();
    for (const step of order) {
      if (step === 'write') void first.platform.writeAutosave(snapshot('{"edit":2}'));
      else first.events.fire('pagehide');
    }
    expect(await idb.keys('autosave')).toEqual([]);

    const reloaded = openPage(idb, storage, tab, 9);
    expect(await reloaded.platform.readAutosave()).toEqual({
      ok: true,
      value: { ...snapshot('{"edit":2}'), savedAt: 5 },
    });
    // Moved into IndexedDB, so the copy in localStorage (small, shared) is gone.
    expect(await idb.keys('autosave:')).toHaveLength(1);
    expect([...storage.items.keys()].filter((k) => k.startsWith(unloadItem('')))).toEqual([]);
  });

  it('offers whichever copy is newer', async () => {
    const idb = memoryStore();
    const storage = local();
    const tab = session();
    const first = openPage(idb, storage, tab, 7);
    await settle();
    await first.platform.writeAutosave(snapshot('{"edit":"in IndexedDB"}'));
    const [key] = await idb.keys('autosave:');
    // An older copy left in localStorage (a cancelled "Leave site?", say) loses to IndexedDB's.
    storage.setItem(unloadItem(key!), JSON.stringify({ ...snapshot('{"edit":"older"}'), savedAt: 3 }));
    const reloaded = openPage(idb, storage, tab, 9);
    expect(await reloaded.platform.readAutosave()).toMatchObject({ value: { designText: '{"edit":"in IndexedDB"}' } });
    expect(storage.getItem(unloadItem(key!))).toBeNull();
  });

  it('keeps a clear under way too, so a design saved just before the reload is not offered again', async () => {
    const idb = memoryStore();
    const storage = local();
    const tab = session();
    const before = openPage(idb, storage, tab, 3);
    await settle();
    await before.platform.writeAutosave(snapshot('{"edit":1}'));
    const first = openPage(cutShort(idb), storage, tab, 5);
    await settle();
    void first.platform.clearAutosave();
    first.events.fire('pagehide');
    expect(await idb.keys('autosave:')).toHaveLength(1);
    const reloaded = openPage(idb, storage, tab, 9);
    expect(await reloaded.platform.readAutosave()).toEqual({ ok: true, value: null });
    expect(await idb.keys('autosave:')).toEqual([]);
  });

  it('removes the copy it kept at a cancelled "Leave site?" once IndexedDB has the write', async () => {
    const idb = memoryStore();
    let finish = (): void => undefined;
    const slow: KeyValueStore = {
      ...idb,
      set: (k, v) => new Promise<void>((resolve) => (finish = () => void idb.set(k, v).then(resolve))),
    };
    const storage = local();
    const first = openPage(slow, storage, session(), 5);
    await settle();
    const written = first.platform.writeAutosave(snapshot('{"edit":2}'));
    first.events.fire('beforeunload');
    expect(storage.items.size).toBe(1);
    await settle();
    finish();
    expect(await written).toEqual({ ok: true, value: null });
    expect(storage.items.size).toBe(0);
  });

  it('is offered to the next tab when the tab was closed rather than reloaded', async () => {
    const idb = memoryStore();
    const storage = local();
    const closed = openPage(cutShort(idb), storage, session(), 5);
    await settle();
    void closed.platform.writeAutosave(snapshot('{"edit":2}'));
    closed.events.fire('pagehide');
    // A new tab (its own sessionStorage); without Web Locks every other tab's copy counts as gone.
    const next = openPage(idb, storage, session(), 9);
    expect(await next.platform.readAutosave()).toMatchObject({ value: { designText: '{"edit":2}', savedAt: 5 } });
  });
});
