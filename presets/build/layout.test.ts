import { describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '..';
import { indexComponents } from '../../src/store/designIndex';
import { CONTAINER_PAD, isContainerKind, minContainerSize, sizeOf } from '../../src/store/geometry';

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each(PRESET_IDS)('layout of %s, in the canvas geometry', (id) => {
  const design = loadPreset(id);
  const { children } = indexComponents(design.components);
  const box = (cid: string): Box => {
    const c = design.components.find((x) => x.id === cid)!;
    const p = design.layout[cid];
    return { x: p.x, y: p.y, ...sizeOf(c, design.layout) };
  };

  it('places every component', () => {
    for (const c of design.components) expect(design.layout[c.id], c.id).toBeDefined();
  });

  it('keeps children inside their container, below its header', () => {
    for (const c of design.components.filter((x) => isContainerKind(x.kind))) {
      const outer = box(c.id);
      const min = minContainerSize[c.kind] ?? { w: 0, h: 0 };
      expect(outer.w, c.id).toBeGreaterThanOrEqual(min.w);
      expect(outer.h, c.id).toBeGreaterThanOrEqual(min.h);
      for (const k of children.get(c.id) ?? []) {
        const b = box(k.id);
        expect(b.x, k.id).toBeGreaterThanOrEqual(CONTAINER_PAD.left);
        expect(b.y, k.id).toBeGreaterThanOrEqual(CONTAINER_PAD.top);
        expect(b.x + b.w, k.id).toBeLessThanOrEqual(outer.w - CONTAINER_PAD.right);
        expect(b.y + b.h, k.id).toBeLessThanOrEqual(outer.h - CONTAINER_PAD.bottom);
      }
    }
  });

  it('never overlaps siblings', () => {
    for (const [, kids] of children) {
      const boxes = kids.map((k) => ({ id: k.id, ...box(k.id) }));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlap(boxes[i], boxes[j]), `${boxes[i].id} / ${boxes[j].id}`).toBe(false);
    }
  });
});
