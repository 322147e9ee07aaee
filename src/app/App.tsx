/**
 * The application shell: toolbar, parts palette, canvas with the results dock under it, inspector,
 * status bar, and the start screen; the current document's store (replaced on New/Open), the
 * dispatcher, catalog, engine sync, host wiring (title, autosave, menu, close prompt), crash
 * recovery and error boundaries.
 */
import './app.css';
import '../../components/chrome/controls.css';
import '../../components/chrome/overlays.css';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { DesignCanvas } from '../../components/canvas/DesignCanvas';
import { CompareDialog } from '../../components/compare/CompareDialog';
import { AboutDialog } from '../../components/chrome/AboutDialog';
import { PricesDialogHost } from '../../components/prices/PricesDialog';
import { FailureViewBanner } from '../../components/chrome/FailureViewBanner';
import { NoticeToast } from '../../components/chrome/NoticeToast';
import { RecoveryBanner, UnreadableRecoveryBanner } from '../../components/chrome/RecoveryBanner';
import { StatusBar } from '../../components/chrome/StatusBar';
import { Toolbar } from '../../components/chrome/Toolbar';
import { Inspector } from '../../components/inspector/Inspector';
import { Palette } from '../../components/palette/Palette';
import { ResultsPanel } from '../../components/results/ResultsPanel';
import { StartScreen } from '../../components/start/StartScreen';
import { CanvasControlProvider, createCanvasControl } from '../../components/state/CanvasControl';
import { CompareProvider, useCompare as useCompareState } from '../../components/state/CompareContext';
import { DesignProvider } from '../../components/state/DesignContext';
import type { Catalog } from '../catalog';
import { createComponentsFromPart } from '../catalog';
import { createDispatcher } from '../commands/dispatch';
import type { PartSource } from '../commands/types';
import { PRESET_CARDS } from '../presets/list';
import { loadPresetDesign } from '../presets/load';
import type { CatalogPart } from '../schema/catalog';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { errorNotice } from '../store/notices';
import { ErrorBoundary } from './ErrorBoundary';
import type { Services } from './services';
import { useCompare } from './useCompare';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { useBomExport } from './useBomExport';
import { useDiagramExport } from './useDiagramExport';
import { usePlanExport } from './usePlanExport';
import { useReportExport } from './useReportExport';
import { IoError } from '../io';
import type { ExportKind } from '../io/exportKinds';
import type { AppError } from '../schema/errors';
import { useConfirmDiscard } from './useConfirmDiscard';
import { useDocumentActions } from './useDocumentActions';
import { useDocumentSync } from './useDocumentSync';
import { useEngine } from './useEngine';
import { pickAndImportReport } from './importReport';
import { useFileDrop } from './useFileDrop';
import { useMenuCommands } from './useMenuCommands';
import { installRegionKeys } from './regions';
import { useRecovery } from './useRecovery';
import { isMac, useShortcuts } from './useShortcuts';
import { useStartScreen } from './useStartScreen';

/** The catalog as the commands see it. */
function partSource(catalog: Catalog): PartSource {
  return {
    get: (id) => catalog.get(id),
    createComponents: (part, init, taken) => createComponentsFromPart(part, init, taken),
  };
}

