import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseJetstressReport, type JetstressResult } from './parseResult';

const html = readFileSync(new URL('./fixtures/xiv30-performance.html', import.meta.url), 'utf8');
const sourceLine = (n: number): string => html.split('\n')[n - 1] ?? '';

function only(text: string): JetstressResult {
  const out = parseJetstressReport(text);
  if (!out.ok) throw new Error(out.reason);
  expect(out.results).toHaveLength(1);
  return out.results[0];
}

describe('parseJetstressReport: the HTML report', () => {
  it('reads the summary and the transactional table, not the total one', () => {
    const r = only(html);
    expect(r.kind).toBe('Performance');
    expect(r.machine.value).toBe('XIV30');
    expect(r.pass.value).toBe(true);
    expect(r.achievedIops.value).toBe(10380.944);
    expect(r.targetIops?.value).toBe(10000);
    expect(r.threadsPerDatabase?.value).toBe(64);
    expect(r.instances.map((i) => i.name)).toEqual([1, 2, 3, 4, 5].map((n) => `Instance5160.${n}`));
    expect(r.instances[0]).toMatchObject({
      dbReadLatencyMs: 17.376,
      dbWriteLatencyMs: 7.75,
      dbReadsPerSec: 1433.855,
      dbWritesPerSec: 641.962,
      logWriteLatencyMs: 2.324,
      logWritesPerSec: 184.423,
    });
    // The ESRP's server average read latency is the mean over its instances.
    const mean = r.instances.reduce((s, i) => s + i.dbReadLatencyMs, 0) / r.instances.length;
    expect(mean).toBeCloseTo(16.9454, 4);
  });

  it('says on which line of the file the row of each figure starts', () => {
    const r = only(html);
    expect(sourceLine(r.achievedIops.line)).toContain('Achieved Transactional I/O per Second');
    expect(sourceLine(r.machine.line)).toContain('Machine Name');
    expect(sourceLine(r.instances[4].line)).toContain('Instance5160.5');
  });
});

describe('parseJetstressReport: text as documents quote it', () => {
  const row = (...cells: (string | number)[]): string => cells.join('\t');
  const head = row(
    'MSExchange Database ==> Instances',
    'I/O Database Reads Average Latency (msec)',
    'I/O Database Writes Average Latency (msec)',
    'I/O Database Reads /sec',
    'I/O Database Writes /sec',
  );
  const logHead = row(
    'MSExchange Database ==> Instances',
    'I/O Log Writes Average Latency (msec)',
    'I/O Log Writes /sec',
  );
  const test = (machine: string, achieved: number): string[] => [
    'Performance Test Result Report',
    'Overall Test Result **Fail**',
    `Machine Name ${machine}`,
    `Achieved Transactional I/O per Second ${achieved}`,
    'Transactional I/O Performance',
    head,
    row('Instance1.1', 21.5, 1.25, 100, 60),
    // A page break: the title again, and the table's log columns continued.
    'Performance Test Result Report',
    'Transactional I/O Performance continued',
    logHead,
    row('Instance1.1', 3.5, 30),
    'Background Database Maintenance I/O Performance',
    row('MSExchange Database ==> Instances', 'Database Maintenance IO Reads/sec'),
    row('Instance1.1', 29.9),
  ];

  it('merges a table split across pages, and starts a test at each overall result', () => {
    const out = parseJetstressReport([...test('MBX1', 161), '', ...test('MBX2', 170.5)].join('\n'));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.results.map((r) => [r.machine.value, r.pass.value, r.achievedIops.value])).toEqual([
      ['MBX1', false, 161],
      ['MBX2', false, 170.5],
    ]);
    expect(out.results[0].instances[0]).toMatchObject({
      dbReadLatencyMs: 21.5,
      logWriteLatencyMs: 3.5,
      logWritesPerSec: 30,
    });
    expect(out.results[0].targetIops).toBeNull();
  });

  it('skips a test whose table lacks a column, and says why when none is left', () => {
    const lines = test('MBX1', 161).slice(0, 7);
    const out = parseJetstressReport(['Microsoft Exchange Jetstress', ...lines].join('\n'));
    expect(out).toMatchObject({ ok: false, reason: expect.stringContaining('complete Transactional I/O Performance') });
  });

  it('refuses what is not a Jetstress report', () => {
    expect(parseJetstressReport('{"format":"spindle.design"}')).toEqual({
      ok: false,
      reason: 'It is not a Jetstress result report.',
    });
    expect(parseJetstressReport('')).toMatchObject({ ok: false });
  });
});
