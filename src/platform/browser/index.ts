/**
 * The browser platform, used when there is no Electron preload (`npm start` without an Electron
 * binary, and the Chromium e2e run). Files go through the File System Access API where the
 * browser has it, else a file input and downloads; the recent list, autosave, custom parts and the
 * Compare view's kept candidates live in IndexedDB (localStorage as a fallback). There is no native menu: the app's own toolbar and
 * shortcuts drive it. Closing a tab with unsaved changes triggers the browser's own warning. Each
 * tab has an autosave slot of its own (`tabSlot.ts`).
 */
import { entriesTheHostKeeps } from '../../catalog/storedParts';
import type { CatalogPart } from '../../schema/catalog';
import { appError, type Result } from '../../schema/errors';
import { designNameFromFile } from '../names';
import type { OpenedFile, Platform, RecentFile, StoredSnapshot } from '../types';
import {
  download,
  pickFile,
  pickSaveHandle,
  readFileText,
  readHandle,
  writeHandle,
  type FileHandle,
  type FileHost,
} from './files';
import type { KeyValueStore } from './kvStore';
import { EXPORT_TYPES, PartsRecord, RecentList, salvagedSnapshot, Snapshot, storageError } from './records';
import { createTabSlot, type TabHost, type TabSlotTiming } from './tabSlot';
import { createUnloadCopy, type UnloadStorage } from './unloadCopy';

/** Longest recent list kept (same as the desktop app). */
const MAX_RECENT = 10;
const TOKEN_PREFIX = 'fsa:';

/** What the browser platform needs from the page. */
export interface BrowserHost extends FileHost, TabHost {
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  addEventListener(type: 'pagehide' | 'pageshow', listener: () => void): void;
  /** Keeps a snapshot whose IndexedDB write the page's end would cut short (`unloadCopy.ts`). */
  readonly localStorage?: UnloadStorage & Pick<Storage, 'setItem'>;
}

