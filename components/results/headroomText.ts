/**
 * Headroom in words, as the Summary tab's card says it and the Compare view repeats it: what binds
 * the headroom first, and how many extra mailboxes it leaves.
 */
import type { Headroom } from '../../engine/ts/reportSchema';
import { fmtPct, plural } from '../format';

/** What binds the headroom first, in words (the engine gives a criterion id, `capacity` or `threads`). */
export function limitedByText(limitedBy: string): string {
  const words: Record<string, string> = {
    capacity: 'LUN capacity',
    threads: 'the thread search limit',
    dbReadLatency: 'database read latency',
    logWriteLatency: 'log write latency',
    achievedIops: 'achieved IOPS',
    bdmThroughput: 'background maintenance',
  };
  return words[limitedBy] ?? limitedBy;
}

/**
 * The extra mailboxes of a design with spare IOPS. "0 extra mailboxes, limited by LUN capacity"
 * beside a Capacity card saying "Does not fit" read as a contradiction: there the LUNs are already
 * too small for the mailboxes they hold, and the card says so.
 */
export function mailboxesText(h: Headroom, lunsTooSmall: number): string {
  if (h.extraMailboxes === 0 && h.limitedBy === 'capacity' && lunsTooSmall > 0)
    return lunsTooSmall === 1
      ? 'no extra mailboxes: 1 LUN is already too small for its files'
      : `no extra mailboxes: ${plural(lunsTooSmall, 'LUN')} are already too small for their files`;
  return `${plural(h.extraMailboxes, 'extra mailbox', 'extra mailboxes')}, limited by ${limitedByText(h.limitedBy)}`;
}

/**
 * The headroom's headline as the engine's `case` reads for the design's verdict: the spare
 * percentage above the target, or "None as tested" where another thread count or a running
 * database would change it, or "None" where nothing would.
 */
export function headroomHeadline(h: Headroom): string {
  switch (h.case) {
    case 'spare':
      return fmtPct(h.iopsPct);
    case 'fewerThreads':
    case 'moreThreads':
    case 'offline':
      return 'None as tested';
    case 'idle':
    case 'short':
      return 'None';
  }
}

/** Why a design has no headroom as tested, in a few words (the Summary card says it at length). */
export function noHeadroomReason(h: Headroom): string | null {
  switch (h.case) {
    case 'spare':
      return null;
    case 'fewerThreads':
      return 'a latency limit fails at the tested threads';
    case 'moreThreads':
      return 'below the target at the tested threads';
    case 'idle':
      return 'no Jetstress I/O runs';
    case 'offline':
      return 'a database does not run';
    case 'short':
      return `no thread count meets the target (limited by ${limitedByText(h.limitedBy)})`;
  }
}
