import { describe, expect, it } from 'vitest';

import type { Component } from '../../../src/schema/components';
import { makeReport, makeServerResult } from '../../../src/store/reportFixture';
import { indexReport } from '../../../src/store/selectors';
import {
  AMBER_SHARE,
  badgesFor,
  DB_READ_LIMIT_MS,
  iopsTone,
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
    expect(latencyTone(8.5, LOG_WRITE_LIMIT_MS)).toBe('warn');
    expect(latencyTone(2.3, LOG_WRITE_LIMIT_MS)).toBe('ok');
  });

  it('colours a latency as the engine judges it: at most the limit, on the figure to 0.001 ms', () => {
    // Exactly the limit passes Jetstress ("≤ 20 ms"): amber (above 80 % of it), not red.
    expect(latencyTone(20, DB_READ_LIMIT_MS)).toBe('warn');
    expect(latencyTone(10, LOG_WRITE_LIMIT_MS)).toBe('warn');
    // 20.0004 ms is judged as 20.000 ms (a pass); 20.0005 ms as 20.001 ms (a fail).
    expect(latencyTone(20.0004, DB_READ_LIMIT_MS)).toBe('warn');
    expect(latencyTone(20.0005, DB_READ_LIMIT_MS)).toBe('bad');
    expect(latencyTone(20.003, DB_READ_LIMIT_MS)).toBe('bad');
    expect(latencyTone(10.0006, LOG_WRITE_LIMIT_MS)).toBe('bad');
  });

  it('colours achieved IO/s against the target as the engine judges them, to 0.001 IO/s', () => {
    expect(iopsTone(754.4, 754.4)).toBe('ok');
    expect(iopsTone(754.3996, 754.4)).toBe('ok');
    expect(iopsTone(754.3994, 754.4)).toBe('bad');
    expect(iopsTone(754.2, 754.4)).toBe('bad');
    expect(iopsTone(10_500, 10_000)).toBe('ok');
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

  it("a host's summed IO/s take the app's format, and a near miss the decimals it needs", () => {
    const idx = indexReport(
      makeReport(1, {
        servers: [
          makeServerResult('a', { achievedIops: 377.1, targetIops: 377.2, dbReadLatencyMs: 12, logWriteLatencyMs: 2 }),
          makeServerResult('b', { achievedIops: 377.1, targetIops: 377.2, dbReadLatencyMs: 12, logWriteLatencyMs: 2 }),
        ],
      }),
    );
    expect(badgesFor(host, idx, resultsInside(host, components, idx))[0]).toMatchObject({
      value: '754.2 / 754.4',
    });
  });
});

describe('server badges beside their verdict', () => {
  const server: Component = {
    kind: 'server',
    id: 'exchange1',
    name: 'EXCHANGE1',
    sockets: 2,
    coresPerSocket: 6,
    ghz: 2.9,
    ramGb: 48,
  };
  const badges = (f: Parameters<typeof makeServerResult>[1]) =>
    badgesFor(server, indexReport(makeReport(1, { servers: [makeServerResult(server.id, f)] })));

  it('writes IO/s as the app does (one decimal below 1,000), so a miss of 754.2 of 754.4 is not "754 / 754"', () => {
    const [iops] = badges({ achievedIops: 754.2, targetIops: 754.4, dbReadLatencyMs: 15, logWriteLatencyMs: 1 });
    expect(iops).toMatchObject({ label: 'IOPS', value: '754.2 / 754.4', tone: 'bad' });
    const [met] = badges({ achievedIops: 754.2, targetIops: 450, dbReadLatencyMs: 15, logWriteLatencyMs: 1 });
    expect(met).toMatchObject({ value: '754.2 / 450', tone: 'ok' });
    const [large] = badges({ achievedIops: 10_016.4, targetIops: 10_000, dbReadLatencyMs: 15, logWriteLatencyMs: 1 });
    expect(large).toMatchObject({ value: '10,016 / 10,000', tone: 'ok' });
  });

  it('never prints a miss as equal: more decimals, up to the engine’s 0.001, where the usual ones tie', () => {
    const [a] = badges({ achievedIops: 754.36, targetIops: 754.4, dbReadLatencyMs: 15, logWriteLatencyMs: 1 });
    expect(a).toMatchObject({ value: '754.36 / 754.40', tone: 'bad' });
    const [b] = badges({ achievedIops: 9_999.96, targetIops: 10_000, dbReadLatencyMs: 15, logWriteLatencyMs: 1 });
    expect(b).toMatchObject({ value: '9,999.96 / 10,000.00', tone: 'bad' });
    // A pass at the target as printed keeps the usual format.
    const [c] = badges({ achievedIops: 754.4004, targetIops: 754.4, dbReadLatencyMs: 15, logWriteLatencyMs: 1 });
    expect(c).toMatchObject({ value: '754.4 / 754.4', tone: 'ok' });
  });

  it('judges a server’s average latency per database, as Jetstress does (QA pass 7, item 5)', () => {
    const db = (scope: string, value: number, pass: boolean) => ({
      id: 'dbReadLatency',
      label: 'Database read latency (average)',
      scope,
      value,
      threshold: 20,
      unit: 'ms',
      comparator: '<=',
      pass,
      warningOnly: false,
    });
    const criteria = [db('DB1', 22.6, false), db('DB2', 13.6, true)];
    const result = makeServerResult(server.id, {
      achievedIops: 800,
      targetIops: 450,
      dbReadLatencyMs: 18.1,
      logWriteLatencyMs: 2,
    });
    const [, read, log] = badgesFor(server, indexReport(makeReport(1, { servers: [{ ...result, criteria }] })));
    expect(read).toMatchObject({ value: '18.1 ms', tone: 'bad' });
    expect(read!.title).toContain('1 of its 2 databases is above the limit');
    expect(log).toMatchObject({ tone: 'ok' });
  });

  it('gives a failing latency at its limit as printed the decimals it needs, and colours it red', () => {
    const [, read, log] = badges({
      achievedIops: 800,
      targetIops: 450,
      dbReadLatencyMs: 20.003,
      logWriteLatencyMs: 10,
    });
    expect(read).toMatchObject({ value: '20.003 ms', tone: 'bad' });
    expect(log).toMatchObject({ value: '10.0 ms', tone: 'warn' });
    expect(read?.title).toContain('Jetstress passes at 20 ms or less');
  });
});
