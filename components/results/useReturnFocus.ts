/**
 * Back from an explanation puts the focus on the figure that was opened, as closing a dialog puts it
 * on the button that opened it: a keyboard user who pressed Enter on "15.6 ms", read why and went
 * Back was left on the page body, and the next Tab started over from the top of the dock.
 *
 * The figure is found again by its explanation id (`data-explain`), not kept as an element: the tab
 * it sat in was unmounted while the explanation showed, so the element is a new one. Where it is not
 * drawn any more (the design changed, the row it sat in was folded), the focus goes to the tab that
 * is shown, so it stays in the dock.
 */
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** The element of `root` that opens explanation `id`, else its selected tab. */
function returnTarget(root: HTMLElement, id: string): HTMLElement | null {
  const figure = [...root.querySelectorAll<HTMLElement>('[data-explain]')].find((el) => el.dataset.explain === id);
  return figure ?? root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
}

/**
 * Returns `back(id)`: call it with the explanation being left; once the dock under `root` has drawn
 * its tab again (`shown` turns null), the focus goes to that figure.
 */
export function useReturnFocus(root: RefObject<HTMLElement | null>, shown: string | null): (id: string) => void {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = pending.current;
    if (shown !== null || id === null || !root.current) return;
    pending.current = null;
    returnTarget(root.current, id)?.focus();
  }, [root, shown]);
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
