// @vitest-environment happy-dom
/**
 * Browser tabs of one origin share its storage but must not share a crash-recovery slot: a tab's
 * edit, save or Discard acts on its own copy only, and at start a tab offers only what a closed
 * or crashed tab left (or its own copy, after a reload).
 */
import { describe, expect, it } from 'vitest';

import { createBrowserPlatform } from './index';
import { type KeyValueStore, memoryStore } from './kvStore';
import type { TabLocks } from './tabSlot';

/** The origin's Web Locks: who holds which lock; a page that goes releases all of its own. */
function lockRegistry() {
  const held = new Map<string, object>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (name: string): void => {
    held.delete(name);
    waiting.get(name)?.shift()?.();
  };
  const forPage = (page: object): TabLocks => ({
    async request(name, { ifAvailable }, callback) {
      if (held.has(name)) {
        if (ifAvailable) return callback(null);
        await new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
      }
      held.set(name, page);
      try {
        return await callback({ name });
      } finally {
        release(name);
      }
    },
    query: async () => ({ held: [...held.keys()].map((name) => ({ name })) }),
  });
  const close = (page: object): void => {
    for (const [name, owner] of [...held]) if (owner === page) release(name);
  };
  return { forPage, close };
}

/** A tab's sessionStorage (kept by a reload, copied by Duplicate Tab). */
const session = (items: Record<string, string> = {}) => ({
  items,
  getItem: (k: string) => items[k] ?? null,
  setItem: (k: string, v: string) => void (items[k] = v),
});

type Session = ReturnType<typeof session>;

/** Opens a page of the app in a tab with `tabSession`, over the origin's `kv` and `locks`. */
function openPage(kv: KeyValueStore, locks: ReturnType<typeof lockRegistry> | null, tabSession: Session, at = 1) {
  const page = {};
  const platform = createBrowserPlatform(
    {
      document,
      URL,
      addEventListener: () => undefined,
      sessionStorage: tabSession,
      locks: locks?.forPage(page),
    },
    Promise.resolve(kv),
    () => at,
    { attempts: 3, gapMs: 1 },
  );
  return { platform, close: () => locks?.close(page) };
}

const snap = (name: string) => ({ designText: `{"${name}":1}`, path: null, name });
const nameIn = async (p: ReturnType<typeof openPage>['platform']) => {
  const r = await p.readAutosave();
  return r.ok ? (r.value?.name ?? null) : `error: ${r.error.message}`;
};

describe('per-tab autosave slots', () => {
  it("keeps a tab's copy through another tab's edits, save and Discard", async () => {
    const kv = memoryStore();
    const locks = lockRegistry();
    const tab1 = openPage(kv, locks, session());
    const tab2 = openPage(kv, locks, session());
    await tab1.platform.writeAutosave(snap('Site A'));
    await tab2.platform.writeAutosave(snap('Site B'));
    await tab2.platform.clearAutosave(); // tab 2 saved
    // A third tab opened now: tab 1 is alive, so its copy is not "unsaved work found".
    const tab3 = openPage(kv, locks, session());
    expect(await nameIn(tab3.platform)).toBeNull();
    await tab3.platform.clearAutosave(); // its own Discard or save
    expect(await nameIn(tab1.platform)).toBe('Site A');
  });

  it('finds its own copy after a reload, even while the old page still holds its lock a moment', async () => {
    const kv = memoryStore();
    const locks = lockRegistry();
    const tabSession = session();
    const before = openPage(kv, locks, tabSession);
    await before.platform.writeAutosave(snap('Site A'));
    const other = openPage(kv, locks, session(), 5);
    await other.platform.writeAutosave(snap('Site B (newer, live)'));
    setTimeout(before.close, 1);
    const after = openPage(kv, locks, tabSession);
    expect(await nameIn(after.platform)).toBe('Site A');
    expect(await nameIn(other.platform)).toBe('Site B (newer, live)');
  });

  it('offers the newest copy a closed tab left, moved to its own slot; the next tab gets the next', async () => {
    const kv = memoryStore();
    const locks = lockRegistry();
    const older = openPage(kv, locks, session(), 10);
    await older.platform.writeAutosave(snap('Site A'));
    const newer = openPage(kv, locks, session(), 20);
    await newer.platform.writeAutosave(snap('Site B'));
    older.close();
    newer.close();
    const first = openPage(kv, locks, session());
    expect(await nameIn(first.platform)).toBe('Site B');
    const second = openPage(kv, locks, session());
    expect(await nameIn(second.platform)).toBe('Site A');
    await first.platform.clearAutosave();
    expect(await nameIn(second.platform)).toBe('Site A');
    expect((await kv.keys('autosave')).length).toBe(1);
  });

  it('gives a duplicated tab (same session id, the original still open) a slot of its own', async () => {
    const kv = memoryStore();
    const locks = lockRegistry();
    const originalSession = session();
    const original = openPage(kv, locks, originalSession);
    await original.platform.writeAutosave(snap('Site A'));
    const copy = openPage(kv, locks, session({ ...originalSession.items }));
    expect(await nameIn(copy.platform)).toBeNull();
    await copy.platform.writeAutosave(snap('Site A, duplicate'));
    await copy.platform.clearAutosave();
    expect(await nameIn(original.platform)).toBe('Site A');
  });

  it('without Web Locks, offers copies of other tabs rather than never', async () => {
    const kv = memoryStore();
    const gone = openPage(kv, null, session());
    await gone.platform.writeAutosave(snap('Site A'));
    const next = openPage(kv, null, session());
    expect(await nameIn(next.platform)).toBe('Site A');
  });
});
