/**
 * Keeps the host informed about the open document: the title and unsaved marker
 * (`io.setDocumentState`, with whether the autosave slot is held for a pending recovery copy), the
 * crash-recovery autosave (debounced after each change; cleared once saved), and the desktop
 * close prompt's "Save".
 */
import { useEffect } from 'react';

import { type DocumentIo, IoError } from '../io';
import type { DesignStore } from '../store/createDesignStore';
import { errorNotice } from '../store/notices';
import type { Notice } from '../store/types';

/** Wait after the last change before writing the autosave [ms]. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;

/**
 * Writes `store`'s recovery snapshot now (a clean document clears it instead); a failure becomes
 * a warning notice on `store`, since the user can still save by hand.
 */
export function writeSnapshot(io: DocumentIo, store: DesignStore): void {
  const { document, dirty } = store.getState();
  io.writeAutosave({ design: store.toDesign(), path: document.path, name: document.name, dirty }).catch(
    (err: unknown) => store.notify(snapshotFailedNotice(err)),
  );
}

/**
 * The warning for a recovery copy that could not be written: the host's coded error as it is (its
 * message already says what failed, and its hint what to do), else a general one.
 */
export function snapshotFailedNotice(err: unknown): Omit<Notice, 'id'> {
  if (err instanceof IoError) return errorNotice(err.error, 'warning');
  return {
    tone: 'warning',
    message: `The recovery copy of your design could not be written${err instanceof Error ? `: ${err.message}` : '.'}`,
    hint: 'Save your design to be safe: until the copy can be written, a crash would lose your unsaved changes.',
  };
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
    // snapshot at once: waiting out the debounce lost the last edits of a reload. `beforeunload`
    // starts it while the browser's "Leave site?" prompt waits; the write is asynchronous and a
    // page that goes cuts it short, so the browser platform also keeps it synchronously in
    // localStorage as the page goes (src/platform/browser/unloadCopy.ts).
    const flush = (): void => {
      if (!timer) return;
      clearTimeout(timer);
      write();
    };
    const page = typeof window === 'undefined' ? null : window;
    const hidden = (): void => {
      if (page?.document.visibilityState === 'hidden') flush();
    };
    page?.addEventListener('beforeunload', flush);
    page?.addEventListener('pagehide', flush);
    page?.document.addEventListener('visibilitychange', hidden);
    // Switching documents drops a pending write: the old document was saved or knowingly
    // discarded (see useDocumentActions), so its snapshot must not come back.
    return () => {
      unsubscribe();
      page?.removeEventListener('beforeunload', flush);
      page?.removeEventListener('pagehide', flush);
      page?.document.removeEventListener('visibilitychange', hidden);
      if (timer) clearTimeout(timer);
    };
  }, [io, store]);

  useEffect(() => io.onSaveRequested(save), [io, save]);
}
