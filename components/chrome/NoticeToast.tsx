/**
 * The current notice (a refused command's reason and hint, or a note) as a toast at the bottom of
 * the canvas. It stays long enough to read and can be dismissed.
 */
import './overlays.css';

import { useEffect } from 'react';

import { useDesign, useDesignStore } from '../state/DesignContext';

/** How long a notice stays [ms]. */
const SHOW_MS = { error: 9000, warning: 8000, info: 6000 } as const;

/** Shows the store's notice. */
export function NoticeToast() {
  const notice = useDesign((s) => s.notice);
  const store = useDesignStore();
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => store.dismissNotice(notice.id), SHOW_MS[notice.tone]);
    return () => clearTimeout(t);
  }, [notice, store]);
  if (!notice) return null;
  return (
    <div
      className={`sp-toast sp-toast--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="notice"
    >
      <div className="sp-toast__text">
        <p className="sp-toast__message" data-testid="notice-message">
          {notice.message}
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
        onClick={() => store.dismissNotice(notice.id)}
      >
        ×
      </button>
    </div>
  );
}
