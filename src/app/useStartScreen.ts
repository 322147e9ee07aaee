/**
 * When the start screen shows: at launch when no autosave was recovered and the document is still
 * the blank one, after New (the new blank document gets the screen over it), and after a recovery
 * copy is discarded. It belongs to the document it was shown over: opening any other document
 * (a file, a drop, a recent, a preset) hides it. Each time it shows, it reads the recent files
 * list afresh (a file opened or saved meanwhile heads it; one that vanished has left it).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';

import type { RecentFile } from '../platform';
import type { DesignStore } from '../store/createDesignStore';
import type { DocumentActions } from './useDocumentActions';

/** The start screen's state and the document actions that show it. */
export interface StartScreenState {
  /** True while the start screen covers the editor. */
  readonly shown: boolean;
  /** The document actions, with New showing the start screen. */
  readonly files: DocumentActions;
  /** Offers the start screen over `store` if it is still a blank, untouched document. */
  offer(store: DesignStore): void;
  /** Hides it (keeps the blank document). */
  close(): void;
  /** Opens a preset; resolves to an error message, or null once it is open. */
  openPreset(id: string): Promise<string | null>;
  /** The recent files, newest first, as read when the screen last showed. */
  readonly recent: readonly RecentFile[];
  /** Opens a recent file; resolves to an error message, or null once it is open. */
  openRecent(path: string): Promise<string | null>;
}

const blank = (s: DesignStore): boolean => {
  const st = s.getState();
  return st.doc.components.length === 0 && !st.dirty && st.history.past.length === 0;
};

/**
 * Tracks the start screen for the current document `store`; `listRecent` reads the recent files
 * (empty when they cannot be read: the list is a convenience).
 */
export function useStartScreen(
  store: DesignStore,
  actions: DocumentActions,
  listRecent: () => Promise<RecentFile[]>,
): StartScreenState {
  const [over, setOver] = useState<DesignStore | null>(null);
  const offer = useCallback((s: DesignStore) => {
    if (blank(s)) setOver(s);
  }, []);
  const close = useCallback(() => setOver(null), []);
  const files = useMemo<DocumentActions>(
    () => ({
      ...actions,
      async newDocument() {
        const next = await actions.newDocument();
        if (next) setOver(next);
        return next;
      },
    }),
    [actions],
  );
  const openPreset = useCallback(
    async (id: string): Promise<string | null> => {
      const r = await actions.openPreset(id);
      if (r === null) return null;
      return r.ok ? null : r.error.message;
    },
    [actions],
  );
  const shown = over !== null && over === store;
  const [recent, setRecent] = useState<readonly RecentFile[]>([]);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!shown) return;
    let live = true;
    listRecent().then(
      (list) => live && setRecent(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown, listRecent, reads]);
  const openRecent = useCallback(
    async (path: string): Promise<string | null> => {
      const error = await actions.openRecent(path);
      // A file that is gone has left the list: show the list as it is now.
      if (error) setReads((n) => n + 1);
      return error?.message ?? null;
    },
    [actions],
  );
  return { shown, files, offer, close, openPreset, recent, openRecent };
}
