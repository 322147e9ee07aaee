/** Deletes the selection: components with everything nested in them, and the links that touch them. */
import { commit, refuse, type Command, type CommandResult } from './types';
import { removalPatch } from './lib/remove';

/** Deletes the selected components and links. */
export const removeSelection: Command<void> = {
  id: 'removeSelection',
  label: 'Delete',
  shortcuts: ['Delete', 'Backspace'],
  canRun: (s) => s.selection.components.length > 0 || s.selection.links.length > 0,
  run(state): CommandResult {
    const patch = removalPatch(state.doc, state.selection.components, state.selection.links);
    if (!patch) return refuse('Nothing is selected.', 'Click a component or a link first.');
    const n = state.selection.components.length + state.selection.links.length;
    return commit(patch, n === 1 ? 'Delete' : `Delete ${n} items`);
  },
};
