/**
 * A criterion's figure beside its limit: the limit never rounded, the figure at the same decimals
 * (QA pass 5, item 8: "5.6 MB/s · ≥ 6.8 MB/s" in the Servers tab, "6.75 MB/s" in the test plan).
 */
import { describe, expect, it } from 'vitest';

import { limitFigure } from './limitFigure';

describe('limitFigure', () => {
  it('prints background maintenance’s 6.75 MB/s whole, with the figure alike', () => {
    expect(limitFigure(5.63, 6.75, '>=', 'MB/s')).toEqual({ value: '5.63 MB/s', limit: '6.75 MB/s' });
    expect(limitFigure(null, 6.75, '>=', 'MB/s')).toEqual({ value: '—', limit: '6.75 MB/s' });
  });

  it('keeps the usual decimals where the limit needs no more', () => {
    expect(limitFigure(15.6, 20, '<=', 'ms')).toEqual({ value: '15.6 ms', limit: '20.0 ms' });
    expect(limitFigure(7.9, 7, '>=', 'MB/s')).toEqual({ value: '7.9 MB/s', limit: '7 MB/s' });
    expect(limitFigure(12_000, 10_000, '>=', 'IO/s')).toEqual({ value: '12,000 IO/s', limit: '10,000 IO/s' });
  });

  it('keeps the decimals a verdict asks for', () => {
    expect(limitFigure(20.003, 20, '<=', 'ms')).toEqual({ value: '20.003 ms', limit: '20.000 ms' });
    expect(limitFigure(6.7494, 6.75, '>=', 'MB/s')).toEqual({ value: '6.749 MB/s', limit: '6.750 MB/s' });
  });

  it('prints a target of 1,319.4 IO/s so, not as 1,319', () => {
    expect(limitFigure(1_400, 1_319.4, '>=', 'IO/s')).toEqual({ value: '1,400.0 IO/s', limit: '1,319.4 IO/s' });
  });
});
