/** Undo and redo: move through the document's history (see src/store/history.ts). */
import type { Command, CommandResult } from './types';

/** Undoes the last change. */
export const undo: Command<void> = {
  id: 'undo',
  label: 'Undo',
  shortcuts: ['Mod+Z'],
  canRun: (s) => s.history.past.length > 0 || s.history.pending !== null,
  run: (): CommandResult => ({ ok: true, move: 'undo' }),
};

/** Redoes the last undone change. */
export const redo: Command<void> = {
  id: 'redo',
  label: 'Redo',
  shortcuts: ['Mod+Y', 'Mod+Shift+Z'],
  canRun: (s) => s.history.future.length > 0,
  run: (): CommandResult => ({ ok: true, move: 'redo' }),
};
