import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPipeline, type Pipeline } from '../../cli/engine';
import { fmtCount, fmtIopsValue, fmtMs, fmtPct, fmtValue } from '../../components/format';
import type { Report } from '../../engine/ts/reportSchema';
import { fullOptions } from '../../engine/ts/toEngineInput';
import { loadPreset } from '../../presets/index';
import type { Design } from '../schema/design';
import { buildBom } from './buildBom';
import { BOM_COLUMNS } from './csv';
import { designSummary, NO_FAILURES_TEXT, NO_REPORT_TEXT, type SummaryInput } from './summary';
import { bomToXlsx, SHEETS } from './xlsx';

let pipeline: Pipeline;
let design: Design;
let report: Report;
beforeAll(async () => {
  pipeline = await openPipeline();
  design = loadPreset('nseries-qd256');
  report = await pipeline.report(design, fullOptions);
}, 60_000);
afterAll(() => pipeline?.dispose());

const at = new Date('2026-11-24T04:40:00Z');
const input = (analysis: Partial<SummaryInput['analysis']> = {}): SummaryInput => ({
  design,
  revision: 7,
  analysis: { revision: 7, status: 'idle', scope: 'full', report, ...analysis },
  exportedAt: at,
});

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return wb;
}

/** Design sheet rows as label → [value, unit]. */
function designRows(wb: ExcelJS.Workbook): Map<string, [unknown, unknown]> {
  const out = new Map<string, [unknown, unknown]>();
  wb.getWorksheet(SHEETS.design)!.eachRow((r) => {
    out.set(String(r.getCell(1).value), [r.getCell(2).value, r.getCell(3).value]);
  });
  return out;
}

