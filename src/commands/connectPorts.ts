/**
 * Connects two ports. `checkConnection` decides validity and direction; a refusal carries its
 * reason and hint to the user. Drive (member) links need a drive count, at most what the enclosure
 * still has unassigned. A RAID group left with fewer drives than its level needs is not refused
 * here — adding drives never makes a group worse, and a group spread over several enclosures gets
 * its drives one link at a time — but the user is told how many it still lacks.
 */
import { checkConnection, type Endpoint } from '../schema/connections';
import type { Link } from '../schema/connections';
import { memberDrives, oddMirrorNote, raidDriveProblem } from '../schema/raid';
import { paritySetProblem } from './raidSetRules';
import { indexComponents } from '../store/designIndex';
import type { DesignDoc } from '../store/types';
import { commit, refuse, type Command, type CommandResult } from './types';
import { takeId, takenIds } from './lib/names';

/** Arguments of `connectPorts`. Handle ids carry the port name (`p0`, `fabric`, `db`…). */
export interface ConnectPortsArgs {
  readonly a: Endpoint;
  readonly b: Endpoint;
  /** Drives of the enclosure given to the RAID group (member links only). */
  readonly diskCount?: number;
}

/** Drives of an enclosure not yet given to any RAID group. */
export function unassignedDrives(doc: DesignDoc, enclosureId: string): number {
  const enc = indexComponents(doc.components).byId.get(enclosureId);
  if (enc?.kind !== 'enclosure') return 0;
  const used = doc.links
    .filter((l) => l.kind === 'member' && (l.from.componentId === enclosureId || l.to.componentId === enclosureId))
    .reduce((sum, l) => sum + (l.diskCount ?? 0), 0);
  return Math.max(0, enc.driveCount - used);
}

/** Connects two ports with a typed link. */
export const connectPorts: Command<ConnectPortsArgs> = {
  id: 'connectPorts',
  label: 'Connect',
  run(state, args): CommandResult {
    const { doc } = state;
    const { byId } = indexComponents(doc.components);
    const check = checkConnection(byId, doc.links, args.a, args.b);
    if (!check.ok) return refuse(check.reason, check.hint);
    const link: Link = {
      id: takeId('link', takenIds(doc.components, doc.links)),
      kind: check.kind,
      from: check.from,
      to: check.to,
    };
    if (check.kind === 'member') {
      const enclosureId =
        byId.get(check.from.componentId)?.kind === 'enclosure' ? check.from.componentId : check.to.componentId;
      const enc = byId.get(enclosureId)!;
      const free = unassignedDrives(doc, enclosureId);
      const n = args.diskCount;
      if (n === undefined || !Number.isInteger(n) || n < 1) {
        return refuse(
          'Say how many drives the RAID group takes from the enclosure (a whole number from 1).',
          `${enc.name} has ${free} unassigned drives.`,
          'diskCount',
        );
      }
      if (n > free) {
        return refuse(
          `${enc.name} has only ${free} unassigned drive${free === 1 ? '' : 's'}, not ${n}.`,
          'Add drives to the enclosure in the inspector, or take fewer.',
          'diskCount',
        );
      }
      link.diskCount = n;
    }
    const links = [...doc.links, link];
    const group = byId.get(check.to.componentId);
    if (check.kind !== 'member' || group?.kind !== 'raidGroup') return commit({ links }, 'Connect');
    const members = memberDrives(links, group.id);
    const short = raidDriveProblem(group, members, { subject: group.name, verb: 'has' });
    const note = short
      ? {
          message: `${short.reason.replace(/\.$/, '')} so far.`,
          hint: 'Connect more drives to it from an enclosure, or change its RAID level, before it can hold data.',
        }
      : (paritySetNote(group, members) ?? oddMirrorNote(group, members));
    return commit({ links }, 'Connect', note ? { notice: { tone: 'warning', ...note } } : {});
  },
};

/**
 * Drives connected so far that leave a short last parity set: said, not refused (a group spread
 * over several enclosures gets its drives one link at a time), as the drive count is.
 */
function paritySetNote(
  group: Parameters<typeof paritySetProblem>[0] & { name: string },
  members: number,
): { message: string; hint: string } | null {
  const problem = paritySetProblem(group, members, { subject: group.name, verb: 'has' });
  if (!problem) return null;
  return {
    message: `${problem.reason.replace(/\.$/, '')} so far.`,
    hint: problem.hint.replace(/ Nothing was changed\.$/, ''),
  };
}
