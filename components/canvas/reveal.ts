/**
 * Bringing a part into view after it was added somewhere the user was not looking (click-to-add
 * into a selected container that is partly off screen, or the next free spot of a crowded design).
 * The smallest move that shows it: nothing when it is in view, a pan at the same zoom when it fits,
 * and only when it is larger than the view a zoom out. Pure.
 */

/** React Flow's viewport: screen = flow × zoom + (x, y). */
export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

/** A box in flow coordinates [px]. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Screen space kept between a revealed part and the canvas edge (clear of the zoom buttons) [px]. */
export const REVEAL_MARGIN = 56;

/**
 * The viewport that shows `box` whole in a canvas of `screen` size, or null when it already does;
 * `'fit'` when the box is larger than the view at this zoom (the caller fits the view to it).
 */
export function revealViewport(
  view: Viewport,
  box: Box,
  screen: { readonly w: number; readonly h: number },
  margin = REVEAL_MARGIN,
): Viewport | 'fit' | null {
  const left = box.x * view.zoom + view.x;
  const top = box.y * view.zoom + view.y;
  const right = left + box.w * view.zoom;
  const bottom = top + box.h * view.zoom;
  if (left >= margin && top >= margin && right <= screen.w - margin && bottom <= screen.h - margin) return null;
  if (box.w * view.zoom > screen.w - 2 * margin || box.h * view.zoom > screen.h - 2 * margin) return 'fit';
  const dx = left < margin ? margin - left : right > screen.w - margin ? screen.w - margin - right : 0;
  const dy = top < margin ? margin - top : bottom > screen.h - margin ? screen.h - margin - bottom : 0;
  return { x: view.x + dx, y: view.y + dy, zoom: view.zoom };
}
