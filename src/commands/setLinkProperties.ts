/** Edits a link: the number of drives a RAID group takes from an enclosure. */
import { Link } from '../schema/connections';
import { issueSentence } from '../schema/issues';
import { memberDrives, oddMirrorNote, raidDriveProblem } from '../schema/raid';
import { indexComponents } from '../store/designIndex';
import { commit, refuse, type Command, type CommandResult } from './types';
import { unassignedDrives } from './connectPorts';
import { paritySetProblem } from './raidSetRules';

/** Arguments of `setLinkProperties`. */
export interface SetLinkPropertiesArgs {
  readonly id: string;
  readonly diskCount: number;
}

/**
 * Changes a drive link's drive count: bounded by the enclosure's unassigned drives, and refused
 * when it leaves the RAID group fewer drives than its level needs (see `src/schema/raid.ts`), or a
 * last parity set too short for it (`raidSetRules.ts`).
 */
export const setLinkProperties: Command<SetLinkPropertiesArgs> = {
  id: 'setLinkProperties',
  label: 'Edit link',
  run(state, args): CommandResult {
    const { doc } = state;
    const link = doc.links.find((l) => l.id === args.id);
    if (!link) return refuse('That link no longer exists.', 'Select another link.');
    if (link.kind !== 'member')
      return refuse(
        'Only drive links have a drive count.',
        'Select a link between an enclosure and a RAID group.',
        'diskCount',
      );
    const parsed = Link.safeParse({ ...link, diskCount: args.diskCount });
    if (!parsed.success)
      return refuse(issueSentence(parsed.error.issues[0], 'Invalid drive count.'), 'Nothing was changed.', 'diskCount');
    const enclosureId = link.from.componentId;
    const free = unassignedDrives(doc, enclosureId) + (link.diskCount ?? 0);
    if (args.diskCount > free) {
      return refuse(
        `The enclosure has only ${free} drives for this RAID group, not ${args.diskCount}.`,
        'Add drives to the enclosure first.',
        'diskCount',
      );
    }
    if (parsed.data.diskCount === link.diskCount) return { ok: true, patch: {}, history: 'none' };
    const links = doc.links.map((l) => (l.id === link.id ? parsed.data : l));
    const { byId } = indexComponents(doc.components);
    const group = [link.to, link.from].map((e) => byId.get(e.componentId)).find((c) => c?.kind === 'raidGroup');
    if (group?.kind !== 'raidGroup') return commit({ links }, 'Edit drive count');
    const members = memberDrives(links, group.id);
    // The link inspector shows the link, not the group: name the group.
    const words = { subject: group.name, verb: 'would have' } as const;
    const problem = raidDriveProblem(group, members, words) ?? paritySetProblem(group, members, words);
    if (problem) return refuse(problem.reason, problem.hint, 'diskCount');
    const odd = oddMirrorNote(group, members);
    return commit({ links }, 'Edit drive count', odd ? { notice: { tone: 'warning', ...odd } } : {});
  },
};
