import { describe, expect, it } from 'vitest';

import { displaySizes } from '../../components/canvas/displaySizes';
import { loadPresetDesign } from '../presets/load';
import { indexComponents } from '../store/designIndex';
import { absolutePosition, isContainerKind, leafSize, sizeOf } from '../store/geometry';
import { createDesignStore } from '../store/createDesignStore';
import { createDispatcher } from './dispatch';
import { add, setup, testPartSource } from './testkit';

describe('autoLayout (ELK)', () => {
  it('arranges hosts left of the fabric left of storage, with every child inside its container, as one step', async () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 2000, y: 2000 } });
    const hba = add(store, d, 't-hba', { parentId: server });
    const db = add(store, d, 't-db', { parentId: server });
    const sw = add(store, d, 't-switch', { at: { x: 0, y: 0 } });
    const array = add(store, d, 't-array', { at: { x: -900, y: 500 } });
    const ctl = store.getState().doc.components.find((c) => c.kind === 'controller')!.id;
    const rg = add(store, d, 't-raid', { parentId: array });
    const lun = add(store, d, 't-lun', { parentId: rg });
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: sw, port: 'fabric' } });
    d.dispatch('connectPorts', { a: { componentId: sw, port: 'fabric' }, b: { componentId: ctl, port: 'fe0' } });
    d.dispatch('connectPorts', { a: { componentId: db, port: 'db' }, b: { componentId: lun, port: 'files' } });
    const rev = store.getState().revision;
    const steps = store.getState().history.past.length;

    const r = await d.dispatch('autoLayout', undefined);
    expect(r).toMatchObject({ ok: true });
    const { components, layout } = store.getState().doc;
    const x = (id: string) => absolutePosition(components, layout, id).x;
    expect(x(server)).toBeLessThan(x(sw));
    expect(x(sw)).toBeLessThan(x(array));
    for (const c of components) {
      if (!c.parentId) continue;
      const parent = components.find((p) => p.id === c.parentId)!;
      const p = layout[c.id];
      const box = sizeOf(parent, layout);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.x + sizeOf(c, layout).w).toBeLessThanOrEqual(box.w);
      expect(p.y + sizeOf(c, layout).h).toBeLessThanOrEqual(box.h);
    }
    expect(store.getState().revision).toBe(rev);
    expect(store.getState().history.past).toHaveLength(steps + 1);
  });

  it('lays the largest preset out about as wide as a screen, not as one tall column', async () => {
    // One layered layout of the whole hierarchy made CLARiiON phase 2 3,776 x 25,048 px.
    const preset = await loadPresetDesign('clariion-cx4-960-phase2');
    if (!preset.ok) throw new Error(preset.error.message);
    const { store, d } = setup(preset.value);
    expect(await d.dispatch('autoLayout', undefined)).toMatchObject({ ok: true });
    const { components, layout } = store.getState().doc;
    let [w, h] = [0, 0];
    for (const c of components.filter((c) => !c.parentId)) {
      const p = layout[c.id];
      w = Math.max(w, p.x + sizeOf(c, layout).w);
      h = Math.max(h, p.y + sizeOf(c, layout).h);
    }
    expect(w / h).toBeGreaterThan(1);
    expect(w / h).toBeLessThan(4);
    for (const c of components.filter((c) => c.parentId)) {
      const box = sizeOf(
        components.find((p) => p.id === c.parentId)!,
        layout,
      );
      expect(layout[c.id].x + sizeOf(c, layout).w).toBeLessThanOrEqual(box.w);
      expect(layout[c.id].y + sizeOf(c, layout).h).toBeLessThanOrEqual(box.h);
    }
  }, 30_000);

  it('leaves no two sibling boxes overlapping as drawn, whatever the canvas measured before (QA pass 7)', async () => {
    const preset = await loadPresetDesign('clariion-cx4-960-phase2');
    if (!preset.ok) throw new Error(preset.error.message);
    // What the canvas had measured: LUNs far out (no detail line, 56 px), the rest not at all.
    const store = createDesignStore(preset.value);
    const parts = testPartSource();
    const kindOf = new Map(preset.value.components.map((c) => [c.id, c.kind]));
    const measured = (id: string) => (kindOf.get(id) === 'lun' ? { w: 200, h: 56 } : undefined);
    const d = createDispatcher({ store: () => store, parts: () => parts, measured });
    expect(await d.dispatch('autoLayout', undefined)).toMatchObject({ ok: true });
    // Then drawn close up: a card with a detail line and a row of badges is 74 px (Chromium), or
    // as tall as its ports need; boxes grow to hold their cards as drawn.
    const doc = store.getState().doc;
    const drawn = new Map(
      doc.components
        .filter((c) => !isContainerKind(c.kind))
        .map((c) => [c.id, { width: 200, height: Math.max(74, leafSize(c).h - 2) }]),
    );
    const boxes = displaySizes(doc, drawn);
    const size = (id: string) => {
      const b = boxes.get(id);
      const m = drawn.get(id);
      return b ?? { w: m!.width, h: m!.height };
    };
    const overlaps: string[] = [];
    for (const [parent, kids] of indexComponents(doc.components).children) {
      for (const [i, a] of kids.entries()) {
        for (const b of kids.slice(i + 1)) {
          const [pa, pb, sa, sb] = [doc.layout[a.id], doc.layout[b.id], size(a.id), size(b.id)];
          const apart = pa.x + sa.w <= pb.x || pb.x + sb.w <= pa.x || pa.y + sa.h <= pb.y || pb.y + sb.h <= pa.y;
          if (!apart) overlaps.push(`${parent}: ${a.id} × ${b.id}`);
        }
      }
    }
    expect(overlaps).toEqual([]);
  }, 30_000);

  it('is dropped when the design changes while ELK works', async () => {
    const { store, d } = setup();
    add(store, d, 't-switch');
    const pending = d.dispatch('autoLayout', undefined);
    add(store, d, 't-switch');
    expect(await pending).toMatchObject({ ok: false });
    expect(store.getState().notices.at(-1)?.tone).toBe('warning');
  });

  it('refuses an empty canvas', async () => {
    const { d } = setup();
    expect(await d.dispatch('autoLayout', undefined)).toMatchObject({ ok: false });
  });
});
