/**
 * Headroom words the app's cards, the design report and the CLI's summary share: what binds the
 * headroom, and whether there is a target to take a percentage of. Pure and UI-free, so the CLI
 * says what the app says.
 */

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
 * The target a headroom is measured against [IO/s]: `report.totals.targetIops` for the design, a
 * scenario's `targetIops` for a failure; null where the report gives none.
 */
export type TargetIops = number | null;

/** True when `targetIops` is a target a percentage can be taken of: a positive figure. */
export function hasTarget(targetIops: TargetIops | undefined): boolean {
  return typeof targetIops === 'number' && Number.isFinite(targetIops) && targetIops > 0;
}

/**
 * Why there is no headroom percentage, in a few words, when there is no target to take it of; null
 * when there is (or the caller did not say). Above a 0 IO/s target the engine's figure reads "0 %"
 * beside spare IO/s, and above a near-0 one "852,658.9 %": neither is headroom.
 */
export function noTargetReason(targetIops: TargetIops | undefined): string | null {
  if (targetIops === undefined || hasTarget(targetIops)) return null;
  return targetIops === null ? 'no IOPS target reported' : 'the IOPS target is 0 IO/s (no mailboxes)';
}

/** As `noTargetReason`, at length with how to get one (the Summary card and the design report). */
export function noTargetSentence(targetIops: TargetIops | undefined): string | null {
  if (targetIops === undefined || hasTarget(targetIops)) return null;
  return targetIops === null
    ? 'The engine reported no IOPS target, so there is nothing to measure headroom against.'
    : 'The IOPS target is 0 IO/s, so there is nothing to measure headroom against: give the databases mailboxes.';
}
