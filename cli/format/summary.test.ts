import { describe, expect, it } from 'vitest';

import type { Report } from '../../engine/ts/reportSchema';
import { makeJudgedServer, makeReport, makeServerWithOfflineDb } from '../../src/store/reportFixture';
import { formatSummary, type SummaryContext } from './summary';

const ctx: SummaryContext = { file: 'design.json', title: 'Test', mode: 'quick', failed: [] };

/** The summary of a report of `servers`, with totals summed from them. */
function summaryOf(servers: Report['servers'], parts: Partial<Report> = {}): string {
  const base = makeReport(1);
  const sum = (f: (s: Report['servers'][number]) => number): number => servers.reduce((a, s) => a + f(s), 0);
  const totals = {
    ...base.totals,
    achievedIops: sum((s) => s.achievedIops),
    targetIops: sum((s) => s.targetIops),
    dbReadsPerSec: sum((s) => s.dbReadsPerSec),
    dbWritesPerSec: sum((s) => s.dbWritesPerSec),
  };
  return formatSummary(makeReport(1, { servers, totals, pass: servers.every((s) => s.pass), ...parts }), ctx);
}

/** The cells of the table row that starts with `first`. */
const row = (text: string, first: string): string[] =>
  (text.split('\n').find((l) => l.startsWith(first)) ?? '').split(/\s{2,}/);

describe('formatSummary: figures beside their verdicts', () => {
  it('prints a failing 20.003 ms read latency as 20.003, never "20.00", with its limit alike', () => {
    const text = summaryOf([makeJudgedServer('mbx1', { readMs: 20.003, achievedIops: 12_000, targetIops: 10_000 })]);
    const cells = row(text, 'MBX1');
    expect(cells.slice(6, 8)).toEqual(['20.003', '20.003']);
    expect(cells.at(-1)).toBe('FAIL: DB read latency');
    expect(text).toContain('  DB1: Database read latency (average): 20.003 ms (limit ≤ 20.000 ms)');
    expect(text).not.toMatch(/20\.00(?!\d)/);
    // The total row has no threads per database.
    expect(row(text, 'Total').slice(5, 7)).toEqual(['20.003', '20.003']);
  });

  it('keeps 0.01 ms for a latency that passes at its limit as printed', () => {
    const text = summaryOf([makeJudgedServer('mbx1', { readMs: 19.996, achievedIops: 12_000, targetIops: 10_000 })]);
    const cells = row(text, 'MBX1');
    expect(cells.slice(6, 8)).toEqual(['20.00', '20.00']);
    expect(cells.at(-1)).toBe('pass');
  });

  it('prints a missed target of 9,999.96 of 10,000 IO/s as such, not "10,000 of 10,000"', () => {
    const text = summaryOf([makeJudgedServer('mbx1', { readMs: 12, achievedIops: 9_999.96, targetIops: 10_000 })]);
    expect(row(text, 'MBX1').slice(2, 4)).toEqual(['10,000.00', '9,999.96']);
    expect(row(text, 'MBX1').at(-1)).toBe('FAIL: IOPS below target');
    expect(text).toContain('MBX1: Achieved transactional IOPS ≥ target: 9,999.96 IO/s (limit ≥ 10,000.00 IO/s)');
    expect(text).toContain('Overall: FAIL on IOPS below target: achieved 9,999.96 of 10,000.00 target IO/s');
  });
});

describe('formatSummary: one figure, one way', () => {
  const server = makeJudgedServer('mbx1', { readMs: 12.345, logMs: 2.5, achievedIops: 21_234.5, targetIops: 20_000 });

  it('prints IO/s whole everywhere, as the engine’s sentences do', () => {
    const worstFailure = {
      scenarioId: 'server:x',
      label: 'X fails',
      pass: false,
      headroomPct: null,
      reason: 'achieved 19,230 IO/s, below the target of 20,000 IO/s',
    };
    const text = summaryOf([server], { worstFailure });
    expect(row(text, 'MBX1').slice(2, 6)).toEqual(['20,000', '21,235', '12,741', '8,494']);
    expect(row(text, 'Total').slice(1, 3)).toEqual(['20,000', '21,235']);
    expect(text).toContain('achieved 21,235 of 20,000 target IO/s (+6.2 %)');
    expect(text).toContain('below the target of 20,000 IO/s');
    expect(text).not.toContain('20,000.0');
  });

  it('names the worst DB column with its unit, and says the total row holds the highest there', () => {
    const text = summaryOf([server]);
    const header = text.split('\n').find((l) => l.startsWith('Server'))!;
    expect(header).toMatch(/DB read ms {2}worst DB read ms {2}DB write ms/);
    expect(row(text, 'Total')[0]).toBe('Total (latencies: weighted mean; worst: highest)');
  });

  it('gives the bottleneck’s busy share in whole percent, as its sentence does', () => {
    const bottleneck = {
      componentId: 'rg',
      name: 'RG1',
      kind: 'raidGroup',
      utilisation: 0.848,
      reason: 'The drives of RG1 are 85 % busy.',
    };
    expect(summaryOf([server], { bottleneck })).toContain(
      'Bottleneck: RG1 (RAID group, 85 % busy): The drives of RG1 are 85 % busy.',
    );
    // An exact half rounds to even, as the engine's sentence (Rust `{:.0}`) rounds it.
    const half = summaryOf([server], { bottleneck: { ...bottleneck, utilisation: 0.125 } });
    expect(half).toContain('(RAID group, 12 % busy)');
  });
});

describe('formatSummary: a database that does not run (QA pass 4, item 6)', () => {
  it('reads "Runs: no" and its reason, with no "(limit = 1.00 )"', () => {
    const db = 'DB1 (F:\\db1, logs c:\\log1)';
    const server = makeServerWithOfflineDb('exchange1', db);
    const text = summaryOf([server], { valid: false });
    expect(text).toContain(`  ${db}: Runs: no (a RAID group under its LUNs is not usable)\n`);
    expect(text).toContain('  EXCHANGE1: Achieved transactional IOPS ≥ target: 0 IO/s (limit ≥ 450 IO/s)');
    expect(row(text, 'EXCHANGE1').at(-1)).toBe('FAIL: a database does not run, IOPS below target');
    expect(text).not.toMatch(/limit = |n\/a +\(limit/);
  });
});
