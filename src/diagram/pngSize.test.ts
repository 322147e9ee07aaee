import { describe, expect, it } from 'vitest';

import { PNG_MAX_PIXELS, PNG_MAX_SIDE, PNG_SCALE, pngSize } from './pngSize';

describe('pngSize', () => {
  it('draws a small diagram at twice its size', () => {
    expect(pngSize(968, 980)).toEqual({ width: 1936, height: 1960, scale: PNG_SCALE, reduced: false });
  });

  it('caps the longest side, keeping the proportions, and says so', () => {
    const s = pngSize(7096, 4012);
    expect(s.reduced).toBe(true);
    expect(Math.max(s.width, s.height)).toBeLessThanOrEqual(PNG_MAX_SIDE);
    expect(s.width * s.height).toBeLessThanOrEqual(PNG_MAX_PIXELS);
    expect(s.width / s.height).toBeCloseTo(7096 / 4012, 2);
  });

  it('caps the pixel count of a large square design', () => {
    const s = pngSize(5000, 5000);
    expect(s.reduced).toBe(true);
    expect(s.width * s.height).toBeLessThanOrEqual(PNG_MAX_PIXELS);
  });

  it('refuses a size that is no size', () => {
    expect(() => pngSize(0, 10)).toThrow('the diagram has no size to draw (0 × 10 px)');
    expect(() => pngSize(Number.NaN, 10)).toThrow('no size');
  });
});
