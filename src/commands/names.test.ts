import { describe, expect, it } from 'vitest';

import { nextName, usedNames } from './lib/names';
import { add, setup } from './testkit';

describe('unique names', () => {
  it('refuses to rename a part to a name another part has, in any case, keeping the old name', () => {
    const { store, d } = setup();
    const a = add(store, d, 't-server');
    const b = add(store, d, 't-server');
    d.dispatch('rename', { id: a, name: 'MBX1' });
    const before = store.getState().doc;
    for (const name of ['MBX1', ' mbx1 ']) {
      expect(d.dispatch('rename', { id: b, name }, { quiet: true })).toEqual({
        ok: false,
        reason: 'Another server is already named "MBX1". Names must be unique so reports can tell parts apart.',
        hint: 'Choose another name; the old one is kept.',
        field: 'name',
      });
    }
    expect(store.getState().doc).toBe(before);
    const sw = add(store, d, 't-switch');
    expect(d.dispatch('rename', { id: sw, name: 'mbx1' }, { quiet: true })).toMatchObject({
      reason: 'A server is already named "MBX1". Names must be unique so reports can tell parts apart.',
    });
    // A part may change the case of its own name.
    expect(d.dispatch('rename', { id: a, name: 'Mbx1' })).toMatchObject({ ok: true });
  });

  it('refuses a taken name through the property editor too', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: server });
    d.dispatch('rename', { id: hba, name: 'HBA 1' });
    const other = add(store, d, 't-hba', { parentId: server });
    expect(d.dispatch('setProperties', { ids: [other], values: { name: 'hba 1' } }, { quiet: true })).toMatchObject({
      ok: false,
      reason: 'Another HBA is already named "HBA 1". Names must be unique so reports can tell parts apart.',
      field: 'name',
    });
  });

  it('names the controllers a second array brings apart from the first array’s', () => {
    const { store, d } = setup();
    add(store, d, 't-array');
    add(store, d, 't-array');
    const names = store
      .getState()
      .doc.components.filter((c) => c.kind === 'controller')
      .map((c) => c.name);
    expect(names).toEqual(['SP A', 'SP B', 'SP A 2', 'SP B 2']);
  });

  it('names the contents of a duplicated, pasted or repeated box apart too', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    add(store, d, 't-db', { parentId: server });
    d.dispatch('select', { components: [server] });
    d.dispatch('duplicate', undefined);
    d.dispatch('copy', undefined);
    d.dispatch('paste', undefined);
    d.dispatch('addMoreLikeThis', { count: 2 });
    const names = store.getState().doc.components.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.startsWith('DB'))).toEqual(['DB1', 'DB2', 'DB3', 'DB4', 'DB5']);
  });

  it('counts on past names taken in another case', () => {
    const used = usedNames([]);
    used.add('mbx1');
    expect(nextName('MBX1', used)).toBe('MBX2');
    expect(nextName('Server', new Set(['server', 'server 2']))).toBe('Server 3');
  });
});
