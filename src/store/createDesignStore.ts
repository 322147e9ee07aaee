/**
 * One store per open document (no module singleton): create it when a design is opened or made,
 * drop it when the document closes. Changes arrive as patches from commands; the store applies
 * them immutably, keeps history, bumps the semantic revision and tracks dirtiness. It never calls
 * the engine itself (see `engineSync.ts`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

import type { Design } from '../schema/design';
import { keepUsedParts, usedDriveIds, type PartLookup } from '../schema/parts';
import { indexComponents } from './designIndex';
import { blankDesign, designFromDoc, docFromDesign } from './document';
import { failureViewAfterAnalysis, failureViewAfterEdit, openFailureView, type FailureScenario } from './failureView';
import { emptyHistory, recordChange, redoStep, undoStep } from './history';
import { pushNotice } from './notices';
import type {
  AnalysisState,
  DesignDoc,
  DesignState,
  DocumentInfo,
  FailureView,
  HistoryPolicy,
  Notice,
  Patch,
  Selection,
  Snapshot,
} from './types';
import { emptySelection } from './types';

/** Options for a new store. */
export interface DesignStoreOptions {
  /** Where the document lives; defaults to an unsaved document named after the design title. */
  readonly document?: DocumentInfo;
  /** Start dirty (a recovered autosave that was never saved). */
  readonly dirty?: boolean;
}

/** A document store: the Zustand store plus the operations that change it. */
export interface DesignStore extends StoreApi<DesignState> {
  /** Applies a patch under a history policy; `label` names the step ("Add server"). */
  apply(patch: Patch, policy: HistoryPolicy, label: string): void;
  /** Undoes one step; false when there is nothing to undo. */
  undo(): boolean;
  /** Redoes one step; false when there is nothing to redo. */
  redo(): boolean;
  /** Records that `doc` (default: the current document) was saved at `info`. */
  markSaved(info: DocumentInfo, doc?: DesignDoc): void;
  /** Merges engine results into the analysis slice. */
  setAnalysis(next: Partial<AnalysisState>): void;
  /**
   * Shows the design in the state of one single failure (the Failures tab's "Show on canvas"); its
   * figures follow from failureViewSync.ts. Not an edit: no history, not saved, nothing dirty.
   * Nothing happens when the failed component is no longer in the design.
   */
  showFailureView(scenario: FailureScenario): void;
  /** Back to the normal state's figures. */
  leaveFailureView(): void;
  /**
   * Merges the engine's answer into the failure view, if the view shown is still of `scenarioId`
   * (a reply for a view left or replaced meanwhile is dropped here too).
   */
  updateFailureView(
    scenarioId: string,
    next: Partial<Pick<FailureView, 'revision' | 'report' | 'status' | 'error'>>,
  ): void;
  /** Shows a message to the user, beside those still shown (see `pushNotice`). */
  notify(notice: Omit<Notice, 'id'>): void;
  /** Hides the notice with this id, if it is still shown. */
  dismissNotice(id: number): void;
  /** Hides the notices that said why an edit was refused (`Notice.refusal`). */
  dismissRefusals(): void;
  /**
   * The design file for the current document, carrying the custom drive parts it uses (from the
   * document, and from the catalog given to `carryPartsFrom`), so it evaluates the same elsewhere.
   */
  toDesign(): Design;
  /**
   * Where `toDesign` finds the custom drive parts the design uses but does not carry yet (a drive
   * type chosen from the user's custom parts): the catalog's `get`, or null before it opens.
   */
  carryPartsFrom(catalog: PartLookup | null): void;
  /**
   * The catalog's parts `ids` were added or removed. When an enclosure uses one of them, and the
   * document does not carry its own copy, the figures change: the design is evaluated again (a
   * new revision; not an edit, so nothing to undo and nothing dirty).
   */
  partsChanged(ids: readonly string[]): void;
  /**
   * Like `subscribe`, but notified before every listener added with `subscribe`, whenever it was
   * added: engine sync (engineSync.ts) posts an edit to the engine before React, whose components
   * subscribe when they mount, queues the render of it.
   */
  subscribeFirst(listener: (state: DesignState, previous: DesignState) => void): () => void;
}

const initialAnalysis: AnalysisState = {
  revision: 0,
  status: 'idle',
  report: null,
  scope: null,
  error: null,
  elapsedMs: null,
};

