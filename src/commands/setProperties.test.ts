import { describe, expect, it } from 'vitest';

import { defaultJetstress } from '../schema/workload';
import { add, setup } from './testkit';

describe('setProperties', () => {
  it('edits a property, validated, as one undo step that bumps the revision', () => {
    const { store, d } = setup();
    const hba =
      add(store, d, 't-server') && add(store, d, 't-hba', { parentId: store.getState().selection.components[0] });
    const rev = store.getState().revision;
    expect(d.dispatch('setProperties', { ids: [hba], values: { lunQueueDepth: 64 } })).toMatchObject({ ok: true });
    expect(store.getState().doc.components.find((c) => c.id === hba)).toMatchObject({ lunQueueDepth: 64 });
    expect(store.getState().revision).toBe(rev + 1);
    expect(store.getState().history.past.at(-1)?.label).toBe('Edit hba');
  });

  it("refuses an invalid value with the schema's message and the field, changing nothing", () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: server });
    const before = store.getState().doc;
    const r = d.dispatch('setProperties', { ids: [hba], values: { lunQueueDepth: 300 } }, { quiet: true });
    expect(r).toEqual({
      ok: false,
      reason: 'HBA: Windows caps the LUN queue depth at 256.',
      hint: 'Nothing was changed.',
      field: 'lunQueueDepth',
    });
    expect(store.getState().doc).toBe(before);
    expect(store.getState().notices).toEqual([]);
  });

  it("sets a RAID-DP aggregate's snapshot reserve within 0-50 %, and clears it back to ONTAP's default", () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const rg = add(store, d, 't-raid', { parentId: array });
    const group = () => store.getState().doc.components.find((c) => c.id === rg);
    expect(d.dispatch('setProperties', { ids: [rg], values: { snapshotReservePct: 0 } })).toMatchObject({ ok: true });
    expect(group()).toMatchObject({ snapshotReservePct: 0 });
    expect(d.dispatch('setProperties', { ids: [rg], values: { snapshotReservePct: 80 } }, { quiet: true })).toEqual({
      ok: false,
      reason: expect.stringContaining('Spindle takes an aggregate snapshot reserve of 0 to 50 %.'),
      hint: 'Nothing was changed.',
      field: 'snapshotReservePct',
    });
    expect(d.dispatch('setProperties', { ids: [rg], values: { snapshotReservePct: undefined } })).toMatchObject({
      ok: true,
    });
    expect(group()).not.toHaveProperty('snapshotReservePct');
  });

  it('edits a shared property on several components, or none of them when one is invalid', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    const s2 = add(store, d, 't-server');
    expect(d.dispatch('setProperties', { ids: [s1, s2], values: { ramGb: 48 } })).toMatchObject({ ok: true });
    expect(store.getState().doc.components.map((c) => (c.kind === 'server' ? c.ramGb : 0))).toEqual([48, 48]);
    expect(store.getState().history.past.at(-1)?.label).toBe('Edit 2 components');
    const vm = add(store, d, 't-vm', { parentId: s1 });
    const before = store.getState().doc;
    expect(d.dispatch('setProperties', { ids: [s1, vm], values: { sockets: 2 } })).toMatchObject({
      ok: false,
      reason: 'A Virtual machine has no "sockets" property.',
    });
    expect(store.getState().doc).toBe(before);
  });

  it('refuses editing identity fields and clears optional properties given undefined', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    expect(d.dispatch('setProperties', { ids: [s1], values: { kind: 'vm' } })).toMatchObject({
      ok: false,
      field: 'kind',
    });
    d.dispatch('setProperties', { ids: [s1], values: { dag: 'DAG1' } });
    expect(store.getState().doc.components[0]).toMatchObject({ dag: 'DAG1' });
    d.dispatch('setProperties', { ids: [s1], values: { dag: undefined } });
    expect(store.getState().doc.components[0]).not.toHaveProperty('dag');
  });

  it('sets Jetstress settings on a server and explains a mix that does not add up', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    expect(
      d.dispatch('setProperties', {
        ids: [s1],
        values: { jetstress: { ...defaultJetstress, threadsPerDatabase: 'auto' } },
      }),
    ).toMatchObject({ ok: true });
    const r = d.dispatch('setProperties', { ids: [s1], values: { jetstress: { ...defaultJetstress, readPct: 50 } } });
    expect(r).toMatchObject({ ok: false, field: 'jetstress.readPct' });
    expect(r).toHaveProperty('reason', expect.stringContaining('must add up to 100 %'));
  });

  it('refuses removing ports that links use', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: server });
    const sw = add(store, d, 't-switch');
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p1' }, b: { componentId: sw, port: 'fabric' } });
    const r = d.dispatch('setProperties', { ids: [hba], values: { ports: 1 } });
    expect(r).toMatchObject({ ok: false, reason: 'HBA would lose port p1, which is connected.' });
    expect(d.dispatch('setProperties', { ids: [hba], values: { ports: 4 } })).toMatchObject({ ok: true });
  });

  it('refuses an enclosure fewer drives than it gives RAID groups, or more than its slots', () => {
    const { store, d } = setup();
    const array = add(store, d, 't-array');
    const enc = add(store, d, 't-enclosure', { parentId: array });
    const rg = add(store, d, 't-raid', { parentId: array });
    const members = { componentId: rg, port: 'members' };
    d.dispatch('connectPorts', { a: { componentId: enc, port: 'disks' }, b: members, diskCount: 8 });
    const before = store.getState().doc;
    expect(d.dispatch('setProperties', { ids: [enc], values: { driveCount: 0 } }, { quiet: true })).toEqual({
      ok: false,
      reason: 'Shelf gives 8 drives to RAID groups, so it cannot hold only 0.',
      hint: 'Lower the drive counts of its member links first (select a link to a RAID group), or keep at least 8 drives.',
      field: 'driveCount',
    });
    expect(d.dispatch('setProperties', { ids: [enc], values: { driveCount: 16 } }, { quiet: true })).toMatchObject({
      ok: false,
      reason: 'Shelf has 15 slots, so it cannot hold 16 drives.',
      field: 'driveCount',
    });
    expect(d.dispatch('setProperties', { ids: [enc], values: { slots: 12 } }, { quiet: true })).toMatchObject({
      ok: false,
      reason: 'Shelf has 12 slots, so it cannot hold 15 drives.',
      field: 'slots',
    });
    expect(store.getState().doc).toBe(before);
    expect(d.dispatch('setProperties', { ids: [enc], values: { driveCount: 8, slots: 12 } })).toMatchObject({
      ok: true,
    });
  });

  it('changes nothing (and records nothing) when the values are the same', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server');
    const steps = store.getState().history.past.length;
    d.dispatch('setProperties', { ids: [s1], values: { ramGb: 16 } });
    expect(store.getState().history.past).toHaveLength(steps);
  });
});
