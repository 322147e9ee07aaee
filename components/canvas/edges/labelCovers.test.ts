import { describe, expect, it } from 'vitest';

import { MINIMAP } from '../minimap';
import { minimapCover, portNameRects, portNameSize } from './labelCovers';

describe('minimapCover', () => {
  it('is the minimap’s screen rectangle seen through the view: panned and zoomed', () => {
    const screen = { w: 1000, h: 600 };
    const left = 1000 - MINIMAP.margin - MINIMAP.w;
    const top = 600 - MINIMAP.margin - MINIMAP.h;
    expect(minimapCover(screen, [0, 0, 1])).toEqual({ x: left, y: top, w: MINIMAP.w, h: MINIMAP.h });
    // Panned 100 px right and zoomed to 50 %: flow = (screen − pan) / zoom.
    expect(minimapCover(screen, [100, -40, 0.5])).toEqual({
      x: (left - 100) * 2,
      y: (top + 40) * 2,
      w: MINIMAP.w * 2,
      h: MINIMAP.h * 2,
    });
  });
});

describe('portNameRects', () => {
  const port = (label: string, side: 'left' | 'right', top: number) => ({
    handleId: label,
    port: label,
    label,
    side,
    top,
    connected: true,
  });

  it('puts each port name outside its side of the card, centred on its handle', () => {
    const node = {
      measured: { width: 200, height: 72 },
      internals: { positionAbsolute: { x: 1000, y: 500 } },
      data: { ports: [port('FC 1', 'left', 36), port('Back end', 'right', 36)] },
    };
    const [left, right] = portNameRects(node);
    const l = portNameSize('FC 1');
    const r = portNameSize('Back end');
    expect(left).toEqual({ x: 1000 - 9 - l.w, y: 536 - l.h / 2, ...l });
    expect(right).toEqual({ x: 1209, y: 536 - r.h / 2, ...r });
  });

  it('gives none for a card not yet measured or hidden in a collapsed box', () => {
    const base = { internals: { positionAbsolute: { x: 0, y: 0 } }, data: { ports: [port('Hosts', 'left', 36)] } };
    expect(portNameRects(base)).toEqual([]);
    expect(portNameRects({ ...base, hidden: true, measured: { width: 200 } })).toEqual([]);
  });
});
