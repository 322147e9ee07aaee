/**
 * Keyboard shortcuts → commands. In the desktop app the native menu owns the chords it lists
 * (undo, redo, clipboard, Delete, select all, file, zoom), so only the others are handled here;
 * in a browser every chord is. Escape clears the selection. Keys typed into fields, or while a
 * dialog is open, are left alone, except the file chords (Ctrl+S, Ctrl+Shift+S, Ctrl+O): right
 * after typing a value is when Save is pressed, and a chord left alone there opened the browser's
 * own "Save page as". The typed value is committed first, as clicking Save does (`commitTyping`).
 */
import { useEffect } from 'react';

import type { CanvasControl } from '../../components/state/CanvasControl';
import type { Dispatcher } from '../commands/dispatch';
import type { VoidCommandId } from '../commands/registry';
import { commandForChord } from '../commands/shortcuts';
import type { DocumentActions } from './useDocumentActions';

/** Commands whose chords the desktop menu delivers itself. */
const menuOwned: ReadonlySet<string> = new Set(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);

/** True on macOS (Cmd is the command modifier). */
export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Whether keys typed at `target` are text for a field. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Commits the value being typed in a field (`doc`'s focused element), as leaving it does: an
 * inspector field commits on blur. The focus then goes back, so typing can go on after a Save.
 * Nothing to do when no field has the focus.
 */
export function commitTyping(doc: Document = document): void {
  const field = doc.activeElement;
  if (!(field instanceof HTMLElement) || !isTyping(field)) return;
  field.blur();
  field.focus();
}

/** Installs the window keydown handler. */
export function useShortcuts(
  dispatcher: Dispatcher,
  control: CanvasControl,
  files: DocumentActions,
  desktop: boolean,
): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || document.querySelector('.sp-dialog')) return;
      const mod = isMac ? e.metaKey : e.ctrlKey;
      const key = e.key.toLowerCase();
      const typing = isTyping(e.target);
      if (!desktop && mod && !e.altKey) {
        const fileChords: Record<string, (() => Promise<unknown>) | undefined> = {
          s: e.shiftKey ? files.saveAs : files.save,
          o: files.open,
        };
        const run = fileChords[key];
        if (run) {
          e.preventDefault();
          // Saved as shown: the field's value goes into the design before the design is written.
          if (typing) commitTyping();
          void run();
          return;
        }
      }
      if (typing) return;
      if (!desktop && mod && !e.altKey) {
        const view: Record<string, (() => unknown) | undefined> = {
          '=': control.zoomIn,
          '+': control.zoomIn,
          '-': control.zoomOut,
          '0': control.fit,
        };
        const run = view[key];
        if (run) {
          e.preventDefault();
          void run();
          return;
        }
      }
      if (e.key === 'Escape' && !mod && !e.shiftKey && !e.altKey) {
        void dispatcher.dispatch('select', {});
        return;
      }
      const id = commandForChord(e, isMac);
      if (!id) return;
      if (desktop && (menuOwned.has(id) || (id === 'removeSelection' && e.key === 'Delete'))) return;
      e.preventDefault();
      if (id === 'findByName') control.openSearch();
      else if (id === 'autoLayout')
        void Promise.resolve(dispatcher.dispatch(id, undefined)).then((r) => r.ok && control.fit());
      else void dispatcher.dispatch(id as VoidCommandId, undefined);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [control, desktop, dispatcher, files]);
}
