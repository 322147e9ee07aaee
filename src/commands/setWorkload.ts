/** Edits the Exchange workload (version, IOPS per mailbox, headroom, mailbox size, copies…). */
import { Workload } from '../schema/workload';
import { issueSentence } from '../schema/issues';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `setWorkload`: the fields to change. */
export interface SetWorkloadArgs {
  readonly values: Partial<Workload>;
}

/** Changes workload fields; invalid values are refused with the schema's message. */
export const setWorkload: Command<SetWorkloadArgs> = {
  id: 'setWorkload',
  label: 'Edit workload',
  run(state, args): CommandResult {
    const parsed = Workload.safeParse({ ...state.doc.workload, ...args.values });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(
        issueSentence(issue, 'Invalid workload.'),
        'Nothing was changed.',
        issue?.path.map(String).join('.'),
      );
    }
    if (JSON.stringify(parsed.data) === JSON.stringify(state.doc.workload))
      return { ok: true, patch: {}, history: 'none' };
    return commit({ workload: parsed.data }, 'Edit workload');
  },
};
