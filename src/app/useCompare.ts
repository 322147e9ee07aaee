/**
 * The Compare view's side of the shell: the window's compare store (kept across documents), its
 * evaluation on an engine client of its own once the catalog is open, the actions the view calls
 * (snapshot, preset, design file, open, export), the keeping of its candidates across restarts
 * (keepCandidates.ts) and the shortcut that shows or hides it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';

import type { CompareContextValue } from '../../components/state/CompareContext';
import type { Catalog } from '../catalog';
import { exportFileName } from '../bom/fileName';
import { PRESET_CARDS } from '../presets/list';
import { appError } from '../schema/errors';
import { loadPresetDesign } from '../presets/load';
import { createCompareStore, snapshotName } from '../store/compare';
import { startKeepingCandidates } from './keepCandidates';
import { startCompareSync } from '../store/compareSync';
import type { DesignStore } from '../store/createDesignStore';
import { exportDesign } from './exportDesign';
import type { Services } from './services';
import type { DocumentActions } from './useDocumentActions';
import { isMac, isTyping } from './useShortcuts';

/** The chord that shows or hides the Compare view: Ctrl+Shift+K (⌘⇧K). */
const isCompareChord = (e: KeyboardEvent): boolean =>
  e.key.toLowerCase() === 'k' && e.shiftKey && !e.altKey && (isMac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey);

/** Builds the Compare view's store, sync and actions over the current document `store`. */
export function useCompare(
  services: Services,
  store: DesignStore,
  catalog: Catalog | null,
  files: DocumentActions,
): CompareContextValue {
  const [compare] = useState(createCompareStore);
  const current = useRef(store);
  current.current = store;
  const snapshots = useRef(0);

  useEffect(() => {
    if (!catalog) return;
    return startCompareSync(compare, {
      createClient: () => services.createEngine(),
      drives: (id) => catalog.drive(id),
    });
  }, [catalog, compare, services]);

  // Kept across restarts: restored once per window, then every add, rename and remove is written.
  useEffect(
    () => startKeepingCandidates(compare, services.io, (notice) => current.current.notify(notice)),
    [compare, services.io],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!isCompareChord(e) || isTyping(e.target)) return;
      e.preventDefault();
      if (compare.getState().shown) compare.hide();
      else compare.show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [compare]);

  return useMemo<CompareContextValue>(() => {
    return {
      store: compare,
      presets: PRESET_CARDS.map((p) => ({ id: p.id, title: p.title })),
      shortcut: isMac ? '⌘⇧K' : 'Ctrl+Shift+K',
      actions: {
        keepSnapshot() {
          const s = current.current;
          // Snapshots restored from the last run count, so a new one is not named as one of them.
          const taken = new Set(compare.getState().candidates.map((c) => c.name));
          let name = snapshotName(s.getState().document.name, ++snapshots.current);
          while (taken.has(name)) name = snapshotName(s.getState().document.name, ++snapshots.current);
          compare.add({
            name,
            source: 'snapshot',
            design: s.toDesign(),
          });
        },
        async addPreset(id) {
          const loaded = await loadPresetDesign(id);
          if (!loaded.ok) return loaded.error;
          compare.add({ name: id, source: 'preset', design: loaded.value });
          return null;
        },
        async addFile() {
          // The app's open path: its dialog, migrations and Zod validation of the design.
          const out = await services.io.openWithDialog();
          if ('canceled' in out) return null;
          if (!out.ok) return out.error;
          compare.add({ name: out.name, source: 'file', design: out.design });
          return null;
        },
        async open(id) {
          const c = compare.getState().candidates.find((x) => x.id === id);
          if (!c) return false;
          // A snapshot was never saved as it is: it opens unsaved, so closing it asks first.
          const opened = await files.openDesign(c.design, { path: null, name: c.name }, c.source === 'snapshot');
          if (opened) compare.hide();
          return opened;
        },
        async exportCsv(csv) {
          const fileName = exportFileName(exportDesign(current.current).meta.title, 'Comparison', 'csv');
          let data: Uint8Array<ArrayBuffer>;
          try {
            data = new TextEncoder().encode(csv);
          } catch (err) {
            const error = appError('export/failed', { reason: err instanceof Error ? err.message : String(err) });
            return { tone: 'error', message: error.message, hint: error.hint };
          }
          const out = await services.io.saveExport({ fileName, format: 'csv', data });
          if ('canceled' in out) return null;
          if (!out.ok) return { tone: 'error', message: out.error.message, hint: out.error.hint };
          return {
            tone: 'info',
            message: `Comparison saved: ${out.name}.`,
            hint: 'Figures as shown here; a difference from the first column and "best" follow the figure in its cell.',
          };
        },
      },
    };
  }, [compare, files, services.io]);
}
