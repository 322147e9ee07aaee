/** Edits the design's title and description (file metadata; does not affect the figures). */
import { Meta } from '../schema/provenance';
import { issueSentence } from '../schema/issues';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `setDesignInfo`. */
export interface SetDesignInfoArgs {
  readonly title?: string;
  readonly description?: string;
}

/** Changes the design title or description. */
export const setDesignInfo: Command<SetDesignInfoArgs> = {
  id: 'setDesignInfo',
  label: 'Edit design info',
  run(state, args): CommandResult {
    const next = {
      ...state.doc.meta,
      ...(args.title !== undefined ? { title: args.title.trim() } : {}),
      ...(args.description !== undefined ? { description: args.description } : {}),
    };
    const parsed = Meta.safeParse(next);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(
        issue?.path[0] === 'title'
          ? 'Give the design a title (up to 200 characters).'
          : issueSentence(issue, 'Invalid value.'),
        'Nothing was changed.',
        issue?.path.map(String).join('.'),
      );
    }
    if (JSON.stringify(parsed.data) === JSON.stringify(state.doc.meta)) return { ok: true, patch: {}, history: 'none' };
    return commit({ meta: parsed.data }, 'Edit design info');
  },
};
