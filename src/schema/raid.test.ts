import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPipeline, type Pipeline } from '../../cli/engine';
import { quickOptions } from '../../engine/ts/toEngineInput';
import { loadPreset } from '../../presets';
import { RaidLevel } from './components';
import type { Design } from './design';
import { dataDrives, memberDrives, minDataDrives, oddMirrorNote, raidDriveProblem } from './raid';

describe('raidDriveProblem', () => {
  it('says what the level needs and what the group has, in words', () => {
    expect(raidDriveProblem({ level: 'raid5', hotSpares: 0 }, 2)).toEqual({
      reason: 'RAID 5 needs at least 3 drives; this group has 2.',
      hint: 'Give the group at least 3 drives, or choose a level that works with 2 (RAID 1, RAID 10, Distributed mirror). Nothing was changed.',
    });
    expect(
      raidDriveProblem({ level: 'raid6', hotSpares: 0 }, 3, { subject: 'MBX1 RG', verb: 'would have' })?.reason,
    ).toBe('RAID 6 needs at least 4 drives; MBX1 RG would have 3.');
  });

  it('counts hot spares out of the data drives, except in a distributed mirror', () => {
    expect(raidDriveProblem({ level: 'raid5', hotSpares: 2 }, 4)?.reason).toBe(
      'RAID 5 needs at least 3 data drives; this group has 4 drives, 2 of them hot spares, leaving 2.',
    );
    expect(raidDriveProblem({ level: 'distributed-mirror', hotSpares: 15 }, 180)).toBeNull();
    expect(dataDrives('raid10', 8, 10)).toBe(0);
  });

  it('quotes the hot spares asked for and the most the drives leave room for, not the drives it has', () => {
    // QA: 30 spares on 8 drives read "8 of them hot spares, leaving 0", not the 30 typed.
    expect(raidDriveProblem({ level: 'raid5', hotSpares: 30 }, 8)).toEqual({
      reason:
        'RAID 5 needs at least 3 data drives; this group has 8 drives, so it can keep at most 5 hot spares, not 30.',
      hint: 'With 8 drives, RAID 5 leaves room for at most 5 hot spares. Give the group more drives or fewer hot spares. Nothing was changed.',
    });
    expect(raidDriveProblem({ level: 'raid6', hotSpares: 9 }, 5, { subject: 'RG1', verb: 'would have' })?.reason).toBe(
      'RAID 6 needs at least 4 data drives; RG1 would have 5 drives, so it can keep at most 1 hot spare, not 9.',
    );
    expect(raidDriveProblem({ level: 'raid5', hotSpares: 4 }, 3)?.reason).toBe(
      'RAID 5 needs at least 3 data drives; this group has 3 drives, so it can keep no hot spares, not 4.',
    );
    expect(raidDriveProblem({ level: 'raid5', hotSpares: 30 }, 2)?.reason).toBe(
      'RAID 5 needs at least 3 data drives; this group has 2 drives, too few even without its 30 hot spares.',
    );
    // Within the drives, the limit goes with the hint.
    expect(raidDriveProblem({ level: 'raid5', hotSpares: 2 }, 4)?.hint).toMatch(
      /^With 4 drives, RAID 5 leaves room for at most 1 hot spare\. /,
    );
    // A distributed mirror's spares take no drives: its reason is about drives alone.
    expect(raidDriveProblem({ level: 'distributed-mirror', hotSpares: 15 }, 1)?.reason).toBe(
      'Distributed mirror needs at least 2 drives; this group has 1.',
    );
  });

  it('leaves a group with no drives yet alone, and accepts enough drives', () => {
    expect(raidDriveProblem({ level: 'raid6', hotSpares: 0 }, 0)).toBeNull();
    for (const level of RaidLevel.options)
      expect(raidDriveProblem({ level, hotSpares: 0 }, minDataDrives[level])).toBeNull();
  });

  it('notes an odd drive out of a mirror without refusing it', () => {
    expect(oddMirrorNote({ name: 'RG1', level: 'raid10', hotSpares: 0 }, 7)).toEqual({
      message: 'RAID 10 mirrors drives in pairs: RG1 has 7 drives for data, so one holds nothing.',
      hint: 'Use an even number of data drives.',
    });
    expect(oddMirrorNote({ name: 'RG1', level: 'raid10', hotSpares: 1 }, 7)).toBeNull();
    expect(oddMirrorNote({ name: 'RG1', level: 'raid5', hotSpares: 0 }, 7)).toBeNull();
  });

  it('adds up the drives of every member link of a group, in either direction', () => {
    const d = loadPreset('clariion-cx4-960-phase1');
    const split = d.components.find((c) => c.name === 'MBX1 DB RAID group 2: RAID 1/0 4+4')!;
    expect(memberDrives(d.links, split.id)).toBe(8);
    const reversed = d.links.map((l) => ({ ...l, from: l.to, to: l.from }));
    expect(memberDrives(reversed, split.id)).toBe(8);
  });
});

/**
 * The rules above are the engine's: for every level, drive count and spare count, the engine
 * reports SPN-E003 ("needs at least") exactly when `raidDriveProblem` refuses, and SPN-W105 (odd
 * mirror) exactly when `oddMirrorNote` speaks. Run through the real WASM, so a change to the
 * engine's rules fails here until the app's follow.
 */
describe('the RAID rules agree with the engine', () => {
  let pipeline: Pipeline;
  beforeAll(async () => {
    pipeline = await openPipeline();
  });
  afterAll(() => pipeline.dispose());

  it('for every level, 1–6 drives and 0–2 hot spares', async () => {
    const base = loadPreset('cisco-ucs-c210-m2');
    const mismatches: string[] = [];
    for (const level of RaidLevel.options)
      for (let members = 1; members <= 6; members++)
        for (let hotSpares = 0; hotSpares <= 2; hotSpares++) {
          const design: Design = {
            ...base,
            components: base.components.map((c) => (c.id === 'rg-data' ? { ...c, level, hotSpares } : c)),
            links: base.links.map((l) =>
              l.kind === 'member' && l.to.componentId === 'rg-data' ? { ...l, diskCount: members } : l,
            ),
          };
          const report = await pipeline.report(design, quickOptions);
          const codes = new Set(report.findings.filter((f) => f.componentIds.includes('rg-data')).map((f) => f.code));
          const group = { name: 'F:', level, hotSpares };
          const app = [raidDriveProblem(group, members) !== null, oddMirrorNote(group, members) !== null];
          const engine = [codes.has('SPN-E003'), codes.has('SPN-W105')];
          if (app[0] !== engine[0] || (!app[0] && app[1] !== engine[1]))
            mismatches.push(`${level} ${members} drives ${hotSpares} spares: app ${app}, engine ${engine}`);
        }
    expect(mismatches).toEqual([]);
  });
});
