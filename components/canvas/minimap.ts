/**
 * The minimap: its colours (hosts blue, fabric violet, storage teal, Exchange objects indigo), its
 * size, and the room a fitted view leaves for it so no part is fitted underneath it.
 */
import type { FitViewOptions, Node } from '@xyflow/react';

/** React Flow's fit padding: a fraction of the view, or pixels per side. */
type Padding = NonNullable<FitViewOptions['padding']>;

const colours: Record<string, string> = {
  server: '#c7d8f5',
  vm: '#d9d4f7',
  hba: '#6b93d6',
  switch: '#8b6fd6',
  array: '#bfe3de',
  controller: '#3f9c91',
  enclosure: '#5fb3a8',
  raidGroup: '#9fd3cb',
  lun: '#2f8579',
  database: '#6366f1',
};

/** Fill of a node in the minimap, by component kind. */
export function minimapColour(node: Node): string {
  const kind = (node.data as { kind?: string } | undefined)?.kind;
  return (kind && colours[kind]) || '#cbd2d9';
}

/**
 * The minimap's size and its distance from the canvas edges [px]. React Flow's default (200 × 150)
 * covered a sixth of the canvas in a 1280-px window; this is enough to find your way in a preset.
 */
export const MINIMAP = { w: 168, h: 112, margin: 15 } as const;

/**
 * The minimap's rectangle on a canvas of `screen` pixels, from the canvas's top-left corner [px]:
 * React Flow draws it at the bottom right, `MINIMAP.margin` from both edges. Pure.
 */
export function minimapRect(screen: { readonly w: number; readonly h: number }): {
  x: number;
  y: number;
  w: number;
  h: number;
} {
  return {
    x: screen.w - MINIMAP.margin - MINIMAP.w,
    y: screen.h - MINIMAP.margin - MINIMAP.h,
    w: MINIMAP.w,
    h: MINIMAP.h,
  };
}

/** Space between a fitted design and the minimap or the zoom buttons [px]. */
const GAP = 8;

/** Width the zoom buttons take at the left edge, with their margin [px]. */
const CONTROLS_W = 15 + 28;

/** React Flow's padding as a fraction of the view, the fit the canvas always used. */
export const FIT_PADDING = 0.12;

/**
 * Fit padding in pixels per side: the canvas's usual `FIT_PADDING`, room for the zoom buttons down
 * the left edge, and while the minimap is shown, room for it along the right edge or the bottom
 * edge, whichever leaves the design larger (a wide design gives up height more cheaply, a tall one
 * width). Pure.
 */
export function fitPadding(
  bounds: { readonly width: number; readonly height: number },
  screen: { readonly w: number; readonly h: number },
  mapShown: boolean,
): Padding {
  // As React Flow turns a fraction into pixels.
  const x = Math.floor((screen.w - screen.w / (1 + FIT_PADDING)) / 2);
  const y = Math.floor((screen.h - screen.h / (1 + FIT_PADDING)) / 2);
  const left = Math.max(x, CONTROLS_W + GAP);
  const px = (n: number): `${number}px` => `${n}px`;
  if (!mapShown) return { top: px(y), bottom: px(y), left: px(left), right: px(x) };
  const right = Math.max(x, MINIMAP.w + MINIMAP.margin + GAP);
  const bottom = Math.max(y, MINIMAP.h + MINIMAP.margin + GAP);
  const w = Math.max(1, bounds.width);
  const h = Math.max(1, bounds.height);
  const zoomIfRight = Math.min((screen.w - left - right) / w, (screen.h - 2 * y) / h);
  const zoomIfBottom = Math.min((screen.w - left - x) / w, (screen.h - y - bottom) / h);
  return zoomIfRight >= zoomIfBottom
    ? { top: px(y), bottom: px(y), left: px(left), right: px(right) }
    : { top: px(y), bottom: px(bottom), left: px(left), right: px(x) };
}
