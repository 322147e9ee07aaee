import { describe, expect, it } from 'vitest';

import { fitPadding, MINIMAP, minimapRect } from './minimap';

const screen = { w: 700, h: 430 };
const px = (v: unknown): number => parseFloat(String(v));

describe('fitPadding', () => {
  it('keeps the fitted design clear of the zoom buttons on the left', () => {
    const p = fitPadding({ width: 1000, height: 600 }, screen, false) as Record<string, string>;
    expect(px(p.left)).toBeGreaterThanOrEqual(51);
    expect(px(p.right)).toBeLessThan(px(p.left));
  });

  it('leaves the minimap the bottom edge for a wide design and the right edge for a tall one', () => {
    const wide = fitPadding({ width: 3000, height: 600 }, screen, true) as Record<string, string>;
    expect(px(wide.bottom)).toBeGreaterThanOrEqual(MINIMAP.h + MINIMAP.margin);
    expect(px(wide.right)).toBeLessThan(MINIMAP.w);
    const tall = fitPadding({ width: 400, height: 2000 }, screen, true) as Record<string, string>;
    expect(px(tall.right)).toBeGreaterThanOrEqual(MINIMAP.w + MINIMAP.margin);
    expect(px(tall.bottom)).toBeLessThan(MINIMAP.h);
  });

  it('knows where React Flow draws the minimap: the bottom-right corner, inside its margin', () => {
    expect(minimapRect(screen)).toEqual({
      x: screen.w - MINIMAP.margin - MINIMAP.w,
      y: screen.h - MINIMAP.margin - MINIMAP.h,
      w: MINIMAP.w,
      h: MINIMAP.h,
    });
  });
});
