import { describe, expect, it } from 'vitest';

import { add, setup } from './testkit';

describe('select, selectAll, findByName', () => {
  it('replaces, adds to and toggles the selection without entering history', () => {
    const { store, d } = setup();
    const a = add(store, d, 't-switch');
    const b = add(store, d, 't-switch');
    const steps = store.getState().history.past.length;
    d.dispatch('select', { components: [a] });
    d.dispatch('select', { components: [b], mode: 'add' });
    expect(store.getState().selection.components).toEqual([a, b]);
    d.dispatch('select', { components: [a], mode: 'toggle' });
    expect(store.getState().selection.components).toEqual([b]);
    d.dispatch('select', {});
    expect(store.getState().selection.components).toEqual([]);
    expect(store.getState().history.past).toHaveLength(steps);
  });

  it('selects everything', () => {
    const { store, d } = setup();
    expect(d.canRun('selectAll')).toBe(false);
    add(store, d, 't-array');
    d.dispatch('selectAll', undefined);
    expect(store.getState().selection.components).toHaveLength(3);
  });

  it('finds components by part of their name, case-insensitively', () => {
    const { store, d } = setup();
    add(store, d, 't-array');
    expect(d.dispatch('findByName', { query: 'sp ' })).toMatchObject({ ok: true });
    expect(store.getState().selection.components).toHaveLength(2);
    // A name typed in full finds that part alone, not every name it is part of.
    expect(d.dispatch('findByName', { query: 'sp a' })).toMatchObject({ ok: true });
    expect(store.getState().selection.components).toHaveLength(1);
    expect(d.dispatch('findByName', { query: 'zzz' })).toMatchObject({
      ok: false,
      reason: 'Nothing is named like "zzz".',
    });
  });
});
