/**
 * The Compare view's candidates: designs set beside the current one (always the first column, and
 * read from the document's own analysis, never kept here). A candidate is a frozen copy of a design
 * (a snapshot of the current one, a preset, a design file) with the engine's full report of it,
 * which compareSync.ts fills in, one candidate after another. A candidate's design never changes,
 * so it is evaluated once.
 *
 * One store per window, not per document: candidates stay when another design is opened, so a
 * snapshot of the design before can be set beside the one opened after. Nothing here is undone or
 * marks the document dirty; the candidates (not their reports) are kept for the next start by
 * src/app/keepCandidates.ts.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

import type { Report } from '../../engine/ts/reportSchema';
import type { Design } from '../schema/design';

/** Where a candidate came from. */
export type CandidateSource = 'snapshot' | 'preset' | 'file';

/** How far a candidate's evaluation is: waiting its turn, running, answered or failed. */
export type CandidateStatus = 'waiting' | 'running' | 'ready' | 'error';

/** One design beside the current one. */
export interface Candidate {
  readonly id: number;
  /** What the column is called; the user may rename it ("Before: RAID 5 → RAID 10"). */
  readonly name: string;
  readonly source: CandidateSource;
  readonly design: Design;
  readonly status: CandidateStatus;
  /** The engine's full report (failures and headroom) once `status` is `ready`. */
  readonly report: Report | null;
  /** Why the engine could not evaluate it (`status` is `error`), in the app's words. */
  readonly error: string | null;
}

/** The compare state of a window. */
export interface CompareState {
  readonly candidates: readonly Candidate[];
  /** Whether the Compare view is open. */
  readonly shown: boolean;
}

/** Candidates beside the current design: with it, six columns, as many as a 1600 px screen reads. */
export const MAX_CANDIDATES = 5;

/** What a new candidate is made of. */
export type NewCandidate = Pick<Candidate, 'name' | 'source' | 'design'>;

/** The compare store: the Zustand store plus the operations that change it. */
export interface CompareStore extends StoreApi<CompareState> {
  /** Adds a candidate to be evaluated; returns its id, or null when there are already `MAX_CANDIDATES`. */
  add(candidate: NewCandidate): number | null;
  /** Renames a candidate; a blank name is refused (the old one stays). */
  rename(id: number, name: string): void;
  remove(id: number): void;
  /** Merges the engine's answer into a candidate, if it is still there. */
  update(id: number, next: Partial<Pick<Candidate, 'status' | 'report' | 'error'>>): void;
  show(): void;
  hide(): void;
}

/** Whether another candidate can be added. */
export const selectCanAdd = (s: CompareState): boolean => s.candidates.length < MAX_CANDIDATES;

/** The next candidate to evaluate (the oldest still waiting), or null. */
export const nextWaiting = (s: CompareState): Candidate | null =>
  s.candidates.find((c) => c.status === 'waiting') ?? null;

/**
 * The name of the `n`th snapshot of a document named `documentName`, e.g. "xiv-2810, snapshot 1":
 * a start the user can rename to say what changed.
 */
export const snapshotName = (documentName: string, n: number): string => `${documentName}, snapshot ${n}`;

/** Creates the compare store of a window: no candidates, the view closed. */
export function createCompareStore(): CompareStore {
  const api = createStore<CompareState>()(() => ({ candidates: [], shown: false }));
  let seq = 0;
  const patch = (id: number, change: (c: Candidate) => Candidate): void => {
    const { candidates } = api.getState();
    const at = candidates.findIndex((c) => c.id === id);
    const before = candidates[at];
    if (!before) return;
    const after = change(before);
    if (after !== before) api.setState({ candidates: candidates.map((c, i) => (i === at ? after : c)) });
  };
  return {
    ...api,
    add(candidate) {
      if (!selectCanAdd(api.getState())) return null;
      const id = ++seq;
      const added: Candidate = { ...candidate, id, status: 'waiting', report: null, error: null };
      api.setState((s) => ({ candidates: [...s.candidates, added] }));
      return id;
    },
    rename(id, name) {
      const trimmed = name.trim();
      patch(id, (c) => (trimmed && trimmed !== c.name ? { ...c, name: trimmed } : c));
    },
    remove(id) {
      const { candidates } = api.getState();
      if (candidates.some((c) => c.id === id)) api.setState({ candidates: candidates.filter((c) => c.id !== id) });
    },
    update(id, next) {
      patch(id, (c) => ({ ...c, ...next }));
    },
    show() {
      if (!api.getState().shown) api.setState({ shown: true });
    },
    hide() {
      if (api.getState().shown) api.setState({ shown: false });
    },
  };
}
