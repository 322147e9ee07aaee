// The rules (mapping, tolerances, verdicts, failure scenarios) are tested in
// src/validation/published.test.ts; this tests only the panel's headline counts.
import { describe, expect, it } from 'vitest';

import type { PublishedRow } from './publishedCompare';
import { summarise } from './publishedCompare';

const row = (status: PublishedRow['status'], tolerance: string | null): PublishedRow =>
  ({ status, tolerance }) as PublishedRow;

describe('summarise', () => {
  it('counts figures with a tolerance as within or outside, a missing one as outside, and pending apart', () => {
    const rows = [
      row('within', '±15 %'),
      row('outside', 'same pass/fail'),
      row('missing', '±15 %'),
      row('missing', null),
      row('info', null),
      row('pending', 'same pass/fail'),
    ];
    expect(summarise(rows)).toEqual({ checked: 3, within: 1, outside: 2, pending: 1 });
    expect(summarise([])).toEqual({ checked: 0, within: 0, outside: 0, pending: 0 });
  });
});
