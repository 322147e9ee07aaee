/** Dispatches an edit quietly and hands back the refusal message for inline display. */
import { useCallback } from 'react';

import type { CommandArgs, CommandId } from '../../src/commands/registry';
import { useDispatcher } from '../state/DesignContext';

/** Returns `commit(id, args)`: null when applied, else the reason it was refused. */
export function useCommit(): <K extends CommandId>(id: K, args: CommandArgs[K]) => string | null {
  const dispatcher = useDispatcher();
  return useCallback(
    (id, args) => {
      const r = dispatcher.dispatch(id, args, { quiet: true });
      if (r instanceof Promise) return null;
      return r.ok ? null : r.reason;
    },
    [dispatcher],
  );
}
