import { describe, expect, it } from 'vitest';

import type { Report } from '../../engine/ts/reportSchema';
import { makeLoad, makeLogLun, makeReport, makeServerResult } from '../../src/store/reportFixture';
import { compareRows, ROW_IDS, type ColumnState, type CompareCell } from './compareRows';

type Server = Report['servers'][number];

/** A server whose one database has these latencies. */
function server(name: string, achievedIops: number, readMs: number, logMs: number, pass = true): Server {
  const s = makeServerResult(name, {
    achievedIops,
    targetIops: 1000,
    dbReadLatencyMs: readMs,
    logWriteLatencyMs: logMs,
    pass,
  });
  const instance = {
    id: `${name}-db`,
    name: `${name} DB`,
    threads: 2,
    mailboxes: 1000,
    targetIops: 1000,
    achievedIops,
    dbReadsPerSec: 0,
    dbWritesPerSec: 0,
    dbReadLatencyMs: readMs,
    dbWriteLatencyMs: null,
    logWritesPerSec: 0,
    logWriteLatencyMs: logMs,
    bdmReadsPerSec: 0,
    bdmMbPerSec: 0,
    logReplicationReadsPerSec: 0,
    pass,
  };
  return { ...s, instances: [instance] };
}

/** A design of `servers`, with `hbas` HBAs, a headroom of `headroomPct` and a 12-drive group. */
function report(servers: Server[], o: { headroomPct?: number; hbas?: number; usableGb?: number } = {}): Report {
  const achieved = servers.reduce((n, s) => n + s.achievedIops, 0);
  const base = makeReport(1);
  return makeReport(1, {
    pass: servers.every((s) => s.pass),
    servers,
    totals: {
      ...base.totals,
      achievedIops: achieved,
      targetIops: 1000 * servers.length,
      mailboxes: 1000 * servers.length,
      databases: servers.length,
    },
    components: Array.from({ length: o.hbas ?? 2 }, (_, i) => ({ ...makeLoad(`h${i}`, 0.1), kind: 'hba' })),
    headroom: {
      maxIops: achieved * 1.1,
      iopsPct: o.headroomPct ?? 10,
      extraMailboxes: 200,
      limitedBy: 'dbReadLatency',
      mailboxesLimitedBy: 'dbReadLatency',
      loadFactor: 1.1,
      case: 'spare',
      wholeThreads: null,
    },
    worstFailure: {
      scenarioId: 'server:a',
      label: 'Server A fails',
      pass: false,
      headroomPct: null,
      reason: 'offline',
    },
    capacity: {
      ...base.capacity,
      usableGb: o.usableGb ?? 2000,
      requiredGb: 1500,
      luns: [{ ...makeLogLun(), fits: true }],
      raidGroups: [
        {
          id: 'rg',
          name: 'RG',
          drives: 12,
          rawGb: 0,
          usableGb: 0,
          usableBasis: '',
          allocatedGb: 0,
          freeGb: 0,
          fits: true,
        },
      ],
    },
    bottleneck: { componentId: 'h0', name: 'HBA 1', kind: 'hba', utilisation: 0.85, reason: 'busy' },
  });
}

const ready = (r: Report, fullPending = false): ColumnState => ({ kind: 'ready', report: r, fullPending });
const cellsOf = (columns: ColumnState[], id: string): readonly CompareCell[] =>
  compareRows(columns).find((r) => r.id === id)!.cells;
const value = (c: CompareCell | undefined) => {
  if (c?.kind !== 'value') throw new Error(`not a value: ${JSON.stringify(c)}`);
  return c;
};

