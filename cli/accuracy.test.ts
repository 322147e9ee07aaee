import { describe, expect, it } from 'vitest';

import type { Report } from '../engine/ts/reportSchema';
import type { PublishedResult } from '../src/schema/provenance';
import { compareFigure, TOLERANCES } from './accuracy';

const server = (id: string, achievedIops: number, dbReadLatencyMs: number, dbReadsPerSec: number) => ({
  id,
  pass: true,
  achievedIops,
  dbReadLatencyMs,
  dbReadsPerSec,
  dbWriteLatencyMs: 1,
  dbWritesPerSec: 1,
  logWriteLatencyMs: 2,
  logWritesPerSec: 1,
});
/** Only the fields the comparison reads. */
const report = {
  pass: false,
  totals: { achievedIops: 3000 },
  servers: [server('a', 1000, 10, 100), server('b', 2000, 20, 300)],
} as unknown as Report;

const figure = (over: Partial<PublishedResult>): PublishedResult => ({
  id: 'f',
  label: 'f',
  metric: 'achievedIops',
  value: 1000,
  unit: 'IO/s',
  source: { document: 'seed.txt', lines: [1] },
  ...over,
});

describe('issue 5 tolerances', () => {
  it('are ±15 % IOPS, ±max(2 ms, 20 %) DB read, ±max(1 ms, 50 %) log write', () => {
    expect(TOLERANCES.achievedIops!.allowed(1000)).toBeCloseTo(150, 9);
    expect(TOLERANCES.dbReadLatencyMs!.allowed(5)).toBe(2);
    expect(TOLERANCES.dbReadLatencyMs!.allowed(15)).toBeCloseTo(3, 9);
    expect(TOLERANCES.logWriteLatencyMs!.allowed(1)).toBe(1);
    expect(TOLERANCES.logWriteLatencyMs!.allowed(3)).toBeCloseTo(1.5, 9);
  });
});

describe('compareFigure', () => {
  it('compares a server figure, inside and just outside ±15 %', () => {
    const inside = compareFigure(report, figure({ serverId: 'a', value: 1000 / 1.149 }));
    expect(inside.within).toBe(true);
    const outside = compareFigure(report, figure({ serverId: 'a', value: 1000 / 1.151 }));
    expect(outside.within).toBe(false);
    expect(outside.errorRel).toBeCloseTo(0.151, 9);
    expect(outside.errorAbs).toBeCloseTo(1000 - 1000 / 1.151, 9);
  });

  it('weights whole-design latency by the operations it averages', () => {
    const c = compareFigure(report, figure({ metric: 'dbReadLatencyMs', value: 17.5, unit: 'ms' }));
    expect(c.predicted).toBeCloseTo((10 * 100 + 20 * 300) / 400, 9);
    expect(c.within).toBe(true);
  });

  it('compares verdicts for the same pass/fail', () => {
    expect(compareFigure(report, figure({ metric: 'pass', value: false })).within).toBe(true);
    expect(compareFigure(report, figure({ metric: 'pass', value: true })).within).toBe(false);
    expect(compareFigure(report, figure({ metric: 'pass', serverId: 'a', value: true })).within).toBe(true);
  });

  it('gives no verdict for figures without a tolerance, and fails a figure with no prediction', () => {
    expect(compareFigure(report, figure({ metric: 'dbWritesPerSec', value: 1 })).within).toBeNull();
    const missing = compareFigure(report, figure({ serverId: 'nope' }));
    expect(missing.predicted).toBeNull();
    expect(missing.within).toBe(false);
  });
});
