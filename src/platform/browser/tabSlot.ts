/**
 * The browser build's crash-recovery slot, one per tab. The tabs of an origin share its storage,
 * and one shared slot let a tab's edit replace, its save delete, and a newer tab's Discard delete
 * another tab's recovery copy. So each tab writes and clears only `autosave:<tab id>`:
 *
 * - The id is kept in sessionStorage, which survives a reload, so a reloaded tab (the usual way a
 *   tab "crashes") finds its own copy.
 * - A live tab holds the Web Lock `spindle-tab:<id>`. The browser releases it when the page goes,
 *   a crash included, so a copy whose lock nobody holds was left by a tab that is gone. A tab whose
 *   stored id stays locked is a duplicate (Duplicate Tab copies sessionStorage) and takes a new id.
 * - At start, a tab with no copy of its own takes the newest copy left by a tab that is gone (or
 *   the single `autosave` record of older versions), moving it under its own key: the app holds
 *   it there until Recover or Discard, and the next tab to start offers the next one.
 *
 * Without Web Locks (an insecure http:// origin, an old browser) no tab can tell which others
 * live, so every other copy counts as left behind: taking a live tab's copy costs that copy only
 * until the tab's next edit writes it again, while never offering a gone tab's copy would lose it.
 */
import type { KeyValueStore } from './kvStore';
import { mergeUnloadCopies, type UnloadStorage } from './unloadCopy';

/** The part of the Web Locks API (`navigator.locks`) used here. */
export interface TabLocks {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => unknown): Promise<unknown>;
  query(): Promise<{ held?: readonly { name?: string }[] }>;
}

/** What the tab slot needs from the page. */
export interface TabHost {
  /** Keeps the tab id across reloads; absent (or throwing): a new id for each page. */
  readonly sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** `navigator.locks`, where the browser has it. */
  readonly locks?: TabLocks;
}

/** This tab's autosave key. */
export interface TabSlot {
  /** `autosave:<tab id>`, once the id is settled; never rejects. */
  readonly key: Promise<string>;
  /**
   * First moves into `kv` the unload copies (`unloadCopy.ts`) in `unload` of this tab and of tabs
   * that are gone, where newer; then, when this tab has no copy of its own, moves the newest copy
   * of a tab that is gone under its key. Storage failures reject.
   */
  adoptLeftBehind(kv: KeyValueStore, unload?: UnloadStorage): Promise<void>;
}

/** Key prefix of the tabs' snapshots. */
export const AUTOSAVE_PREFIX = 'autosave:';
/** The one slot of versions before the per-tab slots: always left behind. */
const LEGACY_KEY = 'autosave';
const ID_ITEM = 'spindle.tabId';
const ADOPT_LOCK = 'spindle-autosave-adopt';
const lockName = (id: string): string => `spindle-tab:${id}`;

/** How long a stored id's lock is waited for: a reloaded page's predecessor may hold it a moment. */
export interface TabSlotTiming {
  attempts: number;
  /** Between attempts [ms]. */
  gapMs: number;
}

/** Takes lock `name` for the rest of the page's life; resolves to whether it was free. */
function holdForever(locks: TabLocks, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      locks
        .request(name, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          // Never settles: the lock is the tab's sign of life until the browser ends the page.
          return lock === null ? undefined : new Promise<never>(() => undefined);
        })
        .catch(() => resolve(false));
    } catch {
      resolve(false);
    }
  });
}

function storedId(host: TabHost): string | null {
  try {
    return host.sessionStorage?.getItem(ID_ITEM) ?? null;
  } catch {
    return null;
  }
}

function storeId(host: TabHost, id: string): void {
  try {
    host.sessionStorage?.setItem(ID_ITEM, id);
  } catch {
    // No session storage: a reload then counts as a new tab and offers this copy as left behind.
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A random id; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
const newId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

async function settleId(host: TabHost, timing: TabSlotTiming): Promise<string> {
  const stored = storedId(host);
  const { locks } = host;
  if (!locks) {
    const id = stored ?? newId();
    storeId(host, id);
    return id;
  }
  if (stored !== null) {
    for (let i = 0; i < timing.attempts; i++) {
      if (i > 0) await sleep(timing.gapMs);
      if (await holdForever(locks, lockName(stored))) return stored;
    }
  }
  const id = newId();
  // A fresh id's lock is free; were it refused (Web Locks failing), the id still is this tab's own.
  await holdForever(locks, lockName(id));
  storeId(host, id);
  return id;
}

/** Tells whether the tab that wrote a snapshot key is still open (never, without Web Locks). */
async function liveness(locks: TabLocks | undefined): Promise<(key: string) => boolean> {
  if (!locks) return () => false;
  // Unknown counts as gone, as without Web Locks (see the module comment).
  const { held = [] } = await locks.query().catch(() => ({ held: [] }));
  const names = new Set(held.map((l) => l.name));
  return (key) => key.startsWith(AUTOSAVE_PREFIX) && names.has(lockName(key.slice(AUTOSAVE_PREFIX.length)));
}

const savedAtOf = (raw: unknown): number => {
  const at = typeof raw === 'object' && raw !== null ? (raw as { savedAt?: unknown }).savedAt : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : 0;
};

/** Creates this page's slot; the id settles in the background (see `TabSlot.key`). */
export function createTabSlot(host: TabHost, timing: TabSlotTiming = { attempts: 10, gapMs: 100 }): TabSlot {
  const key = settleId(host, timing)
    .catch(newId)
    .then((id) => AUTOSAVE_PREFIX + id);

  const moveNewest = async (kv: KeyValueStore, own: string, unload: UnloadStorage | undefined): Promise<void> => {
    const live = await liveness(host.locks);
    // Before this tab's copy is looked at: a reload's last edit may be only in its unload copy.
    await mergeUnloadCopies(kv, unload, (k) => k === own || (k.startsWith(AUTOSAVE_PREFIX) && !live(k)));
    if ((await kv.get(own)) != null) return;
    const candidates = (await kv.keys(LEGACY_KEY)).filter(
      (k) => k === LEGACY_KEY || (k.startsWith(AUTOSAVE_PREFIX) && k !== own && !live(k)),
    );
    let newest: { key: string; raw: unknown; at: number } | null = null;
    for (const k of candidates) {
      const raw = await kv.get(k);
      if (raw == null) continue;
      const at = savedAtOf(raw);
      if (!newest || at > newest.at) newest = { key: k, raw, at };
    }
    if (!newest) return;
    // Written under this tab's key before the old one goes: a failure between leaves two copies.
    await kv.set(own, newest.raw);
    await kv.delete(newest.key);
  };

  return {
    key,
    async adoptLeftBehind(kv, unload) {
      const own = await key;
      const { locks } = host;
      // One tab at a time, so two tabs starting together do not both take the same copy.
      if (locks) await locks.request(ADOPT_LOCK, { ifAvailable: false }, () => moveNewest(kv, own, unload));
      else await moveNewest(kv, own, unload);
    },
  };
}
