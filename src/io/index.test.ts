import { describe, expect, it, vi } from 'vitest';

import { appError, type Result } from '../schema/errors';
import { serializeDesign } from '../schema/load';
import { defaultWorkload } from '../schema/workload';
import type { Design } from '../schema/design';
import type { Platform, StoredSnapshot } from '../platform';
import { createDocumentIo, IoError, validateParts } from './index';

const design: Design = {
  format: 'spindle.design',
  version: 1,
  app: { name: 'Spindle', version: '0.1.0' },
  meta: { title: 'Site A' },
  workload: defaultWorkload,
  components: [],
  links: [],
  layout: {},
};
const text = serializeDesign(design);
const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A platform whose every method is a spy with a sensible default. */
function fakePlatform(over: Partial<Platform> = {}) {
  const p = {
    isDesktop: true,
    openDialog: vi.fn(async () => ok({ path: '/d/Site A.spindle.json', name: 'Site A', text })),
    openPath: vi.fn(async (path: string) => ok({ path, name: 'Site A', text })),
    save: vi.fn(async (path: string) => ok({ path, name: 'Site A' })),
    saveAsDialog: vi.fn(async () =>
      ok<{ path: string | null; name: string } | null>({ path: '/d/New.spindle.json', name: 'New' }),
    ),
    saveExport: vi.fn(async (f: { fileName: string }) =>
      ok<{ path: string | null; name: string } | null>({ path: `/d/${f.fileName}`, name: f.fileName }),
    ),
    listRecent: vi.fn(async () => ok([{ path: '/d/a.json', name: 'a', openedAt: 1 }])),
    addRecent: vi.fn(async () => ok([])),
    writeAutosave: vi.fn(async () => ok(null)),
    readAutosave: vi.fn(async () => ok<StoredSnapshot | null>(null)),
    clearAutosave: vi.fn(async () => ok(null)),
    readCompareCandidates: vi.fn(async () => ok<string | null>(null)),
    writeCompareCandidates: vi.fn(async () => ok(null)),
    loadCustomParts: vi.fn(async () => ok<unknown[]>([])),
    saveCustomParts: vi.fn(async () => ok(null)),
    setDocumentState: vi.fn(),
    onMenuCommand: vi.fn(() => () => undefined),
    onSaveRequested: vi.fn(() => () => undefined),
    ...over,
  };
  return p;
}

describe('opening', () => {
  it('parses the chosen file and records it as recent', async () => {
    const p = fakePlatform();
    const r = await createDocumentIo(p).openWithDialog();
    expect(r).toEqual({ ok: true, design, path: '/d/Site A.spindle.json', name: 'Site A' });
    expect(p.addRecent).toHaveBeenCalledWith('/d/Site A.spindle.json');
  });

  it('reports cancel, host errors and broken files without recording them', async () => {
    const cancel = fakePlatform({ openDialog: vi.fn(async () => ok(null)) });
    expect(await createDocumentIo(cancel).openWithDialog()).toEqual({ canceled: true });
    const denied = fakePlatform({
      openPath: vi.fn(async () => ({ ok: false as const, error: appError('file/bad-path', { reason: 'x' }) })),
    });
    expect(await createDocumentIo(denied).openRecent('/x')).toMatchObject({
      ok: false,
      error: { code: 'file/bad-path' },
    });
    const broken = fakePlatform({
      openDialog: vi.fn(async () =>
        ok({ path: '/d/x.json', name: 'x', text: '{"format":"spindle.design","version":7}' }),
      ),
    });
    expect(await createDocumentIo(broken).openWithDialog()).toMatchObject({
      ok: false,
      error: { code: 'file/future-version' },
    });
    for (const p of [cancel, denied, broken]) expect(p.addRecent).not.toHaveBeenCalled();
  });

  it('opens dropped text purely, naming it after the file', () => {
    const io = createDocumentIo(fakePlatform());
    expect(io.openText(text, 'Site B.spindle.json')).toEqual({ ok: true, design, path: null, name: 'Site B' });
    expect(io.openText('not json', 'x.json')).toMatchObject({ ok: false, error: { code: 'file/not-json' } });
  });
});

