import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type Comparator, criterionDecimals, judge, judgedValue, JUDGED_DECIMALS, printedAt } from './criterionFigure';

const holds = (a: number, c: Comparator, b: number): boolean =>
  c === '<=' ? a <= b : c === '>=' ? a >= b : c === '<' ? a < b : a > b;

/** Whether `value` printed at `d` decimals reads as the engine judges it, against the limit and its print. */
const agrees = (value: number, threshold: number, c: Comparator, d: number): boolean => {
  const verdict = holds(judgedValue(value), c, threshold);
  const p = printedAt(value, d);
  return holds(p, c, threshold) === verdict && holds(p, c, printedAt(threshold, d)) === verdict;
};

describe('criterionDecimals: the cases the audit found', () => {
  it('prints a failing 20.003 ms read latency to 0.001 ms, from one or two decimals', () => {
    expect(criterionDecimals(20.003, 20, '<=', 1)).toBe(3);
    expect(criterionDecimals(20.003, 20, '<=', 2)).toBe(3);
  });

  it('keeps the usual decimals of a passing 19.996 ms: "20.0" meets a ≤ 20 ms limit', () => {
    expect(criterionDecimals(19.996, 20, '<=', 1)).toBe(1);
    expect(criterionDecimals(19.996, 20, '<=', 2)).toBe(2);
    // Judged as 20.000: a pass, whatever the decimals.
    expect(criterionDecimals(20.0004, 20, '<=', 1)).toBe(1);
  });

  it('prints a failing 9,999.96 IO/s against 10,000 to 0.01 IO/s', () => {
    expect(criterionDecimals(9999.96, 10000, '>=', 1)).toBe(2);
    expect(criterionDecimals(9999.96, 10000, '>=', 0)).toBe(2);
    expect(criterionDecimals(9999.6, 10000, '>=', 0)).toBe(1);
  });

  it('reads the limit as printed too: 10,000.2 of a 10,000.4 target is not "10,000 of 10,000"', () => {
    expect(criterionDecimals(10000.2, 10000.4, '>=', 0)).toBe(1);
  });

  it('keeps the usual decimals where nothing contradicts', () => {
    expect(criterionDecimals(12.34, 20, '<=', 2)).toBe(2);
    expect(criterionDecimals(21.25, 20, '<=', 2)).toBe(2);
    expect(criterionDecimals(10500, 10000, '>=', 0)).toBe(0);
    expect(criterionDecimals(20.05, 20, '<=', 1)).toBe(1);
  });

  it('never lowers the decimals, nor goes past 3 on its own', () => {
    expect(criterionDecimals(20.003, 20, '<=', 4)).toBe(4);
    expect(criterionDecimals(20.0006, 20, '<=', 0)).toBe(JUDGED_DECIMALS);
  });

  it('reads a strict limit the other way at the limit: "20.0" fails "< 20"', () => {
    expect(criterionDecimals(19.996, 20, '<', 1)).toBe(3);
    expect(criterionDecimals(20.003, 20, '<', 1)).toBe(1);
  });

  it('leaves a figure without a verdict as it is', () => {
    expect(criterionDecimals(null, 20, '<=', 1)).toBe(1);
    expect(criterionDecimals(undefined, 20, '<=', 1)).toBe(1);
    expect(criterionDecimals(Number.NaN, 20, '<=', 1)).toBe(1);
    expect(criterionDecimals(20.003, 1, '=', 1)).toBe(1);
  });
});

describe('judge and judgedValue', () => {
  it('judge as the engine does, on the value rounded to 0.001', () => {
    expect(judgedValue(20.0004)).toBe(20);
    expect(judgedValue(20.0005)).toBe(20.001);
    expect(judgedValue(-1.0005)).toBe(-1.001);
    expect(judge(20.0004, 20, '<=')).toBe(true);
    expect(judge(20.003, 20, '<=')).toBe(false);
    expect(judge(9999.9996, 10000, '>=')).toBe(true);
    expect(judge(1, 1, '=')).toBeNull();
  });

  it('print as Intl does: the shortest decimal form, halves away from zero', () => {
    expect(printedAt(1.005, 2)).toBe(1.01);
    expect(printedAt(-2.5, 0)).toBe(-3);
    expect(printedAt(9999.96, 1)).toBe(10000);
  });
});

const comparator = fc.constantFrom<Comparator>('<=', '>=', '<', '>');
/** Limits as the engine states them (whole ms, a target rounded to 0.001) and any other. */
const threshold = fc.oneof(
  fc.constantFrom(10, 20, 6000, 10000, 33.75),
  fc.integer({ min: 0, max: 50_000_000 }).map((k) => k / 1000),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);
/** Values near the limit (where the decimals matter) and anywhere. */
const near = (t: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -20_000, max: 20_000 }).map((k) => t + k / 100_000),
    fc.integer({ min: -200, max: 200 }).map((k) => t + k / 10_000),
    fc.double({ min: t - 1, max: t + 1, noNaN: true }),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  );
const inputs = threshold.chain((t) =>
  fc.record({ t: fc.constant(t), v: near(t), c: comparator, d0: fc.integer({ min: 0, max: JUDGED_DECIMALS }) }),
);

describe('criterionDecimals: properties', () => {
  it('prints a figure that reads as the engine judged it, or gives it 3 decimals', () => {
    fc.assert(
      fc.property(inputs, ({ t, v, c, d0 }) => {
        const d = criterionDecimals(v, t, c, d0);
        const verdict = holds(judgedValue(v), c, t);
        expect(d === JUDGED_DECIMALS || holds(printedAt(v, d), c, t) === verdict).toBe(true);
        expect(d === JUDGED_DECIMALS || agrees(v, t, c, d)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('only adds decimals, up to 3, and no fewer would do', () => {
    const anyDecimals = fc.tuple(inputs, fc.integer({ min: 0, max: 5 })).map(([x, d0]) => ({ ...x, d0 }));
    fc.assert(
      fc.property(anyDecimals, ({ t, v, c, d0 }) => {
        const d = criterionDecimals(v, t, c, d0);
        expect(d).toBeGreaterThanOrEqual(d0);
        expect(d).toBeLessThanOrEqual(Math.max(d0, JUDGED_DECIMALS));
        for (let fewer = d0; fewer < d; fewer++) expect(agrees(v, t, c, fewer)).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('always agrees for a criterion value (already rounded by the engine) and a limit to 0.001', () => {
    const judgedInputs = fc
      .integer({ min: 0, max: 50_000_000 })
      .map((k) => k / 1000)
      .chain((t) =>
        fc.record({
          t: fc.constant(t),
          v: near(t).map(judgedValue),
          c: comparator,
          d0: fc.integer({ min: 0, max: 3 }),
        }),
      );
    fc.assert(
      fc.property(judgedInputs, ({ t, v, c, d0 }) => {
        expect(agrees(v, t, c, criterionDecimals(v, t, c, d0))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
