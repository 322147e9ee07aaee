import { describe, expect, it } from 'vitest';

import { jetstressPlan } from '../../src/plan/jetstressPlan';
import { instance, judged, oneServer, reportOf } from '../../src/plan/planFixture';
import { makeOfflineCriterion } from '../../src/store/reportFixture';
import type { ServerResult } from '../../engine/ts/reportSchema';
import { formatPlan } from './plan';

/** The plan text of one server with `criteria` and databases at `readMs`. */
function planText(readMs: number[], criteria: (dbs: { id: string; name: string }[]) => ServerResult['criteria']) {
  const { design, server, dbs } = oneServer(readMs.length);
  const report = reportOf(
    server,
    dbs.map((db, i) => instance(db, readMs[i]!)),
    criteria(dbs),
  );
  return formatPlan(jetstressPlan(design, report), 'design.json');
}

/** The cells of the criteria table's row that starts with `first`. */
const row = (text: string, first: string): string[] =>
  (text.split('\n').find((l) => l.startsWith(first)) ?? '').split(/\s{2,}/);

describe('formatPlan: figures beside their verdicts', () => {
  it('prints a failing 20.003 ms to 0.001 ms beside FAIL, and its limit alike', () => {
    const text = planText([12.34, 20.003], (dbs) => [
      { ...judged('dbRead', dbs[0]!.name, 12.34, 20, 'ms', true), label: 'Database read latency (average)' },
      { ...judged('dbRead', dbs[1]!.name, 20.003, 20, 'ms', false), label: 'Database read latency (average)' },
    ]);
    expect(row(text, 'Database read latency (average), each of 2')).toEqual([
      'Database read latency (average), each of 2',
      '≤ 20.000 ms',
      '12.34 to 20.003 ms',
      'FAIL on 1 of 2',
    ]);
    expect(text).not.toMatch(/20\.00 ms/);
  });

  it('keeps 0.01 ms and the limit as stated where nothing contradicts', () => {
    const text = planText([12.34, 19.996], (dbs) =>
      dbs.map((db, i) => ({
        ...judged('dbRead', db.name, [12.34, 19.996][i]!, 20, 'ms', true),
        label: 'Database read latency (average)',
      })),
    );
    expect(row(text, 'Database read latency (average), each of 2').slice(1)).toEqual([
      '≤ 20 ms',
      '12.34 to 20.00 ms',
      'pass',
    ]);
  });

  it('prints a missed target of 9,999.96 of 10,000 IO/s so, never "10,000.0" beside FAIL', () => {
    const text = planText([12], () => [
      { ...judged('achievedIops', 'Server', 9_999.96, 10_000, 'IO/s', false), label: 'Achieved IOPS ≥ target' },
    ]);
    expect(row(text, 'Achieved IOPS ≥ target').slice(1)).toEqual(['≥ 10,000.00 IO/s', '9,999.96 IO/s', 'FAIL']);
  });
});

describe('formatPlan: a database that does not run (QA pass 4, item 6)', () => {
  it('reads "Runs: no" and its reason, against no numeric limit', () => {
    const text = planText([12], (dbs) => [
      {
        ...makeOfflineCriterion(dbs[0]!.name),
        label: `Database ${dbs[0]!.name} runs (its server has no path to its LUNs)`,
      },
    ]);
    const name = `Database ${oneServer(1).dbs[0]!.name} runs`;
    expect(row(text, name)).toEqual([name, 'must run', 'Runs: no (its server has no path to its LUNs)', 'FAIL']);
    expect(text).not.toMatch(/= 1\b/);
  });
});