describe('bomToXlsx', () => {
  it('writes the BOM sheet with a bold, frozen header and numeric quantities', async () => {
    const bom = buildBom(design, pipeline.catalog);
    const wb = await readBack(await bomToXlsx(bom, designSummary(input()), at));
    expect(wb.worksheets.map((w) => w.name)).toEqual([SHEETS.bom, SHEETS.design, SHEETS.whereUsed, SHEETS.notOrdered]);
    const sheet = wb.getWorksheet(SHEETS.bom)!;
    const head = sheet.getRow(1);
    expect((head.values as unknown[]).slice(1)).toEqual(BOM_COLUMNS.slice(0, 9));
    expect(head.font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(bom.lines.length + 1);
    bom.lines.forEach((l, i) => {
      const r = sheet.getRow(i + 2);
      expect(r.getCell(7).value).toBe(l.quantity);
      expect(typeof r.getCell(7).value).toBe('number');
      expect(r.getCell(4).value).toBe(l.model);
    });
    const drives = bom.lines.find((l) => l.category === 'Drives')!;
    expect(drives.quantity).toBe(112);
    // Every component of every line on "Where used".
    expect(wb.getWorksheet(SHEETS.whereUsed)!.rowCount).toBe(1 + bom.lines.reduce((n, l) => n + l.usedIn.length, 0));
  });

  it("puts the report's own figures on the Design sheet", async () => {
    const wb = await readBack(await bomToXlsx(buildBom(design, pipeline.catalog), designSummary(input()), at));
    const rows = designRows(wb);
    expect(rows.get('Title')?.[0]).toBe(design.meta.title);
    expect(rows.get('Exported')?.[0]).toBe('2026-11-24 04:40 UTC');
    expect(rows.get('Exchange version')?.[0]).toBe(design.workload.exchangeVersion);
    expect(rows.get('Transactional IOPS per mailbox')).toEqual([design.workload.iopsPerMailbox, 'IO/s']);
    expect(rows.get('Achieved transactional IOPS')).toEqual([report.totals.achievedIops, 'IO/s']);
    expect(rows.get('Target transactional IOPS')).toEqual([report.totals.targetIops, 'IO/s']);
    expect(rows.get('Jetstress verdict (predicted)')?.[0]).toBe(report.pass ? 'Pass' : 'Fail');
    // The worst database, as Jetstress judges the latency criteria (and the canvas and Compare show).
    const databases = report.servers.flatMap((s) => s.instances);
    const worstRead = Math.max(...databases.map((d) => d.dbReadLatencyMs ?? -1));
    const readRow = [...rows].find(([k]) => k.startsWith('Worst database read latency'))!;
    expect(readRow[1]).toEqual([worstRead, 'ms']);
    const worstLog = Math.max(...databases.map((d) => d.logWriteLatencyMs ?? -1));
    expect([...rows].find(([k]) => k.startsWith('Worst log write latency'))![1]).toEqual([worstLog, 'ms']);
    expect(rows.get('Capacity')?.[0]).toBe(report.capacity.fits ? 'Fits' : 'Does not fit');
    expect(rows.get('Capacity required by Exchange')?.[0]).toBe(report.capacity.requiredGb);
    expect(report.worstFailure).not.toBeNull();
    expect(rows.get('Worst single failure')?.[0]).toBe(
      `${report.worstFailure!.label}: Jetstress ${report.worstFailure!.pass ? 'still passes' : 'fails'}`,
    );
    const headroom = [...rows].find(([k]) => k === 'Headroom' || k.startsWith('Headroom above the target'))!;
    if (report.headroom?.case === 'spare') expect(headroom[1][0]).toBe(report.headroom.iopsPct);
    else expect(String(headroom[1][0])).toMatch(/^None as tested/);
    expect(rows.get('Prices')?.[0]).toMatch(/^Not included/);
  });

  it('says so instead of writing figures of another revision or an unfinished analysis', async () => {
    const stale = designRows(
      await readBack(await bomToXlsx(buildBom(design, pipeline.catalog), designSummary(input({ revision: 6 })), at)),
    );
    expect(stale.get('Predicted figures')?.[0]).toBe(NO_REPORT_TEXT);
    expect(stale.has('Achieved transactional IOPS')).toBe(false);
    expect(designSummary(input({ report: null }))[2]!.rows).toEqual([
      { label: 'Predicted figures', value: NO_REPORT_TEXT, unit: '' },
    ]);
    const quick = designSummary(input({ scope: 'quick' }))[2]!.rows;
    expect(quick.find((r) => r.label === 'Worst single failure')?.value).toBe(NO_FAILURES_TEXT);
  });

  it('writes a name that looks like a formula as text', async () => {
    const evil = '=HYPERLINK("http://example.invalid","click")';
    const server = design.components.find((c) => c.kind === 'server')!;
    const renamed = { ...design, components: design.components.map((c) => (c === server ? { ...c, name: evil } : c)) };
    const wb = await readBack(await bomToXlsx(buildBom(renamed, pipeline.catalog), designSummary(input()), at));
    let found = 0;
    wb.getWorksheet(SHEETS.whereUsed)!.eachRow((r) => {
      const cell = r.getCell(4);
      if (cell.value === evil) {
        found++;
        expect(cell.type).toBe(ExcelJS.ValueType.String);
      }
    });
    expect(found).toBe(1);
  });
});

/** What the app and the design report show for a Design-sheet figure, without its unit. */
function appText(label: string, value: number, unit: string): string {
  // The report's workload section keeps a profile's precision (0.067, 0.15), up to four decimals.
  if (label === 'Transactional IOPS per mailbox')
    return new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(value);
  switch (unit) {
    case 'IO/s':
      return fmtIopsValue(value);
    case 'ms':
      return fmtMs(value).replace(/ ms$/, '');
    case '%':
      return fmtPct(value).replace(/ %$/, '');
    case 'GB': // whole GB; the sheet keeps the report's unit where the app may say TB
    case '':
      return fmtCount(value);
    default:
      return fmtValue(value, '');
  }
}

/** A number as Excel shows it with `#,##0` or `#,##0.0…`, the only formats the sheet may use. */
function excelText(value: number, numFmt: string | undefined): string {
  const m = /^#,##0(?:\.(0+))?$/.exec(numFmt ?? '');
  expect(m, `number format ${String(numFmt)}`).not.toBeNull();
  const d = m![1]?.length ?? 0;
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(value);
}

/** Every number of the Design sheet as [label, shown by Excel, shown by the app, number format]. */
async function designNumbers(over: { workload?: Partial<Design['workload']>; report?: Report }) {
  const d = { ...design, workload: { ...design.workload, ...over.workload } };
  const summary = designSummary({ ...input({ report: over.report ?? report }), design: d });
  const wb = await readBack(await bomToXlsx(buildBom(design, pipeline.catalog), summary, at));
  const out: { label: string; excel: string; app: string; numFmt: string }[] = [];
  wb.getWorksheet(SHEETS.design)!.eachRow((r) => {
    const cell = r.getCell(2);
    if (typeof cell.value !== 'number') return;
    const label = String(r.getCell(1).value);
    out.push({
      label,
      excel: excelText(cell.value, cell.numFmt),
      app: appText(label, cell.value, String(r.getCell(3).value ?? '')),
      numFmt: cell.numFmt,
    });
  });
  return out;
}

describe('the Design sheet’s number formats', () => {
  /** A report whose figures need each rounding rule: below and above 1,000 IO/s and 10 ms. */
  const tuned = (readMs: number, logMs: number, achieved: number, target: number, pct: number): Report => ({
    ...report,
    totals: { ...report.totals, achievedIops: achieved, targetIops: target, mailboxes: 20_000 },
    servers: report.servers.map((s) => ({
      ...s,
      dbReadLatencyMs: readMs,
      logWriteLatencyMs: logMs,
      // The sheet gives the worst database, as Jetstress judges it: each one reads the same here.
      instances: s.instances.map((d) => ({ ...d, dbReadLatencyMs: readMs, logWriteLatencyMs: logMs })),
    })),
    headroom: report.headroom && { ...report.headroom, case: 'spare', iopsPct: pct },
  });
  const scratch = {
    iopsPerMailbox: 0.15,
    messagesPerDay: 150,
    avgMessageKb: 75,
    deletedItemRetentionDays: 14,
    logTruncationFailureDays: 3,
    copiesPerDatabase: 2,
    mailboxSizeMb: 2048,
    headroomPct: 20,
    lunFreeSpacePct: 12.5,
  };

  it.each([
    ['the preset as evaluated', () => ({})],
    ['a scratch design', () => ({ workload: scratch, report: tuned(15.63, 2.2812, 1773.4, 90, 6.54) })],
    [
      'finer inputs',
      () => ({
        workload: { iopsPerMailbox: 0.067, avgMessageKb: 75.25 },
        report: tuned(9.996, 2.18, 651.74, 999.96, 1900),
      }),
    ],
    ['whole latencies', () => ({ workload: { iopsPerMailbox: 0.8 }, report: tuned(20, 1, 10_016.3, 8000, 0) })],
  ] as const)('shows every figure as the app does: %s', async (_, over) => {
    const numbers = await designNumbers(over());
    expect(numbers.length).toBeGreaterThanOrEqual(15);
    for (const n of numbers) expect(n.excel, `${n.label} (${n.numFmt})`).toBe(n.app);
  });

  it('gives whole numbers no decimal point and IOPS per mailbox the decimals it has (QA finding 5)', async () => {
    const numbers = new Map(
      (await designNumbers({ workload: scratch, report: tuned(15.63, 2.2812, 90, 90, 6.5) })).map((n) => [n.label, n]),
    );
    expect(numbers.get('Transactional IOPS per mailbox')).toMatchObject({ excel: '0.15', numFmt: '#,##0.00' });
    for (const label of ['Messages sent and received per mailbox per day', 'Database copies', 'Mailboxes'])
      expect(numbers.get(label)?.numFmt, label).toBe('#,##0');
    expect(numbers.get('Mailboxes')?.excel).toBe('20,000');
    const log = [...numbers.values()].find((n) => n.label.startsWith('Worst log write latency'));
    expect(log).toMatchObject({ excel: '2.28', numFmt: '#,##0.00' });
    const read = [...numbers.values()].find((n) => n.label.startsWith('Worst database read latency'));
    expect(read).toMatchObject({ excel: '15.6', numFmt: '#,##0.0' });
  });

  it('shows the counts of the other sheets as whole, grouped numbers', async () => {
    const wb = await readBack(await bomToXlsx(buildBom(design, pipeline.catalog), designSummary(input()), at));
    const notOrdered = wb.getWorksheet(SHEETS.notOrdered)!;
    expect(notOrdered.rowCount).toBeGreaterThan(1);
    notOrdered.eachRow((r, i) => {
      if (i > 1) expect(r.getCell(2).numFmt).toBe('#,##0');
    });
    wb.getWorksheet(SHEETS.bom)!.eachRow((r, i) => {
      if (i > 1) expect(r.getCell(7).numFmt).toBe('#,##0');
    });
  });
});
