import type { Dialog } from 'electron';
import { describe, expect, it, vi } from 'vitest';

import { ctxFor, FakeWindow, flush } from '../../testing/fakes';
import { setupDocumentState, windowTitle } from './documentState';

function setup(answer: number, isMac = false) {
  const dialog = { showMessageBox: vi.fn(async () => ({ response: answer, checkboxChecked: false })) };
  const autosave = { clear: vi.fn(async () => undefined) };
  const feature = setupDocumentState({ dialog: dialog as unknown as Dialog, autosave, isMac, log: vi.fn() });
  const win = new FakeWindow();
  feature.attach(win.asWindow());
  const setState = (name: string, dirty: boolean, autosaveHeld = false) =>
    feature.handlers['document:setState']({ name, dirty, autosaveHeld }, ctxFor(win));
  const saveDone = (requestId: number, saved: boolean) =>
    feature.handlers['document:saveDone']({ requestId, saved }, ctxFor(win));
  return { dialog, autosave, win, setState, saveDone };
}

describe('window title', () => {
  it('shows the name and a dirty marker', async () => {
    expect(windowTitle('Site A', false)).toBe('Site A — Spindle');
    const { win, setState } = setup(2, true);
    await setState('Site A', true);
    expect(win.title).toBe('● Site A — Spindle');
    expect(win.documentEdited).toBe(true);
  });

  it('keeps the page <title> from replacing it', () => {
    const { win } = setup(2);
    const event = { preventDefault: vi.fn() };
    win.emit('page-title-updated', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('closing with unsaved changes', () => {
  it('closes at once when there is nothing to save', () => {
    const { win, dialog } = setup(0);
    expect(win.close()).toBe(true);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('asks "Save changes to <name>?" and stays open on Cancel', async () => {
    const { win, dialog, setState } = setup(2);
    await setState('Site A', true);
    expect(win.close()).toBe(false);
    await flush();
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      win,
      expect.objectContaining({
        message: 'Save changes to "Site A"?',
        buttons: ['Save', "Don't Save", 'Cancel'],
        cancelId: 2,
      }),
    );
    expect(win.closed).toBe(0);
  });

  it("closes on Don't Save and drops the crash-recovery snapshot", async () => {
    const { win, autosave, setState } = setup(1);
    await setState('Site A', true);
    win.close();
    await flush();
    expect(autosave.clear).toHaveBeenCalled();
    expect(win.closed).toBe(1);
  });

  it("keeps a recovery snapshot the renderer holds on Don't Save", async () => {
    // The slot keeps last session's unsaved work (its banner still waits for Recover or Discard):
    // the window's own changes were never written there, so discarding them must not delete it.
    const { win, autosave, setState } = setup(1);
    await setState('Site A', true, true);
    win.close();
    await flush();
    expect(win.closed).toBe(1);
    expect(autosave.clear).not.toHaveBeenCalled();
  });

  it('clears the snapshot itself once the Save it asked for succeeded, unless it is held', async () => {
    // The renderer's own clear would have to get out of a window that is being destroyed.
    const saved = setup(0);
    await saved.setState('Site A', true);
    saved.win.close();
    await flush();
    await saved.setState('Site A', false);
    await saved.saveDone(1, true);
    expect(saved.autosave.clear).toHaveBeenCalledTimes(1);
    expect(saved.win.closed).toBe(1);

    const held = setup(0);
    await held.setState('Site A', true, true);
    held.win.close();
    await flush();
    await held.setState('Site A', false, true);
    await held.saveDone(1, true);
    expect(held.autosave.clear).not.toHaveBeenCalled();
    expect(held.win.closed).toBe(1);

    // Still dirty after the save (edits it did not write): their snapshot stays.
    const edited = setup(0);
    await edited.setState('Site A', true);
    edited.win.close();
    await flush();
    await edited.saveDone(1, true);
    expect(edited.autosave.clear).not.toHaveBeenCalled();
  });

  it('on Save, asks the renderer to save and closes only after it confirms success', async () => {
    const { win, setState, saveDone } = setup(0);
    await setState('Site A', true);
    win.close();
    await flush();
    expect(win.sent).toEqual([{ channel: 'document:saveRequested', payload: { requestId: 1 } }]);
    await saveDone(99, true);
    expect(win.closed).toBe(0);
    await saveDone(1, false);
    expect(win.closed).toBe(0);
    win.close();
    await flush();
    expect(win.sent).toEqual([
      { channel: 'document:saveRequested', payload: { requestId: 1 } },
      { channel: 'document:saveRequested', payload: { requestId: 2 } },
    ]);
    await saveDone(2, true);
    expect(win.closed).toBe(1);
  });

  it('lets the window close when its renderer has crashed', async () => {
    const { win, setState, dialog } = setup(2);
    await setState('Site A', true);
    win.webContents.emit('render-process-gone');
    expect(win.close()).toBe(true);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });
});
