import { describe, expect, it } from 'vitest';

import { headroomCase } from './headroom';
import type { Headroom } from './reportSchema';

const h = (iopsPct: number, loadFactor: number): Headroom => ({
  maxIops: 6000 * (1 + iopsPct / 100),
  iopsPct,
  extraMailboxes: 0,
  limitedBy: 'dbReadLatency',
  loadFactor,
});

describe('headroomCase', () => {
  it('is spare load only for a state that passes as tested', () => {
    expect(headroomCase(h(35.8, 1.08), true)).toBe('spare');
    // N series at queue depth 16: fails as tested, passes its latency limits at 0.70x the threads.
    expect(headroomCase(h(26.9, 0.699), false)).toBe('fewerThreads');
  });

  it('tells a target missed for want of threads from one missed for want of storage', () => {
    expect(headroomCase(h(12, 1.6), false)).toBe('moreThreads');
    expect(headroomCase(h(-8.8, 0.94), false)).toBe('short');
    expect(headroomCase(h(-8.8, 1.2), false)).toBe('short');
  });

  it('says when nothing runs at all rather than quoting the search limit', () => {
    // A server and a database with no LUN: 0 IO/s at any thread count, the search at its bound.
    expect(headroomCase({ ...h(-100, 5.12e11), maxIops: 0 }, false)).toBe('idle');
  });
});
