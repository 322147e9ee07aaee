/**
 * A criterion's limit is printed as the engine judges against it, never rounded to its unit's
 * usual decimals: background maintenance's 6.75 MB/s read "6.8 MB/s" in the Servers tab and the
 * report while the test plan and the finding said 6.75 (QA pass 5, item 8).
 */
import { describe, expect, it } from 'vitest';

import { criterionPrintDecimals, limitDecimals } from './criterionLimit';

describe('limitDecimals', () => {
  it('gives the fewest decimals that print the limit whole, up to the engine’s 3', () => {
    expect(limitDecimals(20)).toBe(0);
    expect(limitDecimals(10_000)).toBe(0);
    expect(limitDecimals(6.75)).toBe(2);
    expect(limitDecimals(1_319.4)).toBe(1);
    expect(limitDecimals(222.125)).toBe(3);
    // Float noise is not a decimal to print: 0.1 + 0.2 is judged as 0.3.
    expect(limitDecimals(0.1 + 0.2)).toBe(1);
    expect(limitDecimals(Number.NaN)).toBe(0);
  });
});

describe('criterionPrintDecimals', () => {
  it('prints a figure to at least its limit’s decimals, and more where its verdict needs them', () => {
    expect(criterionPrintDecimals(5.63, 6.75, '>=', 1)).toBe(2);
    expect(criterionPrintDecimals(15.6, 20, '<=', 1)).toBe(1);
    expect(criterionPrintDecimals(20.003, 20, '<=', 1)).toBe(3);
    expect(criterionPrintDecimals(6.7494, 6.75, '>=', 1)).toBe(3);
    expect(criterionPrintDecimals(null, 6.75, '>=', 1)).toBe(2);
  });
});
