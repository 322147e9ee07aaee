// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createBrowserPlatform, type BrowserHost } from './index';
import type { FileHandle } from './files';
import { memoryStore } from './kvStore';

/** A fake File System Access handle holding `text`; `fail` makes writes fail before closing. */
function fakeHandle(
  name: string,
  text: string,
  opts: { fail?: boolean; missing?: boolean; permission?: PermissionState } = {},
) {
  const h = {
    kind: 'file',
    name,
    text,
    aborted: false,
    getFile: async () => {
      if (opts.missing) throw new DOMException('gone', 'NotFoundError');
      return new File([h.text], name);
    },
    isSameEntry: async (other: unknown) => other === h,
    queryPermission: async () => opts.permission ?? 'granted',
    requestPermission: async () => opts.permission ?? 'granted',
    createWritable: async () => {
      let pending = '';
      return {
        write: async (t: string) => {
          if (opts.fail) throw new Error('quota exceeded');
          pending = t;
        },
        close: async () => void (h.text = pending),
        abort: async () => void (h.aborted = true),
      };
    },
  };
  return h;
}

function setup(over: Partial<BrowserHost> = {}) {
  const host: BrowserHost = {
    document,
    URL: { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() },
    addEventListener: (type, l) => window.addEventListener(type, l),
    ...over,
  };
  return createBrowserPlatform(host, Promise.resolve(memoryStore()), () => 1000);
}

afterEach(() => vi.restoreAllMocks());

describe('browser platform with File System Access', () => {
  it('opens a picked file, remembers it for the recent list, and saves back to it', async () => {
    const handle = fakeHandle('Site A.spindle.json', '{"a":1}');
    const p = setup({ showOpenFilePicker: async () => [handle as unknown as FileHandle] });
    const opened = await p.openDialog();
    expect(opened).toMatchObject({ ok: true, value: { name: 'Site A', text: '{"a":1}' } });
    const path = opened.ok && opened.value ? opened.value.path : null;
    expect(path).toMatch(/^fsa:/);
    expect(await p.addRecent(path ?? '')).toMatchObject({
      ok: true,
      value: [{ path, name: 'Site A', openedAt: 1000 }],
    });
    expect(await p.save(path ?? '', '{"a":2}')).toEqual({ ok: true, value: { path, name: 'Site A' } });
    expect(handle.text).toBe('{"a":2}');
    expect(await p.openPath(path ?? '')).toMatchObject({ ok: true, value: { text: '{"a":2}' } });
  });

  it('treats a closed picker as cancel', async () => {
    const p = setup({ showOpenFilePicker: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await p.openDialog()).toEqual({ ok: true, value: null });
  });

  it('leaves the file untouched and aborts the stream when a write fails', async () => {
    const handle = fakeHandle('a.json', 'original', { fail: true });
    const p = setup({ showSaveFilePicker: async () => handle as unknown as FileHandle });
    const r = await p.saveAsDialog('a.spindle.json', 'new');
    expect(r).toMatchObject({ ok: false, error: { code: 'file/write-failed' } });
    expect(handle.text).toBe('original');
    expect(handle.aborted).toBe(true);
  });

  it('refuses unknown paths, denied permission and vanished files with coded errors', async () => {
    expect(await setup().save('/etc/passwd', 'x')).toMatchObject({ ok: false, error: { code: 'file/bad-path' } });
    expect(await setup().openPath('fsa:nope')).toMatchObject({ ok: false, error: { code: 'file/bad-path' } });
    const denied = fakeHandle('a.json', 'x', { permission: 'denied' });
    const p = setup({ showSaveFilePicker: async () => denied as unknown as FileHandle });
    expect(await p.saveAsDialog('a.spindle.json', 'x')).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('permission') },
    });
  });

  it('drops a recent file whose handle the browser no longer has', async () => {
    const kv = memoryStore();
    await kv.set('recent', [{ path: 'fsa:gone', name: 'Site A', openedAt: 1 }]);
    const p = createBrowserPlatform({ document, URL, addEventListener: () => undefined }, Promise.resolve(kv));
    expect(await p.openPath('fsa:gone')).toMatchObject({ ok: false, error: { code: 'file/bad-path' } });
    expect(await p.listRecent()).toEqual({ ok: true, value: [] });
  });

  it('drops a vanished file from the recent list', async () => {
    const handle = fakeHandle('a.json', 'x');
    const p = setup({ showOpenFilePicker: async () => [handle as unknown as FileHandle] });
    const opened = await p.openDialog();
    const path = opened.ok && opened.value?.path ? opened.value.path : '';
    await p.addRecent(path);
    handle.getFile = async () => Promise.reject(new DOMException('gone', 'NotFoundError'));
    expect(await p.openPath(path)).toMatchObject({ ok: false, error: { code: 'file/read-failed' } });
    expect(await p.listRecent()).toEqual({ ok: true, value: [] });
  });

  it('refuses an oversized file before reading it', async () => {
    const big = { name: 'big.json', size: 60 * 1024 * 1024, text: vi.fn() };
    const handle = { ...fakeHandle('big.json', ''), getFile: async () => big };
    const p = setup({ showOpenFilePicker: async () => [handle as unknown as FileHandle] });
    expect(await p.openDialog()).toMatchObject({ ok: false, error: { code: 'file/too-large' } });
    expect(big.text).not.toHaveBeenCalled();
  });
});

