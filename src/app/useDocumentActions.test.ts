// @vitest-environment happy-dom
/**
 * The document actions over the real `createDocumentIo`: a file that opens with fields Spindle does
 * not know says so on the new document; a save the browser can only download does not count as
 * saved, since the user may have cancelled the download.
 */
import { readFileSync } from 'node:fs';

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDocumentIo } from '../io';
import type { Platform } from '../platform';
import { createBrowserPlatform } from '../platform/browser';
import { memoryStore } from '../platform/browser/kvStore';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { useDocumentActions } from './useDocumentActions';

const preset = readFileSync('presets/cisco-ucs-c210-m2.json', 'utf8');

/** `platform` under the actions, with a document store the actions replace on Open. */
function actionsOver(platform: Platform, ask: 'save' | 'discard' = 'discard') {
  const io = createDocumentIo(platform);
  const clearAutosave = vi.spyOn(io, 'clearAutosave');
  const stores: DesignStore[] = [createDesignStore()];
  const hook = renderHook(() =>
    useDocumentActions(
      io,
      stores.at(-1)!,
      (next) => void stores.push(next),
      async () => ask,
    ),
  );
  return { actions: () => hook.result.current, current: () => stores.at(-1)!, clearAutosave, rerender: hook.rerender };
}

afterEach(() => vi.restoreAllMocks());

describe('opening a file with a field Spindle does not know', () => {
  it('opens it and says, on the new document, which field was left out', async () => {
    const file = JSON.parse(preset) as { components: Record<string, unknown>[] };
    const db = file.components.find((c) => c.kind === 'database')!;
    db.mailboxSizeMB = 2048;
    const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
    const platform = {
      openDialog: () => ok({ path: '/d/Site A.spindle.json', name: 'Site A', text: JSON.stringify(file) }),
      addRecent: () => ok([]),
      clearAutosave: () => ok(null),
    } as unknown as Platform;
    const { actions, current } = actionsOver(platform);
    await act(() => actions().open());
    expect(current().getState().document.name).toBe('Site A');
    const notices = current().getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ tone: 'warning' });
    expect(notices[0]!.message).toContain('"mailboxSizeMB"');
    expect(notices[0]!.message).toContain('did you mean "mailboxSizeMb"?');
  });
});

describe('Save in a browser without File System Access (a download)', () => {
  function browser() {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const platform = createBrowserPlatform(
      {
        document,
        URL: { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined },
        addEventListener: () => undefined,
      },
      Promise.resolve(memoryStore()),
    );
    return { platform, clicked };
  }

  it('downloads the file but keeps the design unsaved and its recovery copy, and says so', async () => {
    const { platform, clicked } = browser();
    const { actions, current, clearAutosave } = actionsOver(platform);
    const store = current();
    store.markSaved({ path: null, name: 'Site A' });
    store.apply({ meta: { title: 'Site A, edited' } }, 'commit', 'Rename');
    expect(store.getState().dirty).toBe(true);

    expect(await act(() => actions().save())).toBe(true);
    expect(clicked).toEqual(['Site A.spindle.json']);
    // The user may have cancelled the download: closing the tab must still warn, and a crash recover.
    expect(store.getState().dirty).toBe(true);
    expect(clearAutosave).not.toHaveBeenCalled();
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: 'Downloaded Site A.spindle.json — the browser cannot confirm it was kept; keep it somewhere safe.',
    });
  });

  it('keeps the recovery copy when the user then moves on to another design', async () => {
    const { platform } = browser();
    const { actions, current, clearAutosave, rerender } = actionsOver(platform, 'save');
    current().apply({ meta: { title: 'Site A, edited' } }, 'commit', 'Rename');
    // New asks "Save changes?": Save downloads, then the new design replaces this one.
    await act(() => actions().newDocument());
    rerender();
    expect(clearAutosave).not.toHaveBeenCalled();
    // A design that was saved for sure goes as before: its copy is no longer needed.
    await act(() => actions().newDocument());
    expect(clearAutosave).toHaveBeenCalledTimes(1);
  });
});
