/**
 * A controller's module enclosure (`enclosureId`: the box an XIV interface module shares with its
 * twelve drives) stays an enclosure of the controller's own array through every edit, as a LUN's
 * owner does: the design file check refuses any other, and main will not save a design that fails
 * it. Where an edit takes the two apart, the reference is cleared.
 */
import { describe, expect, it } from 'vitest';

import type { Component } from '../schema/components';
import { Design } from '../schema/design';
import { add, dropOnto, setup } from './testkit';

/** Two arrays with an enclosure each; array 1's first controller shares a box with its enclosure. */
function modules() {
  const { store, d } = setup();
  const a1 = add(store, d, 't-array', { at: { x: 400, y: 300 } });
  const a2 = add(store, d, 't-array', { at: { x: 2400, y: 300 } });
  const e1 = add(store, d, 't-enclosure', { parentId: a1 });
  const e2 = add(store, d, 't-enclosure', { parentId: a2 });
  const ctrl = store.getState().doc.components.find((c) => c.kind === 'controller' && c.parentId === a1)!.id;
  expect(d.dispatch('setProperties', { ids: [ctrl], values: { enclosureId: e1 } })).toMatchObject({ ok: true });
  return { store, d, a1, a2, e1, e2, ctrl };
}

type Setup = ReturnType<typeof modules>;

const find = (s: Setup, id: string): Component | undefined =>
  s.store.getState().doc.components.find((c) => c.id === id);

function expectSaveable(s: Setup): void {
  const parsed = Design.safeParse(s.store.toDesign());
  expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
}

describe('a controller’s module enclosure', () => {
  it('is refused from another array, or when it is not an enclosure', () => {
    const s = modules();
    const other = s.d.dispatch('setProperties', { ids: [s.ctrl], values: { enclosureId: s.e2 } });
    expect(other).toMatchObject({ ok: false, field: 'enclosureId' });
    const notABox = s.d.dispatch('setProperties', { ids: [s.ctrl], values: { enclosureId: s.a1 } });
    expect(notABox).toMatchObject({ ok: false, field: 'enclosureId' });
    expect(find(s, s.ctrl)).toMatchObject({ enclosureId: s.e1 });
  });

  it('clears when the enclosure moves to another array, or is removed', () => {
    const s = modules();
    s.d.dispatch('moveComponents', { moves: [dropOnto(s.store, s.e1, s.a2)], final: true });
    expect(find(s, s.e1)).toMatchObject({ parentId: s.a2 });
    expect(find(s, s.ctrl)).not.toHaveProperty('enclosureId');
    expectSaveable(s);

    const t = modules();
    t.d.dispatch('select', { components: [t.e1] });
    expect(t.d.dispatch('removeSelection', undefined)).toMatchObject({ ok: true });
    expect(find(t, t.e1)).toBeUndefined();
    expect(find(t, t.ctrl)).not.toHaveProperty('enclosureId');
    expectSaveable(t);
  });

  it('follows a whole array pasted, and clears for a controller pasted into another array', () => {
    const s = modules();
    s.d.dispatch('select', { components: [s.a1] });
    s.d.dispatch('copy', undefined);
    s.d.dispatch('select', { components: [] });
    expect(s.d.dispatch('paste', undefined)).toMatchObject({ ok: true });
    const copies = s.store.getState().selection.components.map((id) => find(s, id)!);
    const array = copies.find((c) => c.kind === 'array')!;
    const doc = s.store.getState().doc.components;
    const box = doc.find((c) => c.kind === 'enclosure' && c.parentId === array.id)!;
    const moduleCopy = doc.find((c) => c.kind === 'controller' && c.parentId === array.id && 'enclosureId' in c);
    expect(moduleCopy).toMatchObject({ enclosureId: box.id });
    expectSaveable(s);

    s.d.dispatch('select', { components: [s.ctrl] });
    s.d.dispatch('copy', undefined);
    s.d.dispatch('select', { components: [s.a2] });
    expect(s.d.dispatch('paste', undefined)).toMatchObject({ ok: true });
    const pasted = s.store.getState().selection.components.map((id) => find(s, id)!);
    expect(pasted[0]).toMatchObject({ kind: 'controller', parentId: s.a2 });
    expect(pasted[0]).not.toHaveProperty('enclosureId');
    expectSaveable(s);
  });
});
