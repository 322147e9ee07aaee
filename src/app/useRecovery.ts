/**
 * The crash-recovery copy found at start, and the autosave slot it is kept in. From launch until
 * the user chooses (Recover it or Discard; for a copy that no longer opens, Save it as a file… or
 * Discard) the slot is held: the open document's autosaves and the clears of New, Open and Save
 * are dropped (`holdingAutosave`), and the host is told (`autosaveHeld`) so that it does not clear
 * the slot either (the desktop close prompt's Don't Save). Every pending copy holds it, a readable
 * one too: else Open cleared it, or the next edit replaced it, while its banner still offered it,
 * and closing the then clean document lost the work for good.
 *
 * New and Open do not first ask about the pending copy: the banner stays in view and still offers
 * it, so nothing is decided behind the user's back, and a question standing between the user and
 * the file they asked for would be one more dialog to click away unread. The price is that the
 * new document's changes get no recovery copy until the choice is made.
 */
import { type RefObject, useCallback, useState } from 'react';

import { type DocumentIo, type FoundAutosave, IoError } from '../io';
import { appError } from '../schema/errors';
import type { DesignStore } from '../store/createDesignStore';
import { errorNotice } from '../store/notices';
import type { DocumentActions } from './useDocumentActions';
import { writeSnapshot } from './useDocumentSync';
import { useUnreadableAutosave } from './useUnreadableAutosave';

type Readable = Extract<FoundAutosave, { ok: true }>;
type Unreadable = Extract<FoundAutosave, { ok: false }>;
type Offer = (store: DesignStore) => void;

/** The recovery state and the banner's actions. */
export interface Recovery {
  /** The copy waiting for the user's choice (its banner shows), or null. */
  readonly found: FoundAutosave | null;
  /** Whether the launch check (is there work to recover?) is done; e2e waits for it (`data-launch`). */
  readonly launched: boolean;
  /** Whether the autosave slot is held: the launch check is pending or a copy waits. */
  readonly held: boolean;
  /** The io the document's hooks must use: it drops autosave writes and clears while held. */
  readonly docIo: DocumentIo;
  /**
   * Runs the launch check: reads the slot, shows what it keeps, or, when it keeps nothing and the
   * document is still the first blank one, `offer`s the start screen. Returns its cleanup.
   */
  launch(offer: Offer): () => void;
  /** Recover it: replaces the document (asking first about its unsaved changes) and frees the slot. */
  recover(found: Readable, files: Pick<DocumentActions, 'recover'>): Promise<void>;
  /** Discard: frees the slot for the open document, then `offer`s the start screen. */
  discard(offer: Offer): void;
  /** Save it as a file… (a copy that no longer opens): writes its text, then frees the slot. */
  saveFile(found: Unreadable): Promise<void>;
}

/** Tracks the recovery copy for the document in `storeRef`; `io` is the unheld document io. */
export function useRecovery(io: DocumentIo, storeRef: RefObject<DesignStore>): Recovery {
  const [found, setFound] = useState<FoundAutosave | null>(null);
  const [launched, setLaunched] = useState(false);
  const unreadable = useUnreadableAutosave(io, storeRef, setFound);
  const { hold, docIo, release, save } = unreadable;

  const launch = useCallback(
    (offer: Offer) => {
      let live = true;
      // Until the check has read it, the slot may keep the last session's work: nothing replaces it.
      hold.current = true;
      const initial = storeRef.current;
      const settle = (snap: FoundAutosave | null): void => {
        if (!live) return;
        hold.current = snap !== null;
        setFound(snap);
        if (!snap && storeRef.current === initial) offer(initial);
        setLaunched(true);
      };
      io.readAutosave().then(settle, (err: unknown) => {
        // The snapshot could not be read at all: say so (and where the host kept it) rather than
        // start as if there had been no unsaved work.
        storeRef.current.notify(
          errorNotice(err instanceof IoError ? err.error : appError('file/read-failed', { reason: String(err) })),
        );
        settle(null);
      });
      return () => {
        live = false;
      };
    },
    [io, storeRef, hold],
  );

  const recover = useCallback(
    async (snap: Readable, files: Pick<DocumentActions, 'recover'>) => {
      const next = await files.recover(snap);
      // The user kept the current document: the copy still waits, and its slot stays held.
      if (!next) return;
      hold.current = false;
      setFound(null);
      // The slot keeps the copy as the last session left it: the recovered document's snapshot
      // goes in now, not at its first edit, so a crash before that edit offers this document.
      writeSnapshot(io, next);
    },
    [io, hold],
  );

  const discard = useCallback(
    (offer: Offer) => {
      // `release` gives the slot the open document's snapshot (none when it is clean).
      release();
      offer(storeRef.current);
    },
    [release, storeRef],
  );

  return { found, launched, held: !launched || found !== null, docIo, launch, recover, discard, saveFile: save };
}
