/**
 * The store's notices (a refused command's reason and hint, a warning, a confirmation), folded
 * into one card in the bottom-right corner of the canvas. Three stacked toasts at the bottom
 * centre used to cover the middle of the design being discussed; the corner is the part of the
 * canvas a fitted or newly opened design leaves emptiest (designs read left to right from the
 * hosts at the top left), and one card covers a fixed, small area however many notices wait.
 *
 * The newest notice is shown in full; "N earlier" unfolds the others above it, each readable and
 * closable, and folds them again. A folded notice's clock stops (NoticeItem.tsx), so nothing
 * leaves unread; errors stay until closed.
 */
import './overlays.css';

import { useCallback, useState } from 'react';

import { useDesign, useDesignStore } from '../state/DesignContext';
import { NoticeItem } from './NoticeItem';

/** Shows the store's notices. */
export function NoticeToast() {
  const notices = useDesign((s) => s.notices);
  const store = useDesignStore();
  const dismiss = useCallback((id: number) => store.dismissNotice(id), [store]);
  const [unfolded, setUnfolded] = useState(false);
  const earlier = notices.length - 1;
  // With one notice left there is nothing to fold: the next arrival starts folded again.
  if (unfolded && earlier < 1) setUnfolded(false);
  if (notices.length === 0) return null;
  const open = unfolded && earlier > 0;
  return (
    <div className={`sp-toasts${open ? ' is-open' : ''}`} data-testid="notices">
      {earlier > 0 && (
        <button
          type="button"
          className="sp-toasts__fold"
          aria-expanded={open}
          onClick={() => setUnfolded(!open)}
          data-testid="notice-fold"
        >
          {open ? 'Show the newest only' : `${earlier} earlier notice${earlier === 1 ? '' : 's'}`}
        </button>
      )}
      <div className="sp-toasts__list">
        {notices.map((n, i) => (
          <NoticeItem key={n.id} notice={n} folded={!open && i < earlier} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}
