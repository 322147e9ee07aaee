/** Dispatches an edit quietly and hands back the refusal message for inline display. */
import { useCallback } from 'react';

import type { CommandArgs, CommandId } from '../../src/commands/registry';
import { useDesignStore, useDispatcher } from '../state/DesignContext';
import { refusalForField } from './refusalText';

/** Returns `commit(id, args)`: null when applied, else the reason it was refused. */
export function useCommit(): <K extends CommandId>(id: K, args: CommandArgs[K]) => string | null {
  const dispatcher = useDispatcher();
  const store = useDesignStore();
  return useCallback(
    (id, args) => {
      const r = dispatcher.dispatch(id, args, { quiet: true });
      if (r instanceof Promise) return null;
      if (r.ok) return null;
      // An edit of one part: the message shows under that part's field, where its name is known.
      const ids = id === 'setProperties' ? (args as CommandArgs['setProperties']).ids : [];
      const name = ids.length === 1 ? store.getState().doc.components.find((c) => c.id === ids[0])?.name : undefined;
      return refusalForField(r.reason, name);
    },
    [dispatcher, store],
  );
}
