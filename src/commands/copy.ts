/** Copies and cuts the selection (with nested components and the links among them) to the clipboard. */
import { commit, refuse, type Command, type CommandResult } from './types';
import { extractFragment } from './lib/fragment';
import { removalPatch } from './lib/remove';

/** Copies the selection. */
export const copy: Command<void> = {
  id: 'copy',
  label: 'Copy',
  shortcuts: ['Mod+C'],
  canRun: (s) => s.selection.components.length > 0,
  run(state): CommandResult {
    const fragment = extractFragment(state.doc, state.selection.components);
    if (!fragment) return refuse('Nothing is selected to copy.', 'Select components first.');
    return { ok: true, patch: {}, history: 'none', clipboard: fragment };
  },
};

/** Copies the selection, then deletes it. */
export const cut: Command<void> = {
  id: 'cut',
  label: 'Cut',
  shortcuts: ['Mod+X'],
  canRun: (s) => s.selection.components.length > 0,
  run(state): CommandResult {
    const fragment = extractFragment(state.doc, state.selection.components);
    const patch = fragment && removalPatch(state.doc, state.selection.components, []);
    if (!fragment || !patch) return refuse('Nothing is selected to cut.', 'Select components first.');
    return commit(patch, 'Cut', { clipboard: fragment });
  },
};
