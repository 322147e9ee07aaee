/**
 * New, Open, Open Recent, open a preset, Save and Save As. Each open document gets a fresh store;
 * unsaved work is never dropped without asking; a file that cannot be opened leaves the current
 * design untouched and says why; a file that opens with links the canvas would refuse, or with
 * names several parts share, keeps them and says which (`linkRulesNotice`, `duplicateNamesNotice`).
 */
import { useCallback, useMemo, useRef } from 'react';

import { loadPresetDesign } from '../presets/load';
import type { Design } from '../schema/design';
import type { AppError, Result } from '../schema/errors';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { linkRulesNotice } from '../store/linkFindings';
import { duplicateNamesNotice } from '../store/nameFindings';
import type { DocumentInfo } from '../store/types';
import type { DocumentIo, OpenOutcome } from '../io';
import { designFileName } from '../platform';
import type { DesignDoc } from '../store/types';
import type { DiscardChoice } from './useConfirmDiscard';
import { errorNotice } from '../store/notices';

/** The document actions the toolbar, menus and shortcuts call. */
export interface DocumentActions {
  /** Resolves to the new (empty) document's store, or null when the user kept the current one. */
  newDocument(): Promise<DesignStore | null>;
  /**
   * Opens a preset as a new document: clean (nothing to save, nothing to undo) and unsaved (Save
   * asks where). Resolves to the new store, or to the error (also shown as a notice).
   */
  openPreset(id: string): Promise<Result<DesignStore> | null>;
  open(): Promise<void>;
  /** Resolves to the error when the file did not open (it is also shown as a notice), else null. */
  openRecent(path: string): Promise<AppError | null>;
  /** Opens a design file dropped onto the window. */
  openDropped(file: File): Promise<void>;
  /**
   * Saves; resolves to whether the design was written, or handed to the browser's downloads (then
   * it stays unsaved: see `saveWith`).
   */
  save(): Promise<boolean>;
  saveAs(): Promise<boolean>;
  /**
   * Replaces the document with a recovered autosave (kept unsaved), asking first about unsaved
   * changes as Open does; resolves to the recovered document's store, or null when the user kept
   * the current one. It does not touch the autosave slot: the caller, which holds it, does.
   */
  recover(snapshot: { design: Design; path: string | null; name: string }): Promise<DesignStore | null>;
  /**
   * Opens a design the app already holds (a Compare candidate) as the document, asking first about
   * unsaved changes as Open does; resolves to whether it was opened.
   */
  openDesign(design: Design, document: DocumentInfo, dirty: boolean): Promise<boolean>;
}

/**
 * A store for a design that came from outside the app (a file, a recovery copy), told about any
 * link in it that breaks the connection rules and any name several parts share: presets and the
 * app's own edits never make either, files written by hand or by other tools can.
 */
export function storeForOpened(design: Design, options: Parameters<typeof createDesignStore>[1]): DesignStore {
  const store = createDesignStore(design, options);
  const doc = store.getState().doc;
  for (const notice of [linkRulesNotice(doc), duplicateNamesNotice(doc)]) if (notice) store.notify(notice);
  return store;
}