/** Creates the browser platform over a page and a key-value store. */
export function createBrowserPlatform(
  host: BrowserHost,
  kvReady: Promise<KeyValueStore>,
  now: () => number = Date.now,
  tabTiming?: TabSlotTiming,
): Platform {
  const handles = new Map<string, FileHandle>();
  const tab = createTabSlot(host, tabTiming);
  // Listens before the app's own `pagehide` flush (added when React mounts), so that flush is kept.
  const unload = createUnloadCopy(host, tab.key);
  let dirty = false;
  host.addEventListener('beforeunload', (event) => {
    // The browser shows its own "Leave site?" prompt; it cannot offer to save first.
    if (dirty) event.preventDefault();
  });

  const remember = async (handle: FileHandle): Promise<string> => {
    for (const [token, known] of handles) if (await known.isSameEntry(handle).catch(() => false)) return token;
    const token = `${TOKEN_PREFIX}${crypto.randomUUID()}`;
    handles.set(token, handle);
    const kv = await kvReady;
    if (kv.structured) await kv.set(`handle:${token}`, handle).catch(() => undefined);
    return token;
  };
  const handleFor = async (token: string): Promise<FileHandle | null> => {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const known = handles.get(token);
    if (known) return known;
    const stored = await (await kvReady).get(`handle:${token}`).catch(() => undefined);
    if (!stored || typeof (stored as FileHandle).getFile !== 'function') return null;
    handles.set(token, stored as FileHandle);
    return stored as FileHandle;
  };
  const recentList = async (): Promise<RecentFile[]> => {
    const parsed = RecentList.safeParse(await (await kvReady).get('recent'));
    return parsed.success ? parsed.data : [];
  };
  const store = async (key: string, value: unknown): Promise<Result<null>> => {
    try {
      await (await kvReady).set(key, value);
      return { ok: true, value: null };
    } catch (err) {
      const reason = `browser storage refused it (${err instanceof Error ? err.message : String(err)})`;
      return { ok: false, error: storageError(key, reason, false) };
    }
  };
  /** Deletes `key` from browser storage; a failure is a coded write error. */
  const remove = async (key: string): Promise<Result<null>> => {
    try {
      await (await kvReady).delete(key);
      return { ok: true, value: null };
    } catch (err) {
      return { ok: false, error: storageError(key, err instanceof Error ? err.message : String(err), true) };
    }
  };
  const notWritable = (): Result<never> => ({
    ok: false,
    error: appError('file/bad-path', { reason: 'this browser cannot write back to that file' }),
  });

  return {
    isDesktop: false,
    async openDialog() {
      const picked = await pickFile(host);
      if (!picked.ok || picked.value === null) return picked as Result<null>;
      const text = await readFileText(picked.value.file);
      if (!text.ok) return text;
      const path = picked.value.handle ? await remember(picked.value.handle) : null;
      return { ok: true, value: { path, name: designNameFromFile(picked.value.file.name), text: text.value } };
    },
    async openPath(path): Promise<Result<OpenedFile>> {
      const handle = await handleFor(path);
      if (!handle) {
        // Its handle is gone (storage cleared, or kept where handles cannot be): it never opens
        // again, so it leaves the start screen's list rather than failing there each time.
        await store(
          'recent',
          (await recentList()).filter((r) => r.path !== path),
        );
        return {
          ok: false,
          error: appError('file/bad-path', { reason: 'the browser no longer has access to it; use Open…' }),
        };
      }
      const file = await readHandle(handle);
      if (!file.ok) {
        if (file.missing)
          await store(
            'recent',
            (await recentList()).filter((r) => r.path !== path),
          );
        return { ok: false, error: file.error };
      }
      const text = await readFileText(file.value);
      return text.ok
        ? { ok: true, value: { path, name: designNameFromFile(file.value.name), text: text.value } }
        : text;
    },
    async save(path, text) {
      const handle = await handleFor(path);
      if (!handle) return notWritable();
      const written = await writeHandle(handle, text);
      return written.ok ? { ok: true, value: { path, name: designNameFromFile(handle.name) } } : written;
    },
    async saveAsDialog(fileName, text) {
      if (!host.showSaveFilePicker) {
        download(host, fileName, text);
        return { ok: true, value: { path: null, name: designNameFromFile(fileName), downloaded: true } };
      }
      const picked = await pickSaveHandle({ showSaveFilePicker: host.showSaveFilePicker }, fileName);
      if (!picked.ok || picked.value === null) return picked as Result<null>;
      const written = await writeHandle(picked.value, text);
      if (!written.ok) return written;
      return { ok: true, value: { path: await remember(picked.value), name: designNameFromFile(picked.value.name) } };
    },
    async saveExport(file) {
      // Always a download (even where File System Access exists): one click, the browser's own
      // downloads list, and nothing the page keeps a handle to.
      try {
        download(host, file.fileName, file.data, EXPORT_TYPES[file.format]);
      } catch (err) {
        return {
          ok: false,
          error: appError('export/write-failed', {
            reason: `the browser refused the download (${err instanceof Error ? err.message : String(err)})`,
          }),
        };
      }
      return { ok: true, value: { path: null, name: file.fileName } };
    },
    listRecent: async () => ({ ok: true, value: await recentList() }),
    async addRecent(path) {
      const handle = await handleFor(path);
      if (!handle) return notWritable();
      const entry = { path, name: designNameFromFile(handle.name), openedAt: now() };
      const next = [entry, ...(await recentList()).filter((r) => r.path !== path)].slice(0, MAX_RECENT);
      const stored = await store('recent', next);
      return stored.ok ? { ok: true, value: next } : stored;
    },
    async writeAutosave(snapshot) {
      const record = { ...snapshot, savedAt: now() };
      // Before any await: a write the app starts as the page unloads must be seen at once.
      const done = unload.begin(record);
      const r = await store(await tab.key, record);
      if (r.ok) done();
      return r;
    },
    async readAutosave(): Promise<Result<StoredSnapshot | null>> {
      let raw: unknown;
      try {
        const kv = await kvReady;
        // This tab's own copy (a reload), else the newest one a closed or crashed tab left.
        await tab.adoptLeftBehind(kv, host.localStorage);
        raw = await kv.get(await tab.key);
      } catch (err) {
        const reason = `this browser's storage could not be read (${err instanceof Error ? err.message : String(err)})`;
        return { ok: false, error: appError('file/read-failed', { reason }) };
      }
      if (raw === undefined || raw === null) return { ok: true, value: null };
      const parsed = Snapshot.safeParse(raw);
      if (parsed.success) return { ok: true, value: parsed.data };
      // A record this app did not write (or a damaged one) may still hold unsaved work. Kept under
      // its own key before the next autosave replaces it, and offered as text: the app's
      // unreadable-autosave banner lets the user save it as a file.
      await store(`autosave.invalid-${now()}`, raw);
      return { ok: true, value: salvagedSnapshot(raw, now()) };
    },
    async clearAutosave() {
      const done = unload.begin({ cleared: true, savedAt: now() });
      const r = await remove(await tab.key);
      if (r.ok) done();
      return r;
    },
    async readCompareCandidates(): Promise<Result<string | null>> {
      const raw = await (await kvReady).get('compareCandidates').catch(() => undefined);
      if (raw === undefined || raw === null) return { ok: true, value: null };
      if (typeof raw === 'string') return { ok: true, value: raw };
      return { ok: false, error: appError('file/read-failed', { reason: 'the kept Compare candidates are not text' }) };
    },
    async writeCompareCandidates(text) {
      return text !== null ? store('compareCandidates', text) : remove('compareCandidates');
    },
    async loadCustomParts() {
      const raw = await (await kvReady).get('customParts').catch(() => undefined);
      if (raw === undefined) return { ok: true, value: [] };
      const parsed = PartsRecord.safeParse(raw);
      if (!parsed.success) {
        // Keep the unreadable record so a later save does not destroy the user's parts.
        const copyKey = `customParts.invalid-${now()}`;
        await store(copyKey, raw);
        return {
          ok: false,
          error: appError('catalog/invalid-part', {
            details: `the stored custom parts are unreadable; they were kept in browser storage as "${copyKey}"`,
          }),
        };
      }
      return { ok: true, value: parsed.data.parts };
    },
    // As main does: stored entries the renderer cannot send back (not a part row, a repeated id)
    // are kept, so no save drops a part this build refused (src/catalog/storedParts.ts).
    saveCustomParts: async (parts: CatalogPart[]) => {
      const prior = PartsRecord.safeParse(await (await kvReady).get('customParts').catch(() => undefined));
      const kept = prior.success ? entriesTheHostKeeps(prior.data.parts) : [];
      return store('customParts', { version: 1, parts: [...parts, ...kept] });
    },
    setDocumentState(state) {
      dirty = state.dirty;
      host.document.title = `${state.dirty ? '● ' : ''}${state.name} — Spindle`;
    },
    onMenuCommand: () => () => undefined,
    onSaveRequested: () => () => undefined,
  };
}
