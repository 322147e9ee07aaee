/**
 * Headroom in words, as the Summary tab's card says it, the Compare view repeats it and the
 * design report (src/report) prints it: what binds the headroom first, how many extra mailboxes
 * it leaves, and, for a design that fails as tested, what the whole thread counts re-solved say.
 */
import type { Headroom } from '../../engine/ts/reportSchema';
import {
  hasTarget,
  limitedByText,
  noTargetReason,
  noTargetSentence,
  type TargetIops,
} from '../../engine/ts/headroomWords';
import { countsText, wholeOutcome } from '../../engine/ts/threadCount';
import { DASH, fmtIops, fmtPct, fmtSignedRatio, plural } from '../format';

// Shared with the CLI's summary (cli/format/summary.ts); re-exported for the UI's importers.
export { hasTarget, limitedByText, noTargetReason, noTargetSentence, type TargetIops };

/**
 * What ends a design's spare IOPS, in words after "above the target": the latency limit the
 * search met ("before database read latency reaches its limit"), or the search's own end.
 */
export function iopsLimitText(h: Headroom): string {
  if (h.limitedBy === 'threads') return 'at the most threads the search tries';
  if (h.limitedBy === 'dbReadLatency' || h.limitedBy === 'logWriteLatency')
    return `before ${limitedByText(h.limitedBy)} reaches its limit`;
  return 'before a criterion fails';
}

/**
 * The extra mailboxes of a design with spare IOPS. "0 extra mailboxes, limited by LUN capacity"
 * beside a Capacity card saying "Does not fit" read as a contradiction: there the LUNs are already
 * too small for the mailboxes they hold, or a RAID group is given out to LUNs beyond its usable
 * space (the engine then counts no room at all, however empty its LUNs are), and the sentence
 * says which. `groupsOver`: RAID groups whose LUNs exceed them.
 */
export function mailboxesText(h: Headroom, lunsTooSmall: number, groupsOver = 0): string {
  if (h.extraMailboxes === 0 && h.mailboxesLimitedBy === 'capacity' && lunsTooSmall + groupsOver > 0) {
    const luns =
      lunsTooSmall === 0
        ? []
        : [
            lunsTooSmall === 1
              ? '1 LUN is already too small for its files'
              : `${plural(lunsTooSmall, 'LUN')} are already too small for their files`,
          ];
    const groups =
      groupsOver === 0
        ? []
        : [
            groupsOver === 1
              ? '1 RAID group is over-allocated (its LUNs exceed its usable space)'
              : `${plural(groupsOver, 'RAID group')} are over-allocated (their LUNs exceed their usable space)`,
          ];
    return `no extra mailboxes: ${[...luns, ...groups].join(', and ')}`;
  }
  return `${plural(h.extraMailboxes, 'extra mailbox', 'extra mailboxes')}, limited by ${limitedByText(h.mailboxesLimitedBy)}`;
}

/**
 * The headroom's headline as the engine's `case` reads for the design's verdict: the spare
 * percentage above the target, or "None as tested" where another thread count or a running
 * database would change it, or "None" where nothing would. "—" where there is no target to
 * measure against (`noTargetReason` says why); `targetIops` omitted reads as a real target.
 */
export function headroomHeadline(h: Headroom, targetIops?: TargetIops): string {
  if (noTargetReason(targetIops) !== null) return DASH;
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

/**
 * Why a design has no headroom as tested, in a few words (the Summary card says it at length), or
 * why it has no percentage: no target (`noTargetReason`).
 */
export function noHeadroomReason(h: Headroom, targetIops?: TargetIops): string | null {
  const noTarget = noTargetReason(targetIops);
  if (noTarget !== null) return noTarget;
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

/** The thread multiplier of a headroom search: `0.70×`. */
const threadsTimes = (f: number): string => `${f.toFixed(2)}×`;

/**
 * What the whole thread counts the engine re-solved at say (a failing design's `wholeThreads`):
 * Jetstress runs whole threads, so the fractional factor alone would promise a pass it may not give.
 */
function wholeSentence(h: Headroom, tested: readonly number[]): string {
  const w = h.wholeThreads;
  if (!w)
    return `Only ${threadsTimes(h.loadFactor)} the threads meets every limit and the target together, which no whole count per database gives: Jetstress cannot pass at any thread count.`;
  const counts = countsText(w.servers.map((s) => s.threadsPerDatabase));
  const at = `At ${counts} ${counts === '1' ? 'thread' : 'threads'} per database (tested: ${countsText(tested)})`;
  switch (wholeOutcome(w)) {
    case 'passes':
      return `${at} it passes: ${fmtIops(w.achievedIops)}, ${fmtSignedRatio(w.achievedIops / w.targetIops - 1)} on target, within every latency limit.`;
    case 'short':
      return `${at} every latency limit holds, but it reaches ${fmtIops(w.achievedIops)}, below the ${fmtIops(w.targetIops)} target; one thread more breaks a limit, so no whole count passes.`;
    case 'fails':
      return `${at} it still fails (${w.failing.map(limitedByText).join(', ')}).`;
  }
}

/**
 * Why a design has no headroom as tested, at length (the Summary card's sentence; the design
 * report prints it too): for a thread count that is wrong, what the whole counts re-solved say;
 * otherwise why no count helps. Null for a design with spare headroom. `tested`: the threads per
 * database each server ran. Without a target to measure against, says so (`noTargetSentence`).
 */
export function noHeadroomSentence(h: Headroom, tested: readonly number[], targetIops?: TargetIops): string | null {
  const noTarget = noTargetSentence(targetIops);
  if (noTarget !== null) return noTarget;
  const reach = `${fmtIops(h.maxIops)}, ${fmtSignedRatio(h.iopsPct / 100)} on target`;
  switch (h.case) {
    case 'spare':
      return null;
    case 'fewerThreads':
    case 'moreThreads':
      return `${h.case === 'fewerThreads' ? 'A latency limit fails' : 'Below target'} at the tested threads. ${wholeSentence(h, tested)}`;
    case 'idle':
      return 'No Jetstress I/O runs at any thread count: no database reaches storage it can use yet. The findings say what is missing.';
    case 'offline':
      return `A database does not run, so Jetstress fails whatever the thread count. The findings say why; the databases that run reach ${reach} within every latency limit.`;
    case 'short':
      return `No thread count meets the target within the latency limits: the most it reaches is ${reach} (at ${threadsTimes(h.loadFactor)} the threads), limited by ${limitedByText(h.limitedBy)}.`;
  }
}