describe('saving', () => {
  it('writes the serialized design over the current path', async () => {
    const p = fakePlatform();
    expect(await createDocumentIo(p).save(design, { path: '/d/a.spindle.json', name: 'a' })).toEqual({
      ok: true,
      path: '/d/a.spindle.json',
      name: 'Site A',
    });
    expect(p.save).toHaveBeenCalledWith('/d/a.spindle.json', text);
    expect(p.addRecent).toHaveBeenCalledWith('/d/a.spindle.json');
  });

  it('acts as Save As without a path, or when the path cannot be written back', async () => {
    const p = fakePlatform({
      save: vi.fn(async () => ({ ok: false as const, error: appError('file/bad-path', { reason: 'x' }) })),
    });
    const io = createDocumentIo(p);
    expect(await io.save(design, { path: null, name: 'Site: A' })).toEqual({
      ok: true,
      path: '/d/New.spindle.json',
      name: 'New',
    });
    expect(p.saveAsDialog).toHaveBeenLastCalledWith('Site - A.spindle.json', text);
    await io.save(design, { path: '/gone.json', name: 'B' });
    expect(p.saveAsDialog).toHaveBeenLastCalledWith('B.spindle.json', text);
  });

  it('passes other save errors through, and reports a cancelled Save As', async () => {
    const failing = fakePlatform({
      save: vi.fn(async () => ({ ok: false as const, error: appError('file/write-failed', { reason: 'disk full' }) })),
    });
    expect(await createDocumentIo(failing).save(design, { path: '/a', name: 'a' })).toMatchObject({
      ok: false,
      error: { code: 'file/write-failed' },
    });
    const cancel = fakePlatform({ saveAsDialog: vi.fn(async () => ok(null)) });
    expect(await createDocumentIo(cancel).saveAs(design, 'x')).toEqual({ canceled: true });
  });

  it('does not add browser downloads (no path) to the recent list', async () => {
    const p = fakePlatform({ saveAsDialog: vi.fn(async () => ok({ path: null, name: 'x' })) });
    expect(await createDocumentIo(p).saveAs(design, 'x')).toEqual({ ok: true, path: null, name: 'x' });
    expect(p.addRecent).not.toHaveBeenCalled();
  });
});

describe('recent list', () => {
  it('lists entries, and is empty when the host cannot read it', async () => {
    expect(await createDocumentIo(fakePlatform()).listRecent()).toHaveLength(1);
    const broken = fakePlatform({
      listRecent: vi.fn(async () => ({ ok: false as const, error: appError('file/read-failed', { reason: 'x' }) })),
    });
    expect(await createDocumentIo(broken).listRecent()).toEqual([]);
  });
});

