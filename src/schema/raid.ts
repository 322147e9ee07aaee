/**
 * What each RAID level needs of its drives, so an edit that leaves a RAID group unable to work is
 * refused where it is made, in words, instead of surfacing later as an engine finding. The rules
 * are the engine's (engine/core/src/raid.rs `min_drives`; topology.rs counts data drives and warns
 * about odd mirrors, SPN-W105); `raid.test.ts` evaluates every level through the engine to hold the
 * two equal.
 */
import type { RaidGroupComponent, RaidLevel } from './components';
import type { Link } from './connections';

/** Level names as presales engineers say them. */
export const raidLevelLabel: Record<RaidLevel, string> = {
  raid10: 'RAID 10',
  raid1: 'RAID 1',
  raid5: 'RAID 5',
  raid6: 'RAID 6',
  'raid-dp': 'RAID-DP',
  raid0: 'RAID 0',
  'distributed-mirror': 'Distributed mirror',
};

/** Fewest data drives (hot spares excluded) a group of each level works with. */
export const minDataDrives: Record<RaidLevel, number> = {
  raid0: 1,
  raid1: 2,
  raid10: 2,
  'distributed-mirror': 2,
  raid5: 3,
  raid6: 4,
  'raid-dp': 4,
};

/** Levels that mirror drives in pairs: an odd drive out holds nothing. */
const PAIRED: ReadonlySet<RaidLevel> = new Set(['raid1', 'raid10']);

/** Drives a group takes from enclosures: the drive counts of its member links. */
export function memberDrives(links: readonly Link[], raidGroupId: string): number {
  let n = 0;
  for (const l of links)
    if (l.kind === 'member' && (l.to.componentId === raidGroupId || l.from.componentId === raidGroupId))
      n += l.diskCount ?? 0;
  return n;
}

/**
 * Drives that hold data: the members less the hot spares. A distributed mirror keeps its spare
 * capacity on every drive, so all of its members count (as in the engine).
 */
export function dataDrives(level: RaidLevel, members: number, hotSpares: number): number {
  return level === 'distributed-mirror' ? members : members - Math.min(hotSpares, members);
}

/** A sentence saying what is wrong and one saying how to fix it. */
export interface RaidProblem {
  readonly reason: string;
  readonly hint: string;
}

/** How a message refers to the group: `this group` in its own inspector, else its name. */
export type GroupWords = { readonly subject: string; readonly verb: 'has' | 'would have' };

const drives = (n: number): string => `${n} drive${n === 1 ? '' : 's'}`;
/** `at most 5 hot spares`, `at most 1 hot spare`, `no hot spares`. */
const sparesText = (n: number): string => (n === 0 ? 'no hot spares' : `at most ${n} hot spare${n === 1 ? '' : 's'}`);

/**
 * Why a group of `level` with `members` drives (`hotSpares` of them spares) cannot work, or null.
 * A group with no drives yet is still being built, and has nothing wrong with it.
 */
export function raidDriveProblem(
  group: Pick<RaidGroupComponent, 'level' | 'hotSpares'>,
  members: number,
  words: GroupWords = { subject: 'this group', verb: 'has' },
): RaidProblem | null {
  if (members <= 0) return null;
  const min = minDataDrives[group.level];
  const data = dataDrives(group.level, members, group.hotSpares);
  if (data >= min) return null;
  const label = raidLevelLabel[group.level];
  // RAID 0 is never offered: it loses the data with any drive, which no design here wants.
  const fitting = (Object.keys(minDataDrives) as RaidLevel[])
    .filter((l) => l !== 'raid0' && minDataDrives[l] <= data)
    .map((l) => raidLevelLabel[l]);
  const spares = members - data;
  const most = members - min;
  // A distributed mirror's spares take no drives (spares is 0): its reason speaks of drives alone.
  const reason = shortReason(label, min, members, spares === 0 ? 0 : group.hotSpares, words);
  const orLevel = fitting.length ? `, or choose a level that works with ${data} (${fitting.join(', ')})` : '';
  const limit = most >= 0 ? `With ${drives(members)}, ${label} leaves room for ${sparesText(most)}. ` : '';
  const hint =
    spares > 0
      ? `${limit}Give the group more drives or fewer hot spares${orLevel}. Nothing was changed.`
      : `Give the group at least ${drives(min)}${orLevel}. Nothing was changed.`;
  return { reason, hint };
}

/**
 * The refusal's first sentence. It quotes the hot spares the group is set to keep, not those its
 * drives can hold: 30 asked of an 8-drive group read "8 of them hot spares", hiding the 30 typed.
 */
function shortReason(label: string, min: number, members: number, asked: number, words: GroupWords): string {
  const has = `${words.subject} ${words.verb}`;
  if (asked === 0) return `${label} needs at least ${drives(min)}; ${has} ${members}.`;
  const start = `${label} needs at least ${min} data drives; ${has} ${drives(members)}`;
  if (asked <= members)
    return `${start}, ${asked} of them hot spare${asked === 1 ? '' : 's'}, leaving ${members - asked}.`;
  const most = members - min;
  if (most < 0) return `${start}, too few even without its ${asked} hot spares.`;
  return `${start}, so it can keep ${sparesText(most)}, not ${asked}.`;
}

/** A note (not a refusal, as in the engine) when a mirrored group has an odd drive out, or null. */
export function oddMirrorNote(
  group: Pick<RaidGroupComponent, 'name' | 'level' | 'hotSpares'>,
  members: number,
): { readonly message: string; readonly hint: string } | null {
  const data = dataDrives(group.level, members, group.hotSpares);
  if (!PAIRED.has(group.level) || data % 2 === 0) return null;
  return {
    message: `${raidLevelLabel[group.level]} mirrors drives in pairs: ${group.name} has ${drives(data)} for data, so one holds nothing.`,
    hint: 'Use an even number of data drives.',
  };
}
