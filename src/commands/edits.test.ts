import { describe, expect, it } from 'vitest';

import { CONTAINER_PAD } from '../store/geometry';
import { add, setup } from './testkit';

describe('rename', () => {
  it('renames (trimmed) and refuses an empty name', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    expect(d.dispatch('rename', { id: s1, name: '  MBX01 ' })).toMatchObject({ ok: true });
    expect(store.getState().doc.components[0].name).toBe('MBX01');
    expect(d.dispatch('rename', { id: s1, name: '   ' })).toMatchObject({
      ok: false,
      reason: 'Give it a name.',
      field: 'name',
    });
    expect(store.getState().doc.components[0].name).toBe('MBX01');
  });
});

describe('setLinkProperties', () => {
  it("changes a drive link's count within what the enclosure has", () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const enc = add(store, d, 't-enclosure', { parentId: array });
    const rg = add(store, d, 't-raid', { parentId: array });
    d.dispatch('connectPorts', {
      a: { componentId: enc, port: 'disks' },
      b: { componentId: rg, port: 'members' },
      diskCount: 4,
    });
    const id = store.getState().doc.links[0].id;
    expect(d.dispatch('setLinkProperties', { id, diskCount: 15 })).toMatchObject({ ok: true });
    expect(store.getState().doc.links[0].diskCount).toBe(15);
    expect(d.dispatch('setLinkProperties', { id, diskCount: 16 })).toMatchObject({ ok: false, field: 'diskCount' });
    expect(d.dispatch('setLinkProperties', { id, diskCount: 0 })).toMatchObject({
      ok: false,
      reason: 'A RAID group takes at least one drive.',
    });
  });
});

describe('setWorkload', () => {
  it('edits workload fields and refuses out-of-range values with the schema message', () => {
    const { store, d } = setup();
    const rev = store.getState().revision;
    expect(d.dispatch('setWorkload', { values: { exchangeVersion: '2013', iopsPerMailbox: 0.2 } })).toMatchObject({
      ok: true,
    });
    expect(store.getState().doc.workload).toMatchObject({ exchangeVersion: '2013', iopsPerMailbox: 0.2 });
    expect(store.getState().revision).toBe(rev + 1);
    expect(d.dispatch('setWorkload', { values: { headroomPct: 500 } })).toMatchObject({
      ok: false,
      reason: 'Headroom above 200 % is not meaningful.',
      field: 'headroomPct',
    });
    // A bound the schema gave no words of its own reads as a sentence, not Zod's notation.
    expect(d.dispatch('setWorkload', { values: { copiesPerDatabase: 0 } })).toMatchObject({
      ok: false,
      reason: 'Copies per database must be at least 1.',
      field: 'copiesPerDatabase',
    });
  });
});

describe('setDesignInfo', () => {
  it('edits the title without a new revision, and refuses an empty one', () => {
    const { store, d } = setup();
    const rev = store.getState().revision;
    expect(d.dispatch('setDesignInfo', { title: 'Contoso Exchange 2010' })).toMatchObject({ ok: true });
    expect(store.getState().doc.meta.title).toBe('Contoso Exchange 2010');
    expect(store.getState().revision).toBe(rev);
    expect(store.getState().dirty).toBe(true);
    expect(d.dispatch('setDesignInfo', { title: ' ' })).toMatchObject({ ok: false, field: 'title' });
  });
});

describe('resizeComponent', () => {
  it('resizes a container transiently, then commits one step never smaller than its children need', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    add(store, d, 't-hba', { parentId: server });
    const steps = store.getState().history.past.length;
    d.dispatch('resizeComponent', { id: server, w: 900, h: 700, final: false });
    expect(store.getState().doc.layout[server]).toMatchObject({ w: 900, h: 700 });
    expect(store.getState().history.past).toHaveLength(steps);
    d.dispatch('resizeComponent', { id: server, w: 10, h: 10, final: true });
    const p = store.getState().doc.layout[server];
    expect(p.w).toBeGreaterThanOrEqual(160);
    expect(p.h).toBeGreaterThanOrEqual(CONTAINER_PAD.top + 84);
    expect(store.getState().history.past).toHaveLength(steps + 1);
    const sw = add(store, d, 't-switch');
    expect(d.dispatch('resizeComponent', { id: sw, w: 300, h: 300, final: true })).toMatchObject({ ok: false });
  });
});