describe('compare rows', () => {
  const current = report([server('A', 1000, 12, 2), server('B', 1100, 15.6, 1.5)]);
  const candidate = report([server('A', 1200, 9, 3), server('B', 1200, 9.5, 2.5)], { headroomPct: 22.5, hbas: 4 });

  it('has every row the brief asks for, in order', () => {
    expect(ROW_IDS).toEqual([
      'verdict',
      'iops',
      'dbRead',
      'logWrite',
      'headroom',
      'worstFailure',
      'capacity',
      'mailboxes',
      'databases',
      'servers',
      'hbas',
      'switches',
      'arrays',
      'drives',
      'bottleneck',
    ]);
  });

  it('reads each figure from the report, formatted as the dock formats it', () => {
    const [c] = cellsOf([ready(current)], 'iops');
    expect(value(c)).toMatchObject({ text: '2,100 IO/s', detail: 'target 2,000 IO/s (+5 %)', tone: 'ok', diff: null });
    expect(value(cellsOf([ready(current)], 'dbRead')[0])).toMatchObject({ text: '15.6 ms', detail: 'on B' });
    expect(value(cellsOf([ready(current)], 'logWrite')[0])).toMatchObject({ text: '2.00 ms', detail: 'on A' });
    expect(value(cellsOf([ready(current)], 'headroom')[0])).toMatchObject({
      text: '10 %',
      detail: '200 extra mailboxes, limited by database read latency',
    });
    expect(value(cellsOf([ready(current)], 'worstFailure')[0])).toMatchObject({
      text: 'Fails',
      pass: false,
      detail: 'Server A fails',
    });
    expect(value(cellsOf([ready(current)], 'capacity')[0])).toMatchObject({
      text: 'Fits',
      detail: 'usable 2 TB · needs 1.5 TB',
    });
    expect(value(cellsOf([ready(current)], 'hbas')[0]).text).toBe('2');
    expect(value(cellsOf([ready(current)], 'drives')[0]).text).toBe('12');
    expect(value(cellsOf([ready(current)], 'bottleneck')[0])).toMatchObject({ text: 'HBA 1', detail: '85 % busy' });
  });

  it('gives each later column its difference from the first', () => {
    const cols = [ready(current), ready(candidate)];
    expect(value(cellsOf(cols, 'iops')[1]).diff).toBe('+14.3 %');
    expect(value(cellsOf(cols, 'dbRead')[1]).diff).toBe('−6.10 ms');
    expect(value(cellsOf(cols, 'logWrite')[1]).diff).toBe('+1.00 ms');
    expect(value(cellsOf(cols, 'headroom')[1]).diff).toBe('+12.5 pp');
    expect(value(cellsOf(cols, 'hbas')[1]).diff).toBe('+2');
    expect(value(cellsOf(cols, 'servers')[1]).diff).toBe('same');
    expect(value(cellsOf(cols, 'verdict')[1]).diff).toBeNull();
  });

  it('marks the best value where more or less is better, and nothing when all are equal', () => {
    const third = report([server('A', 900, 25, 1), server('B', 900, 8, 1)], { usableGb: 1400 });
    const cols = [ready(current), ready(candidate), ready(third)];
    const best = (id: string) => cellsOf(cols, id).map((c) => value(c).best);
    expect(best('iops')).toEqual([false, true, false]);
    // Lower is better for latencies: the third's 1 ms log writes, the candidate's 9.5 ms reads.
    expect(best('logWrite')).toEqual([false, false, true]);
    expect(best('dbRead')).toEqual([false, true, false]);
    // Capacity has no best (the fit is LUN by LUN), only the difference in usable space.
    expect(best('capacity')).toEqual([false, false, false]);
    expect(value(cellsOf(cols, 'capacity')[2]).diff).toBe('−600 GB usable');
    expect(best('servers')).toEqual([false, false, false]);
    expect(best('verdict')).toEqual([false, false, false]);
    expect(best('bottleneck')).toEqual([false, false, false]);
  });

  it('says a column is evaluating or failed rather than show a number', () => {
    const cols: ColumnState[] = [ready(current), { kind: 'evaluating' }, { kind: 'error', error: 'no' }];
    const cells = cellsOf(cols, 'iops');
    expect(cells[1]).toEqual({ kind: 'pending', text: 'Evaluating…' });
    expect(cells[2]).toEqual({ kind: 'missing', text: '—' });
    // A pending column is not compared: the current one alone is not "best".
    expect(value(cells[0]).best).toBe(false);
  });

  it('waits for the failure analysis only in the rows that need it', () => {
    const cols = [ready(current, true), ready(candidate)];
    expect(cellsOf(cols, 'headroom')[0]).toEqual({ kind: 'pending', text: 'Analysing failures…' });
    expect(cellsOf(cols, 'worstFailure')[0]).toEqual({ kind: 'pending', text: 'Analysing failures…' });
    expect(value(cellsOf(cols, 'iops')[0]).text).toBe('2,100 IO/s');
    // Nothing to compare with: no difference in the candidate's headroom.
    expect(value(cellsOf(cols, 'headroom')[1]).diff).toBeNull();
  });
});

describe('compare differences', () => {
  it('say whether a difference is for the better or the worse where that has a meaning', () => {
    const a = report([server('A', 1000, 12, 2)]);
    const b = report([server('A', 1100, 14, 1)], { hbas: 3 });
    const cols = [ready(a), ready(b)];
    const tone = (id: string) => value(compareRows(cols).find((r) => r.id === id)!.cells[1]).diffTone;
    expect(tone('iops')).toBe('better');
    expect(tone('dbRead')).toBe('worse');
    expect(tone('logWrite')).toBe('better');
    // More HBAs are neither: the row has no "best".
    expect(tone('hbas')).toBeNull();
    // A difference below what a latency shows is none, whatever its sign.
    const c = report([server('A', 1100, 12.001, 1)]);
    const near = value(compareRows([ready(a), ready(c)]).find((r) => r.id === 'dbRead')!.cells[1]);
    expect(near).toMatchObject({ diff: '≈ same', diffTone: null });
    expect(tone('servers')).toBeNull();
  });
});

