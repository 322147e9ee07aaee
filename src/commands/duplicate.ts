/** Duplicates the selection next to itself, without touching the clipboard. */
import { refuse, type Command, type CommandResult } from './types';
import { extractFragment } from './lib/fragment';
import { placeFragment } from './lib/paste';

/** Duplicates the selected components (and what they hold). */
export const duplicate: Command<void> = {
  id: 'duplicate',
  label: 'Duplicate',
  shortcuts: ['Mod+D'],
  canRun: (s) => s.selection.components.length > 0,
  run(state, _args, ctx): CommandResult {
    const fragment = extractFragment(state.doc, state.selection.components);
    if (!fragment) return refuse('Nothing is selected to duplicate.', 'Select components first.');
    return placeFragment(state, fragment, undefined, 'Duplicate', ctx.measured);
  },
};
