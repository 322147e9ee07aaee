/**
 * A LUN's owner stays a controller of the LUN's own array through every edit: the design file
 * check refuses any other owner, and main will not save a design that fails it. Where an edit
 * takes a LUN and its owner apart, the owner is cleared (the array then deals the LUN out).
 */
import { describe, expect, it } from 'vitest';

import type { Component } from '../schema/components';
import { Design } from '../schema/design';
import { add, dropOnto, setup } from './testkit';

/** Two SAN arrays (two controllers each), each with a RAID group; LUN 1 in array 1 owned by its second controller. */
function twoArrays() {
  const { store, d } = setup();
  const controllersOf = (array: string) =>
    store
      .getState()
      .doc.components.filter((c) => c.kind === 'controller' && c.parentId === array)
      .map((c) => c.id);
  const a1 = add(store, d, 't-array', { at: { x: 400, y: 300 } });
  const a2 = add(store, d, 't-array', { at: { x: 2400, y: 300 } });
  const rg1 = add(store, d, 't-raid', { parentId: a1 });
  const rg2 = add(store, d, 't-raid', { parentId: a2 });
  const lun = add(store, d, 't-lun', { parentId: rg1 });
  const [c1a, c1b] = controllersOf(a1) as [string, string];
  const [c2a] = controllersOf(a2) as [string];
  expect(d.dispatch('setProperties', { ids: [lun], values: { ownerControllerId: c1b } })).toMatchObject({ ok: true });
  return { store, d, a1, a2, rg1, rg2, lun, c1a, c1b, c2a };
}

type Setup = ReturnType<typeof twoArrays>;

const find = (s: Setup, id: string): Component => s.store.getState().doc.components.find((c) => c.id === id)!;
const selected = (s: Setup): Component[] => s.store.getState().selection.components.map((id) => find(s, id));

/** The design as saved parses, owners included (what main checks before writing the file). */
function expectSaveable(s: Setup): void {
  const parsed = Design.safeParse(s.store.toDesign());
  expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
}

function pasteInto(s: Setup, ids: string[], target: string | undefined): void {
  s.d.dispatch('select', { components: ids });
  s.d.dispatch('copy', undefined);
  s.d.dispatch('select', { components: target ? [target] : [] });
  expect(s.d.dispatch('paste', undefined)).toMatchObject({ ok: true });
}

describe('LUN owners', () => {
  it('stay when a LUN moves to another RAID group of its array, and clear when it moves to another array', () => {
    const s = twoArrays();
    const rg3 = add(s.store, s.d, 't-raid', { parentId: s.a1 });
    s.d.dispatch('moveComponents', { moves: [dropOnto(s.store, s.lun, rg3)], final: true });
    expect(find(s, s.lun)).toMatchObject({ parentId: rg3, ownerControllerId: s.c1b });
    s.d.dispatch('moveComponents', { moves: [dropOnto(s.store, s.lun, s.rg2)], final: true });
    expect(find(s, s.lun)).toMatchObject({ parentId: s.rg2 });
    expect(find(s, s.lun)).not.toHaveProperty('ownerControllerId');
    expectSaveable(s);
  });

  it('clear when a RAID group moves to another array with its LUNs', () => {
    const s = twoArrays();
    s.d.dispatch('moveComponents', { moves: [dropOnto(s.store, s.rg1, s.a2)], final: true });
    expect(find(s, s.rg1)).toMatchObject({ parentId: s.a2 });
    expect(find(s, s.lun)).not.toHaveProperty('ownerControllerId');
    expectSaveable(s);
  });

  it('clear when the owning controller moves to another array, and only for its LUNs', () => {
    const s = twoArrays();
    const other = add(s.store, s.d, 't-lun', { parentId: s.rg1 });
    s.d.dispatch('setProperties', { ids: [other], values: { ownerControllerId: s.c1a } });
    s.d.dispatch('moveComponents', { moves: [dropOnto(s.store, s.c1b, s.a2)], final: true });
    expect(find(s, s.c1b)).toMatchObject({ parentId: s.a2 });
    expect(find(s, s.lun)).not.toHaveProperty('ownerControllerId');
    expect(find(s, other)).toMatchObject({ ownerControllerId: s.c1a });
    expectSaveable(s);
  });

  it('clear when a LUN is pasted into another array, and stay when pasted or duplicated in its own', () => {
    const s = twoArrays();
    pasteInto(s, [s.lun], s.rg2);
    expect(selected(s)[0]).toMatchObject({ kind: 'lun', parentId: s.rg2 });
    expect(selected(s)[0]).not.toHaveProperty('ownerControllerId');
    pasteInto(s, [s.lun], s.rg1);
    expect(selected(s)[0]).toMatchObject({ parentId: s.rg1, ownerControllerId: s.c1b });
    s.d.dispatch('select', { components: [s.lun] });
    s.d.dispatch('duplicate', undefined);
    expect(selected(s)[0]).toMatchObject({ parentId: s.rg1, ownerControllerId: s.c1b });
    s.d.dispatch('select', { components: [s.lun] });
    s.d.dispatch('addMoreLikeThis', { count: 2 });
    expect(selected(s).map((c) => c.kind === 'lun' && c.ownerControllerId)).toEqual([s.c1b, s.c1b]);
    expectSaveable(s);
  });

  it('clear when a RAID group with its LUNs is pasted into another array, and follow a whole array’s copy', () => {
    const s = twoArrays();
    const lunsIn = (group: string) => s.store.getState().doc.components.filter((c) => c.parentId === group);
    pasteInto(s, [s.rg1], s.a2);
    const group = selected(s)[0]!;
    expect(group).toMatchObject({ kind: 'raidGroup', parentId: s.a2 });
    expect(lunsIn(group.id)).toHaveLength(1);
    expect(lunsIn(group.id)[0]).not.toHaveProperty('ownerControllerId');
    pasteInto(s, [s.a1], undefined);
    const array = selected(s)[0]!;
    const copied = s.store.getState().doc.components.find((c) => c.parentId === array.id && c.kind === 'raidGroup')!;
    const lun = lunsIn(copied.id)[0]!;
    const owner = find(s, lun.kind === 'lun' ? (lun.ownerControllerId ?? '') : '');
    expect(owner).toMatchObject({ kind: 'controller', parentId: array.id });
    expect(owner.name).toMatch(/^SP B/);
    expectSaveable(s);
  });

  it('clear when a LUN and its owner are copied together but land in different arrays', () => {
    const s = twoArrays();
    // The owner's copy goes into array 2; array 2 cannot hold a LUN, so its copy goes beside the original.
    pasteInto(s, [s.c1b, s.lun], s.a2);
    const [ctl, lun] = selected(s) as [Component, Component];
    expect(ctl).toMatchObject({ kind: 'controller', parentId: s.a2 });
    expect(lun).toMatchObject({ kind: 'lun', parentId: s.rg1 });
    expect(lun).not.toHaveProperty('ownerControllerId');
    expectSaveable(s);
  });

  it('cannot be set to a controller of another array or to a part that is no controller', () => {
    const s = twoArrays();
    const before = s.store.getState().doc;
    for (const owner of [s.c2a, s.rg1, 'nothing'])
      expect(s.d.dispatch('setProperties', { ids: [s.lun], values: { ownerControllerId: owner } })).toMatchObject({
        ok: false,
        field: 'ownerControllerId',
      });
    expect(s.store.getState().doc).toBe(before);
    expect(s.d.dispatch('setProperties', { ids: [s.lun], values: { ownerControllerId: s.c1a } })).toMatchObject({
      ok: true,
    });
    expectSaveable(s);
  });
});
