/**
 * A small modal dialog: title, body, buttons. Escape cancels; the first field gets focus, Tab stays
 * inside while it is open, and closing gives the focus back to the control that opened it
 * (useFocusTrap.ts).
 */
import './overlays.css';

import { useRef, type ReactNode } from 'react';

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
}

/** No ring round the whole dialog when a click on its background focuses it (to keep Tab inside). */
const NO_OUTLINE = { outline: 'none' } as const;

/** A modal dialog over the app. */
export function Dialog({ title, children, actions, onCancel, testId, wide = false }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(ref);
  return (
    <div
      className="sp-dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCancel();
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
        <div className="sp-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
