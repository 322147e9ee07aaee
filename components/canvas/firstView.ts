/**
 * Where the view opens on a newly opened design. Fitting a large preset into the window made its
 * cards a few pixels of text (the XIV opened at 48 %, the CLARiiON at 13 %, in the overview): fine
 * for finding one's way, useless for showing a customer. Like most diagram tools, the view now
 * opens at a size the cards can be read at, on the part a sizing conversation starts from (the
 * hosts, top left, where their IOPS and latency badges are); the rest is a pan away, and the Fit
 * button still fits the whole design. A design small enough to be read whole is fitted, as before.
 * While the minimap is shown, the hosts are framed clear of it, as a fit keeps the design clear
 * of it: they used to be framed in the whole canvas, and the minimap then covered their corner.
 */

/** A box in flow coordinates. */
export interface FlowRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A React Flow viewport: flow point (0, 0) drawn at screen (x, y), scaled by `zoom`. */
export interface FlowViewport {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

/**
 * The least zoom at which a card reads: its 11-px figures and details are then 10 px on screen,
 * its name 12 px. Below it, a design is opened on its hosts rather than fitted.
 */
export const READABLE_ZOOM = 0.9;
/** Cards are drawn for 100 %: a first view never magnifies them beyond it. */
export const FIRST_VIEW_MAX_ZOOM = 1;
/**
 * Screen margins of the first view [px]: clear of the zoom buttons down the left edge, and a
 * little air at the top so the first host's header does not touch the edge.
 */
export const FIRST_VIEW_MARGIN = { left: 56, top: 24, right: 24, bottom: 24 } as const;

/** A rectangle on the canvas in screen pixels, from the canvas's top-left corner [px]. */
export interface ScreenRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Space kept between the first view's focus and the minimap [px], as a fit keeps (minimap.ts). */
const MAP_GAP = 8;

/**
 * The areas of a `screen`-sized canvas, inside the margins, where a box anchored at the top left
 * is clear of `map` (the minimap's rectangle, or null while it is hidden): the whole area without
 * a minimap; with one, the band left of it and the band above it, full height and full width.
 */
function freeAreas(
  screen: { readonly w: number; readonly h: number },
  map: ScreenRect | null,
): { w: number; h: number }[] {
  const m = FIRST_VIEW_MARGIN;
  const w = Math.max(1, screen.w - m.left - m.right);
  const h = Math.max(1, screen.h - m.top - m.bottom);
  if (!map) return [{ w, h }];
  return [
    { w: Math.max(1, Math.min(w, map.x - MAP_GAP - m.left)), h },
    { w, h: Math.max(1, Math.min(h, map.y - MAP_GAP - m.top)) },
  ];
}

/**
 * The first view of a design whose nodes span `design`, with `hosts` the boxes of its top-level
 * servers (empty if it has none), on a canvas of `screen` pixels with the minimap at `map` (null
 * while hidden). Returns `'fit'` when the whole design can be read fitted clear of the minimap
 * (the caller then fits it as the Fit button does, which keeps clear of it too); otherwise a
 * viewport at a readable zoom, with the hosts' top-left corner at the view's top left: the hosts
 * fitted if they can be at `READABLE_ZOOM` or more (clear of the minimap, in the band beside it or
 * the one above it, whichever reads larger), never beyond 100 %. Hosts too large to read whole
 * open at `READABLE_ZOOM` and run on past the view's edges and under the minimap, a pan away. Pure.
 */
export function firstViewport(
  design: FlowRect,
  hosts: readonly FlowRect[],
  screen: { readonly w: number; readonly h: number },
  map: ScreenRect | null = null,
): FlowViewport | 'fit' {
  const m = FIRST_VIEW_MARGIN;
  const areas = freeAreas(screen, map);
  const fitZoom = (r: FlowRect): number =>
    Math.max(...areas.map((a) => Math.min(a.w / Math.max(1, r.width), a.h / Math.max(1, r.height))));
  if (fitZoom(design) >= READABLE_ZOOM) return 'fit';
  const focus = hosts.length > 0 ? union(hosts) : design;
  const zoom = Math.min(FIRST_VIEW_MAX_ZOOM, Math.max(READABLE_ZOOM, fitZoom(focus)));
  return { x: m.left - focus.x * zoom, y: m.top - focus.y * zoom, zoom };
}

/** The smallest box holding every one of `rects` (at least one). */
function union(rects: readonly FlowRect[]): FlowRect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}
