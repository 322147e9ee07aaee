import { describe, expect, it } from 'vitest';

import { summariseCriteria, type PlannedCriterion } from './jetstressPlan';

const criterion = (scope: string, predicted: number | null, pass = true, threshold = 20): PlannedCriterion => ({
  label: 'Database read latency (average)',
  scope,
  comparator: '<=',
  threshold,
  unit: 'ms',
  predicted,
  pass,
  warningOnly: false,
});

describe('summariseCriteria', () => {
  it('gives a criterion judged per database once, with the range predicted and the failures', () => {
    const [read, ...rest] = summariseCriteria([
      criterion('DB1', 12.5),
      criterion('DB2', 21.25, false),
      criterion('DB3', null),
    ]);
    expect(rest).toEqual([]);
    expect(read).toMatchObject({ lowest: 12.5, highest: 21.25, scopes: 3, failing: 1, threshold: 20 });
  });

  it('keeps criteria with different thresholds apart, in report order', () => {
    const lines = summariseCriteria([criterion('DB1', 10), criterion('DB2', 11, true, 25), criterion('DB3', 12)]);
    expect(lines.map((l) => [l.threshold, l.scopes])).toEqual([
      [20, 2],
      [25, 1],
    ]);
  });

  it('has no range when nothing was predicted, and is a warning only when every scope is', () => {
    const [line] = summariseCriteria([{ ...criterion('host', null, false), warningOnly: true }]);
    expect(line).toMatchObject({ lowest: null, highest: null, failing: 1, warningOnly: true });
  });
});
