import { describe, expect, it } from 'vitest';

import { CONTAINER_PAD } from '../../../src/store/geometry';
import { cableCards, cardRects, createCableCards, type PlacedNode } from './labelCards';

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

describe('cableCards and createCableCards', () => {
  const nodes: PlacedNode[] = [
    { id: 'hba', type: 'leaf', measured: { width: 200, height: 64 }, ...at(40, 100) },
    { id: 'hidden', type: 'leaf', hidden: true, measured: { width: 200, height: 64 }, ...at(0, 0) },
    { id: 'srv', type: 'container', width: 600, height: 400, ...at(0, 0) },
  ];

  it('pairs each card a cable keeps out of with its node id, a box with its whole outline', () => {
    expect(cableCards(nodes)).toEqual([
      { id: 'hba', rect: { x: 40, y: 100, w: 200, h: 64 } },
      {
        id: 'srv',
        rect: { x: 0, y: 0, w: 600, h: CONTAINER_PAD.top },
        frame: { x: 0, y: 0, w: 600, h: 400 },
        box: 'srv',
      },
    ]);
  });

  it('tells the sides with handles and the outermost box a card sits in', () => {
    const ports = (...sides: ('left' | 'right')[]) => ({ ports: sides.map((side) => ({ side })) });
    const placed: PlacedNode[] = [
      { id: 'array', type: 'container', width: 900, height: 600, ...at(0, 0) },
      { id: 'raid', type: 'container', parentId: 'array', width: 400, height: 200, ...at(20, 300) },
      { id: 'lun', type: 'leaf', parentId: 'raid', data: ports('left'), width: 200, height: 64, ...at(40, 380) },
      { id: 'sw', type: 'leaf', data: ports('left', 'right'), width: 200, height: 64, ...at(1000, 0) },
    ];
    const [, raid, lun, sw] = cableCards(placed);
    expect(raid).toMatchObject({ box: 'array' });
    expect(lun).toMatchObject({ box: 'array', left: true });
    expect(lun).not.toHaveProperty('right');
    expect(sw).toMatchObject({ left: true, right: true });
    expect(sw).not.toHaveProperty('box');
  });

  it('publishes a new grid only when a card moved, changed size or was dragged', () => {
    const cells = createCableCards(() => false);
    let heard = 0;
    cells.subscribe(() => heard++);
    cells.set(cableCards(nodes));
    const first = cells.get();
    cells.set(cableCards(nodes));
    expect([heard, cells.get()]).toEqual([1, first]);
    cells.set(cableCards([{ ...nodes[0]!, ...at(48, 100) }]));
    expect(heard).toBe(2);
    expect(cells.get()).not.toBe(first);
    // After a drag (whose moving links drew Béziers) it publishes even if nothing ended elsewhere.
    cells.moved();
    cells.set(cableCards([{ ...nodes[0]!, ...at(48, 100) }]));
    expect(heard).toBe(3);
  });
});
