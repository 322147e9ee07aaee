import { describe, expect, it } from 'vitest';

import { add, setup } from './testkit';

describe('removeSelection', () => {
  it('removes the selected container with everything inside and every link touching them; undo restores it exactly', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: server });
    const db = add(store, d, 't-db', { parentId: server });
    const sw = add(store, d, 't-switch');
    const array = add(store, d, 't-array');
    const rg = add(store, d, 't-raid', { parentId: array });
    const lun = add(store, d, 't-lun', { parentId: rg });
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: sw, port: 'fabric' } });
    d.dispatch('connectPorts', { a: { componentId: db, port: 'db' }, b: { componentId: lun, port: 'files' } });
    const before = store.getState().doc;
    d.dispatch('select', { components: [server] });
    expect(d.dispatch('removeSelection', undefined)).toMatchObject({ ok: true });
    const s = store.getState();
    expect(s.doc.components.map((c) => c.kind).sort()).toEqual([
      'array',
      'controller',
      'controller',
      'lun',
      'raidGroup',
      'switch',
    ]);
    expect(s.doc.links).toEqual([]);
    expect(Object.keys(s.doc.layout)).not.toContain(hba);
    expect(s.selection.components).toEqual([]);
    d.dispatch('undo', undefined);
    expect(store.getState().doc).toBe(before);
  });

  it('removes selected links only, and clears LUN owners that were removed', () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const ctl = store.getState().doc.components.find((c) => c.kind === 'controller')!.id;
    const rg = add(store, d, 't-raid', { parentId: array });
    const lun = add(store, d, 't-lun', { parentId: rg });
    d.dispatch('setProperties', { ids: [lun], values: { ownerControllerId: ctl } });
    const enc = add(store, d, 't-enclosure', { parentId: array });
    d.dispatch('connectPorts', {
      a: { componentId: enc, port: 'disks' },
      b: { componentId: rg, port: 'members' },
      diskCount: 2,
    });
    d.dispatch('select', { links: [store.getState().doc.links[0].id] });
    d.dispatch('removeSelection', undefined);
    expect(store.getState().doc.links).toEqual([]);
    expect(store.getState().doc.components).toHaveLength(6);
    d.dispatch('select', { components: [ctl] });
    d.dispatch('removeSelection', undefined);
    expect(store.getState().doc.components.find((c) => c.id === lun)).not.toHaveProperty('ownerControllerId');
  });

  it('refuses when nothing is selected', () => {
    const { d } = setup();
    expect(d.canRun('removeSelection')).toBe(false);
    expect(d.dispatch('removeSelection', undefined)).toMatchObject({ ok: false });
  });
});
