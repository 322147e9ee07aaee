/**
 * An autosave that no longer opens (`readAutosave` gave `ok: false`: damaged, or refused by a file
 * check stricter than the one it was written under). While it waits for the user's choice, the
 * open document's autosaves and New/Open must not replace it (`holdingAutosave`); Save it as a
 * file writes its text unchanged; either choice hands the autosave slot back to the document.
 */
import { type RefObject, useCallback, useMemo, useRef } from 'react';

import { type DocumentIo, type FoundAutosave, holdingAutosave, unreadableAutosaveFile } from '../io';
import type { DesignStore } from '../store/createDesignStore';
import { errorNotice } from '../store/notices';
import { snapshotFailedNotice } from './useDocumentSync';

type Unreadable = Extract<FoundAutosave, { ok: false }>;

/** The held autosave's state and actions; `docIo` is the io the document's hooks must use. */
export function useUnreadableAutosave(
  io: DocumentIo,
  storeRef: RefObject<DesignStore>,
  setRecovery: (found: FoundAutosave | null) => void,
) {
  /** True while an unreadable autosave waits for the user's choice. */
  const hold = useRef(false);
  const docIo = useMemo(() => holdingAutosave(io, () => hold.current), [io]);

  /**
   * Closes the banner once the text is saved or discarded. The autosave slot is the open
   * document's again, so it gets its snapshot now (clean: none) rather than at its next edit:
   * changes made while the banner was up had none.
   */
  const release = useCallback(() => {
    hold.current = false;
    setRecovery(null);
    const s = storeRef.current;
    const { document, dirty } = s.getState();
    io.writeAutosave({ design: s.toDesign(), path: document.path, name: document.name, dirty }).catch((err: unknown) =>
      s.notify(snapshotFailedNotice(err)),
    );
  }, [io, storeRef, setRecovery]);

  const save = useCallback(
    async (found: Unreadable) => {
      const out = await io.saveExport(unreadableAutosaveFile(found));
      const s = storeRef.current;
      if ('canceled' in out) return;
      if (!out.ok) return s.notify(errorNotice(out.error));
      s.notify({
        tone: 'info',
        message: `Unsaved work saved as ${out.path ?? `${out.name} (in your downloads)`}.`,
        hint: `It did not open because: ${found.error.message} Fix that in a text editor, then Open it.`,
      });
      release();
    },
    [io, storeRef, release],
  );

  return { hold, docIo, release, save };
}
