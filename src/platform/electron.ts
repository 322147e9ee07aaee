/**
 * The desktop platform: a thin adapter over `window.api`, which the preload builds from the IPC
 * contract (electron/ipc/contract.ts). Main does the checking; this file maps replies to `Result`s
 * and decides where edit commands from the native menu go.
 */
import type { IpcResult, SpindleApi } from '../../electron/ipc/api';
import type { NativeEditAction } from '../../electron/ipc/contract';
import { appError, type Result } from '../schema/errors';
import type { Platform } from './types';

declare global {
  interface Window {
    /** Present only in the Electron app (set by the preload). */
    readonly api?: SpindleApi;
  }
}

/** Menu command ids that act on a focused text field natively instead of on the canvas. */
const TEXT_EDIT: Readonly<Record<string, NativeEditAction>> = {
  'edit.undo': 'undo',
  'edit.redo': 'redo',
  'edit.cut': 'cut',
  'edit.copy': 'copy',
  'edit.paste': 'paste',
  'edit.delete': 'delete',
  'edit.selectAll': 'selectAll',
};

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
  'image',
  'hidden',
]);

/** True when keyboard focus is in something the user types into. */
export function isTextFieldFocused(active: Element | null): boolean {
  if (!active) return false;
  if (active instanceof HTMLTextAreaElement) return !active.readOnly && !active.disabled;
  if (active instanceof HTMLInputElement)
    return !NON_TEXT_INPUTS.has(active.type) && !active.readOnly && !active.disabled;
  return active instanceof HTMLElement && active.isContentEditable;
}

/** Creates the desktop platform over the preload API. */
export function createElectronPlatform(api: SpindleApi, doc: Pick<Document, 'activeElement'> = document): Platform {
  const call = async <T>(channel: string, run: () => Promise<IpcResult<T>>): Promise<Result<T>> => {
    try {
      return await run();
    } catch (err) {
      // Only when main has no handler at all (app and preload out of step): a bug, not user error.
      return {
        ok: false,
        error: appError('ipc/bad-arguments', { channel, details: err instanceof Error ? err.message : String(err) }),
      };
    }
  };
  const saveHandlers: (() => Promise<boolean>)[] = [];
  let saveSubscription: (() => void) | null = null;

  return {
    isDesktop: true,
    openDialog: () => call('design:openDialog', () => api.designOpenDialog()),
    openPath: (path) => call('design:openPath', () => api.designOpenPath({ path })),
    save: (path, text) => call('design:save', () => api.designSave({ path, text })),
    saveAsDialog: (fileName, text) =>
      call('design:saveAsDialog', () => api.designSaveAsDialog({ suggestedName: fileName, text })),
    saveExport: (file) =>
      call('export:saveDialog', () =>
        api.exportSaveDialog({ suggestedName: file.fileName, format: file.format, data: file.data }),
      ),
    listRecent: () => call('recent:list', () => api.recentList()),
    addRecent: (path) => call('recent:add', () => api.recentAdd({ path })),
    writeAutosave: (snapshot) => call('autosave:write', () => api.autosaveWrite(snapshot)),
    readAutosave: () => call('autosave:read', () => api.autosaveRead()),
    clearAutosave: () => call('autosave:clear', () => api.autosaveClear()),
    readCompareCandidates: () => call('compare:read', () => api.compareRead()),
    writeCompareCandidates: (text) => call('compare:write', () => api.compareWrite({ text })),
    loadCustomParts: () => call('customParts:load', () => api.customPartsLoad()),
    saveCustomParts: (parts) => call('customParts:save', () => api.customPartsSave({ parts })),
    setDocumentState(state) {
      void call('document:setState', () => api.documentSetState(state)).then((r) => {
        if (!r.ok) console.warn(`Spindle: could not update the window title: ${r.error.message}`);
      });
    },
    onMenuCommand(handler) {
      return api.menuCommand.on(({ id, arg }) => {
        const native = TEXT_EDIT[id];
        // A text field has focus: Cut/Copy/Paste/Undo… act on its text, not on the canvas.
        if (native && isTextFieldFocused(doc.activeElement)) void api.editNative({ action: native });
        else handler(id, arg);
      });
    },
    onSaveRequested(handler) {
      saveHandlers.push(handler);
      saveSubscription ??= api.documentSaveRequested.on(({ requestId }) => {
        const answer = saveHandlers.at(-1);
        const saving = answer ? answer().catch(() => false) : Promise.resolve(false);
        void saving.then((saved) => api.documentSaveDone({ requestId, saved }));
      });
      return () => {
        const i = saveHandlers.lastIndexOf(handler);
        if (i >= 0) saveHandlers.splice(i, 1);
      };
    },
  };
}