/** Builds the actions over the current store. */
export function useDocumentActions(
  io: DocumentIo,
  store: DesignStore,
  replaceStore: (next: DesignStore) => void,
  askDiscard: (name: string, action: string) => Promise<DiscardChoice>,
): DocumentActions {
  const current = useRef(store);
  current.current = store;
  /** The design last handed to the browser's downloads while unsaved: kept was never confirmed. */
  const downloaded = useRef<DesignDoc | null>(null);

  const replace = useCallback(
    (next: DesignStore) => {
      const { doc, dirty } = current.current.getState();
      replaceStore(next);
      // The previous document was saved or knowingly discarded: forget its recovery copy. Except
      // when its only "save" was a download, which may have been cancelled: the copy stays until
      // the next document's own snapshot replaces it.
      if (dirty && doc === downloaded.current) return;
      io.clearAutosave().catch(() => undefined);
    },
    [io, replaceStore],
  );

  const report = useCallback((error: AppError) => current.current.notify(errorNotice(error)), []);

  const saveWith = useCallback(
    async (as: boolean): Promise<boolean> => {
      const s = current.current;
      const { document, doc } = s.getState();
      const design = s.toDesign();
      const out = as ? await io.saveAs(design, document.name) : await io.save(design, document);
      if ('canceled' in out) return false;
      if (!out.ok) {
        report(out.error);
        return false;
      }
      if (out.downloaded) {
        // A download cannot be confirmed (the user may cancel it, or the browser ask where and be
        // told Cancel): the design stays unsaved, marker, "Leave site?" prompt and recovery copy
        // included, until it is saved where the browser can confirm it or the user leaves it
        // (New, Open, closing the tab, each asking first, as for any unsaved change). Marking it
        // saved let the tab close without a word while the only copy was a cancelled download.
        if (s.getState().dirty) downloaded.current = doc;
        s.notify({
          tone: 'warning',
          message: `Downloaded ${designFileName(out.name)} — the browser cannot confirm it was kept; keep it somewhere safe.`,
          hint: 'This browser cannot save to a file itself, so the design stays marked unsaved and its recovery copy is kept. To go on from the file later, Open it.',
        });
        return true;
      }
      // Only what was written counts as saved: edits made while the dialog was open stay dirty.
      s.markSaved({ path: out.path, name: out.name }, doc);
      return true;
    },
    [io, report],
  );

  const guard = useCallback(
    async (action: string): Promise<boolean> => {
      const s = current.current.getState();
      if (!s.dirty) return true;
      const choice = await askDiscard(s.document.name, action);
      if (choice === 'cancel') return false;
      if (choice === 'save') return saveWith(false);
      return true;
    },
    [askDiscard, saveWith],
  );

  const adopt = useCallback(
    (out: OpenOutcome): AppError | null => {
      if ('canceled' in out) return null;
      if (!out.ok) {
        report(out.error);
        return out.error;
      }
      const info: DocumentInfo = { path: out.path, name: out.name };
      const next = storeForOpened(out.design, { document: info });
      // On the new store, where the user reads them: e.g. a misspelled field that was left out.
      for (const notice of out.notices ?? []) next.notify({ ...notice, tone: 'warning' });
      replace(next);
      return null;
    },
    [replace, report],
  );

  const newDocument = useCallback(async () => {
    if (!(await guard('start a new design'))) return null;
    const next = createDesignStore();
    replace(next);
    return next;
  }, [guard, replace]);
  const openPreset = useCallback(
    async (id: string): Promise<Result<DesignStore> | null> => {
      if (!(await guard('open a preset'))) return null;
      const loaded = await loadPresetDesign(id);
      if (!loaded.ok) {
        report(loaded.error);
        return loaded;
      }
      const next = createDesignStore(loaded.value, { document: { path: null, name: id } });
      replace(next);
      return { ok: true, value: next };
    },
    [guard, replace, report],
  );
  const open = useCallback(async () => {
    if (await guard('open another design')) adopt(await io.openWithDialog());
  }, [adopt, guard, io]);
  const openRecent = useCallback(
    async (path: string) => {
      return (await guard('open another design')) ? adopt(await io.openRecent(path)) : null;
    },
    [adopt, guard, io],
  );
  const openDropped = useCallback(
    async (file: File) => {
      if (!(await guard('open another design'))) return;
      let text: string;
      try {
        text = await file.text();
      } catch (err) {
        return report({
          code: 'file/read-failed',
          message: `The file could not be read: ${err instanceof Error ? err.message : String(err)}`,
          hint: 'Check the file exists and you may read it.',
        });
      }
      adopt(io.openText(text, file.name));
    },
    [adopt, guard, io, report],
  );
  const save = useCallback(() => saveWith(false), [saveWith]);
  const saveAs = useCallback(() => saveWith(true), [saveWith]);
  const recover = useCallback(
    async (snap: { design: Design; path: string | null; name: string }) => {
      // The edited document goes as it would for Open: only after the user said so (or saved it).
      if (!(await guard('recover the unsaved work'))) return null;
      const next = storeForOpened(snap.design, { document: { path: snap.path, name: snap.name }, dirty: true });
      replaceStore(next);
      return next;
    },
    [guard, replaceStore],
  );

  const openDesign = useCallback(
    async (design: Design, document: DocumentInfo, dirty: boolean) => {
      if (!(await guard('open another design'))) return false;
      replace(storeForOpened(design, { document, dirty }));
      return true;
    },
    [guard, replace],
  );

  return useMemo<DocumentActions>(
    () => ({ newDocument, openPreset, open, openRecent, openDropped, save, saveAs, recover, openDesign }),
    [newDocument, openPreset, open, openRecent, openDropped, save, saveAs, recover, openDesign],
  );
}
