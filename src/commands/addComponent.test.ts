import { describe, expect, it } from 'vitest';

import { createDesignStore } from '../store/createDesignStore';
import { absolutePosition, sizeOf } from '../store/geometry';
import { createDispatcher } from './dispatch';
import { add, setup } from './testkit';

describe('addComponent', () => {
  it('adds a part at the drop point at top level and selects it', () => {
    const { store, d } = setup();
    const r = d.dispatch('addComponent', { partId: 't-server', at: { x: 400, y: 300 } });
    expect(r).toMatchObject({ ok: true });
    const s = store.getState();
    expect(s.doc.components).toHaveLength(1);
    const server = s.doc.components[0];
    expect(server).toMatchObject({ kind: 'server', name: 'Server', catalogRef: 't-server' });
    expect(server.parentId).toBeUndefined();
    expect(s.selection.components).toEqual([server.id]);
    expect(s.doc.layout[server.id]).toMatchObject({ w: expect.any(Number), h: expect.any(Number) });
    expect(s.history.past.at(-1)?.label).toBe('Add server');
  });

  it('puts a part dropped onto a container that may hold it inside that container', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 400, y: 300 } });
    const at = absolutePosition(store.getState().doc.components, store.getState().doc.layout, server);
    const hba = add(store, d, 't-hba', { at: { x: at.x + 100, y: at.y + 100 } });
    const c = store.getState().doc.components.find((x) => x.id === hba)!;
    expect(c.parentId).toBe(server);
    const abs = absolutePosition(store.getState().doc.components, store.getState().doc.layout, hba);
    expect(abs.x).toBeGreaterThanOrEqual(at.x);
  });

  it('walks up to the nearest container that may hold the part', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const db = add(store, d, 't-db', { parentId: server });
    const hba = add(store, d, 't-hba', { parentId: db });
    expect(store.getState().doc.components.find((c) => c.id === hba)?.parentId).toBe(server);
  });

  it('refuses a part that needs a container when dropped on empty canvas, naming the valid parents', () => {
    const { store, d } = setup();
    const r = d.dispatch('addComponent', { partId: 't-lun', at: { x: 10, y: 10 } });
    expect(r).toMatchObject({
      ok: false,
      reason: 'A LUN must sit inside a RAID group.',
      hint: 'Drop it onto a RAID group on the canvas (expand it first if it is collapsed).',
    });
    expect(store.getState().doc.components).toHaveLength(0);
    expect(store.getState().notices.at(-1)?.message).toBe('A LUN must sit inside a RAID group.');
    const db = d.dispatch('addComponent', { partId: 't-db' });
    expect(db).toMatchObject({ ok: false, reason: 'A database must sit inside a server or a virtual machine.' });
  });

  it('refuses a top-level part dropped into a container that cannot hold it', () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const r = d.dispatch('addComponent', { partId: 't-switch', parentId: array });
    expect(r).toMatchObject({ ok: false, reason: 'An FC switch cannot go inside a storage array.' });
  });

  it('brings an array part with its controllers, stacked inside the array, which grows to hold them', () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const s = store.getState();
    const ctls = s.doc.components.filter((c) => c.kind === 'controller');
    expect(ctls.map((c) => c.name)).toEqual(['SP A', 'SP B']);
    expect(ctls.every((c) => c.parentId === array)).toBe(true);
    const box = sizeOf(
      s.doc.components.find((c) => c.id === array)!,
      s.doc.layout,
    );
    for (const c of ctls) {
      const p = s.doc.layout[c.id];
      expect(p.y + sizeOf(c, s.doc.layout).h).toBeLessThanOrEqual(box.h);
    }
    expect(s.doc.components.find((c) => c.id === array)).toMatchObject({ attachment: 'san' });
  });

  it('keeps SAN arrays out of servers and internal RAID controllers in them', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    expect(d.dispatch('addComponent', { partId: 't-array', parentId: server })).toMatchObject({
      ok: false,
      reason: 'A SAN storage array cannot go inside a server.',
      hint: 'Drop it on empty canvas.',
    });
    const internal = add(store, d, 't-raidctl', { parentId: server });
    expect(store.getState().doc.components.find((c) => c.id === internal)).toMatchObject({
      attachment: 'internal',
      parentId: server,
    });
    expect(d.dispatch('addComponent', { partId: 't-raidctl', at: { x: -2000, y: -2000 } })).toMatchObject({
      ok: false,
      reason: 'An internal RAID controller must sit inside a server.',
    });
  });

  /** An array with an enclosure of another drive type than the test drive part. */
  function enclosureOfOtherDrives() {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const enc = add(store, d, 't-enclosure', { parentId: array });
    store.apply(
      {
        components: store
          .getState()
          .doc.components.map((c) => (c.id === enc && c.kind === 'enclosure' ? { ...c, driveRef: 'other' } : c)),
      },
      'commit',
      'Edit',
    );
    return { store, d, array, enc };
  }

  it('fits a drive part dropped on an enclosure as its drive type, and refuses it elsewhere', () => {
    const { store, d, enc } = enclosureOfOtherDrives();
    const at = absolutePosition(store.getState().doc.components, store.getState().doc.layout, enc);
    expect(d.dispatch('addComponent', { partId: 't-drive', at: { x: at.x + 10, y: at.y + 10 } })).toMatchObject({
      ok: true,
    });
    expect(store.getState().doc.components.find((c) => c.id === enc)).toMatchObject({ driveRef: 't-drive' });
    expect(d.dispatch('addComponent', { partId: 't-drive', at: { x: -500, y: -500 } })).toMatchObject({
      ok: false,
      hint: 'Drop the drive onto a disk enclosure to fit it there.',
    });
  });

  it('fits a clicked drive part to the selected enclosure, and says how when none is selected', () => {
    const { store, d, array, enc } = enclosureOfOtherDrives();
    expect(d.dispatch('addComponent', { partId: 't-drive', prefer: enc, near: { x: 0, y: 0 } })).toMatchObject({
      ok: true,
    });
    expect(store.getState().doc.components.find((c) => c.id === enc)).toMatchObject({ driveRef: 't-drive' });
    expect(d.dispatch('addComponent', { partId: 't-drive', prefer: array, near: { x: 0, y: 0 } })).toMatchObject({
      ok: false,
      hint: 'Select a disk enclosure on the canvas, then click the drive (or drag the drive onto the enclosure).',
    });
  });

  it('names copies of a part apart and refuses unknown parts or a missing catalog', () => {
    const { store, d } = setup();
    add(store, d, 't-server');
    add(store, d, 't-server');
    expect(store.getState().doc.components.map((c) => c.name)).toEqual(['Server', 'Server 2']);
    expect(d.dispatch('addComponent', { partId: 'nope' })).toMatchObject({ ok: false });
    const empty = createDesignStore();
    const noCatalog = createDispatcher({ store: () => empty, parts: () => null });
    expect(noCatalog.canRun('addComponent')).toBe(false);
    expect(noCatalog.dispatch('addComponent', { partId: 't-server' })).toMatchObject({
      ok: false,
      reason: 'The parts catalog is still loading.',
    });
  });
});

