import { describe, expect, it } from 'vitest';

import { REVEAL_MARGIN, revealViewport } from './reveal';

const screen = { w: 800, h: 500 };

describe('revealViewport', () => {
  it('leaves the view alone when the part is already in sight', () => {
    expect(revealViewport({ x: 0, y: 0, zoom: 1 }, { x: 100, y: 100, w: 200, h: 100 }, screen)).toBeNull();
  });

  it('pans at the same zoom just far enough to show a part off to the right and below', () => {
    const next = revealViewport({ x: 0, y: 0, zoom: 0.5 }, { x: 2000, y: 1200, w: 200, h: 100 }, screen);
    expect(next).toEqual({ x: 800 - REVEAL_MARGIN - 1100, y: 500 - REVEAL_MARGIN - 650, zoom: 0.5 });
  });

  it('pans to show a part off to the left and above', () => {
    const next = revealViewport({ x: 0, y: 0, zoom: 1 }, { x: -400, y: -300, w: 200, h: 100 }, screen);
    expect(next).toEqual({ x: REVEAL_MARGIN + 400, y: REVEAL_MARGIN + 300, zoom: 1 });
  });

  it('asks for a fit when the part is larger than the view at this zoom', () => {
    expect(revealViewport({ x: 0, y: 0, zoom: 2 }, { x: 0, y: 0, w: 600, h: 100 }, screen)).toBe('fit');
  });
});
