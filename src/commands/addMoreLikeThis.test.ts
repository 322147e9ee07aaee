import { describe, expect, it } from 'vitest';

import { add, setup } from './testkit';

describe('addMoreLikeThis', () => {
  it('adds N copies in the same container, named on from the original, as one step', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    add(store, d, 't-db', { parentId: server });
    const steps = store.getState().history.past.length;
    expect(d.dispatch('addMoreLikeThis', { count: 4 })).toMatchObject({ ok: true });
    const s = store.getState();
    const dbs = s.doc.components.filter((c) => c.kind === 'database');
    expect(dbs.map((c) => c.name)).toEqual(['DB1', 'DB2', 'DB3', 'DB4', 'DB5']);
    expect(dbs.every((c) => c.parentId === server)).toBe(true);
    expect(s.selection.components).toHaveLength(4);
    expect(s.history.past).toHaveLength(steps + 1);
    const spots = new Set(dbs.map((c) => `${s.doc.layout[c.id].x},${s.doc.layout[c.id].y}`));
    expect(spots.size).toBe(5);
  });

  it('copies what the component holds and refuses a bad count or selection', () => {
    const { store, d } = setup();
    add(store, d, 't-array');
    d.dispatch('addMoreLikeThis', { count: 2 });
    expect(store.getState().doc.components.filter((c) => c.kind === 'controller')).toHaveLength(6);
    expect(d.dispatch('addMoreLikeThis', { count: 0 })).toMatchObject({ ok: false, field: 'count' });
    d.dispatch('select', { components: [] });
    expect(d.canRun('addMoreLikeThis')).toBe(false);
  });
});
