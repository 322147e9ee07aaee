/**
 * How large the PNG of a diagram is drawn: at twice the SVG's size (sharp on a high-density
 * screen or a printed page), unless that passes what a browser canvas reliably allocates.
 */

/** Pixels of PNG per SVG px when the image is small enough. */
export const PNG_SCALE = 2;
/** Longest side of the PNG [px]: Chromium and Word both handle 8,192 px comfortably. */
export const PNG_MAX_SIDE = 8192;
/** Most pixels in the PNG: 32 megapixels is 128 MB of canvas at 4 bytes a pixel. */
export const PNG_MAX_PIXELS = 32 * 1024 * 1024;

/** The PNG's size [px], its scale from the SVG, and whether it had to be drawn below `PNG_SCALE`. */
export interface PngSize {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly reduced: boolean;
}

/** Size of the PNG for an SVG of `width` × `height` [px]. */
export function pngSize(width: number, height: number): PngSize {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)))
    throw new Error(`the diagram has no size to draw (${width} × ${height} px)`);
  const scale = Math.min(
    PNG_SCALE,
    PNG_MAX_SIDE / width,
    PNG_MAX_SIDE / height,
    Math.sqrt(PNG_MAX_PIXELS / (width * height)),
  );
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scale,
    reduced: scale < PNG_SCALE,
  };
}
