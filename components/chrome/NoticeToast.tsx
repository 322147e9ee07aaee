/**
 * The store's notices (a refused command's reason and hint, a warning, a confirmation) as a stack of
 * toasts at the bottom of the canvas, newest last. Each leaves on its own clock (`NOTICE_LIFETIME_MS`
 * by tone), which runs only while it can be read: it stops while the pointer or keyboard focus is on
 * the toast and while the window is hidden, so an error is never gone before the user has seen it.
 * Any toast can be closed at once.
 */
import './overlays.css';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { NOTICE_LIFETIME_MS } from '../../src/store/notices';
import type { Notice } from '../../src/store/types';
import { useDesign, useDesignStore } from '../state/DesignContext';

const onVisibility = (change: () => void): (() => void) => {
  document.addEventListener('visibilitychange', change);
  return () => document.removeEventListener('visibilitychange', change);
};
const pageHidden = (): boolean => document.visibilityState === 'hidden';

/** One toast, with its clock. */
function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  const hidden = useSyncExternalStore(onVisibility, pageHidden, () => false);
  const left = useRef(NOTICE_LIFETIME_MS[notice.tone]);
  const { id } = notice;

  useEffect(() => {
    if (held || hidden) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [held, hidden, id, onDismiss]);

  return (
    <div
      className={`sp-toast sp-toast--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
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

/** Shows the store's notices. */
export function NoticeToast() {
  const notices = useDesign((s) => s.notices);
  const store = useDesignStore();
  const dismiss = useCallback((id: number) => store.dismissNotice(id), [store]);
  if (notices.length === 0) return null;
  return (
    <div className="sp-toasts" data-testid="notices">
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />
      ))}
    </div>
  );
}
