/**
 * Drag-to-resize for the results dock: the handle on its top edge changes its height, kept between
 * a minimum and a share of the window so the canvas always keeps room.
 */
import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Smallest dock body [px]. */
export const MIN_HEIGHT = 140;
/** Largest share of the window the dock may take. */
export const MAX_SHARE = 0.72;

const clamp = (h: number): number => Math.round(Math.max(MIN_HEIGHT, Math.min(h, window.innerHeight * MAX_SHARE)));

/** Height state and the handle's pointer handlers. */
export function useResizableHeight(initial: number) {
  const [height, setHeight] = useState(initial);
  const drag = useRef<{ y: number; h: number } | null>(null);
  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { y: e.clientY, h: height };
    },
    [height],
  );
  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (d) setHeight(clamp(d.h - (e.clientY - d.y)));
  }, []);
  const onPointerUp = useCallback((e: PointerEvent<HTMLElement>) => {
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  }, []);
  /** Keyboard resizing for the handle (arrow keys, 24 px a step). */
  const nudge = useCallback((dy: number) => setHeight((h) => clamp(h + dy)), []);
  return { height, handle: { onPointerDown, onPointerMove, onPointerUp }, nudge };
}
