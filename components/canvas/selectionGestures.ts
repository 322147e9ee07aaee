/**
 * Two gestures React Flow does not do as users expect, in the app's own terms (pure, tested):
 * - a plain click on one part of a multiple selection selects that part alone, as in drawing tools.
 *   React Flow kept the whole selection, so the next Shift-click on a selected card took it out
 *   again, and pressing on it then dragged it alone (QA pass 7, item 3);
 * - the arrow keys move the selection one grid step along that axis only. React Flow's own nudge
 *   snapped the card's absolute position on both axes, so the first → moved a preset card stored
 *   off the grid (x 20, y 84) right and 4 px down (QA pass 7, item 11). `moveComponents` then
 *   snaps only the axis that changed.
 */
import { indexComponents } from '../../src/store/designIndex';
import { GRID } from '../../src/store/geometry';
import type { DesignDoc } from '../../src/store/types';

/** The selection after a click on `id`; null when the click leaves it to React Flow. */
export function clickSelection(
  selected: readonly string[],
  id: string,
  modifiers: { readonly shiftKey: boolean; readonly ctrlKey: boolean; readonly metaKey: boolean },
): string[] | null {
  if (modifiers.shiftKey || modifiers.ctrlKey || modifiers.metaKey) return null;
  return selected.length > 1 && selected.includes(id) ? [id] : null;
}

const steps: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The moves an arrow key makes: every selected part not inside another selected part, one grid
 * step (four with Shift) along the key's axis; null for any other key or an empty selection.
 */
export function nudgeMoves(
  doc: DesignDoc,
  selected: readonly string[],
  key: string,
  shiftKey: boolean,
): { id: string; x: number; y: number }[] | null {
  const step = steps[key];
  if (!step || selected.length === 0) return null;
  const { byId } = indexComponents(doc.components);
  const chosen = new Set(selected);
  const insideChosen = (id: string): boolean => {
    for (let p = byId.get(id)?.parentId; p; p = byId.get(p)?.parentId) if (chosen.has(p)) return true;
    return false;
  };
  const by = GRID * (shiftKey ? 4 : 1);
  const moves = selected
    .filter((id) => byId.has(id) && !insideChosen(id))
    .map((id) => {
      const at = doc.layout[id] ?? { x: 0, y: 0 };
      return { id, x: at.x + step.x * by, y: at.y + step.y * by };
    });
  return moves.length ? moves : null;
}
