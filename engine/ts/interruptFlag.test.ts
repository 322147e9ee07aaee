import { describe, expect, it } from 'vitest';

import { announceRevision, INTERRUPT_BYTES, isInterrupted, raiseAbandon } from './interruptFlag';

const fresh = (): Int32Array => new Int32Array(new SharedArrayBuffer(INTERRUPT_BYTES));

describe('interrupt flag', () => {
  it('stops an evaluation of an older revision once a newer one is announced, and no other', () => {
    const flag = fresh();
    expect(isInterrupted(flag, 3)).toBe(false);
    announceRevision(flag, 3);
    expect(isInterrupted(flag, 3)).toBe(false); // the newest itself runs on
    announceRevision(flag, 4);
    expect(isInterrupted(flag, 3)).toBe(true);
    expect(isInterrupted(flag, 4)).toBe(false);
    expect(isInterrupted(flag, null)).toBe(false); // between requests (the idle warm-up) nothing stops
  });

  it('never lowers the newest revision, and ignores revisions it cannot hold', () => {
    const flag = fresh();
    announceRevision(flag, 9);
    announceRevision(flag, 5);
    expect(isInterrupted(flag, 8)).toBe(true);
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 31, Number.POSITIVE_INFINITY]) announceRevision(flag, bad);
    expect(isInterrupted(flag, 9)).toBe(false);
  });

  it('abandoning stops everything, the warm-up included; without a flag nothing ever stops', () => {
    const flag = fresh();
    raiseAbandon(flag);
    expect(isInterrupted(flag, 100)).toBe(true);
    expect(isInterrupted(flag, null)).toBe(true);
    expect(isInterrupted(null, 1)).toBe(false);
  });
});
