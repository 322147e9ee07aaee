import { describe, expect, it } from 'vitest';

import type { Headroom } from '../../engine/ts/reportSchema';
import {
  hasTarget,
  headroomHeadline,
  mailboxesText,
  noHeadroomReason,
  noHeadroomSentence,
  noTargetReason,
  noTargetSentence,
} from './headroomText';

/** What the engine reports for a design whose target is 0 IO/s (QA: "0 % … up to 21,319 IO/s"). */
const spare: Headroom = {
  maxIops: 21_319,
  iopsPct: 0,
  extraMailboxes: 0,
  limitedBy: 'dbReadLatency',
  mailboxesLimitedBy: 'dbReadLatency',
  loadFactor: 1.8,
  case: 'spare',
  wholeThreads: null,
};

describe('headroom without a target', () => {
  it('reads "—" with a reason for a 0 IO/s target, not "0 %" or a huge percentage', () => {
    expect(headroomHeadline(spare, 0)).toBe('—');
    expect(headroomHeadline({ ...spare, iopsPct: 852_658.9 }, 0)).toBe('—');
    expect(noHeadroomReason(spare, 0)).toBe('the IOPS target is 0 IO/s (no mailboxes)');
    expect(noHeadroomSentence(spare, [2], 0)).toBe(
      'The IOPS target is 0 IO/s, so there is nothing to measure headroom against: give the databases mailboxes.',
    );
  });

  it('reads "—" with a reason when the report gives no target', () => {
    expect(headroomHeadline(spare, null)).toBe('—');
    expect(noHeadroomReason(spare, null)).toBe('no IOPS target reported');
    expect(noHeadroomSentence({ ...spare, case: 'short' }, [2], null)).toBe(
      'The engine reported no IOPS target, so there is nothing to measure headroom against.',
    );
  });

  it('reads the percentage above a real target, and as before where the caller gives none', () => {
    const real = { ...spare, iopsPct: 35.25 };
    expect(headroomHeadline(real, 1250)).toBe('35.3 %');
    expect(headroomHeadline(real)).toBe('35.3 %');
    expect(noHeadroomReason(real, 1250)).toBeNull();
    expect(noHeadroomSentence(real, [2], 1250)).toBeNull();
    expect(noHeadroomReason({ ...real, case: 'idle' }, 1250)).toBe('no Jetstress I/O runs');
  });

  it('takes only a positive, finite figure as a target', () => {
    for (const t of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])
      expect(hasTarget(t), String(t)).toBe(false);
    expect(hasTarget(0.012)).toBe(true);
    expect(noTargetReason(undefined)).toBeNull();
    expect(noTargetSentence(1)).toBeNull();
  });
});

describe('extra mailboxes bound by capacity', () => {
  const bound: Headroom = { ...spare, iopsPct: 20, mailboxesLimitedBy: 'capacity' };
  it('names an over-allocated RAID group, not "LUN capacity", when the LUNs have room (QA 5 #6)', () => {
    expect(mailboxesText(bound, 0, 1)).toBe(
      'no extra mailboxes: 1 RAID group is over-allocated (its LUNs exceed its usable space)',
    );
    expect(mailboxesText(bound, 2, 3)).toBe(
      'no extra mailboxes: 2 LUNs are already too small for their files, and 3 RAID groups are over-allocated (their LUNs exceed their usable space)',
    );
    expect(mailboxesText(bound, 1)).toBe('no extra mailboxes: 1 LUN is already too small for its files');
  });
});
