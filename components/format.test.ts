import { describe, expect, it } from 'vitest';

import {
  DASH,
  fmtCount,
  fmtDuration,
  fmtFree,
  fmtGb,
  fmtHours,
  fmtIops,
  fmtIopsValue,
  fmtMbPerSec,
  fmtMs,
  fmtNeeded,
  fmtPct,
  fmtQueue,
  fmtRatio,
  fmtSignedRatio,
  fmtSignedValue,
  fmtUsedShare,
  fmtValue,
  plural,
} from './format';

describe('format', () => {
  it('groups thousands in counts', () => {
    expect(fmtCount(64000)).toBe('64,000');
    expect(fmtCount(1234567.6)).toBe('1,234,568');
    expect(fmtCount(0)).toBe('0');
  });

  it('groups thousands in IOPS and keeps a decimal below 1,000', () => {
    expect(fmtIops(10015.94)).toBe('10,016 IO/s');
    expect(fmtIops(651.699)).toBe('651.7 IO/s');
    expect(fmtIops(450)).toBe('450 IO/s');
    expect(fmtIopsValue(754.21)).toBe('754.2');
    expect(fmtIopsValue(20032.4)).toBe('20,032');
    expect(fmtIops(999.96)).toBe('1,000 IO/s');
  });

  it('gives milliseconds two decimals below 10 ms and one at or above', () => {
    expect(fmtMs(15.634)).toBe('15.6 ms');
    expect(fmtMs(2.2841)).toBe('2.28 ms');
    expect(fmtMs(9.99)).toBe('9.99 ms');
    expect(fmtMs(10)).toBe('10.0 ms');
    expect(fmtMs(1234.56)).toBe('1,234.6 ms');
    expect(fmtMs(0)).toBe('0.00 ms');
  });

  it('decides the decimals on the rounded latency, so nothing reads 10.00 ms', () => {
    expect(fmtMs(9.994)).toBe('9.99 ms');
    expect(fmtMs(9.996)).toBe('10.0 ms');
  });

  it('says a microsecond term is below 0.01 ms rather than 0.00 ms', () => {
    expect(fmtMs(0.001)).toBe('< 0.01 ms');
    expect(fmtMs(0.005)).toBe('0.01 ms');
  });

  it('uses decimal GB and TB', () => {
    expect(fmtGb(750)).toBe('750 GB');
    // A RAID group its LUNs overfill: no "-400 GB free".
    expect(fmtFree(27_700)).toBe('27.7 TB free');
    expect(fmtFree(-400)).toBe('400 GB over-allocated');
    expect(fmtGb(999.4)).toBe('999 GB');
    expect(fmtGb(999.6)).toBe('1 TB');
    expect(fmtGb(79200)).toBe('79.2 TB');
    // An empty design's sums can be -0: never print "-0 GB".
    expect(fmtGb(-0)).toBe('0 GB');
    expect(fmtGb(-0.2)).toBe('0 GB');
    expect(fmtGb(180000)).toBe('180 TB');
  });

  it('names only the kinds of Exchange files a LUN needs space for', () => {
    expect(fmtNeeded(844.1, -0)).toBe('844 GB for databases');
    expect(fmtNeeded(0, 1300)).toBe('1.3 TB for logs');
    expect(fmtNeeded(3900, 360)).toBe('3.9 TB databases + 360 GB logs');
    expect(fmtNeeded(0, 0)).toBe('nothing (no databases or logs)');
  });

  it('keeps throughput in MB/s with up to one decimal', () => {
    expect(fmtMbPerSec(32.67)).toBe('32.7 MB/s');
    expect(fmtMbPerSec(85)).toBe('85 MB/s');
    expect(fmtMbPerSec(1250)).toBe('1,250 MB/s');
  });

  it('writes percentages with their unit', () => {
    expect(fmtPct(6.54)).toBe('6.5 %');
    expect(fmtPct(100)).toBe('100 %');
    expect(fmtRatio(0.853)).toBe('85 %');
    expect(fmtRatio(1)).toBe('100 %');
  });

  it('writes queue lengths in I/Os, whole from 100 up', () => {
    expect(fmtQueue(3.42)).toBe('3.4 I/Os');
    expect(fmtQueue(99.94)).toBe('99.9 I/Os');
    expect(fmtQueue(99.96)).toBe('100 I/Os');
    expect(fmtQueue(624.02)).toBe('624 I/Os');
    expect(fmtQueue(1234.5)).toBe('1,235 I/Os');
  });

  it('writes a computation time in ms, whole from 10 ms, and in seconds from 1 s', () => {
    expect(fmtDuration(0.4)).toBe('0.40 ms');
    expect(fmtDuration(7.834)).toBe('7.83 ms');
    expect(fmtDuration(85.04)).toBe('85 ms');
    expect(fmtDuration(999.4)).toBe('999 ms');
    expect(fmtDuration(999.6)).toBe('1.00 s');
    expect(fmtDuration(1608)).toBe('1.61 s');
    expect(fmtDuration(12_345)).toBe('12.3 s');
    expect(fmtDuration(null)).toBe(DASH);
  });

  it('writes hours with their unit, and under an hour in minutes', () => {
    expect(fmtHours(7.5)).toBe('7.5 h');
    expect(fmtHours(0.72)).toBe('43 min');
    expect(fmtHours(0.001)).toBe('1 min');
    expect(fmtHours(1)).toBe('1 h');
    expect(fmtHours(24)).toBe('24 h');
  });

  it('signs errors with a real minus', () => {
    expect(fmtSignedRatio(-0.0779)).toBe('−7.8 %');
    expect(fmtSignedRatio(0.032)).toBe('+3.2 %');
    expect(fmtSignedRatio(0.00001)).toBe('0 %');
    expect(fmtSignedValue(-1.311, 'ms')).toBe('−1.31 ms');
    expect(fmtSignedValue(12.34, 'ms')).toBe('+12.3 ms');
    expect(fmtSignedValue(0, 'ms')).toBe('0.00 ms');
    // Float residue of a difference of equal targets (449.9999999999999 - 450).
    expect(fmtSignedValue(-1.1e-13, 'IO/s')).toBe('0 IO/s');
    expect(fmtSignedValue(365, 'IO/s')).toBe('+365 IO/s');
    expect(fmtSignedValue(795.2, 'IO/s')).toBe('+795 IO/s');
    expect(fmtSignedValue(-2033.4, 'IOPS')).toBe('−2,033 IO/s');
    // The N series aggregate: 2.33 TiB published, 2.3277 predicted. Not "0 TiB" beside −0.1 %.
    expect(fmtSignedValue(2.3277 - 2.33, 'TiB')).toBe('−2.36 GiB');
    expect(fmtSignedValue(1.5, 'TiB')).toBe('+1.5 TiB');
    expect(fmtSignedValue(0, 'TiB')).toBe('0 TiB');
    expect(fmtSignedValue(-1.25, 'IO/s')).toBe('−1.3 IO/s');
  });

  it('formats any unit the report uses', () => {
    expect(fmtValue(16.94, 'ms')).toBe('16.9 ms');
    expect(fmtValue(10381.2, 'IO/s')).toBe('10,381 IO/s');
    expect(fmtValue(651.7, 'IOPS')).toBe('651.7 IO/s');
    expect(fmtValue(32.67, 'MB/s')).toBe('32.7 MB/s');
    expect(fmtValue(84.83, '%')).toBe('84.8 %');
    expect(fmtValue(5000, 'GB')).toBe('5 TB');
    expect(fmtValue(2.25, 'h')).toBe('2.3 h');
    expect(fmtValue(320, 'threads')).toBe('320 threads');
    expect(fmtValue(3.456, 'I/Os')).toBe('3.46 I/Os');
    expect(fmtValue(1.5, '')).toBe('1.5');
  });

  it('shows a dash, never a number, where the report gives none', () => {
    const all = [fmtCount, fmtIops, fmtMs, fmtGb, fmtMbPerSec, fmtPct, fmtRatio, fmtSignedRatio, fmtQueue, fmtHours];
    for (const f of all) {
      expect(f(null)).toBe(DASH);
      expect(f(undefined)).toBe(DASH);
      expect(f(Number.NaN)).toBe(DASH);
    }
    expect(fmtValue(undefined, 'ms')).toBe(DASH);
    expect(fmtValue(Number.POSITIVE_INFINITY, 'IO/s')).toBe(DASH);
    expect(fmtSignedValue(null, 'ms')).toBe(DASH);
  });

  it('pluralises a counted noun', () => {
    expect(plural(1, 'database')).toBe('1 database');
    expect(plural(2, 'database')).toBe('2 databases');
    expect(plural(0, 'finding')).toBe('0 findings');
    expect(plural(1200, 'mailbox', 'mailboxes')).toBe('1,200 mailboxes');
  });

  it('writes the used share of a LUN in whole percent, with a decimal only where it decides full or not', () => {
    expect(fmtUsedShare(85.2)).toBe('85 %');
    expect(fmtUsedShare(175.4)).toBe('175 %');
    expect(fmtUsedShare(99.4)).toBe('99 %');
    expect(fmtUsedShare(99.96)).toBe('99.9 %');
    expect(fmtUsedShare(100)).toBe('100 %');
    expect(fmtUsedShare(100.04)).toBe('100.1 %');
    expect(fmtUsedShare(99.5)).toBe('99.5 %');
    expect(fmtUsedShare(100.5)).toBe('100.5 %');
    expect(fmtUsedShare(100.6)).toBe('101 %');
    expect(fmtUsedShare(null)).toBe(DASH);
  });
});
