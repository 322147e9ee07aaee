/**
 * A drag the overview draws by itself: while the pointer moves, the moved boxes are only offset on
 * the overview canvas (no store update, no React render per frame); on release one committed
 * `moveComponents` carries the move through the store, and the offsets are dropped once React
 * Flow holds the new positions, so the boxes never jump back.
 */
import type { Offset } from './scene';

/** The drag being drawn, shared by the gestures (writer) and the layer (reader). */
export interface DragPreview {
  /** Offsets of the moved boxes, and so of everything inside them [flow px]. */
  offsets: ReadonlyMap<string, Offset>;
  /** Released: the committed move is on its way through the store. */
  committing: boolean;
}

/** The channel between gestures and layer: the drag, if any, and a way to ask for a redraw. */
export interface PreviewChannel {
  drag: DragPreview | null;
  redraw: () => void;
}

/** A channel with no drag, whose redraw does nothing until the layer installs its own. */
export function createPreviewChannel(): PreviewChannel {
  return { drag: null, redraw: () => undefined };
}

/** Longest a released drag is drawn while the store has not moved the boxes [ms] (a move that changed nothing). */
export const COMMIT_WAIT_MS = 1000;
