/**
 * The servers section: a limit printed as the engine judges against it (6.75 MB/s, never "6.8"),
 * and a criterion that only warns named by what happened, not by what it asks for (QA pass 5,
 * item 8: "Pass — Warning: Background maintenance keeps 90 % of its rate." read as good news).
 */
import { describe, expect, it } from 'vitest';

import type { Report } from '../../../engine/ts/reportSchema';
import { makeJudgedServer, makeOfflineCriterion, makeReport } from '../../store/reportFixture';
import type { ReportContext } from '../types';
import { sectionContext, sectionText as text } from './sectionFixture';
import { serversSection } from './servers';

function contextOf(servers: Report['servers']): ReportContext {
  const report = makeReport(1, { servers, pass: servers.every((s) => s.pass) });
  return sectionContext(report);
}

const bdm = (value: number) => ({
  id: 'bdmThroughput',
  label: 'Background maintenance keeps 90 % of its rate',
  scope: 'MBX1',
  value,
  threshold: 6.75,
  unit: 'MB/s',
  comparator: '>=',
  pass: value >= 6.75,
  warningOnly: true,
});

describe('serversSection: background maintenance below its rate (design2)', () => {
  const base = makeJudgedServer('mbx1', { readMs: 19, achievedIops: 1_319, targetIops: 180 });
  const body = text(serversSection(contextOf([{ ...base, criteria: [...base.criteria, bdm(5.634)] }])).body);

  it('prints the limit as 6.75 MB/s and the figure to the same decimals', () => {
    expect(body).toContain('Background maintenance keeps 90 % of its rate ≥ 6.75 MB/s 5.63 MB/s Warning');
    expect(body).not.toContain('6.8 MB/s');
  });

  it('says what happened in the result, with the figures', () => {
    expect(body).toContain('Warning: background maintenance below 90 % of its rate (5.63 of 6.75 MB/s).');
    expect(body).not.toContain('Warning: Background maintenance keeps');
  });

  it('gives a failing host criterion its figure against its limit', () => {
    const short = makeJudgedServer('mbx2', { readMs: 12, achievedIops: 2_870.7, targetIops: 10_000 });
    const failing = text(serversSection(contextOf([short])).body);
    expect(failing).toContain('Fails: Achieved transactional IOPS ≥ target (2,871 of 10,000 IO/s).');
  });
});

describe('serversSection: a server none of whose databases runs (QA pass 5, item 14)', () => {
  it('says "Does not run" for its threads, not "0 (autotuned)"', () => {
    const base = makeJudgedServer('mbx1', { readMs: 15, achievedIops: 0, targetIops: 180 });
    const down = {
      ...base,
      autotuned: true,
      threadsPerDatabase: 0,
      pass: false,
      criteria: [makeOfflineCriterion('DB1')],
    };
    const body = text(serversSection(contextOf([down])).body);
    expect(body).toContain('MBX1 Does not run');
    expect(body).not.toContain('(autotuned)');
  });
});