describe('browser platform without File System Access', () => {
  it('opens through a hidden file input', async () => {
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      Object.defineProperty(this, 'files', { value: [new File(['{"b":1}'], 'B.spindle.json')] });
      this.dispatchEvent(new Event('change'));
    });
    expect(await setup().openDialog()).toEqual({ ok: true, value: { path: null, name: 'B', text: '{"b":1}' } });
    expect(document.querySelectorAll('input[type=file]')).toHaveLength(0);
  });

  it('reports a cancelled file input as cancel', async () => {
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      this.dispatchEvent(new Event('cancel'));
    });
    expect(await setup().openDialog()).toEqual({ ok: true, value: null });
  });

  it('saves by downloading the file under the suggested name, saying it cannot confirm it was kept', async () => {
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    // The user may cancel the download: the app must not count it as saved.
    expect(await setup().saveAsDialog('Site A.spindle.json', '{}')).toEqual({
      ok: true,
      value: { path: null, name: 'Site A', downloaded: true },
    });
    expect(clicked).toEqual([{ download: 'Site A.spindle.json', href: 'blob:x' }]);
  });

  it('downloads an export as typed bytes, even where it could show a save picker', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const picker = vi.fn();
    const createObjectURL = vi.fn((_b: Blob) => 'blob:x');
    const p = setup({ showSaveFilePicker: picker, URL: { createObjectURL, revokeObjectURL: vi.fn() } });
    const data = new Uint8Array([0x50, 0x4b, 3, 4]);
    expect(await p.saveExport({ fileName: 'Site A - BOM.xlsx', format: 'xlsx', data })).toEqual({
      ok: true,
      value: { path: null, name: 'Site A - BOM.xlsx' },
    });
    expect(clicked).toEqual(['Site A - BOM.xlsx']);
    expect(picker).not.toHaveBeenCalled();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(data);
  });

  it('downloads a design report as HTML text', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const createObjectURL = vi.fn((_b: Blob) => 'blob:x');
    const p = setup({ URL: { createObjectURL, revokeObjectURL: vi.fn() } });
    const data = new TextEncoder().encode('<!doctype html><title>r</title>');
    expect(await p.saveExport({ fileName: 'Site A - Design report.html', format: 'html', data })).toEqual({
      ok: true,
      value: { path: null, name: 'Site A - Design report.html' },
    });
    expect(createObjectURL.mock.calls[0]![0].type).toBe('text/html;charset=utf-8');
  });
});