describe('compare headroom', () => {
  it('says why there is none, not how many mailboxes a failing design would add', () => {
    const r = report([server('A', 800, 12, 2, false)]);
    const failing = { ...r, headroom: { ...r.headroom!, case: 'moreThreads' as const } };
    const [cell] = compareRows([ready(failing)]).find((x) => x.id === 'headroom')!.cells;
    expect(value(cell)).toMatchObject({
      text: 'None as tested',
      detail: 'below the target at the tested threads',
      tone: 'bad',
    });
  });
});

describe('compare verdict', () => {
  it('counts passing servers in the Summary’s words: 1 of 1 server passes, 11 of 12 servers pass', () => {
    const detail = (servers: Server[]) =>
      value(compareRows([ready(report(servers))]).find((x) => x.id === 'verdict')!.cells[0]).detail;
    expect(detail([server('a', 1000, 10, 1)])).toBe('1 of 1 server passes');
    const twelve = Array.from({ length: 12 }, (_, i) => server(`s${i}`, 1000, 10, 1, i > 0));
    expect(detail(twelve)).toBe('11 of 12 servers pass');
    expect(detail([server('a', 1000, 10, 1, false), server('b', 1000, 10, 1)])).toBe('1 of 2 servers passes');
    expect(detail([server('a', 1000, 10, 1, false)])).toBe('0 of 1 server pass');
  });

  it('gives an empty design no verdict, as the Summary does', () => {
    const [cell] = compareRows([ready(makeReport(1))]).find((x) => x.id === 'verdict')!.cells;
    expect(value(cell)).toMatchObject({ text: 'No servers yet', detail: null });
    expect(value(cell).pass).toBeUndefined();
  });
});

describe('compare best, as shown (QA 6 #9, #10, #13)', () => {
  it('marks two latencies that read the same both best, not the one a thousandth lower', () => {
    const a = report([server('A', 1000, 12, 0.944)]);
    const b = report([server('A', 1000, 12, 0.936)]);
    const c = report([server('A', 1000, 12, 2)]);
    const cells = cellsOf([ready(a), ready(b), ready(c)], 'logWrite').map(value);
    expect(cells.map((x) => x.text)).toEqual(['0.94 ms', '0.94 ms', '2.00 ms']);
    expect(cells.map((x) => x.best)).toEqual([true, true, false]);
    // All reading the same, none is best.
    const same = cellsOf([ready(a), ready(b)], 'logWrite').map(value);
    expect(same.map((x) => x.best)).toEqual([false, false]);
  });

  it('gives Headroom’s best only to a design whose capacity fits, and says why', () => {
    const fits = report([server('A', 1000, 12, 2)], { headroomPct: 113.5 });
    const base = report([server('A', 1000, 12, 2)], { headroomPct: 244.9 });
    const tooSmall = {
      ...base,
      headroom: { ...base.headroom!, extraMailboxes: 0, mailboxesLimitedBy: 'capacity' },
      capacity: { ...base.capacity, fits: false, luns: [{ ...makeLogLun(), fits: false }] },
    };
    const rows = compareRows([ready(fits), ready(tooSmall)]);
    const headroom = rows.find((r) => r.id === 'headroom')!;
    const cells = headroom.cells.map(value);
    expect(cells.map((x) => x.best)).toEqual([true, false]);
    expect(cells[1]).toMatchObject({
      text: '244.9 %',
      detail: 'no extra mailboxes: 1 LUN is already too small for its files',
      diff: '+131.4 pp',
      // Shown, but neither better nor worse than a design that fits.
      diffTone: null,
    });
    expect(cells[1]!.title).toContain('Not ranked for Best: the design does not fit its capacity');
    expect(headroom.bestRule).toContain('whose capacity fits');
  });

  it('shows an empty design’s IO/s as a neutral dash with why, not a green 0 IO/s', () => {
    const empty = makeReport(1);
    const [cell, other] = cellsOf([ready(empty), ready(report([server('A', 1000, 12, 2)]))], 'iops').map(value);
    expect(cell).toMatchObject({ text: '—', detail: 'no servers yet', tone: null, best: false });
    // Nothing to differ from.
    expect(other).toMatchObject({ diff: null, best: false });
  });
});
