import { describe, expect, it } from 'vitest';

import { PRESET_CARDS } from '../../src/presets/list';
import { loadPresetDesign } from '../../src/presets/load';
import { thumbnailOf } from './thumbnailModel';

describe('thumbnailOf', () => {
  it('places children inside their containers in absolute coordinates', async () => {
    const r = await loadPresetDesign('cisco-ucs-c210-m2');
    if (!r.ok) throw new Error(r.error.message);
    const t = thumbnailOf(r.value);
    expect(t.boxes).toHaveLength(r.value.components.length);
    const byId = new Map(t.boxes.map((b) => [b.id, b]));
    for (const c of r.value.components) {
      if (!c.parentId) continue;
      const child = byId.get(c.id)!;
      const parent = byId.get(c.parentId)!;
      expect(child.depth).toBe(parent.depth + 1);
      expect(child.x).toBeGreaterThanOrEqual(parent.x);
      expect(child.y).toBeGreaterThanOrEqual(parent.y);
      expect(child.x + child.w).toBeLessThanOrEqual(parent.x + parent.w);
      expect(child.y + child.h).toBeLessThanOrEqual(parent.y + parent.h);
    }
    // Parents draw before their children.
    const order = t.boxes.map((b) => b.depth);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('draws only the FC links, and frames everything', async () => {
    for (const { id } of PRESET_CARDS) {
      const r = await loadPresetDesign(id);
      if (!r.ok) throw new Error(r.error.message);
      const t = thumbnailOf(r.value);
      expect(t.links).toHaveLength(r.value.links.filter((l) => l.kind === 'fc').length);
      for (const b of t.boxes) {
        expect(b.x).toBeGreaterThanOrEqual(t.view.x);
        expect(b.y + b.h).toBeLessThanOrEqual(t.view.y + t.view.h);
      }
    }
  });

  it('gives an empty design a unit view', () => {
    expect(thumbnailOf({ components: [], links: [], layout: {} }).view).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });
});