describe('browser storage and page state', () => {
  it('keeps the autosave snapshot and custom parts', async () => {
    const p = setup();
    expect(await p.readAutosave()).toEqual({ ok: true, value: null });
    await p.writeAutosave({ designText: '{}', path: null, name: 'x' });
    expect(await p.readAutosave()).toEqual({
      ok: true,
      value: { designText: '{}', path: null, name: 'x', savedAt: 1000 },
    });
    await p.clearAutosave();
    expect(await p.readAutosave()).toEqual({ ok: true, value: null });
    await p.saveCustomParts([]);
    expect(await p.loadCustomParts()).toEqual({ ok: true, value: [] });
  });

  it('keeps, on a save, the stored custom parts the app cannot send back (not a part, a repeated id)', async () => {
    const kv = memoryStore();
    const p = createBrowserPlatform({ document, URL, addEventListener: () => undefined }, Promise.resolve(kv));
    const odd = { id: 'from-a-newer-spindle', kind: 'gizmo' };
    await kv.set('customParts', { version: 1, parts: [odd] });
    await p.saveCustomParts([]);
    expect(await p.loadCustomParts()).toEqual({ ok: true, value: [odd] });
  });

  it('keeps the Compare candidates as text, forgets them on null, and refuses a non-text record', async () => {
    const kv = memoryStore();
    const p = createBrowserPlatform({ document, URL, addEventListener: () => undefined }, Promise.resolve(kv));
    expect(await p.readCompareCandidates()).toEqual({ ok: true, value: null });
    await p.writeCompareCandidates('{"format":"spindle.compare"}');
    expect(await p.readCompareCandidates()).toEqual({ ok: true, value: '{"format":"spindle.compare"}' });
    await p.writeCompareCandidates(null);
    expect(await p.readCompareCandidates()).toEqual({ ok: true, value: null });
    await kv.set('compareCandidates', { not: 'text' });
    expect(await p.readCompareCandidates()).toMatchObject({ ok: false, error: { code: 'file/read-failed' } });
  });

  it('keeps a damaged autosave record aside and offers its text, and reports a storage that cannot be read', async () => {
    const kv = memoryStore();
    const damaged = { designText: '{"format":"spindle.design"', name: 'Site C', savedAt: 'yesterday' };
    await kv.set('autosave', damaged);
    const host = { document, URL, addEventListener: () => undefined };
    const p = createBrowserPlatform(host, Promise.resolve(kv), () => 9);
    expect(await p.readAutosave()).toEqual({
      ok: true,
      value: { designText: '{"format":"spindle.design"', path: null, name: 'Site C', savedAt: 9 },
    });
    expect(await kv.get('autosave.invalid-9')).toEqual(damaged);
    // The single slot of older versions became this tab's own (kept there until the user chooses).
    expect(await kv.get('autosave')).toBeUndefined();
    await p.clearAutosave();
    await kv.set('autosave', 42);
    expect(await p.readAutosave()).toMatchObject({ ok: true, value: { designText: '42', name: 'Unsaved work' } });

    const broken = { ...memoryStore(), get: () => Promise.reject(new Error('IndexedDB is closed')) };
    const q = createBrowserPlatform(host, Promise.resolve(broken), () => 9);
    const r = await q.readAutosave();
    expect(r).toMatchObject({ ok: false, error: { code: 'file/read-failed' } });
    expect(!r.ok && r.error.message).toContain('IndexedDB is closed');
  });

  it('words a failed write for what it stored, not as a design that could not be saved', async () => {
    const full = { ...memoryStore(), set: () => Promise.reject(new Error('QuotaExceededError')) };
    const p = createBrowserPlatform({ document, URL, addEventListener: () => undefined }, Promise.resolve(full));
    const autosave = await p.writeAutosave({ designText: '{}', path: null, name: 'x' });
    expect(autosave).toMatchObject({ ok: false, error: { code: 'autosave/write-failed' } });
    expect(!autosave.ok && autosave.error.message).toContain('QuotaExceededError');
    expect(await p.saveCustomParts([])).toMatchObject({
      ok: false,
      error: { code: 'settings/write-failed', message: expect.stringContaining('your custom parts') },
    });
  });

  it('keeps an unreadable custom-parts record aside and says where', async () => {
    const kv = memoryStore();
    await kv.set('customParts', { parts: 'garbage' });
    const p = createBrowserPlatform({ document, URL, addEventListener: () => undefined }, Promise.resolve(kv), () => 9);
    const r = await p.loadCustomParts();
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'catalog/invalid-part', message: expect.stringContaining('customParts.invalid-9') },
    });
    expect(await kv.get('customParts.invalid-9')).toEqual({ parts: 'garbage' });
  });

  it('shows the document in the tab title and warns before leaving with unsaved changes', () => {
    const p = setup();
    p.setDocumentState({ name: 'Site A', dirty: true, autosaveHeld: false });
    expect(document.title).toBe('● Site A — Spindle');
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    p.setDocumentState({ name: 'Site A', dirty: false, autosaveHeld: false });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('has no native menu or close prompt', () => {
    const p = setup();
    expect(p.isDesktop).toBe(false);
    expect(typeof p.onMenuCommand(() => undefined)).toBe('function');
  });
});
