/**
 * The open document's name and unsaved-changes flag, as the renderer reports them: main shows
 * them in the title bar and, when a window with unsaved changes is closed (window button, Quit,
 * Ctrl+Q), asks "Save changes to <name>?". Save asks the renderer to save (`document:saveRequested`)
 * and closes only once the renderer confirms success (`document:saveDone`); a failed or cancelled
 * save keeps the window open, so nothing is lost.
 *
 * The crash-recovery snapshot: after Don't Save, or once the close prompt's Save has succeeded,
 * main clears it itself (the renderer's own clear may not get out of a closing window), but never
 * while the renderer reports the slot held (`autosaveHeld`): it then keeps last session's unsaved
 * work, still waiting for the user's Recover or Discard, and this window's work was never in it.
 */
import type { BrowserWindow, Dialog } from 'electron';

import { sendEvent, type InvokeHandlers } from '../ipc';
import type { AutosaveStore } from './autosave';

/** Index of each button of the close prompt. */
export const CLOSE_PROMPT_BUTTONS = ['Save', "Don't Save", 'Cancel'] as const;

/** Window title: the document name, a dot while there are unsaved changes, and the app name. */
export function windowTitle(name: string, dirty: boolean): string {
  return `${dirty ? '● ' : ''}${name} — Spindle`;
}

interface WindowDocState {
  name: string;
  dirty: boolean;
  /** The autosave slot keeps a recovery copy this window has not released: main must not clear it. */
  autosaveHeld: boolean;
  /** Set once the user agreed to close (or saved); the next `close` goes through. */
  allowClose: boolean;
  prompting: boolean;
  /** The save request main is waiting on, if any. */
  pendingSave: number | null;
}

/** What the document-state feature needs. */
export interface DocumentStateDeps {
  dialog: Pick<Dialog, 'showMessageBox'>;
  autosave: Pick<AutosaveStore, 'clear'>;
  isMac: boolean;
  log: (message: string) => void;
}

/** The feature: IPC handlers plus `attach`, called for each new window. */
export interface DocumentStateFeature {
  handlers: Pick<InvokeHandlers, 'document:setState' | 'document:saveDone'>;
  attach(window: BrowserWindow): void;
}

/** Creates the feature. */
export function setupDocumentState(deps: DocumentStateDeps): DocumentStateFeature {
  const states = new WeakMap<BrowserWindow, WindowDocState>();
  let nextRequestId = 1;
  const stateOf = (win: BrowserWindow): WindowDocState => {
    let s = states.get(win);
    if (!s) {
      s = {
        name: 'Untitled',
        dirty: false,
        autosaveHeld: false,
        allowClose: false,
        prompting: false,
        pendingSave: null,
      };
      states.set(win, s);
    }
    return s;
  };

  /** Clears the recovery snapshot unless the renderer holds it (see the module comment). */
  const clearAutosave = async (s: WindowDocState): Promise<void> => {
    if (s.autosaveHeld) return;
    await deps.autosave.clear().catch((err: unknown) => deps.log(`Could not clear the autosave: ${String(err)}`));
  };

  const onClose = async (win: BrowserWindow, event: { preventDefault(): void }): Promise<void> => {
    const s = stateOf(win);
    if (s.allowClose || !s.dirty) return;
    event.preventDefault();
    if (s.prompting || s.pendingSave !== null) return;
    s.prompting = true;
    let response: number;
    try {
      ({ response } = await deps.dialog.showMessageBox(win, {
        type: 'warning',
        title: 'Unsaved changes',
        message: `Save changes to "${s.name}"?`,
        detail: "Your changes will be lost if you don't save them.",
        buttons: [...CLOSE_PROMPT_BUTTONS],
        defaultId: 0,
        cancelId: 2,
        noLink: true,
      }));
    } finally {
      s.prompting = false;
    }
    if (response === 1) {
      // The user discarded the changes on purpose: no recovery offer for them at the next start.
      await clearAutosave(s);
      s.allowClose = true;
      win.close();
    } else if (response === 0) {
      s.pendingSave = nextRequestId++;
      sendEvent(win, 'document:saveRequested', { requestId: s.pendingSave });
    }
  };

  return {
    handlers: {
      'document:setState': async ({ name, dirty, autosaveHeld }, { window }) => {
        const s = stateOf(window);
        s.name = name;
        s.dirty = dirty;
        s.autosaveHeld = autosaveHeld;
        window.setTitle(windowTitle(name, dirty));
        if (deps.isMac) window.setDocumentEdited(dirty);
        return { ok: true, value: null };
      },
      'document:saveDone': async ({ requestId, saved }, { window }) => {
        const s = stateOf(window);
        if (s.pendingSave !== requestId) return { ok: true, value: null };
        s.pendingSave = null;
        if (saved) {
          // The renderer reports the saved (clean) state before it answers, over the same ordered
          // IPC: still dirty means edits the save did not write, whose snapshot must stay.
          if (!s.dirty) await clearAutosave(s);
          s.allowClose = true;
          window.close();
        }
        return { ok: true, value: null };
      },
    },
    attach(win) {
      stateOf(win);
      // Main owns the title; the page's <title> must not replace the name and dirty marker.
      win.on('page-title-updated', (event) => event.preventDefault());
      win.on('close', (event) => {
        onClose(win, event).catch((err: unknown) => deps.log(`Close prompt failed: ${String(err)}`));
      });
      // A crashed renderer cannot save: let the window close (the autosave keeps its last snapshot).
      win.webContents.on('render-process-gone', () => {
        const s = stateOf(win);
        s.allowClose = true;
        s.pendingSave = null;
      });
    },
  };
}