/** The app. */
export function App({ services }: { services: Services }) {
  const { io } = services;
  const [store, setStore] = useState<DesignStore>(() => createDesignStore());
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [about, setAbout] = useState(false);
  const control = useMemo(() => createCanvasControl(), []);
  const [confirmDialog, askDiscard] = useConfirmDiscard();
  const storeRef = useRef(store);
  storeRef.current = store;
  const recovery = useRecovery(io, storeRef);
  const { found, launch, docIo } = recovery;
  const actions = useDocumentActions(docIo, store, setStore, askDiscard);
  const listRecent = useCallback(() => io.listRecent(), [io]);
  const start = useStartScreen(store, actions, listRecent);
  const { files, offer } = start;
  const partsRef = useRef<PartSource | null>(null);
  partsRef.current = catalog ? partSource(catalog) : null;
  const dispatcher = useMemo(
    () =>
      createDispatcher({
        store: () => storeRef.current,
        parts: () => partsRef.current,
        measured: (id) => control.measured(id),
      }),
    [control],
  );

  useEffect(() => {
    let live = true;
    const warn = (error: AppError): void => storeRef.current.notify(errorNotice(error, 'warning'));
    services.openCatalog(warn).then(
      (c) => live && setCatalog(c),
      (err: unknown) =>
        storeRef.current.notify({
          tone: 'error',
          message: `The parts catalog could not be opened: ${err instanceof Error ? err.message : String(err)}`,
          hint: 'Reload the app; if it persists, report it.',
        }),
    );
    const stopLaunch = launch(offer);
    return () => {
      live = false;
      stopLaunch();
    };
  }, [launch, offer, services]);
  const openAbout = useCallback(() => setAbout(true), []);
  const exportBom = useBomExport(io, store, catalog);
  const exportPlan = usePlanExport(io, store);
  const exportDiagram = useDiagramExport(io, store, catalog);
  const exportReport = useReportExport(io, store, catalog);
  const onExport = useCallback(
    (kind: ExportKind) => {
      switch (kind) {
        case 'planCsv':
          return void exportPlan();
        case 'diagramSvg':
          return void exportDiagram('svg');
        case 'diagramPng':
          return void exportDiagram('png');
        case 'reportHtml':
          return void exportReport();
        case 'bomXlsx':
        case 'bomCsv':
          return void exportBom(kind === 'bomXlsx' ? 'xlsx' : 'csv');
      }
    },
    [exportBom, exportDiagram, exportPlan, exportReport],
  );
  useEngine(services, store, catalog);
  const compare = useCompare(services, store, catalog, actions);
  useDocumentSync(docIo, store, files.save, recovery.held);
  useShortcuts(dispatcher, control, files, io.isDesktop);
  // F6 / Shift+F6: from region to region (regions.ts).
  useEffect(() => installRegionKeys(window), []);
  useFocusAfterRemoval(store);
  const currentStore = useCallback(() => storeRef.current, []);
  const importResult = useCallback(
    () => void pickAndImportReport(document, dispatcher, currentStore()),
    [dispatcher, currentStore],
  );
  useMenuCommands(io, dispatcher, control, files, openAbout, onExport, importResult);
  useFileDrop(files, dispatcher, currentStore);

  const saveCustomParts = useCallback(
    (parts: CatalogPart[]) => {
      io.saveCustomParts(parts).catch((err: unknown) =>
        storeRef.current.notify(
          // A coded error already names what failed and how to fix it (e.g. the invalid field).
          err instanceof IoError
            ? errorNotice(err.error)
            : {
                tone: 'error',
                message: `Your custom parts could not be stored${err instanceof Error ? `: ${err.message}` : '.'}`,
                hint: 'Change a custom part again to retry; until they are stored, they last only until Spindle closes.',
              },
        ),
      );
    },
    [io],
  );
  const saveCopy = useCallback(() => void files.saveAs(), [files]);

  return (
    <CanvasControlProvider value={control}>
      <DesignProvider store={store} dispatcher={dispatcher} catalog={catalog}>
        <CompareProvider value={compare}>
          <div className="sp-app" data-launch={recovery.launched ? 'ready' : 'checking'}>
            <Toolbar files={files} onExport={onExport} mac={isMac} />
            {found?.ok === false && (
              <UnreadableRecoveryBanner
                name={found.name}
                savedAt={found.savedAt}
                error={found.error}
                // No start screen after a save, unlike Discard: it would cover the notice saying where the file went.
                onSaveFile={() => void recovery.saveFile(found)}
                onDiscard={() => recovery.discard(offer)}
              />
            )}
            {found?.ok === true && (
              <RecoveryBanner
                name={found.name}
                savedAt={found.savedAt}
                onRecover={() => void recovery.recover(found, files)}
                onDiscard={() => recovery.discard(offer)}
              />
            )}
            <div className="sp-main">
              <ErrorBoundary area="the parts list">
                <Palette onCustomPartsChanged={saveCustomParts} />
              </ErrorBoundary>
              <div className="sp-centre">
                <ErrorBoundary area="the failure view">
                  <FailureViewBanner />
                </ErrorBoundary>
                <main className="sp-stage">
                  <ErrorBoundary area="the canvas" onSaveCopy={saveCopy}>
                    <DesignCanvas key={storeKey(store)} />
                  </ErrorBoundary>
                  <NoticeToast />
                </main>
                <ErrorBoundary area="the results" onSaveCopy={saveCopy}>
                  <ResultsPanel />
                </ErrorBoundary>
              </div>
              <ErrorBoundary area="the inspector" onSaveCopy={saveCopy}>
                <Inspector />
              </ErrorBoundary>
              {start.shown && (
                <StartScreen
                  presets={PRESET_CARDS}
                  loadDesign={loadPresetDesign}
                  onNew={start.close}
                  onOpenFile={() => void files.open()}
                  onOpenPreset={start.openPreset}
                  recent={start.recent}
                  onOpenRecent={start.openRecent}
                />
              )}
            </div>
            <StatusBar />
          </div>
          {about && (
            <AboutDialog
              engineVersion={store.getState().analysis.report?.engineVersion ?? null}
              onClose={() => setAbout(false)}
            />
          )}
          <ErrorBoundary area="the comparison">
            <CompareView />
          </ErrorBoundary>
          {/* After the Compare view: its Cost row opens the price list over it. */}
          <ErrorBoundary area="the price list">
            <PricesDialogHost />
          </ErrorBoundary>
          {/* After the Compare view: its Open asks about unsaved changes over it. */}
          {confirmDialog}
        </CompareProvider>
      </DesignProvider>
    </CanvasControlProvider>
  );
}

/** The Compare view, while it is shown. */
function CompareView() {
  const shown = useCompareState((s) => s.shown);
  return shown ? <CompareDialog /> : null;
}

const keys = new WeakMap<DesignStore, number>();
let nextKey = 0;
/** A React key per store, so the canvas starts fresh (and frames the design) for each document. */
function storeKey(store: DesignStore): number {
  let k = keys.get(store);
  if (k === undefined) keys.set(store, (k = ++nextKey));
  return k;
}
