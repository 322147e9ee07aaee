// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { add, setup } from '../commands/testkit';
import { type DocumentIo, IoError } from '../io';
import { appError } from '../schema/errors';
import { AUTOSAVE_DEBOUNCE_MS, useDocumentSync, writeSnapshot } from './useDocumentSync';

/** A host that records the recovery snapshots it is asked to write. */
function recordingIo(): { io: DocumentIo; written: () => number } {
  const writeAutosave = vi.fn(() => Promise.resolve());
  const io = {
    writeAutosave,
    setDocumentState: () => undefined,
    onSaveRequested: () => () => undefined,
  } as unknown as DocumentIo;
  return { io, written: () => writeAutosave.mock.calls.length };
}

describe('useDocumentSync recovery copy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the snapshot after the debounce', () => {
    const { store, d } = setup();
    const { io, written } = recordingIo();
    renderHook(() => useDocumentSync(io, store, () => Promise.resolve(true), false));
    add(store, d, 't-server');
    expect(written()).toBe(0);
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    expect(written()).toBe(1);
  });

  it('writes a pending snapshot at once when the page goes away', () => {
    // A reload within the debounce lost the last edit: the recovered design was one edit old.
    const { store, d } = setup();
    const { io, written } = recordingIo();
    const { unmount } = renderHook(() => useDocumentSync(io, store, () => Promise.resolve(true), false));
    add(store, d, 't-server');
    window.dispatchEvent(new Event('pagehide'));
    expect(written()).toBe(1);
    // Nothing pending: leaving again writes nothing more, and the debounce does not write twice.
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    expect(written()).toBe(1);
    unmount();
  });

  it('starts writing a pending snapshot when the browser asks "Leave site?"', () => {
    // The prompt can wait minutes: the write is under way (and done) before the page goes.
    const { store, d } = setup();
    const { io, written } = recordingIo();
    const { unmount } = renderHook(() => useDocumentSync(io, store, () => Promise.resolve(true), false));
    add(store, d, 't-server');
    window.dispatchEvent(new Event('beforeunload'));
    expect(written()).toBe(1);
    unmount();
  });
});

describe('a recovery copy that could not be written', () => {
  it('says so with the host’s coded error, its message once and its hint on what to do', async () => {
    const { store, d } = setup();
    add(store, d, 't-server');
    const error = appError('autosave/write-failed', { reason: 'the disk is full' });
    const io = { writeAutosave: () => Promise.reject(new IoError(error)) } as unknown as DocumentIo;
    writeSnapshot(io, store);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: error.message,
      hint: error.hint,
    });
  });
});

describe('useDocumentSync document state', () => {
  it('tells the host whether the autosave slot is held, again whenever that changes', () => {
    // The desktop close prompt's Don't Save must not clear a recovery copy still waiting for the user.
    const { store } = setup();
    const setDocumentState = vi.fn();
    const io = { setDocumentState, onSaveRequested: () => () => undefined } as unknown as DocumentIo;
    const { rerender } = renderHook(({ held }) => useDocumentSync(io, store, () => Promise.resolve(true), held), {
      initialProps: { held: true },
    });
    expect(setDocumentState).toHaveBeenLastCalledWith(expect.objectContaining({ autosaveHeld: true }));
    rerender({ held: false });
    expect(setDocumentState).toHaveBeenLastCalledWith(expect.objectContaining({ autosaveHeld: false }));
  });
});
