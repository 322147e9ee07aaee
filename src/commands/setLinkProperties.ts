/** Edits a link: the number of drives a RAID group takes from an enclosure. */
import { Link } from '../schema/connections';
import { issueSentence } from '../schema/issues';
import { commit, refuse, type Command, type CommandResult } from './types';
import { unassignedDrives } from './connectPorts';

/** Arguments of `setLinkProperties`. */
export interface SetLinkPropertiesArgs {
  readonly id: string;
  readonly diskCount: number;
}

/** Changes a drive link's drive count (bounded by the enclosure's unassigned drives). */
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
    return commit({ links: doc.links.map((l) => (l.id === link.id ? parsed.data : l)) }, 'Edit drive count');
  },
};
