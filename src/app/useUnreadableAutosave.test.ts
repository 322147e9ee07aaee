// @vitest-environment happy-dom
/**
 * The app's side of an autosave that no longer opens: Save it as a file writes its text unchanged
 * as JSON and hands the autosave slot back to the open document; while it is held, the document's
 * io drops autosave writes.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { DocumentIo, FoundAutosave } from '../io';
import { appError } from '../schema/errors';
import { createDesignStore } from '../store/createDesignStore';
import { useUnreadableAutosave } from './useUnreadableAutosave';

const found: Extract<FoundAutosave, { ok: false }> = {
  ok: false,
  text: '{"format":"spindle.design","broken":true}',
  error: appError('file/not-design'),
  path: null,
  name: 'Site B',
  savedAt: 7,
};

function setup(saved: Awaited<ReturnType<DocumentIo['saveExport']>>) {
  const io = {
    saveExport: vi.fn(async () => saved),
    writeAutosave: vi.fn(async () => undefined),
    clearAutosave: vi.fn(async () => undefined),
  } as unknown as DocumentIo;
  const storeRef = { current: createDesignStore() };
  const setRecovery = vi.fn();
  const hook = renderHook(() => useUnreadableAutosave(io, storeRef, setRecovery));
  return { io, storeRef, setRecovery, hook };
}

describe('useUnreadableAutosave', () => {
  it('saves the text unchanged as JSON, then gives the autosave slot back to the document', async () => {
    const { io, storeRef, setRecovery, hook } = setup({
      ok: true,
      path: '/d/Site B (unsaved work).spindle.json',
      name: 'x',
    });
    hook.result.current.hold.current = true;
    await hook.result.current.docIo.writeAutosave({
      design: storeRef.current.toDesign(),
      path: null,
      name: 'n',
      dirty: true,
    });
    expect(io.writeAutosave).not.toHaveBeenCalled();
    await act(() => hook.result.current.save(found));
    const file = vi.mocked(io.saveExport).mock.calls[0]![0];
    expect(file.format).toBe('json');
    expect(file.fileName).toBe('Site B (unsaved work).spindle.json');
    expect(new TextDecoder().decode(file.data)).toBe(found.text);
    expect(hook.result.current.hold.current).toBe(false);
    expect(setRecovery).toHaveBeenCalledWith(null);
    expect(io.writeAutosave).toHaveBeenCalledWith(expect.objectContaining({ dirty: false }));
    expect(storeRef.current.getState().notices.at(-1)?.message).toBe(
      'Unsaved work saved as /d/Site B (unsaved work).spindle.json.',
    );
  });

  it('keeps holding it when the save is cancelled', async () => {
    const { io, setRecovery, hook } = setup({ canceled: true });
    hook.result.current.hold.current = true;
    await act(() => hook.result.current.save(found));
    expect(hook.result.current.hold.current).toBe(true);
    expect(setRecovery).not.toHaveBeenCalled();
    expect(io.writeAutosave).not.toHaveBeenCalled();
  });
});
