import { describe, expect, it } from 'vitest';

import { DASH, fmtCount, fmtGb, fmtIops, fmtMs, fmtPct, fmtSignedRatio, fmtSignedValue, fmtValue } from './format';

describe('format', () => {
  it('groups thousands in IOPS and keeps a decimal below 1,000', () => {
    expect(fmtIops(10015.94)).toBe('10,016 IO/s');
    expect(fmtIops(651.699)).toBe('651.7 IO/s');
    expect(fmtIops(450)).toBe('450 IO/s');
    expect(fmtCount(64000)).toBe('64,000');
  });
  it('gives milliseconds two decimals below 10 ms and one above', () => {
    expect(fmtMs(15.634)).toBe('15.6 ms');
    expect(fmtMs(2.2841)).toBe('2.28 ms');
    expect(fmtMs(0.001)).toBe('< 0.01 ms');
    expect(fmtMs(0)).toBe('0.00 ms');
  });
  it('uses decimal GB and TB', () => {
    expect(fmtGb(750)).toBe('750 GB');
    expect(fmtGb(79200)).toBe('79.2 TB');
    expect(fmtGb(180000)).toBe('180 TB');
  });
  it('signs errors with a real minus', () => {
    expect(fmtSignedRatio(-0.0779)).toBe('−7.8 %');
    expect(fmtSignedRatio(0.032)).toBe('+3.2 %');
    expect(fmtSignedRatio(0.00001)).toBe('0 %');
    expect(fmtSignedValue(-1.311, 'ms')).toBe('−1.31 ms');
    expect(fmtSignedValue(365, 'IO/s')).toBe('+365 IO/s');
    expect(fmtSignedValue(795.2, 'IO/s')).toBe('+795 IO/s');
    expect(fmtSignedValue(-1.25, 'IO/s')).toBe('−1.3 IO/s');
  });
  it('shows a dash, never a number, where the report gives none', () => {
    for (const f of [fmtIops, fmtMs, fmtGb, fmtPct, fmtCount]) expect(f(null)).toBe(DASH);
    expect(fmtValue(undefined, 'ms')).toBe(DASH);
    expect(fmtValue(Number.NaN, 'IO/s')).toBe(DASH);
  });
  it('formats any unit the report uses', () => {
    expect(fmtValue(84.83, '%')).toBe('84.8 %');
    expect(fmtValue(320, 'threads')).toBe('320 threads');
    expect(fmtValue(32.67, 'MB/s')).toBe('32.7 MB/s');
  });
});
