/**
 * The kept Compare candidates that did not restore at start (src/app/keepCandidates.ts): each named
 * with why, and the two ways out the unreadable autosave offers, Save it as a file… (its text
 * unchanged, to fix by hand and add with Add a design file…) and Discard. Until one is chosen the
 * entry stays kept as it was stored, so nothing the user had is lost by a stricter check.
 */
import { useStore } from 'zustand';

import { heldCandidates } from '../../src/app/keepCandidates';
import type { CompareStore } from '../../src/store/compare';
import type { CompareMessage } from '../state/CompareContext';

/** Props of `HeldCandidates`. */
export interface HeldCandidatesProps {
  readonly store: CompareStore;
  /** Shows what a save came to (saved where, or why not) in the view's message line. */
  readonly onMessage: (message: CompareMessage | null) => void;
}

/** The held entries with Save it as a file… and Discard; nothing when there are none. */
export function HeldCandidates({ store, onMessage }: HeldCandidatesProps) {
  const held = heldCandidates(store);
  const entries = useStore(held, (s) => s.entries);
  if (entries.length === 0) return null;
  return (
    <div
      className="sp-compare__refused sp-compare__held"
      role="group"
      aria-label="Kept candidates not restored"
      data-testid="compare-held"
    >
      <div>
        <strong>
          {entries.length === 1 ? 'A kept candidate' : `${entries.length} kept candidates`} could not be restored.
        </strong>
        <div className="sp-muted">Nothing was deleted: save each as a file to fix it by hand, or discard it.</div>
        <ul className="sp-compare__held-list">
          {entries.map((entry, i) => (
            <li key={i} data-testid="compare-held-entry">
              <span>
                <strong>{entry.name}</strong>: {entry.reason}
              </span>
              <button
                type="button"
                className="sp-btn sp-btn--small"
                aria-label={`Save “${entry.name}” as a file…`}
                onClick={() => {
                  onMessage(null);
                  void held.getState().save(entry).then(onMessage);
                }}
              >
                Save it as a file…
              </button>
              <button
                type="button"
                className="sp-btn sp-btn--small sp-btn--ghost"
                aria-label={`Discard “${entry.name}”`}
                onClick={() => held.getState().discard(entry)}
              >
                Discard
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
