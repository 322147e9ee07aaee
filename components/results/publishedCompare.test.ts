import { describe, expect, it } from 'vitest';

import type { ScenarioResult } from '../../engine/ts/reportSchema';
import type { Meta, PublishedResult } from '../../src/schema/provenance';
import { makeReport, makeServerResult } from '../../src/store/reportFixture';
import { compareFigure, comparePublished, summarise, weightedLatencyMs } from './publishedCompare';

const src = { document: 'doc.txt', lines: [12], quote: 'as measured' };
const fig = (p: Partial<PublishedResult> & Pick<PublishedResult, 'id' | 'metric' | 'value'>): PublishedResult => ({
  label: p.id,
  unit: typeof p.value === 'boolean' ? 'pass/fail' : 'ms',
  source: src,
  ...p,
});

const a = {
  ...makeServerResult('a', { achievedIops: 1000, targetIops: 900, dbReadLatencyMs: 10, logWriteLatencyMs: 2 }),
};
const b = {
  ...makeServerResult('b', {
    achievedIops: 3000,
    targetIops: 900,
    dbReadLatencyMs: 20,
    logWriteLatencyMs: 4,
    pass: false,
  }),
};
a.dbReadsPerSec = 100;
b.dbReadsPerSec = 300;
a.logWritesPerSec = 10;
b.logWritesPerSec = 30;
const scenario: ScenarioResult = {
  id: 'controller:spb',
  kind: 'controller',
  componentId: 'spb',
  label: 'Controller SP B fails',
  survivable: true,
  achievedIops: 3900,
  targetIops: 1800,
  worstDbReadLatencyMs: 22.6,
  worstLogWriteLatencyMs: 10.3,
  pass: false,
  headroom: null,
  failing: ['database read latency above 20 ms'],
  rebuildHours: null,
  notes: [],
};
const report = makeReport(3, {
  pass: false,
  servers: [a, b],
  totals: { ...makeReport(1).totals, achievedIops: 4000, targetIops: 1800 },
  scenarios: [scenario],
});

describe('weightedLatencyMs', () => {
  it('weights each server by the operations the latency times', () => {
    // (10 × 100 + 20 × 300) / 400
    expect(weightedLatencyMs([a, b], 'dbReadLatencyMs')).toBeCloseTo(17.5);
    expect(weightedLatencyMs([a, b], 'logWriteLatencyMs')).toBeCloseTo(3.5);
  });
  it('skips servers without the latency and gives null when none has it', () => {
    expect(weightedLatencyMs([{ ...a, dbWriteLatencyMs: null }], 'dbWriteLatencyMs')).toBeNull();
  });
});

