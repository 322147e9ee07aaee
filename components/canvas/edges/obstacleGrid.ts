/**
 * The cards link labels keep clear of (labelPlacement.ts `Obstacles`), kept up to date in place as
 * cards move. React Flow hands the canvas every card on every drag frame; building a fresh grid of
 * all 1,008 cards of a large design each frame (a few string-keyed map entries per card) cost the
 * close-up drag about a millisecond a frame, when one card had moved.
 */
import { LABEL_GAP, NO_OBSTACLES, type Obstacles, overlap, type Rect } from './labelPlacement';

/** Side of one cell of the grid [flow px]: about a card, so a label looks at a few cells. */
const CELL = 256;

const sameRect = (a: Rect | undefined, b: Rect): boolean =>
  a !== undefined && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
/** Cards with no area (not yet measured) are no obstacle. */
const hasArea = (r: Rect): boolean => r.w > 0 && r.h > 0;

/** Calls `f` with the key of every cell `r`, grown by `LABEL_GAP`, touches. */
function cells(r: Rect, f: (key: string) => void): void {
  for (let i = Math.floor((r.x - LABEL_GAP) / CELL); i <= Math.floor((r.x + r.w + LABEL_GAP) / CELL); i++)
    for (let j = Math.floor((r.y - LABEL_GAP) / CELL); j <= Math.floor((r.y + r.h + LABEL_GAP) / CELL); j++)
      f(`${i},${j}`);
}

/** Obstacles whose cards are replaced with `set`; only the cards that changed are re-filed. */
export interface ObstacleGrid extends Obstacles {
  /** The cards now, in a stable order (React Flow's); false when none changed. */
  set(rects: readonly Rect[]): boolean;
}

/** An empty grid (no obstacles until `set`). */
export function obstacleGrid(): ObstacleGrid {
  const grid = new Map<string, Rect[]>();
  /** The cards as filed: the very objects in the grid, by position in the last list. */
  let filed: readonly Rect[] = [];
  const add = (r: Rect): void => {
    if (!hasArea(r)) return;
    cells(r, (key) => {
      const list = grid.get(key);
      if (list) list.push(r);
      else grid.set(key, [r]);
    });
  };
  const remove = (r: Rect): void => {
    if (!hasArea(r)) return;
    cells(r, (key) => {
      const list = grid.get(key);
      const at = list ? list.indexOf(r) : -1;
      if (!list || at < 0) return;
      list.splice(at, 1);
      if (list.length === 0) grid.delete(key);
    });
  };
  return {
    set(rects) {
      if (rects.length !== filed.length) {
        grid.clear();
        for (const r of rects) add(r);
        filed = rects;
        return true;
      }
      let changed = false;
      rects.forEach((r, i) => {
        const was = filed[i]!;
        if (sameRect(was, r)) return;
        changed = true;
        remove(was);
        add(r);
      });
      // Unchanged positions keep the object filed, so a later `remove` finds it in the grid.
      if (changed) filed = rects.map((r, i) => (sameRect(filed[i], r) ? filed[i]! : r));
      return changed;
    },
    hits(r) {
      let hit = false;
      cells(r, (key) => {
        if (!hit) hit = (grid.get(key) ?? []).some((o) => overlap(o, r, LABEL_GAP));
      });
      return hit;
    },
  };
}

/** An obstacle index over `rects` (cards with no area are ignored). */
export function obstacleIndex(rects: readonly Rect[]): Obstacles {
  if (rects.length === 0) return NO_OBSTACLES;
  const grid = obstacleGrid();
  grid.set(rects);
  return grid;
}
