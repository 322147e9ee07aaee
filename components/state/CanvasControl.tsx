/**
 * A small handle on the canvas viewport for the rest of the shell (toolbar Fit, menu zoom, palette
 * click-to-add at the view centre). The canvas registers its implementation; callers get no-ops
 * until it has.
 */
import { createContext, useContext } from 'react';

/** What the shell may ask of the canvas view. */
export interface CanvasView {
  fit(): void;
  zoomIn(): void;
  zoomOut(): void;
  /** Fits the view to the selected components. */
  fitSelection(): void;
  /** Canvas coordinates of the view centre [px], or null before the canvas is shown. */
  centre(): { x: number; y: number } | null;
  /** Pans (zooming out only if it must) so component `id` is wholly in view; no move when it is. */
  reveal(id: string): void;
  /** Opens the find-by-name box. */
  openSearch(): void;
  /** Size the canvas measured for a component [px] (auto-layout uses it). */
  measured(id: string): { w: number; h: number } | undefined;
}

/** A registry the canvas fills in (one per app). */
export interface CanvasControl extends CanvasView {
  register(view: CanvasView | null): void;
  /** View choices that outlive one document's canvas (each document mounts a fresh canvas). */
  readonly prefs: { minimap: boolean };
}

/** Creates the registry; every call forwards to the registered view, if any. */
export function createCanvasControl(): CanvasControl {
  let view: CanvasView | null = null;
  return {
    register(v) {
      view = v;
    },
    prefs: { minimap: false },
    fit: () => view?.fit(),
    zoomIn: () => view?.zoomIn(),
    zoomOut: () => view?.zoomOut(),
    fitSelection: () => view?.fitSelection(),
    centre: () => view?.centre() ?? null,
    reveal: (id) => view?.reveal(id),
    openSearch: () => view?.openSearch(),
    measured: (id) => view?.measured(id),
  };
}

const CanvasControlContext = createContext<CanvasControl>(createCanvasControl());

/** Provides the canvas registry. */
export const CanvasControlProvider = CanvasControlContext.Provider;

/** The canvas registry. */
export function useCanvasControl(): CanvasControl {
  return useContext(CanvasControlContext);
}