describe('autosave', () => {
  it('stores dirty documents and clears for clean ones', async () => {
    const p = fakePlatform();
    const io = createDocumentIo(p);
    await io.writeAutosave({ design, path: null, name: 'Untitled', dirty: true });
    expect(p.writeAutosave).toHaveBeenCalledWith({ designText: text, path: null, name: 'Untitled' });
    await io.writeAutosave({ design, path: null, name: 'Untitled', dirty: false });
    expect(p.clearAutosave).toHaveBeenCalledTimes(1);
  });

  it('rejects with a coded IoError when the snapshot cannot be stored', async () => {
    const p = fakePlatform({
      writeAutosave: vi.fn(async () => ({
        ok: false as const,
        error: appError('file/write-failed', { reason: 'quota' }),
      })),
    });
    const err = await createDocumentIo(p)
      .writeAutosave({ design, path: null, name: 'x', dirty: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IoError);
    expect((err as IoError).error.code).toBe('file/write-failed');
  });

  // An invalid snapshot is kept and reported: src/io/autosave.test.ts.
  it('restores a valid snapshot, leaving it stored', async () => {
    const good = fakePlatform({
      readAutosave: vi.fn(async () =>
        ok<StoredSnapshot | null>({ designText: text, path: '/d/a.json', name: 'a', savedAt: 5 }),
      ),
    });
    expect(await createDocumentIo(good).readAutosave()).toEqual({
      ok: true,
      design,
      path: '/d/a.json',
      name: 'a',
      savedAt: 5,
    });
    expect(good.clearAutosave).not.toHaveBeenCalled();
  });
});

describe('custom parts', () => {
  const part = {
    id: 'acme.x',
    kind: 'drive',
    vendor: 'Acme',
    model: 'X',
    partNumber: 'X1',
    listPriceUsd: null,
    summary: '',
    specs: {},
    source: { title: 'Datasheet' },
  };

  it('validates before storing, with coded errors', async () => {
    const p = fakePlatform();
    const io = createDocumentIo(p);
    await io.saveCustomParts([part]);
    expect(p.saveCustomParts).toHaveBeenCalledWith([{ ...part, custom: false }]);
    await expect(io.saveCustomParts([{ ...part, kind: 'toaster' }])).rejects.toMatchObject({
      error: { code: 'catalog/invalid-part' },
    });
    await expect(io.saveCustomParts([part, part])).rejects.toMatchObject({ error: { code: 'catalog/duplicate-part' } });
    expect(p.saveCustomParts).toHaveBeenCalledTimes(1);
    expect(validateParts([{}])).toMatchObject({ ok: false });
  });

  it('loads parts, rejecting with the host error', async () => {
    expect(
      await createDocumentIo(
        fakePlatform({ loadCustomParts: vi.fn(async () => ok<unknown[]>([part])) }),
      ).loadCustomParts(),
    ).toEqual([part]);
    const broken = fakePlatform({
      loadCustomParts: vi.fn(async () => ({
        ok: false as const,
        error: appError('catalog/invalid-part', { details: 'x' }),
      })),
    });
    await expect(createDocumentIo(broken).loadCustomParts()).rejects.toBeInstanceOf(IoError);
  });
});

describe('host events', () => {
  it('passes document state, menu commands and save requests through', () => {
    const p = fakePlatform({ isDesktop: false });
    const io = createDocumentIo(p);
    expect(io.isDesktop).toBe(false);
    io.setDocumentState({ name: 'a', dirty: true, autosaveHeld: true });
    expect(p.setDocumentState).toHaveBeenCalledWith({ name: 'a', dirty: true, autosaveHeld: true });
    const h = vi.fn();
    io.onMenuCommand(h);
    expect(p.onMenuCommand).toHaveBeenCalledWith(h);
    const s = vi.fn(async () => true);
    io.onSaveRequested(s);
    expect(p.onSaveRequested).toHaveBeenCalledWith(s);
  });
});

describe('exports', () => {
  const file = { fileName: 'Site A - BOM.csv', format: 'csv' as const, data: new Uint8Array([0x41]) };

  it('hands the bytes to the platform and reports where they went', async () => {
    const p = fakePlatform();
    expect(await createDocumentIo(p).saveExport(file)).toEqual({
      ok: true,
      path: '/d/Site A - BOM.csv',
      name: file.fileName,
    });
    expect(p.saveExport).toHaveBeenCalledWith(file);
  });

  it('passes a cancel and a coded failure through', async () => {
    const cancelled = fakePlatform({ saveExport: vi.fn(async () => ok(null)) });
    expect(await createDocumentIo(cancelled).saveExport(file)).toEqual({ canceled: true });
    const error = appError('export/write-failed', { reason: 'the disk is full' });
    const failing = fakePlatform({ saveExport: vi.fn(async () => ({ ok: false as const, error })) });
    expect(await createDocumentIo(failing).saveExport(file)).toEqual({ ok: false, error });
  });
});

describe('kept Compare candidates', () => {
  const kept = [{ name: 'Before', source: 'snapshot' as const, design }];

  it('round-trips the list through the platform, and forgets an empty one', async () => {
    let stored: string | null = null;
    const p = fakePlatform({
      writeCompareCandidates: vi.fn(async (text: string | null) => {
        stored = text;
        return ok(null);
      }),
      readCompareCandidates: vi.fn(async () => ok(stored)),
    });
    const io = createDocumentIo(p);
    expect(await io.writeCandidates(kept)).toEqual({ ok: true, tooLarge: [] });
    expect(await io.readCandidates()).toEqual({ candidates: kept, dropped: [] });
    await io.writeCandidates([]);
    expect(stored).toBeNull();
    expect(await io.readCandidates()).toEqual({ candidates: [], dropped: [] });
  });

  it('reads a platform failure as a dropped list, and passes a write failure through', async () => {
    const error = appError('file/read-failed', { reason: 'not text' });
    const failing = fakePlatform({
      readCompareCandidates: vi.fn(async () => ({ ok: false as const, error })),
      writeCompareCandidates: vi.fn(async () => ({ ok: false as const, error })),
    });
    const io = createDocumentIo(failing);
    expect(await io.readCandidates()).toEqual({ candidates: [], dropped: [`the kept list (${error.message})`] });
    expect(await io.writeCandidates(kept)).toEqual({ ok: false, error });
  });
});