/** Creates the store for one document, from a design file or blank. */
export function createDesignStore(initial?: Design, options: DesignStoreOptions = {}): DesignStore {
  const doc = docFromDesign(initial ?? blankDesign());
  const dirty = options.dirty ?? false;
  const api = createStore<DesignState>()(() => ({
    doc,
    revision: 1,
    selection: emptySelection,
    history: emptyHistory,
    savedDoc: dirty ? null : doc,
    dirty,
    document: options.document ?? { path: null, name: doc.meta.title },
    analysis: initialAnalysis,
    failureView: null,
    notices: [],
  }));
  let noticeSeq = 0;
  let catalog: PartLookup | null = null;
  // Subscribed before anything else can subscribe, so these run first on every change.
  const first = new Set<(state: DesignState, previous: DesignState) => void>();
  api.subscribe((state, previous) => {
    for (const listener of [...first]) listener(state, previous);
  });

  const restore = (s: DesignState, target: Snapshot, history: DesignState['history']): Partial<DesignState> => ({
    doc: target.doc,
    selection: pruneSelection(target.selection, target.doc, s.selection),
    history,
    revision: semanticChanged(s.doc, target.doc) ? s.revision + 1 : s.revision,
    dirty: target.doc !== s.savedDoc,
    failureView: failureViewAfterEdit(s.failureView, target.doc),
  });

  return {
    ...api,
    apply(patch, policy, label) {
      const s = api.getState();
      const doc = applyPatch(s.doc, patch);
      const selection = pruneSelection(patch.selection ?? s.selection, doc, s.selection);
      // A commit closing a drag must settle the gesture even when its last frame changed nothing.
      const settles = policy === 'commit' && s.history.pending !== null;
      if (doc === s.doc && selection === s.selection && !settles) return;
      api.setState({
        doc,
        selection,
        history:
          doc !== s.doc || settles
            ? recordChange(s.history, { doc: s.doc, selection: s.selection, label }, policy)
            : s.history,
        revision: semanticChanged(s.doc, doc) ? s.revision + 1 : s.revision,
        dirty: doc !== s.savedDoc,
        failureView: failureViewAfterEdit(s.failureView, doc),
      });
    },
    undo() {
      const s = api.getState();
      const step = undoStep(s.history, { doc: s.doc, selection: s.selection });
      if (!step) return false;
      api.setState(restore(s, step.target, step.history));
      return true;
    },
    redo() {
      const s = api.getState();
      const step = redoStep(s.history, { doc: s.doc, selection: s.selection });
      if (!step) return false;
      api.setState(restore(s, step.target, step.history));
      return true;
    },
    markSaved(info, doc) {
      const s = api.getState();
      const saved = doc ?? s.doc;
      api.setState({ savedDoc: saved, dirty: s.doc !== saved, document: info });
    },
    setAnalysis(next) {
      api.setState((s) => {
        const analysis = { ...s.analysis, ...next };
        return { analysis, failureView: failureViewAfterAnalysis(s.failureView, analysis) };
      });
    },
    showFailureView(scenario) {
      // A row of figures computed before its component was deleted has nothing left to show.
      const view = failureViewAfterEdit(openFailureView(scenario), api.getState().doc);
      if (view) api.setState({ failureView: view });
    },
    leaveFailureView() {
      if (api.getState().failureView) api.setState({ failureView: null });
    },
    updateFailureView(scenarioId, next) {
      const view = api.getState().failureView;
      if (view?.scenarioId === scenarioId) api.setState({ failureView: { ...view, ...next } });
    },
    notify(notice) {
      api.setState((s) => ({ notices: pushNotice(s.notices, { ...notice, id: ++noticeSeq }) }));
    },
    dismissNotice(id) {
      const { notices } = api.getState();
      if (notices.some((n) => n.id === id)) api.setState({ notices: notices.filter((n) => n.id !== id) });
    },
    dismissRefusals() {
      const { notices } = api.getState();
      if (notices.some((n) => n.refusal)) api.setState({ notices: notices.filter((n) => !n.refusal) });
    },
    toDesign() {
      return designFromDoc(api.getState().doc, catalog ?? undefined);
    },
    carryPartsFrom(lookup) {
      catalog = lookup;
    },
    partsChanged(ids) {
      const { doc } = api.getState();
      const own = new Set(doc.parts?.map((p) => p.id));
      const used = usedDriveIds(doc.components);
      if (ids.some((id) => used.includes(id) && !own.has(id))) api.setState((s) => ({ revision: s.revision + 1 }));
    },
    subscribeFirst(listener) {
      first.add(listener);
      return () => void first.delete(listener);
    },
  };
}

/** True when a change affects what the engine computes. */
export function semanticChanged(a: DesignDoc, b: DesignDoc): boolean {
  return a.components !== b.components || a.links !== b.links || a.workload !== b.workload;
}

function applyPatch(doc: DesignDoc, patch: Patch): DesignDoc {
  if (
    !patch.components &&
    !patch.links &&
    !patch.workload &&
    !patch.meta &&
    !patch.layout &&
    patch.prices === undefined
  )
    return doc;
  const prices = patch.prices === undefined ? doc.prices : (patch.prices ?? undefined);
  // A carried part no enclosure uses any more is forgotten: choosing that drive type again takes
  // the catalog's figures.
  const parts = patch.components ? keepUsedParts(doc.parts, patch.components) : doc.parts;
  return {
    meta: patch.meta ?? doc.meta,
    workload: patch.workload ?? doc.workload,
    components: patch.components ?? doc.components,
    links: patch.links ?? doc.links,
    layout: patch.layout ?? doc.layout,
    // Absent rather than undefined, so a document without prices is the same shape as before.
    ...(prices ? { prices } : {}),
    ...(parts ? { parts } : {}),
  };
}

/** Drops selected ids that no longer exist; keeps the previous object when nothing changed. */
function pruneSelection(sel: Selection, doc: DesignDoc, previous: Selection): Selection {
  if (sel.components.length === 0 && sel.links.length === 0) return sel === previous ? sel : emptySelection;
  const { byId } = indexComponents(doc.components);
  const components = sel.components.filter((id) => byId.has(id));
  const linkIds = sel.links.length ? new Set(doc.links.map((l) => l.id)) : null;
  const links = linkIds ? sel.links.filter((id) => linkIds.has(id)) : sel.links;
  if (components.length === sel.components.length && links.length === sel.links.length) return sel;
  return components.length || links.length ? { components, links } : emptySelection;
}
