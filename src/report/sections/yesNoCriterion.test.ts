/**
 * A database that cannot run is judged yes or no: the design report reads "Runs: no (its reason)"
 * with no numeric limit, as the results dock and the CLI do (QA pass 4, item 6).
 */
import { describe, expect, it } from 'vitest';

import { oneServer } from '../../plan/planFixture';
import { makeJudgedServer, makeOfflineCriterion, makeReport } from '../../store/reportFixture';
import type { ReportContext } from '../types';
import { serversSection } from './servers';

const text = (m: { __html: string }): string =>
  m.__html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

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
  const ctx: ReportContext = {
    design: oneServer(1).design,
    report,
    full: true,
    generatedAt: new Date(0),
    bom: null,
    names: new Map(),
  };

  it('reads "Runs: no" and its reason, against no numeric limit', () => {
    const body = text(serversSection(ctx).body);
    expect(body).toContain('Database DB1 runs must run Runs: no (a RAID group under its LUNs is not usable) Fail');
    expect(body).not.toMatch(/= 1|Not predicted/);
  });
});
