/**
 * One notice card with its clock. The clock (`NOTICE_LIFETIME_MS` by tone; none for an error)
 * runs only while the card can be read: shown, the window visible, and neither the pointer nor
 * keyboard focus on it. A card folded behind a newer one stays mounted, so it keeps the time it
 * has left and gets its full reading time once it is shown again.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { NOTICE_LIFETIME_MS } from '../../src/store/notices';
import type { Notice } from '../../src/store/types';

const onVisibility = (change: () => void): (() => void) => {
  document.addEventListener('visibilitychange', change);
  return () => document.removeEventListener('visibilitychange', change);
};
const pageHidden = (): boolean => document.visibilityState === 'hidden';

/** Props of `NoticeItem`. */
export interface NoticeItemProps {
  readonly notice: Notice;
  /** Folded behind a newer notice: not drawn, and its clock stopped. */
  readonly folded: boolean;
  readonly onDismiss: (id: number) => void;
}

/** One notice. */
export function NoticeItem({ notice, folded, onDismiss }: NoticeItemProps) {
  const [held, setHeld] = useState(false);
  const hidden = useSyncExternalStore(onVisibility, pageHidden, () => false);
  const left = useRef(NOTICE_LIFETIME_MS[notice.tone]);
  const { id } = notice;

  useEffect(() => {
    if (held || hidden || folded || left.current === null) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), left.current);
    return () => {
      clearTimeout(timer);
      if (left.current !== null) left.current -= Date.now() - started;
    };
  }, [folded, held, hidden, id, onDismiss]);

  return (
    <div
      className={`sp-toast sp-toast--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      hidden={folded}
      data-testid="notice"
      data-tone={notice.tone}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="sp-toast__text">
        <p className="sp-toast__message" data-testid="notice-message">
          {notice.message}
          {notice.count && notice.count > 1 && (
            <span className="sp-toast__count" title={`Said ${notice.count} times`}>
              {' '}
              ×{notice.count}
            </span>
          )}
        </p>
        {notice.hint && (
          <p className="sp-toast__hint" data-testid="notice-hint">
            {notice.hint}
          </p>
        )}
      </div>
      <button
        type="button"
        className="sp-toast__close"
        aria-label="Dismiss"
        title="Dismiss"
        onClick={() => onDismiss(id)}
        data-testid="notice-close"
      >
        ×
      </button>
    </div>
  );
}
