/**
 * Keyboard focus for a modal dialog (WAI-ARIA dialog pattern): on open the first field (or the
 * primary button) takes the focus, Tab and Shift+Tab cycle inside the dialog, focus that lands
 * outside it some other way is brought back, and on close the focus returns to the control that
 * had it when the dialog opened (Compare, Add a custom part…, Price list…, Add more like this…).
 * A dialog opened over another (the price list over Compare) holds the focus until it closes.
 */
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/** The controls Tab reaches inside `root`, in order (shown ones only, none inside an inert part). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility({ checkVisibilityCSS: true }),
  );
}

/** The modal dialogs open, topmost (last drawn) last. */
const openDialogs = (): Element[] => [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')];

/** Focuses the first field of `root` (its text selected), else its primary button, else `root`. */
function focusFirst(root: HTMLElement): void {
  const first = root.querySelector<HTMLElement>('input, select, textarea, button.sp-btn--primary');
  if (first) {
    first.focus();
    if (first instanceof HTMLInputElement) first.select();
  } else (tabbables(root)[0] ?? root).focus();
}

/**
 * Traps the focus in `ref` while it is mounted and gives it back on unmount. Returns the keydown
 * handler for the dialog's element, which keeps Tab inside it.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): (e: KeyboardEvent) => void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusFirst(root);
    const onFocusIn = (e: FocusEvent): void => {
      const to = e.target;
      if (!(to instanceof Node) || root.contains(to) || openDialogs().at(-1) !== root) return;
      // Focus left the topmost dialog for a part of the page it covers (a dialog over it is fine).
      if (to instanceof Element && to.closest('[role="dialog"]')) return;
      focusFirst(root);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      const now = document.activeElement;
      // Unless the closing action put the focus somewhere on purpose, back to the opener.
      const lost = now === null || now === document.body || root.contains(now);
      if (lost && opener && opener !== document.body && opener.isConnected && !opener.closest('[inert]'))
        opener.focus();
    };
  }, [ref]);

  return (e) => {
    const root = ref.current;
    if (e.key !== 'Tab' || !root || e.defaultPrevented) return;
    // A dialog drawn inside this one keeps its own Tab.
    if (e.target instanceof Element && e.target.closest('[role="dialog"]') !== root) return;
    const list = tabbables(root);
    const at = document.activeElement instanceof HTMLElement ? list.indexOf(document.activeElement) : -1;
    const last = list.length - 1;
    // Within the list the browser moves on by itself; at either end (or from the dialog itself) wrap.
    const to = e.shiftKey ? (at <= 0 ? last : null) : at === -1 || at === last ? 0 : null;
    if (to === null) return;
    e.preventDefault();
    (list[to] ?? root).focus();
  };
}
