import { describe, expect, it } from 'vitest';

import type { Criterion } from '../../engine/ts/reportSchema';
import { dbReadTone, iopsTone, logWriteTone, passTone, thresholdOf } from './tones';

const limit = (id: string, threshold: number): Criterion => ({
  id,
  label: id,
  scope: 'DB1',
  value: null,
  threshold,
  unit: 'ms',
  comparator: '<=',
  pass: true,
  warningOnly: false,
});

describe('tones agree with the verdicts', () => {
  it('judges latencies against the report’s own limits, else Jetstress’s', () => {
    expect(thresholdOf([limit('dbReadLatency', 15)], 'dbReadLatency', 20)).toBe(15);
    expect(thresholdOf([], 'dbReadLatency', 20)).toBe(20);
    expect(dbReadTone(16, [limit('dbReadLatency', 15)])).toBe('bad');
    expect(dbReadTone(16.1)).toBe('warn');
    expect(logWriteTone(null)).toBe('neutral');
  });

  it('colours a latency at its limit, to 0.001 ms, as a pass, as the engine judges it (≤)', () => {
    expect(dbReadTone(20)).toBe('warn');
    expect(dbReadTone(20.0004)).toBe('warn');
    expect(dbReadTone(20.0005)).toBe('bad');
    expect(logWriteTone(10)).toBe('warn');
    expect(logWriteTone(10.003)).toBe('bad');
  });

  it('colours achieved IO/s that round to the target at 0.001 as meeting it, and a miss red', () => {
    expect(iopsTone(10_000, 10_000)).toBe('ok');
    expect(iopsTone(9_999.9996, 10_000)).toBe('ok');
    expect(iopsTone(9_999.9994, 10_000)).toBe('bad');
    expect(iopsTone(754.2, 754.4)).toBe('bad');
    expect(passTone(true)).toBe('ok');
    expect(passTone(false)).toBe('bad');
  });
});
