/** A small modal dialog: title, body, buttons. Escape cancels; the first field gets focus. */
import './overlays.css';

import { useEffect, useRef, type ReactNode } from 'react';

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

/** A modal dialog over the app. */
export function Dialog({ title, children, actions, onCancel, testId, wide = false }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button.sp-btn--primary');
    first?.focus();
    if (first instanceof HTMLInputElement) first.select();
  }, []);
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
        ref={ref}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          }
        }}
      >
        <h2 className="sp-dialog__title">{title}</h2>
        <div className="sp-dialog__body">{children}</div>
        <div className="sp-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
