import { describe, expect, it } from 'vitest';

import { LABEL_GAP, overlap, type Rect } from './labelPlacement';
import { obstacleGrid } from './obstacleGrid';

/** A small deterministic generator (no test depends on Math.random). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('obstacleGrid', () => {
  const card = (x: number, y: number): Rect => ({ x, y, w: 200, h: 90 });

  it('re-files a moved card: found where it is, no longer where it was', () => {
    const grid = obstacleGrid();
    expect(grid.set([card(0, 0), card(1000, 0)])).toBe(true);
    expect(grid.hits({ x: 50, y: 40, w: 10, h: 10 })).toBe(true);
    expect(grid.set([card(0, 0), card(1000, 0)])).toBe(false);
    expect(grid.set([card(600, 600), card(1000, 0)])).toBe(true);
    expect(grid.hits({ x: 50, y: 40, w: 10, h: 10 })).toBe(false);
    expect(grid.hits({ x: 650, y: 640, w: 10, h: 10 })).toBe(true);
    expect(grid.hits({ x: 1050, y: 40, w: 10, h: 10 })).toBe(true);
  });

  it('answers as a check of every card would, through any sequence of moves, resizes and new lists', () => {
    const next = lcg(7);
    const at = (): number => Math.round(next() * 3000 - 500);
    const grid = obstacleGrid();
    let rects = Array.from({ length: 40 }, () => card(at(), at()));
    grid.set(rects);
    for (let step = 0; step < 200; step++) {
      const i = Math.floor(next() * rects.length);
      const r = next();
      if (r < 0.05) rects = Array.from({ length: 30 + Math.floor(next() * 20) }, () => card(at(), at()));
      else if (r < 0.1) rects = rects.map((x, k) => (k === i ? { ...x, w: 0, h: 0 } : x));
      else rects = rects.map((x, k) => (k === i ? card(at(), at()) : x));
      grid.set(rects);
      for (let probe = 0; probe < 20; probe++) {
        const p = { x: at(), y: at(), w: 60, h: 20 };
        const any = rects.some((o) => o.w > 0 && o.h > 0 && overlap(o, p, LABEL_GAP));
        expect(grid.hits(p)).toBe(any);
      }
    }
  });
});
