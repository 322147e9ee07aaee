/**
 * Which link labels are drawn, and where. Each label would sit at the middle of its link, so links
 * that leave one switch or HBA side by side put their throughput labels on top of each other
 * ("62.5 MB/s" five times over, unreadable), and a link passing a card put its label on the card.
 * Labels are placed greedily, most important first (the link under the pointer or selected, then
 * the busiest), each at the first spot along its link clear of the cards (labelPlacement.ts); a
 * label that would touch one already placed is not drawn: the link's width still shows its
 * throughput, and hovering or selecting it brings the label back (the others yield to it).
 *
 * Every link reports its label's box here; the verdicts are worked out once per batch of reports
 * (a microtask), and a link re-renders only when its own verdict changes.
 */
import { createContext } from 'react';

import { type Covers, type LabelBox, NO_COVERS, placeLabels, RAISED, type Rect } from './labelPlacement';
import { obstacleGrid } from './obstacleGrid';

export { type LabelBox, hiddenLabels, LABEL_GAP, RAISED } from './labelPlacement';

/**
 * A label pill's size for its text [flow px]: canvas.css draws it in 10-px semibold tabular
 * figures (about 6.2 px a character) with 6-px padding and a 1-px border each side, 16 px high.
 * Erring a little large only leaves a little more air.
 */
export function labelSize(text: string): { w: number; h: number } {
  return { w: Math.ceil(text.length * 6.2) + 14, h: 16 };
}

/** The canvas's label placement, shared by its links. */
export interface LabelLayout {
  /** Records link `id`'s label box, or that it has none (no label, or the link is not drawn). */
  report(id: string, box: LabelBox | null): void;
  /** The link under the pointer (its label is raised above all others), or null. */
  hover(id: string | null): void;
  /** The cards labels keep clear of: every drawn card, and every box's header [flow px]. */
  setCards(cards: readonly Rect[]): void;
  /**
   * What hides labels or must stay readable beside them [flow px]: the minimap's rectangle while
   * it is shown (`screen`), the port names of the hovered and selected cards (`ports`).
   */
  setCovers(covers: Partial<Covers>): void;
  /** Where link `id`'s label is drawn: an index into its spots (0 the middle), or -1 if not at all. */
  spot(id: string): number;
  /** Whether link `id`'s label is not drawn. */
  isHidden(id: string): boolean;
  subscribe(listener: () => void): () => void;
}

const sameBox = (a: LabelBox, b: LabelBox): boolean =>
  a.x === b.x &&
  a.y === b.y &&
  a.w === b.w &&
  a.h === b.h &&
  a.priority === b.priority &&
  Boolean(a.onDemand) === Boolean(b.onDemand) &&
  (a.along ?? []).length === (b.along ?? []).length &&
  (a.along ?? []).every((p, i) => p.x === b.along![i]!.x && p.y === b.along![i]!.y);

const sameRects = (a: readonly Rect[], b: readonly Rect[]): boolean =>
  a.length === b.length && a.every((r, i) => r.x === b[i]!.x && r.y === b[i]!.y && r.w === b[i]!.w && r.h === b[i]!.h);

/** A label layout; verdicts update in a microtask after the reports that change them. */
export function createLabelLayout(): LabelLayout {
  const boxes = new Map<string, LabelBox>();
  const listeners = new Set<() => void>();
  /** Link id → its label's spot, for labels not drawn at their link's middle (-1: not drawn). */
  let moved = new Map<string, number>();
  const cards = obstacleGrid();
  let covers: Covers = NO_COVERS;
  let hovered: string | null = null;
  let pending = false;

  const flush = (): void => {
    pending = false;
    const raised = new Map(boxes);
    const own = hovered === null ? undefined : boxes.get(hovered);
    if (hovered !== null && own) raised.set(hovered, { ...own, priority: RAISED });
    const spots = placeLabels(raised, cards, covers);
    // Only labels moved off the middle or not drawn are kept: a link renders at its middle first.
    const next = new Map<string, number>();
    for (const id of boxes.keys()) if (spots.get(id) !== 0) next.set(id, spots.get(id) ?? -1);
    const same = next.size === moved.size && [...next].every(([id, at]) => moved.get(id) === at);
    moved = next;
    if (!same) for (const l of [...listeners]) l();
  };
  const schedule = (): void => {
    if (pending) return;
    pending = true;
    queueMicrotask(flush);
  };

  return {
    report(id, box) {
      const prev = boxes.get(id);
      if (box === null) {
        if (!prev) return;
        boxes.delete(id);
      } else {
        if (prev && sameBox(prev, box)) return;
        boxes.set(id, box);
      }
      schedule();
    },
    hover(id) {
      if (id === hovered) return;
      hovered = id;
      schedule();
    },
    setCards(rects) {
      // Re-files only the cards that moved; with none, the labels stay where they are.
      if (cards.set(rects)) schedule();
    },
    setCovers(next) {
      const merged = { ...covers, ...next };
      if (sameRects(merged.screen, covers.screen) && sameRects(merged.ports, covers.ports)) return;
      covers = merged;
      schedule();
    },
    spot: (id) => moved.get(id) ?? 0,
    isHidden: (id) => moved.get(id) === -1,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The canvas's label layout; without one (a link drawn alone in a test) every label is drawn. */
export const LabelLayoutContext = createContext<LabelLayout | null>(null);