describe('addComponent with a preferred container (click-to-add)', () => {
  it('uses the preferred container when it fits, else falls back to the point or top level', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { prefer: server, at: { x: 5000, y: 5000 } });
    expect(store.getState().doc.components.find((c) => c.id === hba)?.parentId).toBe(server);
    const sw = add(store, d, 't-switch', { prefer: hba, at: { x: 5000, y: 5000 } });
    const placed = store.getState().doc.components.find((c) => c.id === sw)!;
    expect(placed.parentId).toBeUndefined();
    expect(store.getState().doc.layout[sw].x).toBeGreaterThan(4000);
  });

  it('counts names on only for short or zero-padded trailing numbers', () => {
    const { store, d } = setup();
    const n = (id: string) => store.getState().doc.components.find((c) => c.id === id)?.name;
    const sw = add(store, d, 't-switch');
    d.dispatch('rename', { id: sw, name: '300' });
    expect(n(add(store, d, 't-switch'))).toBe('Switch');
    d.dispatch('select', { components: [sw] });
    d.dispatch('duplicate', undefined);
    expect(n(store.getState().selection.components[0])).toBe('300 2');
    d.dispatch('rename', { id: sw, name: 'MBX007' });
    d.dispatch('select', { components: [sw] });
    d.dispatch('duplicate', undefined);
    expect(n(store.getState().selection.components[0])).toBe('MBX008');
  });
});

describe('addComponent by a click in the palette (near the view centre)', () => {
  const boxOf = (store: ReturnType<typeof setup>['store'], id: string) => {
    const { components, layout } = store.getState().doc;
    const c = components.find((x) => x.id === id)!;
    return { ...absolutePosition(components, layout, id), ...sizeOf(c, layout) };
  };
  const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a): boolean =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('puts a top-level part next to the box under the view centre, not inside or over it', () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array', { at: { x: 400, y: 300 } });
    const arrayBox = boxOf(store, array);
    const centre = { x: arrayBox.x + arrayBox.w / 2, y: arrayBox.y + arrayBox.h / 2 };
    const server = add(store, d, 't-server', { near: centre });
    expect(store.getState().doc.components.find((c) => c.id === server)?.parentId).toBeUndefined();
    const box = boxOf(store, server);
    expect(overlap(box, arrayBox)).toBe(false);
    // Beside it: within a card's reach of the centre it was aimed at.
    expect(Math.hypot(box.x + box.w / 2 - centre.x, box.y + box.h / 2 - centre.y)).toBeLessThan(800);
  });

  it('with nothing selected, names the container kind the part needs, not the box under the view centre', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 400, y: 300 } });
    d.dispatch('select', { components: [] });
    const b = boxOf(store, server);
    const r = d.dispatch('addComponent', { partId: 't-lun', near: { x: b.x + b.w / 2, y: b.y + b.h / 2 } });
    expect(r).toEqual({
      ok: false,
      reason: 'A LUN must sit inside a RAID group.',
      hint: 'Select a RAID group on the canvas and click the part again, or drag the part onto one.',
    });
  });

  it('with a selection that cannot hold the part, names the selection and the container kind needed', () => {
    const { store, d } = setup();
    const sw = add(store, d, 't-switch');
    expect(d.dispatch('addComponent', { partId: 't-hba', prefer: sw, near: { x: 0, y: 0 } })).toMatchObject({
      ok: false,
      reason: 'An HBA must sit inside a server, and the selected Switch is not in one.',
    });
  });

  it('goes into the selected container when it may hold the part, wherever the view is', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { prefer: server, near: { x: 9000, y: 9000 } });
    expect(store.getState().doc.components.find((c) => c.id === hba)?.parentId).toBe(server);
  });
});
