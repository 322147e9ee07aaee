/**
 * Draws an SVG document onto a canvas and encodes it as PNG, in the renderer (Chromium does the
 * rasterising; nothing is added to the bundle). White background, at the size `pngSize` allows.
 */
import { pngSize, type PngSize } from '../diagram';

/** The PNG's bytes and the size it was drawn at. */
export interface RenderedPng {
  readonly data: Uint8Array<ArrayBuffer>;
  readonly size: PngSize;
}

/** Loads `url` as an image, with a plain reason when the browser cannot. */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the browser could not read the diagram as an image'));
    img.src = url;
  });
}

/** A 2D canvas of `width` × `height` px and a way to encode it: OffscreenCanvas where it exists. */
function makeCanvas(
  width: number,
  height: number,
): { ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D; encode: () => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) return { ctx, encode: () => canvas.convertToBlob({ type: 'image/png' }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(`the browser could not make a ${width} × ${height} px canvas`);
  return {
    ctx,
    encode: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser could not encode the PNG'))), 'image/png'),
      ),
  };
}

/** The PNG of `svg`, an SVG document `width` × `height` px in size. */
export async function svgToPng(svg: string, width: number, height: number): Promise<RenderedPng> {
  const size = pngSize(width, height);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = await loadImage(url);
    const { ctx, encode } = makeCanvas(size.width, size.height);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(img, 0, 0, size.width, size.height);
    const blob = await encode();
    if (blob.size === 0) throw new Error(`the browser could not encode a ${size.width} × ${size.height} px PNG`);
    return { data: new Uint8Array(await blob.arrayBuffer()), size };
  } finally {
    URL.revokeObjectURL(url);
  }
}
