/**
 * Keeps the host informed about the open document: the title and unsaved marker
 * (`io.setDocumentState`, with whether the autosave slot is held for a pending recovery copy), the
 * crash-recovery autosave (debounced after each change; cleared once saved), and the desktop
 * close prompt's "Save".
 */
import { useEffect } from 'react';

import type { DocumentIo } from '../io';
import type { DesignStore } from '../store/createDesignStore';

/** Wait after the last change before writing the autosave [ms]. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;

/**
 * Writes `store`'s recovery snapshot now (a clean document clears it instead); a failure becomes
 * a warning notice on `store`, since the user can still save by hand.
 */
export function writeSnapshot(io: DocumentIo, store: DesignStore): void {
  const { document, dirty } = store.getState();
  io.writeAutosave({ design: store.toDesign(), path: document.path, name: document.name, dirty }).catch(
    (err: unknown) => {
      store.notify({
        tone: 'warning',
        message: 'The recovery copy could not be written.',
        hint: err instanceof Error ? err.message : 'Save your design to be safe.',
      });
    },
  );
}

/**
 * Wires the current store to the host. `autosaveHeld`: a recovery copy from an earlier session is
 * still waiting for the user's choice (`io` then drops the document's autosaves, see
 * `holdingAutosave`), which the host is told so it keeps that copy too.
 */
export function useDocumentSync(
  io: DocumentIo,
  store: DesignStore,
  save: () => Promise<boolean>,
  autosaveHeld: boolean,
): void {
  useEffect(() => {
    const publish = (): void => {
      const { document, dirty } = store.getState();
      io.setDocumentState({ name: document.name, dirty, autosaveHeld });
    };
    publish();
    return store.subscribe((s, prev) => {
      if (s.dirty !== prev.dirty || s.document !== prev.document) publish();
    });
  }, [io, store, autosaveHeld]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const write = (): void => {
      timer = null;
      writeSnapshot(io, store);
    };
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.doc === prev.doc && s.dirty === prev.dirty) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(write, AUTOSAVE_DEBOUNCE_MS);
    });
    // Leaving the page (reload, close, a crash of the tab after it was hidden) writes a pending
    // snapshot at once: waiting out the debounce lost the last edits of a reload.
    const flush = (): void => {
      if (!timer) return;
      clearTimeout(timer);
      write();
    };
    const page = typeof window === 'undefined' ? null : window;
    const hidden = (): void => {
      if (page?.document.visibilityState === 'hidden') flush();
    };
    page?.addEventListener('pagehide', flush);
    page?.document.addEventListener('visibilitychange', hidden);
    // Switching documents drops a pending write: the old document was saved or knowingly
    // discarded (see useDocumentActions), so its snapshot must not come back.
    return () => {
      unsubscribe();
      page?.removeEventListener('pagehide', flush);
      page?.document.removeEventListener('visibilitychange', hidden);
      if (timer) clearTimeout(timer);
    };
  }, [io, store]);

  useEffect(() => io.onSaveRequested(save), [io, save]);
}
