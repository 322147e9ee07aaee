/** Renames a component, refusing a name another component of the design already has. */
import { Name } from '../schema/ids';
import { indexComponents } from '../store/designIndex';
import { namedAlike, nameTaken } from './lib/names';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `rename`. */
export interface RenameArgs {
  readonly id: string;
  readonly name: string;
}

/** Gives a component a new name (trimmed; 1–120 characters; unique in the design, ignoring case). */
export const rename: Command<RenameArgs> = {
  id: 'rename',
  label: 'Rename',
  run(state, args): CommandResult {
    const { doc } = state;
    const c = indexComponents(doc.components).byId.get(args.id);
    if (!c) return refuse('That component no longer exists.', 'Select another one.');
    const parsed = Name.safeParse(args.name);
    if (!parsed.success)
      return refuse(parsed.error.issues[0]?.message ?? 'Invalid name.', 'Nothing was changed.', 'name');
    if (parsed.data === c.name) return { ok: true, patch: {}, history: 'none' };
    const other = namedAlike(doc.components, parsed.data, c.id);
    if (other) {
      const taken = nameTaken(other, c.kind);
      return refuse(taken.reason, taken.hint, 'name');
    }
    return commit(
      { components: doc.components.map((x) => (x.id === c.id ? { ...x, name: parsed.data } : x)) },
      'Rename',
    );
  },
};
