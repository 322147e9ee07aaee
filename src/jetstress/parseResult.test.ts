import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { commaNum, craftReport } from './fixtures/craftReport';
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
    expect(out).toMatchObject({
      ok: false,
      reason:
        'It mentions Jetstress but holds no test Spindle can read: in the performance test on MBX1, its Transactional I/O Performance table has no log write latency for Instance1.1.',
    });
  });

  it('refuses what is not a Jetstress report', () => {
    expect(parseJetstressReport('{"format":"spindle.design"}')).toEqual({
      ok: false,
      reason: 'It is not a Jetstress result report.',
    });
    expect(parseJetstressReport('')).toMatchObject({ ok: false });
  });
});

describe('parseJetstressReport: number formats and impossible figures', () => {
  const read = (text: string): JetstressResult => {
    const out = parseJetstressReport(text);
    if (!out.ok) throw new Error(out.reason);
    return out.results[0];
  };

  it('reads a report with decimal commas at its real values, not 1,000× them (QA 6 #1)', () => {
    const text = craftReport({ achieved: '738,412', num: commaNum });
    const out = parseJetstressReport(text);
    expect(out).toMatchObject({ ok: true, mark: ',' });
    const r = read(text);
    expect(r.achievedIops.value).toBe(738.412);
    expect(r.instances[0]).toMatchObject({ dbReadLatencyMs: 15, logWriteLatencyMs: 0.95, dbReadsPerSec: 55.5 });
  });

  it('reads thousands grouped with a dot or a space beside a decimal comma', () => {
    expect(read(craftReport({ achieved: '10.380,944', num: commaNum })).achievedIops.value).toBe(10380.944);
    expect(read(craftReport({ achieved: '10&nbsp;380,944', num: commaNum })).achievedIops.value).toBe(10380.944);
    expect(read(craftReport({ achieved: '10\u202f380,944', num: commaNum })).achievedIops.value).toBe(10380.944);
    // An English report reads as before.
    expect(read(craftReport({ achieved: '1,310.220', target: '1,200' })).targetIops?.value).toBe(1200);
  });

  it('refuses a report whose figures could be either format, naming the figure', () => {
    const cells = (...c: string[]): string => c.join('\t');
    const text = [
      'Microsoft Exchange Jetstress',
      'Performance Test Result Report',
      'Overall Test Result Pass',
      'Machine Name EXCHANGE1',
      'Achieved Transactional I/O per Second 738,412',
      'Transactional I/O Performance',
      cells(
        'MSExchange Database ==> Instances',
        'I/O Database Reads Average Latency (msec)',
        'I/O Database Writes Average Latency (msec)',
        'I/O Database Reads/sec',
        'I/O Database Writes/sec',
        'I/O Log Writes Average Latency (msec)',
        'I/O Log Writes/sec',
      ),
      cells('Instance1.1', '15,600', '1,100', '455,500', '336,800', '2,950', '109,300'),
    ].join('\n');
    expect(parseJetstressReport(text)).toEqual({
      ok: false,
      reason: expect.stringContaining(
        'the achieved transactional I/O per second reads "738,412" (line 5), which is 738,412 if the report uses a decimal point and 738.412 if it uses a decimal comma',
      ),
      hint: expect.stringContaining('decimal point'),
    });
  });

  it('refuses a negative rate or latency, naming the field (QA 6 #8)', () => {
    expect(parseJetstressReport(craftReport({ achieved: '-738.412' }))).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^The achieved transactional I\/O per second reads "-738\.412" \(line \d+\), but Jetstress measures no negative/,
      ),
      hint: 'Import the report as Jetstress wrote it.',
    });
    const negativeRead = craftReport({ num: (x) => (x === 15 ? '-15.000' : x.toFixed(3)) });
    expect(parseJetstressReport(negativeRead)).toMatchObject({
      ok: false,
      reason: expect.stringContaining(`Instance4820.1's database read latency reads "-15.000"`),
    });
  });

  it("says what Jetstress's XML result and a counter CSV are, and which file to use instead (QA 6 #7)", () => {
    const xml = '<?xml version="1.0"?><JetstressResult><MachineName>EXCHANGE1</MachineName></JetstressResult>';
    expect(parseJetstressReport(xml)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the XML result Jetstress writes beside its HTML report'),
    });
    const csv =
      '"(PDH-CSV 4.0)","\\\\EXCHANGE1\\MSExchange Database ==> Instances(Instance4820.1)\\I/O Database Reads"\n';
    expect(parseJetstressReport(csv)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('It is a CSV of performance counters'),
    });
  });
});
