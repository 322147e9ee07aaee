import { describe, expect, it } from 'vitest';

import type { DesignState } from '../store/types';
import { sizeOf } from '../store/geometry';
import { add, setup } from './testkit';

/** Whether the cards `a` and `b` (siblings) overlap on the canvas. */
function overlap(s: DesignState, a: string, b: string): boolean {
  const box = (id: string) => {
    const c = s.doc.components.find((x) => x.id === id)!;
    return { ...s.doc.layout[id]!, ...sizeOf(c, s.doc.layout) };
  };
  const p = box(a);
  const q = box(b);
  return p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
}

function arrayWithLinks() {
  const { store, d } = setup();
  const array = add(store, d, 't-array');
  const ctl = store.getState().doc.components.find((c) => c.kind === 'controller')!.id;
  const enc = add(store, d, 't-enclosure', { parentId: array });
  const rg = add(store, d, 't-raid', { parentId: array });
  d.dispatch('connectPorts', { a: { componentId: ctl, port: 'be' }, b: { componentId: enc, port: 'bus' } });
  d.dispatch('connectPorts', {
    a: { componentId: enc, port: 'disks' },
    b: { componentId: rg, port: 'members' },
    diskCount: 6,
  });
  return { store, d, array, ctl, enc, rg };
}

describe('copy / paste / cut / duplicate', () => {
  it('pastes a copy with fresh ids, its contents and the links among them, offset and selected', () => {
    const { store, d, array } = arrayWithLinks();
    d.dispatch('select', { components: [array] });
    expect(d.dispatch('copy', undefined)).toMatchObject({ ok: true });
    expect(store.getState().history.past.at(-1)?.label).not.toBe('Copy');
    d.dispatch('select', { components: [] });
    expect(d.dispatch('paste', undefined)).toMatchObject({ ok: true });
    const s = store.getState();
    expect(s.doc.components).toHaveLength(10);
    expect(new Set(s.doc.components.map((c) => c.id)).size).toBe(10);
    expect(s.doc.links).toHaveLength(4);
    const copy = s.doc.components.find((c) => c.id === s.selection.components[0])!;
    expect(copy).toMatchObject({ kind: 'array', name: 'Array 2' });
    // Near the original, never over it (a copy on top hid the original's ports).
    expect(overlap(s, copy.id, array)).toBe(false);
    expect(Math.abs(s.doc.layout[copy.id].x - s.doc.layout[array].x)).toBeLessThan(1000);
    const inCopy = new Set(s.doc.components.filter((c) => c.parentId === copy.id).map((c) => c.id));
    const copiedLinks = s.doc.links.filter((l) => inCopy.has(l.from.componentId));
    expect(copiedLinks.map((l) => l.kind).sort()).toEqual(['backend', 'member']);
    expect(copiedLinks.every((l) => inCopy.has(l.to.componentId))).toBe(true);
  });

  it('leaves links to components outside the copy behind', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: server });
    const sw = add(store, d, 't-switch');
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: sw, port: 'fabric' } });
    d.dispatch('select', { components: [hba] });
    d.dispatch('duplicate', undefined);
    expect(store.getState().doc.links).toHaveLength(1);
    expect(store.getState().doc.components.filter((c) => c.kind === 'hba')).toHaveLength(2);
  });

  it('pastes into the selected container when it may hold the copy', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: s1 });
    const s2 = add(store, d, 't-server');
    d.dispatch('select', { components: [hba] });
    d.dispatch('copy', undefined);
    d.dispatch('select', { components: [s2] });
    d.dispatch('paste', undefined);
    const pasted = store.getState().doc.components.find((c) => c.id === store.getState().selection.components[0])!;
    expect(pasted).toMatchObject({ kind: 'hba', parentId: s2 });
  });

  it('refuses to paste a part that needs a container when its container is gone and nothing fitting is selected', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    const db = add(store, d, 't-db', { parentId: s1 });
    d.dispatch('select', { components: [db] });
    d.dispatch('copy', undefined);
    d.dispatch('select', { components: [s1] });
    d.dispatch('removeSelection', undefined);
    expect(d.dispatch('paste', undefined)).toMatchObject({
      ok: false,
      hint: 'Select a server or a virtual machine to paste into.',
    });
  });

  it('puts repeated pastes each on a free spot instead of stacking them', () => {
    const { store, d } = setup();
    const sw = add(store, d, 't-switch');
    d.dispatch('copy', undefined);
    d.dispatch('paste', undefined);
    const first = store.getState().selection.components[0];
    d.dispatch('select', { components: [sw] });
    d.dispatch('paste', undefined);
    const second = store.getState().selection.components[0];
    const s = store.getState();
    for (const [a, b] of [
      [sw, first],
      [sw, second],
      [first, second],
    ] as const)
      expect(overlap(s, a, b)).toBe(false);
  });

  it('says where a copy went when the selected part cannot hold it, and puts it on a free spot', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const db = add(store, d, 't-db', { parentId: server });
    const array = add(store, d, 't-array');
    d.dispatch('select', { components: [db] });
    d.dispatch('copy', undefined);
    d.dispatch('select', { components: [array] });
    d.dispatch('paste', undefined);
    const s = store.getState();
    const copy = s.doc.components.find((c) => c.id === s.selection.components[0])!;
    expect(copy).toMatchObject({ kind: 'database', parentId: server });
    expect(overlap(s, copy.id, db)).toBe(false);
    const arrayName = s.doc.components.find((c) => c.id === array)!.name;
    const serverName = s.doc.components.find((c) => c.id === server)!.name;
    expect(s.notices.at(-1)).toMatchObject({
      tone: 'info',
      message: `${arrayName} cannot hold a database, so the copy went beside the original, in ${serverName}.`,
      hint: 'To put it elsewhere, select a server or a virtual machine before pasting.',
    });
  });

  it('cuts: copies then removes in one undo step', () => {
    const { store, d } = setup();
    const sw = add(store, d, 't-switch');
    const steps = store.getState().history.past.length;
    d.dispatch('cut', undefined);
    expect(store.getState().doc.components).toHaveLength(0);
    expect(store.getState().history.past).toHaveLength(steps + 1);
    d.dispatch('paste', undefined);
    expect(store.getState().doc.components).toHaveLength(1);
    expect(store.getState().doc.components[0]).toMatchObject({ kind: 'switch', name: 'Switch' });
    expect(store.getState().doc.layout[sw]).toBeDefined();
    expect(d.clipboard?.components).toHaveLength(1);
  });
});
