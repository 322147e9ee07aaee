/**
 * Undo/redo as immutable snapshots. The document is immutable and every change copies only what it
 * touches, so a snapshot is a handful of references shared with its neighbours (structural sharing):
 * cheap to keep, exact to restore (undo gives back the very same objects), and no inverse patch can
 * drift out of step with the forward one. A drag is one step: its first transient change parks the
 * state from before the gesture in `pending`; the commit on release records that state once.
 */
import type { History, HistoryPolicy, Snapshot } from './types';

/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 200;

/** An empty history. */
export const emptyHistory: History = Object.freeze({
  past: Object.freeze([]),
  future: Object.freeze([]),
  pending: null,
});

/** History after a change made under `policy`; `before` is the state the change started from. */
export function recordChange(history: History, before: Snapshot, policy: HistoryPolicy): History {
  switch (policy) {
    case 'none':
      return history;
    case 'transient':
      return { past: history.past, future: [], pending: history.pending ?? before };
    case 'commit': {
      const base = history.pending ? { ...history.pending, label: before.label } : before;
      return { past: [...history.past, base].slice(-HISTORY_LIMIT), future: [], pending: null };
    }
  }
}

/** Closes a gesture left open (a drag interrupted by undo, say) as its own step. */
export function settle(history: History, label = 'Move'): History {
  if (!history.pending) return history;
  return {
    past: [...history.past, { ...history.pending, label }].slice(-HISTORY_LIMIT),
    future: history.future,
    pending: null,
  };
}

/**
 * One undo step: returns the snapshot to restore and the new history, or null when there is nothing
 * to undo. `current` is pushed onto the redo stack.
 */
export function undoStep(
  history: History,
  current: Omit<Snapshot, 'label'>,
): { target: Snapshot; history: History } | null {
  const h = settle(history);
  const target = h.past[h.past.length - 1];
  if (!target) return null;
  return {
    target,
    history: { past: h.past.slice(0, -1), future: [...h.future, { ...current, label: target.label }], pending: null },
  };
}

/** One redo step, the mirror of `undoStep`. */
export function redoStep(
  history: History,
  current: Omit<Snapshot, 'label'>,
): { target: Snapshot; history: History } | null {
  if (history.pending) return null;
  const target = history.future[history.future.length - 1];
  if (!target) return null;
  return {
    target,
    history: {
      past: [...history.past, { ...current, label: target.label }],
      future: history.future.slice(0, -1),
      pending: null,
    },
  };
}
