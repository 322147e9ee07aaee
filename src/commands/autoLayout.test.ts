import { describe, expect, it } from 'vitest';

import { absolutePosition, sizeOf } from '../store/geometry';
import { add, setup } from './testkit';

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

  it('is dropped when the design changes while ELK works', async () => {
    const { store, d } = setup();
    add(store, d, 't-switch');
    const pending = d.dispatch('autoLayout', undefined);
    add(store, d, 't-switch');
    expect(await pending).toMatchObject({ ok: false });
    expect(store.getState().notice?.tone).toBe('warning');
  });

  it('refuses an empty canvas', async () => {
    const { d } = setup();
    expect(await d.dispatch('autoLayout', undefined)).toMatchObject({ ok: false });
  });
});
