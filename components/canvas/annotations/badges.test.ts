import { describe, expect, it } from 'vitest';

import type { Component } from '../../../src/schema/components';
import { makeReport, makeServerResult } from '../../../src/store/reportFixture';
import { indexReport } from '../../../src/store/selectors';
import {
  AMBER_SHARE,
  badgesFor,
  DB_READ_LIMIT_MS,
  latencyTone,
  LOG_WRITE_LIMIT_MS,
  resultsInside,
  utilisationTone,
} from './badges';

describe('badge tones', () => {
  it('judges latency against the Jetstress limits, amber above 80 % of a limit', () => {
    expect(latencyTone(null, DB_READ_LIMIT_MS)).toBe('neutral');
    expect(latencyTone(AMBER_SHARE * DB_READ_LIMIT_MS, DB_READ_LIMIT_MS)).toBe('ok');
    expect(latencyTone(16.1, DB_READ_LIMIT_MS)).toBe('warn');
    expect(latencyTone(20, DB_READ_LIMIT_MS)).toBe('bad');
    expect(latencyTone(8.5, LOG_WRITE_LIMIT_MS)).toBe('warn');
    expect(latencyTone(2.3, LOG_WRITE_LIMIT_MS)).toBe('ok');
  });

  it('colours utilisation green, amber from 70 %, red from 90 %', () => {
    expect(utilisationTone(0.5)).toBe('ok');
    expect(utilisationTone(0.7)).toBe('warn');
    expect(utilisationTone(0.92)).toBe('bad');
  });
});

describe('host badges', () => {
  const host: Component = {
    kind: 'server',
    id: 'esx',
    name: 'ESX',
    sockets: 4,
    coresPerSocket: 4,
    ghz: 2.9,
    ramGb: 128,
  };
  const vm = (id: string): Component => ({ kind: 'vm', id, name: id, parentId: 'esx', vcpus: 4, ramGb: 24 });
  const components = [host, vm('a'), vm('b')];

  it('a host that is not itself a Jetstress server sums its VMs: IOPS summed, latencies at worst, passes counted', () => {
    const idx = indexReport(
      makeReport(1, {
        servers: [
          makeServerResult('a', { achievedIops: 4000, targetIops: 4000, dbReadLatencyMs: 12.5, logWriteLatencyMs: 2 }),
          makeServerResult('b', {
            achievedIops: 3500,
            targetIops: 4000,
            dbReadLatencyMs: 21,
            logWriteLatencyMs: null,
            pass: false,
          }),
        ],
      }),
    );
    const inside = resultsInside(host, components, idx);
    expect(inside.map((r) => r.id)).toEqual(['a', 'b']);
    const [iops, read, log] = badgesFor(host, idx, inside);
    expect(iops).toMatchObject({ label: 'IOPS · 1/2 pass', value: '7,500 / 8,000', tone: 'bad' });
    expect(read).toMatchObject({ label: 'Worst read', tone: 'bad' });
    expect(read?.value).toMatch(/^21(\.0)? ms$/);
    expect(log).toMatchObject({ label: 'Worst log', tone: 'ok' });
    expect(log?.value).toMatch(/^2(\.0+)? ms$/);
  });

  it("a host's worst read is its worst database's, not the worst of its VMs' averages", () => {
    // CLARiiON phase 1: a VM averaging 12.6 ms had databases at 16.6 ms; the host said 12.6 ms.
    const a = makeServerResult('a', {
      achievedIops: 4000,
      targetIops: 4000,
      dbReadLatencyMs: 12.6,
      logWriteLatencyMs: 2,
    });
    const instance = (id: string, ms: number) => ({
      id,
      name: id,
      threads: 2,
      mailboxes: 500,
      targetIops: 2000,
      achievedIops: 2000,
      dbReadsPerSec: 0,
      dbWritesPerSec: 0,
      dbReadLatencyMs: ms,
      dbWriteLatencyMs: null,
      logWritesPerSec: 0,
      logWriteLatencyMs: 2,
      bdmReadsPerSec: 0,
      bdmMbPerSec: 0,
      logReplicationReadsPerSec: 0,
      pass: true,
    });
    const withDbs = { ...a, instances: [instance('a-db1', 8.6), instance('a-db2', 16.6)] };
    const idx = indexReport(makeReport(1, { servers: [withDbs] }));
    const [, read] = badgesFor(host, idx, resultsInside(host, components, idx));
    expect(read?.value).toMatch(/^16\.6\d? ms$/);
  });

  it('a Jetstress server keeps its own figures; a host without figures inside keeps dashes', () => {
    const own = indexReport(
      makeReport(1, {
        servers: [
          makeServerResult('esx', { achievedIops: 10, targetIops: 10, dbReadLatencyMs: 5, logWriteLatencyMs: 1 }),
        ],
      }),
    );
    expect(resultsInside(host, components, own)).toEqual([]);
    expect(badgesFor(host, own)[0]).toMatchObject({ label: 'IOPS', value: '10 / 10' });
    expect(badgesFor(host, indexReport(null))[0]).toMatchObject({ label: 'IOPS', value: '—' });
  });
});
