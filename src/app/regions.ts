/**
 * F6 and Shift+F6 move the keyboard focus between the window's regions: the toolbar, the parts
 * list, the canvas, the results, the inspector and the status bar, as in most desktop
 * applications. Tab alone walks every control in between: QA pass 8 counted about 50 presses from
 * the parts list to the canvas, so a keyboard user had no quick way to the part that matters.
 *
 * A region is found by its test id (the e2e page objects use the same ones). Its focus goes to the
 * first control in it that Tab would reach, or to the region itself (made focusable for the
 * purpose) when it has none, so a screen reader announces where the focus went by the region's
 * label. Regions not on screen (the dock collapsed to its bar still counts; a region absent from
 * the page does not) are skipped. While a dialog or the start screen is shown, F6 does nothing:
 * those keep the focus inside themselves.
 */
import { tabbables } from '../../components/chrome/useFocusTrap';

/** The regions in F6 order, by test id. */
export const REGIONS = ['toolbar', 'palette', 'canvas', 'results-panel', 'inspector', 'status-bar'] as const;

/** The index of the region to go to from region `from` (-1: none holds the focus) among `count`. */
export function nextRegion(from: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (from < 0) return backwards ? count - 1 : 0;
  return (from + (backwards ? count - 1 : 1)) % count;
}

/** The regions of `doc` on screen, in F6 order. */
export function regionsOf(doc: Document): HTMLElement[] {
  return REGIONS.map((id) => doc.querySelector<HTMLElement>(`[data-testid="${id}"]`)).filter(
    (el): el is HTMLElement => el !== null && el.getClientRects().length > 0,
  );
}

/** Moves the focus to the next (or previous) region of `doc`; false when there is none to go to. */
export function focusNextRegion(doc: Document, backwards: boolean): boolean {
  if (doc.querySelector('.sp-dialog, [data-testid="start-screen"]')) return false;
  const regions = regionsOf(doc);
  const active = doc.activeElement;
  const from = regions.findIndex((r) => active instanceof Node && r.contains(active));
  const to = regions[nextRegion(from, regions.length, backwards)];
  if (!to) return false;
  const first = tabbables(to)[0];
  if (first) {
    first.focus();
  } else {
    if (!to.hasAttribute('tabindex')) to.setAttribute('tabindex', '-1');
    to.focus();
  }
  return true;
}

/** The window's F6 handler: installs itself on `win`, returns its removal. */
export function installRegionKeys(win: Window): () => void {
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'F6' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    if (focusNextRegion(win.document, e.shiftKey)) e.preventDefault();
  };
  win.addEventListener('keydown', onKey);
  return () => win.removeEventListener('keydown', onKey);
}
