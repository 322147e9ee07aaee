/**
 * The design report writes a figure beside its verdict so that it reads as the verdict does: a
 * database read latency of 20.003 ms fails "≤ 20 ms" and reads "20.003 ms", never "20.0 ms"; and a
 * database that cannot run is judged yes or no, "Runs: no (its reason)" with no numeric limit, as
 * the results dock and the CLI do (QA pass 4, item 6).
 */
import { describe, expect, it } from 'vitest';

import type { Report } from '../../../engine/ts/reportSchema';
import { makeJudgedServer, makeOfflineCriterion, makeReport, makeScenarioRow } from '../../store/reportFixture';
import type { ReportContext } from '../types';
import { sectionContext, sectionText as text } from './sectionFixture';
import { failuresSection } from './failures';
import { serversSection } from './servers';
import { summarySection, verdictBanner } from './summary';

function contextOf(servers: Report['servers'], parts: Partial<Report> = {}): ReportContext {
  const base = makeReport(1);
  const totals = {
    ...base.totals,
    achievedIops: servers.reduce((a, s) => a + s.achievedIops, 0),
    targetIops: servers.reduce((a, s) => a + s.targetIops, 0),
  };
  const report = makeReport(1, { servers, totals, pass: servers.every((s) => s.pass), ...parts });
  return sectionContext(report);
}

describe('a database at 20.003 ms, which fails ≤ 20 ms', () => {
  const ctx = contextOf([makeJudgedServer('mbx1', { readMs: 20.003, achievedIops: 12_000, targetIops: 10_000 })]);

  it('reads 20.003 ms in the servers table and its criterion, against ≤ 20.000 ms', () => {
    const body = text(serversSection(ctx).body);
    expect(body).toContain('20.003 ms');
    expect(body).toContain('Database read latency (average) ≤ 20.000 ms 20.003 ms Fail');
    expect(body).not.toMatch(/20\.0 ms/);
  });

  it('reads 20.003 ms in the summary, with the limit alike', () => {
    const body = text(summarySection(ctx).body);
    expect(body).toContain('20.003 ms on MBX1');
    expect(body).toContain('Database DB1 · Jetstress limit ≤ 20.000 ms on each database');
  });

  it('reads 20.003 ms in a failure scenario’s row', () => {
    const scenario = makeScenarioRow('server:x', 'x', {
      achievedIops: 12_000,
      targetIops: 10_000,
      worstDbReadLatencyMs: 20.003,
      worstLogWriteLatencyMs: 2,
      pass: false,
      failing: ['database read latency above 20 ms'],
    });
    const body = text(failuresSection({ ...ctx, report: { ...ctx.report, scenarios: [scenario] } }).body);
    expect(body).toContain('20.003 ms');
    expect(body).not.toMatch(/20\.0 ms/);
  });
});

describe('a missed target of 9,999.96 of 10,000 IO/s', () => {
  const ctx = contextOf([makeJudgedServer('mbx1', { readMs: 12, achievedIops: 9_999.96, targetIops: 10_000 })]);

  it('reads 9,999.96 of 10,000.00 IO/s, never "10,000 IO/s of 10,000 IO/s", beside its Fail', () => {
    expect(text(verdictBanner(ctx.report))).toContain('Predicted Jetstress: Fail 9,999.96 IO/s of 10,000.00 IO/s');
    expect(text(summarySection(ctx).body)).toContain('9,999.96 IO/s achieved of 10,000.00 IO/s target');
    expect(text(serversSection(ctx).body)).toContain('10,000.00 IO/s 9,999.96 IO/s');
  });
});

describe('servers section: a database that does not run', () => {
  const base = makeJudgedServer('mbx1', { readMs: 15, achievedIops: 0, targetIops: 450 });
  const server = {
    ...base,
    pass: false,
    criteria: [
      { ...makeOfflineCriterion('DB1'), label: 'Database DB1 runs (a RAID group under its LUNs is not usable)' },
      ...base.criteria.filter((c) => c.id === 'achievedIops'),
    ],
  };
  const report = makeReport(1, { servers: [server], pass: false });
  const ctx = sectionContext(report);

  it('reads "Runs: no" and its reason, against no numeric limit', () => {
    const body = text(serversSection(ctx).body);
    expect(body).toContain('Database DB1 runs must run Runs: no (a RAID group under its LUNs is not usable) Fail');
    expect(body).not.toMatch(/= 1|Not predicted/);
  });
});
