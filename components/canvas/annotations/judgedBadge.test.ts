import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { iopsPair, iopsPairText, latencyText, meetsTarget } from './judgedBadge';

const num = (text: string): number => Number(text.replace(/,/g, '').replace(/ ms$/, ''));

describe('iopsPair', () => {
  it('writes IO/s as fmtIopsValue does where nothing contradicts the verdict', () => {
    expect(iopsPairText(754.2, 450)).toBe('754.2 / 450');
    expect(iopsPairText(754.2, 754.4)).toBe('754.2 / 754.4');
    expect(iopsPairText(10_016.4, 10_000)).toBe('10,016 / 10,000');
    expect(iopsPairText(1_027.3, 450)).toBe('1,027 / 450');
    expect(iopsPairText(0, 0)).toBe('0 / 0');
  });

  it('gives a near miss the decimals it needs, the same for both', () => {
    // QA pass 4, item 2: 754.2 of 754.4 printed whole read "754 / 754" beside a Fail.
    expect(iopsPair(754.36, 754.4)).toEqual({ achieved: '754.36', target: '754.40' });
    expect(iopsPair(9_999.96, 10_000)).toEqual({ achieved: '9,999.96', target: '10,000.00' });
    expect(iopsPair(999.94, 1_000)).toEqual({ achieved: '999.9', target: '1,000.0' });
  });

  it('judges as the engine does: achieved to 0.001 at least the target to 0.001', () => {
    expect(meetsTarget(754.4, 754.4)).toBe(true);
    expect(meetsTarget(754.3996, 754.4)).toBe(true);
    expect(meetsTarget(754.3994, 754.4)).toBe(false);
    expect(iopsPairText(754.3996, 754.4)).toBe('754.4 / 754.4');
  });

  it('never prints a miss as meeting its target, nor a pass as missing it (figures to 0.001)', () => {
    const figure = fc.integer({ min: 0, max: 30_000_000 }).map((k) => k / 1000);
    const pair = figure.chain((t) =>
      fc.tuple(
        fc.oneof(
          fc.integer({ min: -3000, max: 3000 }).map((k) => Math.max(0, t + k / 1000)),
          figure,
        ),
        fc.constant(t),
      ),
    );
    fc.assert(
      fc.property(pair, ([achieved, target]) => {
        const p = iopsPair(achieved, target);
        expect(num(p.achieved) >= num(p.target)).toBe(meetsTarget(achieved, target));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('latencyText', () => {
  it('writes a latency as fmtMs does, or to 0.001 ms where it fails at its limit as printed', () => {
    expect(latencyText(15.62, 20)).toBe('15.6 ms');
    expect(latencyText(2.284, 10)).toBe('2.28 ms');
    expect(latencyText(19.996, 20)).toBe('20.0 ms');
    expect(latencyText(20.003, 20)).toBe('20.003 ms');
    expect(latencyText(10.004, 10)).toBe('10.004 ms');
    expect(latencyText(null, 20)).toBe('—');
  });
});
