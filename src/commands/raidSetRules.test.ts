import { describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets';
import type { RaidGroupComponent } from '../schema/components';
import { memberDrives, minDataDrives } from '../schema/raid';
import { hasParitySets, minSetDrives, paritySetProblem, raidGroupEdit, setMinimumsText } from './raidSetRules';

const rg = (over: Partial<RaidGroupComponent>): RaidGroupComponent => ({
  id: 'rg',
  kind: 'raidGroup',
  name: 'RG1',
  level: 'raid5',
  stripeKb: 64,
  groupSize: 0,
  hotSpares: 0,
  ...over,
});

describe('paritySetProblem', () => {
  it('refuses sets smaller than the level needs, whatever the drives (QA: RAID 5 sets of 1 gave 0 data drives)', () => {
    for (const groupSize of [1, 2])
      expect(paritySetProblem(rg({ groupSize }), 8)).toEqual({
        reason: `RAID 5 needs at least 3 drives per parity set, not ${groupSize}: enter 0 (one set) or at least 3 in Drives per parity set.`,
        hint: 'Nothing was changed.',
      });
    expect(paritySetProblem(rg({ level: 'raid6', groupSize: 3 }), 8)?.reason).toMatch(
      /^RAID 6 needs at least 4 drives per parity set, not 3: /,
    );
    expect(paritySetProblem(rg({ level: 'raid-dp', groupSize: 3 }), 0)?.reason).toMatch(
      /^RAID-DP needs at least 4 drives per parity set, not 3: /,
    );
  });

  it('takes 0 (one set), whole sets, and a set size at or above the drives (one set, as in the engine)', () => {
    expect(paritySetProblem(rg({ groupSize: 0 }), 8)).toBeNull();
    expect(paritySetProblem(rg({ groupSize: 4 }), 8)).toBeNull();
    expect(paritySetProblem(rg({ groupSize: 3 }), 3)).toBeNull();
    expect(paritySetProblem(rg({ groupSize: 64 }), 8)).toBeNull();
    expect(paritySetProblem(rg({ level: 'raid-dp', groupSize: 16 }), 48)).toBeNull();
    // A short last set the level can work with: 5 + 3 at RAID 5.
    expect(paritySetProblem(rg({ groupSize: 5 }), 8)).toBeNull();
  });

  it('ignores the value at levels without parity sets', () => {
    for (const level of ['raid0', 'raid1', 'raid10', 'distributed-mirror'] as const) {
      expect(hasParitySets(level)).toBe(false);
      for (const groupSize of [1, 2, 3, 9]) expect(paritySetProblem(rg({ level, groupSize }), 8)).toBeNull();
    }
  });

  it('refuses a short last set below the minimum, saying which set sizes and drive counts fit', () => {
    expect(paritySetProblem(rg({ groupSize: 5 }), 7)).toEqual({
      reason:
        'RAID 5 needs at least 3 drives per parity set; this group has 7 drives, which in sets of 5 leave a last set of 2.',
      hint: 'Use sets of 4 or 0 (one set), or give the group 5 or 8 drives. Nothing was changed.',
    });
    expect(
      paritySetProblem(rg({ level: 'raid6', groupSize: 4, hotSpares: 1 }), 10, { subject: 'RG1', verb: 'would have' }),
    ).toEqual({
      reason:
        'RAID 6 needs at least 4 drives per parity set; RG1 would have 9 drives besides its 1 hot spare, which in sets of 4 leave a last set of 1.',
      hint: 'Use sets of 5 or 0 (one set), or give the group 9 or 13 drives (its 1 hot spare included). Nothing was changed.',
    });
    // A group being built (no drives yet) has no last set to judge.
    expect(paritySetProblem(rg({ groupSize: 5 }), 0)).toBeNull();
  });

  it('uses the engine’s minimum per level (engine/core/src/raid.rs min_drives), as the whole-group rule does', () => {
    for (const level of ['raid5', 'raid6', 'raid-dp'] as const) expect(minSetDrives(level)).toBe(minDataDrives[level]);
    expect(setMinimumsText()).toBe('3 for RAID 5, 4 for RAID 6 and RAID-DP');
  });

  it('finds nothing wrong with the parity sets of any preset', () => {
    for (const id of PRESET_IDS) {
      const design = loadPreset(id);
      for (const c of design.components)
        if (c.kind === 'raidGroup') expect(paritySetProblem(c, memberDrives(design.links, c.id)), c.name).toBeNull();
    }
  });
});

describe('raidGroupEdit', () => {
  const words = { subject: 'this group', verb: 'has' } as const;

  it('names the field the refusal belongs under', () => {
    const was = rg({ groupSize: 3 });
    expect(raidGroupEdit(was, rg({ groupSize: 2 }), 8, words)).toMatchObject({ refusal: { field: 'groupSize' } });
    expect(raidGroupEdit(was, rg({ groupSize: 3, level: 'raid6' }), 8, words)).toMatchObject({
      refusal: {
        field: 'level',
        reason: expect.stringMatching(/^RAID 6 needs at least 4 drives per parity set, not 3/),
      },
    });
    expect(raidGroupEdit(rg({ groupSize: 4 }), rg({ groupSize: 4, hotSpares: 2 }), 8, words)).toMatchObject({
      refusal: { field: 'hotSpares', reason: expect.stringContaining('in sets of 4 leave a last set of 2') },
    });
  });

  it('resets a set size that was hidden (a level without parity sets) instead of refusing what cannot be seen', () => {
    const r = raidGroupEdit(rg({ level: 'raid10', groupSize: 2 }), rg({ level: 'raid6', groupSize: 2 }), 8, words);
    expect(r).toEqual({
      group: rg({ level: 'raid6', groupSize: 0 }),
      note: {
        message: 'RG1 now has one parity set: its earlier set size (2 drives) does not work with RAID 6.',
        hint: 'To split it into several sets, enter at least 4 in Drives per parity set.',
      },
    });
    // One that fits is kept.
    expect(
      raidGroupEdit(rg({ level: 'raid10', groupSize: 4 }), rg({ level: 'raid5', groupSize: 4 }), 8, words),
    ).toEqual({
      group: rg({ level: 'raid5', groupSize: 4 }),
      note: null,
    });
  });

  it('leaves a group alone when neither its level, spares nor set size changed (a faulty file can be renamed)', () => {
    const faulty = rg({ groupSize: 1 });
    expect(raidGroupEdit(faulty, { ...faulty, name: 'RG2' }, 8, words)).toEqual({
      group: { ...faulty, name: 'RG2' },
      note: null,
    });
  });
});
