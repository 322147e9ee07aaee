/**
 * The Compare rows QA found wrong in Chromium, with QA's own figures: headroom differences in
 * percentage points, "best" IO/s on the margin over each design's own target, and a capacity cell
 * that says why a design does not fit when its totals say it would.
 */
import { describe, expect, it } from 'vitest';

import type { Headroom, Report } from '../../engine/ts/reportSchema';
import { makeLogLun, makeReport } from '../../src/store/reportFixture';
import { compareRows, type CompareCell, type CompareRow } from './compareRows';
import { diffPoints } from './compareRowDefs';

const spare = (iopsPct: number): Headroom => ({
  maxIops: 0,
  iopsPct,
  extraMailboxes: 100,
  limitedBy: 'dbReadLatency',
  mailboxesLimitedBy: 'dbReadLatency',
  loadFactor: 1,
  case: 'spare',
  wholeThreads: null,
});

/** A design achieving `achievedIops` against `targetIops`, with `headroomPct` and `capacity`. */
function design(
  achievedIops: number,
  targetIops: number,
  o: { headroomPct?: number; capacity?: Partial<Report['capacity']> } = {},
): Report {
  const base = makeReport(1);
  return makeReport(1, {
    totals: { ...base.totals, achievedIops, targetIops },
    headroom: spare(o.headroomPct ?? 10),
    capacity: { ...base.capacity, ...o.capacity },
  });
}

const rowOf = (reports: Report[], id: string): CompareRow =>
  compareRows(reports.map((report) => ({ kind: 'ready', report, fullPending: false }))).find((r) => r.id === id)!;
const value = (c: CompareCell | undefined) => {
  if (c?.kind !== 'value') throw new Error(`not a value: ${JSON.stringify(c)}`);
  return c;
};

describe('headroom differences', () => {
  it('are percentage points, not a relative change: 6.6 % against 244.9 % is −238.3 pp', () => {
    const cells = rowOf([design(1, 1, { headroomPct: 244.9 }), design(1, 1, { headroomPct: 6.6 })], 'headroom').cells;
    expect(value(cells[1])).toMatchObject({ diff: '−238.3 pp', diffTone: 'worse' });
    expect(rowOf([design(1, 1)], 'headroom').note).toContain('percentage points');
  });

  it('read to the tenth a percentage shows, and a difference below it as none', () => {
    expect(diffPoints(22.5, 10)).toBe('+12.5 pp');
    expect(diffPoints(10.02, 10)).toBe('≈ same');
  });

  it('keep the IO/s row’s relative change in %', () => {
    const cells = rowOf([design(14_118, 14_000), design(20_032, 14_000)], 'iops').cells;
    expect(value(cells[1]).diff).toBe('+41.9 %');
  });
});

describe('best achieved IO/s', () => {
  // QA: the XIV's 20,032 IO/s "won" against a design sized for 6,000 mailboxes.
  const xiv = design(20_032, 19_500);
  const small = design(8_523, 6_000);

  it('goes to the highest margin over the design’s own target, not the most IO/s', () => {
    const row = rowOf([xiv, small], 'iops');
    expect(row.cells.map((c) => value(c).best)).toEqual([false, true]);
    expect(row.bestRule).toContain('margin over');
    expect(row.note).toContain('own target');
  });

  it('calls a difference better or worse only between designs with the same target', () => {
    expect(value(rowOf([small, xiv], 'iops').cells[1])).toMatchObject({ diff: '+135 %', diffTone: null });
    const same = value(rowOf([design(8_000, 6_000), small], 'iops').cells[1]);
    expect(same).toMatchObject({ diff: '+6.5 %', diffTone: 'better', best: true });
  });
});

describe('capacity', () => {
  const lun = { ...makeLogLun('xiv-db1', 'DB LUN 1'), requiredGb: 5100, sizeGb: 4800 };
  const fitting = { ...lun, id: 'xiv-db3', fits: true };
  const capacity = { usableGb: 79_200, requiredGb: 45_300, fits: false };

  it('says which LUNs are too small when the totals alone would fit', () => {
    const luns = [lun, { ...lun, id: 'xiv-db2', name: 'DB LUN 2' }, fitting];
    const [cell] = rowOf([design(1, 1, { capacity: { ...capacity, luns } })], 'capacity').cells;
    expect(value(cell)).toMatchObject({
      text: 'Does not fit',
      tone: 'bad',
      detail: '2 LUNs too small · usable 79.2 TB · needs 45.3 TB',
    });
    expect(value(cell).title).toContain('DB LUN 1 needs 5.1 TB of 4.8 TB');
  });

  it('says which RAID groups are over-allocated', () => {
    const group = {
      id: 'rg',
      name: 'RAID group 1',
      drives: 8,
      rawGb: 0,
      usableGb: 0,
      usableBasis: '',
      allocatedGb: 0,
      freeGb: -400,
      fits: false,
    };
    const over = { ...capacity, luns: [fitting], raidGroups: [group] };
    const [cell] = rowOf([design(1, 1, { capacity: over })], 'capacity').cells;
    expect(value(cell).detail).toBe('1 RAID group over-allocated · usable 79.2 TB · needs 45.3 TB');
    expect(value(cell).title).toContain('RAID group 1 by 400 GB');
  });

  it('gives a design that fits its totals only', () => {
    const [cell] = rowOf([design(1, 1, { capacity: { ...capacity, fits: true, luns: [fitting] } })], 'capacity').cells;
    expect(value(cell)).toMatchObject({ text: 'Fits', detail: 'usable 79.2 TB · needs 45.3 TB', title: null });
  });
});
