/**
 * What a RAID group's "Drives per parity set" (`groupSize`) must be for its level. The engine
 * (engine/core/src/raid.rs `data_drives`, topology.rs) splits a parity level's data drives (hot
 * spares excluded) into sets of `groupSize` drives (0, or at least the data drive count, makes one
 * set), a short last set keeping its parity drives; it takes any value and raises no finding, so a
 * RAID 5 set of 1 drive gives "0 data drives" and still predicts IOPS. A set needs the level's
 * `min_drives` (RAID 5 3, RAID 6 and RAID-DP 4, the whole-group minimum of `src/schema/raid.ts`),
 * and so does a short last set. Levels without parity ignore the value (mirrors count every drive).
 */
import type { RaidGroupComponent, RaidLevel } from '../schema/components';
import {
  dataDrives,
  minDataDrives,
  oddMirrorNote,
  raidDriveProblem,
  raidLevelLabel,
  type GroupWords,
  type RaidProblem,
} from '../schema/raid';

/** Levels whose drives form parity sets: the only ones `groupSize` means anything to. */
const PARITY: ReadonlySet<RaidLevel> = new Set(['raid5', 'raid6', 'raid-dp']);

/** Whether `level` splits its drives into parity sets (else "Drives per parity set" is ignored). */
export function hasParitySets(level: RaidLevel): boolean {
  return PARITY.has(level);
}

/** Fewest drives, parity included, one parity set of `level` works with (the engine's `min_drives`). */
export function minSetDrives(level: RaidLevel): number {
  return minDataDrives[level];
}

/** The minimum of every parity level, for help texts: "3 for RAID 5, 4 for RAID 6 and RAID-DP". */
export function setMinimumsText(): string {
  const byMin = new Map<number, string[]>();
  for (const level of PARITY) {
    const min = minSetDrives(level);
    byMin.set(min, [...(byMin.get(min) ?? []), raidLevelLabel[level]]);
  }
  return [...byMin].map(([min, labels]) => `${min} for ${labels.join(' and ')}`).join(', ');
}

/** Whether `n` data drives in sets of `size` (0 = one set) leave every set at least `min` drives. */
function setsFit(n: number, size: number, min: number): boolean {
  if (size === 0 || size >= n) return true;
  const rest = n % size;
  return size >= min && (rest === 0 || rest >= min);
}

/** `3`, `3 or 4`, `3, 4 or 6`. */
const orList = (xs: readonly number[]): string =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

/**
 * Why `group`, with `members` drives from enclosures, has parity sets its level cannot work with,
 * or null. A set below the level's minimum is wrong whatever the drives; a short last set only
 * once the group has drives (a group being built has nothing wrong with it yet). The whole-group
 * minimum is `raidDriveProblem`'s: check that first.
 */
export function paritySetProblem(
  group: Pick<RaidGroupComponent, 'level' | 'hotSpares' | 'groupSize'>,
  members: number,
  words: GroupWords = { subject: 'this group', verb: 'has' },
): RaidProblem | null {
  const { level, groupSize: size } = group;
  if (!hasParitySets(level) || size === 0) return null;
  const min = minSetDrives(level);
  const label = raidLevelLabel[level];
  const needs = `${label} needs at least ${min} drives per parity set`;
  if (size < min)
    return {
      reason: `${needs}, not ${size}: enter 0 (one set) or at least ${min} in Drives per parity set.`,
      hint: 'Nothing was changed.',
    };
  const n = dataDrives(level, members, group.hotSpares);
  if (members <= 0 || setsFit(n, size, min)) return null;
  const rest = n % size;
  // Set sizes that fit these drives, nearest the one asked for first (n itself is one set: 0).
  const sizes = Array.from({ length: n - min }, (_, i) => min + i)
    .filter((s) => setsFit(n, s, min))
    .sort((a, b) => Math.abs(a - size) - Math.abs(b - size) || a - b)
    .slice(0, 3)
    .sort((a, b) => a - b);
  // The nearest data drive counts either side that fit sets of `size` (whole sets always do).
  const fewer = Array.from({ length: rest }, (_, i) => n - 1 - i).find((m) => setsFit(m, size, min));
  const more = Array.from({ length: size - rest }, (_, i) => n + 1 + i).find((m) => setsFit(m, size, min));
  const spares = members - n;
  const counts = [fewer, more].filter((m): m is number => m !== undefined).map((m) => m + spares);
  const sparesText = `${spares} hot spare${spares === 1 ? '' : 's'}`;
  const withSpares = spares > 0 ? ` (its ${sparesText} included)` : '';
  const besides = spares > 0 ? ` besides its ${sparesText}` : '';
  return {
    reason: `${needs}; ${words.subject} ${words.verb} ${n} drives${besides}, which in sets of ${size} leave a last set of ${rest}.`,
    hint:
      `${sizes.length ? `Use sets of ${orList(sizes)} or 0 (one set)` : 'Use 0 (one set)'}, ` +
      `or give the group ${orList(counts)} drives${withSpares}. Nothing was changed.`,
  };
}

/**
 * The note for a level change that drops a set size the new level cannot work with. It only
 * happens coming from a level without parity sets, where the field is hidden and the value did
 * nothing: refusing would leave the user no way to change it, so it goes back to 0 (one set).
 */
export function setSizeResetNote(
  group: Pick<RaidGroupComponent, 'name' | 'level'>,
  was: number,
): { readonly message: string; readonly hint: string } {
  return {
    message: `${group.name} now has one parity set: its earlier set size (${was} drives) does not work with ${raidLevelLabel[group.level]}.`,
    hint: `To split it into several sets, enter at least ${minSetDrives(group.level)} in Drives per parity set.`,
  };
}

/** A note shown with an accepted edit. */
type Note = { readonly message: string; readonly hint: string };

/**
 * The RAID rules for an edit of group `was` into `next` (`members` drives from enclosures): a
 * refusal naming the field to show it under, or the group to keep (its set size reset, see
 * `setSizeResetNote`) with a note. A group whose level, spares and set size are unchanged is kept
 * as it is, so a design opened with a fault can still be renamed (the Findings tab lists it).
 */
export function raidGroupEdit(
  was: RaidGroupComponent,
  next: RaidGroupComponent,
  members: number,
  words: GroupWords,
):
  | { readonly refusal: RaidProblem & { readonly field: string } }
  | { readonly group: RaidGroupComponent; readonly note: Note | null } {
  const level = next.level !== was.level;
  const drives = level || next.hotSpares !== was.hotSpares;
  if (!drives && next.groupSize === was.groupSize) return { group: next, note: null };
  // The whole-group minimum and the odd mirror, as before set sizes were checked: a set size edit
  // does not change the data drives, so it is not refused for a fault the group already had.
  const short = drives ? raidDriveProblem(next, members, words) : null;
  if (short) return { refusal: { ...short, field: level ? 'level' : 'hotSpares' } };
  let group = next;
  let note: Note | null = null;
  const sets = paritySetProblem(next, members, words);
  if (sets && level && next.groupSize === was.groupSize && !hasParitySets(was.level)) {
    group = { ...next, groupSize: 0 };
    note = setSizeResetNote(next, was.groupSize);
  } else if (sets) {
    const field = next.groupSize !== was.groupSize ? 'groupSize' : level ? 'level' : 'hotSpares';
    return { refusal: { ...sets, field } };
  }
  return { group, note: note ?? (drives ? oddMirrorNote(group, members) : null) };
}
