/**
 * "Save changes before …?" — the prompt shown before New or Open would discard unsaved work, in
 * the browser build as in the desktop app. Resolves to the user's choice.
 */
import { useCallback, useState, type ReactNode } from 'react';

import { Dialog } from '../../components/chrome/Dialog';

/** What the user chose. */
export type DiscardChoice = 'save' | 'discard' | 'cancel';

interface Pending {
  readonly name: string;
  readonly action: string;
  readonly resolve: (c: DiscardChoice) => void;
}

/** Returns the dialog element (render it) and `ask(name, action)`. */
export function useConfirmDiscard(): [ReactNode, (name: string, action: string) => Promise<DiscardChoice>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (name: string, action: string) => new Promise<DiscardChoice>((resolve) => setPending({ name, action, resolve })),
    [],
  );
  const answer = (c: DiscardChoice): void => {
    pending?.resolve(c);
    setPending(null);
  };
  const dialog = pending && (
    <Dialog
      title="Save changes?"
      onCancel={() => answer('cancel')}
      testId="confirm-discard"
      actions={
        <>
          <button type="button" className="sp-btn" onClick={() => answer('cancel')} data-testid="confirm-cancel">
            Cancel
          </button>
          <button
            type="button"
            className="sp-btn"
            onClick={() => answer('discard')}
            data-testid="confirm-discard-changes"
          >
            Don’t save
          </button>
          <button
            type="button"
            className="sp-btn sp-btn--primary"
            onClick={() => answer('save')}
            data-testid="confirm-save"
          >
            Save
          </button>
        </>
      }
    >
      <p>
        “{pending.name}” has changes that are not saved. Save them before you {pending.action}?
      </p>
    </Dialog>
  );
  return [dialog, ask];
}
