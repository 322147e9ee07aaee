/**
 * A small modal dialog: title, body, buttons. Escape cancels, and so does a click on the backdrop
 * unless the dialog holds unsaved edits (`unsavedNote`); the first field gets focus, Tab stays
 * inside while it is open, and closing gives the focus back to the control that opened it
 * (useFocusTrap.ts).
 */
import './overlays.css';

import { type ReactNode, useRef, useState } from 'react';

import { useFocusTrap } from './useFocusTrap';

/** Props of `Dialog`. */
export interface DialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Buttons, primary last. */
  readonly actions: ReactNode;
  readonly onCancel: () => void;
  readonly testId?: string;
  /** A large dialog (most of the window), for a view rather than a question. */
  readonly wide?: boolean;
  /**
   * Set while the dialog holds edits that cancelling would throw away (what to say about them):
   * a click on the backdrop then does not close it, as a stray click must not lose what the user
   * typed; the dialog says this instead, beside its buttons. Esc and Cancel still close it: those
   * are meant. Null or absent: a backdrop click cancels, as before.
   */
  readonly unsavedNote?: string | null;
}

/** The note beside the buttons: at their left, centred on them. */
const NOTE_STYLE = { margin: '0 auto 0 0', alignSelf: 'center' } as const;

/** No ring round the whole dialog when a click on its background focuses it (to keep Tab inside). */
const NO_OUTLINE = { outline: 'none' } as const;

/** A modal dialog over the app. */
export function Dialog({ title, children, actions, onCancel, testId, wide = false, unsavedNote = null }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(ref);
  // Whether a backdrop click was refused: the note shows from then on, while the edits are unsaved.
  const [refused, setRefused] = useState(false);
  return (
    <div
      className="sp-dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        if (unsavedNote === null) return onCancel();
        // Kept open; the focus stays inside (the mouse-down would otherwise take it to the backdrop).
        e.preventDefault();
        setRefused(true);
      }}
    >
      <div
        className={wide ? 'sp-dialog sp-dialog--wide' : 'sp-dialog'}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        // Focusable itself, so a click on its background keeps the focus (and Tab) inside.
        tabIndex={-1}
        style={NO_OUTLINE}
        ref={ref}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          } else trapTab(e);
        }}
      >
        <h2 className="sp-dialog__title">{title}</h2>
        <div className="sp-dialog__body">{children}</div>
        <div className="sp-dialog__actions">
          {refused && unsavedNote !== null && (
            <p className="sp-field__error" style={NOTE_STYLE} role="status" data-testid="dialog-unsaved">
              {unsavedNote}
            </p>
          )}
          {actions}
        </div>
      </div>
    </div>
  );
}
