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

  it('connects drives that leave a short last parity set, saying so, as it does a short group', () => {
    const { store, d, group, connect } = raid5();
    expect(d.dispatch('setProperties', { ids: [group], values: { groupSize: 5 } })).toMatchObject({ ok: true });
    expect(connect(7)).toMatchObject({ ok: true });
    expect(store.getState().doc.links).toHaveLength(1);
    const note = store.getState().notices.at(-1)!;
    expect(note).toMatchObject({ tone: 'warning' });
    expect(note.message).toMatch(
      /^RAID 5 needs at least 3 drives per parity set; RG1 has 7 drives, which in sets of 5 leave a last set of 2 so far\.$/,
    );
    expect(note.hint).not.toMatch(/Nothing was changed/);
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

describe('Drives per parity set at the field', () => {
  it('refuses sets too small for the level, keeping the previous value (QA: RAID 5 with 1 gave 0 data drives)', () => {
    const { store, d, group, connect, rg } = raid5();
    connect(8);
    for (const groupSize of [2, 1]) {
      const before = store.getState().doc;
      expect(d.dispatch('setProperties', { ids: [group], values: { groupSize } }, { quiet: true })).toEqual({
        ok: false,
        reason: `RAID 5 needs at least 3 drives per parity set, not ${groupSize}: enter 0 (one set) or at least 3 in Drives per parity set.`,
        hint: 'Nothing was changed.',
        field: 'groupSize',
      });
      expect(store.getState().doc).toBe(before);
    }
    expect(rg()).toMatchObject({ groupSize: 0 });
    expect(d.dispatch('setProperties', { ids: [group], values: { groupSize: 4 } })).toMatchObject({ ok: true });
    expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid6' } })).toMatchObject({ ok: true });
    expect(d.dispatch('setProperties', { ids: [group], values: { groupSize: 3 } }, { quiet: true })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^RAID 6 needs at least 4 drives per parity set, not 3/),
      field: 'groupSize',
    });
    expect(rg()).toMatchObject({ level: 'raid6', groupSize: 4 });
  });

  it('refuses a RAID level its current set size cannot work with', () => {
    const { d, group, connect, rg } = raid5();
    connect(9);
    expect(d.dispatch('setProperties', { ids: [group], values: { groupSize: 3 } })).toMatchObject({ ok: true });
    expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid-dp' } }, { quiet: true })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^RAID-DP needs at least 4 drives per parity set, not 3/),
      field: 'level',
    });
    expect(rg()).toMatchObject({ level: 'raid5', groupSize: 3 });
  });

  it('refuses a drive count or hot spares that leave a last set too short', () => {
    const { store, d, group, connect, rg } = raid5();
    connect(8);
    expect(d.dispatch('setProperties', { ids: [group], values: { groupSize: 4 } })).toMatchObject({ ok: true });
    const link = store.getState().doc.links[0];
    expect(d.dispatch('setLinkProperties', { id: link.id, diskCount: 9 }, { quiet: true })).toEqual({
      ok: false,
      reason:
        'RAID 5 needs at least 3 drives per parity set; RG1 would have 9 drives, which in sets of 4 leave a last set of 1.',
      hint: 'Use sets of 3, 5 or 6 or 0 (one set), or give the group 8 or 11 drives. Nothing was changed.',
      field: 'diskCount',
    });
    expect(d.dispatch('setLinkProperties', { id: link.id, diskCount: 11 })).toMatchObject({ ok: true });
    expect(d.dispatch('setProperties', { ids: [group], values: { hotSpares: 1 } }, { quiet: true })).toMatchObject({
      ok: false,
      reason:
        'RAID 5 needs at least 3 drives per parity set; this group has 10 drives besides its 1 hot spare, which in sets of 4 leave a last set of 2.',
      field: 'hotSpares',
    });
    expect(rg()).toMatchObject({ hotSpares: 0 });
  });

  it('lets a mirror keep any value, and sets a hidden one that does not fit back to one set on a parity level', () => {
    const { store, d, group, connect, rg } = raid5();
    connect(8);
    expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid10' } })).toMatchObject({ ok: true });
    expect(d.dispatch('setProperties', { ids: [group], values: { groupSize: 3 } })).toMatchObject({ ok: true });
    expect(d.dispatch('setProperties', { ids: [group], values: { level: 'raid6' } })).toMatchObject({ ok: true });
    expect(rg()).toMatchObject({ level: 'raid6', groupSize: 0 });
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: 'RG1 now has one parity set: its earlier set size (3 drives) does not work with RAID 6.',
    });
  });
});
