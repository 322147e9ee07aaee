/**
 * The summary's worst latency is the worst database's, which Jetstress judges, as the canvas's
 * "Worst read" and the Compare view give it: a CLARiiON phase 1 VM averages 12.6 ms over its ten
 * databases while one of them reads in 16.6 ms (audit 4).
 */
import { describe, expect, it } from 'vitest';

import { makeJudgedServer, makeReport } from '../../store/reportFixture';
import { sectionContext, sectionText as text } from './sectionFixture';
import { summarySection } from './summary';

const server = makeJudgedServer('mbx1', { readMs: 12.637, achievedIops: 2_321, targetIops: 1_920 });
const [db1] = server.instances;
const vm = {
  ...server,
  instances: [
    { ...db1!, id: 'sg1', name: 'MBX1 SG1', dbReadLatencyMs: 16.575 },
    { ...db1!, id: 'sg3', name: 'MBX1 SG3', dbReadLatencyMs: 7.7 },
  ],
};

describe('the summary of a server whose databases read at different latencies', () => {
  const body = text(summarySection(sectionContext(makeReport(1, { servers: [vm] }))).body);

  it('gives the worst database, names it, and the server average its row shows', () => {
    expect(body).toContain('Worst database read latency 16.6 ms on MBX1');
    expect(body).toContain('Database MBX1 SG1 · Jetstress limit ≤ 20.0 ms on each database');
    expect(body).toContain('averages 12.6 ms over its databases');
  });

  it('says nothing of an average that reads as the worst database does', () => {
    expect(body).not.toMatch(/averages 2\.00 ms/);
  });
});
