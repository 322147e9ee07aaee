import { describe, expect, it } from 'vitest';

import { CONTAINER_PAD } from '../../../src/store/geometry';
import { cardRects, type PlacedNode } from './labelCards';

const at = (x: number, y: number) => ({ internals: { positionAbsolute: { x, y } } });

describe('cardRects', () => {
  it('keeps labels off whole cards and off the headers of boxes, not off the boxes’ bodies', () => {
    const nodes: PlacedNode[] = [
      { type: 'leaf', measured: { width: 200, height: 64 }, ...at(40, 100) },
      { type: 'container', width: 600, height: 400, ...at(0, 0) },
      { type: 'container', width: 300, height: 48, ...at(700, 0) },
      { type: 'leaf', hidden: true, measured: { width: 200, height: 64 }, ...at(0, 0) },
      { type: 'leaf', ...at(0, 0) },
    ];
    expect(cardRects(nodes)).toEqual([
      { x: 40, y: 100, w: 200, h: 64 },
      { x: 0, y: 0, w: 600, h: CONTAINER_PAD.top },
      { x: 700, y: 0, w: 300, h: 48 },
    ]);
  });
});
