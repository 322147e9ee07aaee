/**
 * The crash-recovery autosave that no longer opens (corrupted, or written before the design checks
 * became stricter): it is kept and reported, never cleared behind the user's back, can be saved
 * as a file unchanged, and the open document cannot overwrite it while the user decides.
 */
import { describe, expect, it, vi } from 'vitest';

import type { Platform, StoredSnapshot } from '../platform';
import type { Design } from '../schema/design';
import { appError, type Result } from '../schema/errors';
import { serializeDesign } from '../schema/load';
import { defaultWorkload } from '../schema/workload';
import { createDocumentIo, type DocumentIo, holdingAutosave, IoError, unreadableAutosaveFile } from './index';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A design the stricter checks refuse: 0.001 IOPS per mailbox is below the 0.01 minimum. */
const refusedText = serializeDesign({
  format: 'spindle.design',
  version: 1,
  app: { name: 'Spindle', version: '0.1.0' },
  meta: { title: 'Site B' },
  workload: { ...defaultWorkload, iopsPerMailbox: 0.001 },
  components: [],
  links: [],
  layout: {},
} satisfies Design);

/** The autosave methods of a platform holding `designText`; nothing else is called here. */
function autosavePlatform(designText: string) {
  const stored: StoredSnapshot = { designText, path: '/d/b.spindle.json', name: 'Site B', savedAt: 7 };
  const p = {
    readAutosave: vi.fn(async () => ok<StoredSnapshot | null>(stored)),
    writeAutosave: vi.fn(async () => ok(null)),
    clearAutosave: vi.fn(async () => ok(null)),
  };
  return { p, io: createDocumentIo(p as unknown as Platform) };
}

describe('readAutosave of a snapshot that does not open', () => {
  it('keeps it, and returns its text unchanged with the reason', async () => {
    const { p, io } = autosavePlatform(refusedText);
    const found = await io.readAutosave();
    expect(found).toMatchObject({
      ok: false,
      text: refusedText,
      path: '/d/b.spindle.json',
      name: 'Site B',
      savedAt: 7,
      error: { code: 'file/invalid' },
    });
    expect(found?.ok === false && found.error.message).toMatch(/iopsPerMailbox|IOPS per mailbox/i);
    expect(p.clearAutosave).not.toHaveBeenCalled();
  });

  it('keeps text that is not even JSON', async () => {
    const { p, io } = autosavePlatform('{"format":"spindle.de');
    expect(await io.readAutosave()).toMatchObject({
      ok: false,
      text: '{"format":"spindle.de',
      error: { code: 'file/not-json' },
    });
    expect(p.clearAutosave).not.toHaveBeenCalled();
  });

  it('offers nothing for empty text (no work in it)', async () => {
    const { p, io } = autosavePlatform('  \n');
    expect(await io.readAutosave()).toBeNull();
    expect(p.clearAutosave).not.toHaveBeenCalled();
  });
});

describe('unreadableAutosaveFile', () => {
  it('is the text byte for byte, named "<name> (unsaved work).spindle.json"', () => {
    const file = unreadableAutosaveFile({ text: refusedText, name: 'Site: B/2' });
    expect(file.fileName).toBe('Site - B-2 (unsaved work).spindle.json');
    expect(new TextDecoder().decode(file.data)).toBe(refusedText);
  });
});

describe('holdingAutosave', () => {
  it('drops writes and clears while held, and passes them on once released', async () => {
    const io = {
      writeAutosave: vi.fn(() => Promise.resolve()),
      clearAutosave: vi.fn(() => Promise.resolve()),
      saveExport: vi.fn(),
    } as unknown as DocumentIo;
    let held = true;
    const guarded = holdingAutosave(io, () => held);
    const snapshot = { design: {} as Design, path: null, name: 'x', dirty: true };
    await guarded.writeAutosave(snapshot);
    await guarded.clearAutosave();
    expect(io.writeAutosave).not.toHaveBeenCalled();
    expect(io.clearAutosave).not.toHaveBeenCalled();
    expect(guarded.saveExport).toBe(io.saveExport);
    held = false;
    await guarded.writeAutosave(snapshot);
    await guarded.clearAutosave();
    expect(io.writeAutosave).toHaveBeenCalledWith(snapshot);
    expect(io.clearAutosave).toHaveBeenCalledTimes(1);
  });
});

describe('readAutosave when the host cannot read the snapshot', () => {
  it('rejects with the host error, which says where the snapshot is kept', async () => {
    const error = appError('autosave/unreadable', {
      reason: 'is damaged (not JSON)',
      kept: '/u/autosave.invalid-1.json',
    });
    const p = { readAutosave: vi.fn(async (): Promise<Result<StoredSnapshot | null>> => ({ ok: false, error })) };
    const err = await createDocumentIo(p as unknown as Platform)
      .readAutosave()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IoError);
    expect((err as IoError).error).toEqual(error);
    expect(error.hint).toContain('/u/autosave.invalid-1.json');
  });
});
