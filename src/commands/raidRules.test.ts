import { describe, expect, it } from 'vitest';

import { add, setup } from './testkit';

/** An array with a 15-drive enclosure and an empty RAID 5 group named RG1. */
function raid5() {
  const { store, d } = setup();
  const array = add(store, d, 't-array');
  const enclosure = add(store, d, 't-enclosure', { parentId: array });
  const group = add(store, d, 't-raid', { parentId: array });
  d.dispatch('rename', { id: group, name: 'RG1' });
  expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid5' } })).toMatchObject({ ok: true });
  const connect = (diskCount: number) =>
    d.dispatch('connectPorts', {
      a: { componentId: enclosure, port: 'disks' },
      b: { componentId: group, port: 'members' },
      diskCount,
    });
  const rg = () => store.getState().doc.components.find((c) => c.id === group);
  return { store, d, group, connect, rg };
}

describe('RAID level rules at the field', () => {
  it('refuses a drive count below the level’s minimum, keeping the previous count', () => {
    const { store, d, connect } = raid5();
    expect(connect(3)).toMatchObject({ ok: true });
    const link = store.getState().doc.links[0];
    const before = store.getState().doc;
    const r = d.dispatch('setLinkProperties', { id: link.id, diskCount: 2 }, { quiet: true });
    expect(r).toEqual({
      ok: false,
      reason: 'RAID 5 needs at least 3 drives; RG1 would have 2.',
      hint: 'Give the group at least 3 drives, or choose a level that works with 2 (RAID 1, RAID 10, Distributed mirror). Nothing was changed.',
      field: 'diskCount',
    });
    expect(store.getState().doc).toBe(before);
    expect(d.dispatch('setLinkProperties', { id: link.id, diskCount: 4 })).toMatchObject({ ok: true });
  });

  it('refuses a RAID level whose minimum the group’s drives do not meet, keeping the previous level', () => {
    const { store, d, group, connect, rg } = raid5();
    connect(3);
    const before = store.getState().doc;
    const r = d.dispatch('setProperties', { ids: [group], values: { level: 'raid6' } }, { quiet: true });
    expect(r).toMatchObject({
      ok: false,
      reason: 'RAID 6 needs at least 4 drives; this group has 3.',
      field: 'level',
    });
    expect(store.getState().doc).toBe(before);
    expect(rg()).toMatchObject({ level: 'raid5' });
  });

  it('refuses hot spares that leave too few data drives', () => {
    const { d, group, connect, rg } = raid5();
    connect(4);
    expect(d.dispatch('setProperties', { ids: [group], values: { hotSpares: 2 } }, { quiet: true })).toMatchObject({
      ok: false,
      reason: 'RAID 5 needs at least 3 data drives; this group has 4 drives, 2 of them hot spares, leaving 2.',
      field: 'hotSpares',
    });
    expect(rg()).toMatchObject({ hotSpares: 0 });
    expect(d.dispatch('setProperties', { ids: [group], values: { hotSpares: 1 } })).toMatchObject({ ok: true });
  });

  it('lets an empty group take any level, and says how many drives a group being built still lacks', () => {
    const { store, d, group, connect } = raid5();
    expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid6' } })).toMatchObject({ ok: true });
    expect(connect(2)).toMatchObject({ ok: true });
    expect(store.getState().doc.links).toHaveLength(1);
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: 'RAID 6 needs at least 4 drives; RG1 has 2 so far.',
    });
  });

  it('accepts an odd drive count for a mirror, as the engine does, and says one drive holds nothing', () => {
    const { store, d, group, connect, rg } = raid5();
    connect(3);
    expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid10' } })).toMatchObject({ ok: true });
    expect(rg()).toMatchObject({ level: 'raid10' });
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: 'RAID 10 mirrors drives in pairs: RG1 has 3 drives for data, so one holds nothing.',
    });
  });
});
