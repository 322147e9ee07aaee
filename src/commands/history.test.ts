import { describe, expect, it } from 'vitest';

import { add, setup } from './testkit';

describe('undo / redo commands', () => {
  it('undo and redo restore exactly, and say when there is nothing to do', () => {
    const { store, d } = setup();
    expect(d.canRun('undo')).toBe(false);
    const empty = store.getState().doc;
    add(store, d, 't-server');
    const one = store.getState().doc;
    d.dispatch('undo', undefined);
    expect(store.getState().doc).toBe(empty);
    expect(d.canRun('redo')).toBe(true);
    d.dispatch('redo', undefined);
    expect(store.getState().doc).toBe(one);
    expect(d.canRun('redo')).toBe(false);
  });

  it('undoes a whole drag in one step', () => {
    const { store, d } = setup();
    const sw = add(store, d, 't-switch');
    const placed = store.getState().doc;
    for (let i = 0; i < 10; i++)
      d.dispatch('moveComponents', { moves: [{ id: sw, x: i * 10, y: i * 10 }], final: false });
    d.dispatch('moveComponents', { moves: [{ id: sw, x: 400, y: 400 }], final: true });
    d.dispatch('undo', undefined);
    expect(store.getState().doc).toBe(placed);
  });
});
