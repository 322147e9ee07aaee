import { describe, expect, it } from 'vitest';

import { nearestThreads } from './threadCount';

describe('nearestThreads', () => {
  it('names the whole count a multiplier lies nearest when every server runs the same count', () => {
    expect(nearestThreads(0.68, [6, 6])).toEqual({ about: 4, of: 6 });
    expect(nearestThreads(1.6, [2])).toEqual({ about: 3, of: 2 });
  });

  it('never goes below one thread', () => {
    expect(nearestThreads(0.05, [6])).toEqual({ about: 1, of: 6 });
  });

  it('adds nothing when counts differ, the factor is not positive, or it rounds back', () => {
    expect(nearestThreads(0.5, [6, 4])).toBeNull();
    expect(nearestThreads(0, [6])).toBeNull();
    expect(nearestThreads(Number.NaN, [6])).toBeNull();
    expect(nearestThreads(1.04, [6])).toBeNull();
    expect(nearestThreads(0.5, [])).toBeNull();
  });
});
