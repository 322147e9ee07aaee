/** Pastes the clipboard (fresh ids; links among the copied components are kept). */
import { indexComponents } from '../store/designIndex';
import { refuse, type Command, type CommandResult } from './types';
import { placeFragment } from './lib/paste';

/** Pastes what was last copied, into the selected container when it fits there. */
export const paste: Command<void> = {
  id: 'paste',
  label: 'Paste',
  shortcuts: ['Mod+V'],
  canRun: (_s, ctx) => ctx.clipboard !== null,
  run(state, _args, ctx): CommandResult {
    if (!ctx.clipboard) return refuse('The clipboard is empty.', 'Copy something first (Ctrl+C).');
    const first = state.selection.components[0];
    const target = first ? indexComponents(state.doc.components).byId.get(first) : undefined;
    return placeFragment(state, ctx.clipboard, target, 'Paste', ctx.measured);
  },
};