describe('compareFigure', () => {
  it('reads a server figure and applies the IOPS tolerance (±15 %)', () => {
    const inside = compareFigure(
      report,
      fig({ id: 'x', metric: 'achievedIops', serverId: 'a', value: 1150, unit: 'IO/s' }),
      true,
    );
    expect(inside).toMatchObject({ predicted: 1000, errorAbs: -150, tolerance: '±15 %', status: 'within' });
    expect(inside.errorRel).toBeCloseTo(1000 / 1150 - 1);
    const outside = compareFigure(
      report,
      fig({ id: 'y', metric: 'achievedIops', serverId: 'a', value: 1200, unit: 'IO/s' }),
      true,
    );
    expect(outside.status).toBe('outside');
  });

  it('gives DB read latency ±max(2 ms, 20 %) and log write ±max(1 ms, 50 %)', () => {
    // 10 ms predicted: 8.1 ms published is 1.9 ms off (inside 2 ms); 7.9 ms is 2.1 ms off.
    expect(
      compareFigure(report, fig({ id: 'r1', metric: 'dbReadLatencyMs', serverId: 'a', value: 8.1 }), true).status,
    ).toBe('within');
    expect(
      compareFigure(report, fig({ id: 'r2', metric: 'dbReadLatencyMs', serverId: 'a', value: 7.9 }), true).status,
    ).toBe('outside');
    // 2 ms predicted: 1.1 ms published is within 1 ms; 4.1 ms is 2.1 ms off, over max(1, 2.05).
    expect(
      compareFigure(report, fig({ id: 'l1', metric: 'logWriteLatencyMs', serverId: 'a', value: 1.1 }), true).status,
    ).toBe('within');
    expect(
      compareFigure(report, fig({ id: 'l2', metric: 'logWriteLatencyMs', serverId: 'a', value: 4.1 }), true).status,
    ).toBe('outside');
  });

  it('uses totals and the weighted average for whole-design figures', () => {
    const total = compareFigure(report, fig({ id: 't', metric: 'achievedIops', value: 4000, unit: 'IO/s' }), true);
    expect(total).toMatchObject({ predicted: 4000, errorAbs: 0, status: 'within' });
    const lat = compareFigure(report, fig({ id: 'l', metric: 'dbReadLatencyMs', value: 17 }), true);
    expect(lat.predicted).toBeCloseTo(17.5);
    expect(lat.note).toMatch(/average/i);
  });

  it('shows figures without a tolerance with their error only', () => {
    const row = compareFigure(
      report,
      fig({ id: 'g', metric: 'targetIops', serverId: 'b', value: 1000, unit: 'IO/s' }),
      true,
    );
    expect(row).toMatchObject({ predicted: 900, errorAbs: -100, tolerance: null, status: 'info' });
  });

  it('needs the same pass/fail', () => {
    expect(compareFigure(report, fig({ id: 'p', metric: 'pass', value: false }), true).status).toBe('within');
    expect(compareFigure(report, fig({ id: 'q', metric: 'pass', serverId: 'a', value: false }), true).status).toBe(
      'outside',
    );
  });

  it('says when the server is gone instead of inventing a prediction', () => {
    const row = compareFigure(
      report,
      fig({ id: 'z', metric: 'achievedIops', serverId: 'gone', value: 5, unit: 'IO/s' }),
      true,
    );
    expect(row).toMatchObject({ predicted: null, status: 'missing' });
    expect(row.note).toContain('gone');
  });

  it('compares a figure measured under a failure with that scenario: survivable ↔ no I/O interruption', () => {
    const f = fig({ id: 'spb', metric: 'pass', value: true, failedComponentId: 'spb' });
    const row = compareFigure(report, f, true);
    expect(row).toMatchObject({ predicted: true, status: 'within', scenario: { id: 'controller:spb' } });
    expect(row.note).toMatch(/criteria in this scenario: fail/);
    const lat = compareFigure(
      report,
      fig({ id: 'spb-r', metric: 'dbReadLatencyMs', value: 20, failedComponentId: 'spb' }),
      true,
    );
    expect(lat).toMatchObject({ predicted: 22.6, status: 'within' });
  });

  it('is pending until the full report arrives, and missing when no scenario fails that part', () => {
    const f = fig({ id: 'spb', metric: 'pass', value: true, failedComponentId: 'spb' });
    expect(compareFigure(report, f, false)).toMatchObject({ status: 'pending', predicted: null });
    const other = compareFigure(report, { ...f, failedComponentId: 'spa' }, true);
    expect(other).toMatchObject({ status: 'missing', predicted: null });
  });
});

describe('comparePublished and summarise', () => {
  const meta: Meta = {
    title: 't',
    published: [
      fig({ id: '1', metric: 'achievedIops', serverId: 'a', value: 1000, unit: 'IO/s' }),
      fig({ id: '2', metric: 'targetIops', serverId: 'a', value: 900, unit: 'IO/s' }),
      fig({ id: '3', metric: 'pass', value: true }),
      fig({ id: '4', metric: 'pass', value: true, failedComponentId: 'spb' }),
    ],
  };
  it('keeps the preset order and counts what is within, outside and pending', () => {
    const rows = comparePublished(meta, report, false);
    expect(rows.map((r) => r.figure.id)).toEqual(['1', '2', '3', '4']);
    expect(rows.map((r) => r.status)).toEqual(['within', 'info', 'outside', 'pending']);
    expect(summarise(rows)).toEqual({ checked: 2, within: 1, outside: 1, pending: 1 });
  });
  it('gives no rows for a design without published figures', () => {
    expect(comparePublished({ title: 'x' }, report, true)).toEqual([]);
  });
});
