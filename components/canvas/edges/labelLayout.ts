/**
 * Which link labels are drawn. Each label sits at the middle of its link, so links that leave one
 * switch or HBA side by side put their throughput labels on top of each other ("62.5 MB/s" five
 * times over, unreadable). Labels are placed greedily, most important first (the link under the
 * pointer or selected, then the busiest), and a label that would touch one already placed is not
 * drawn: the link's width still shows its throughput, and hovering or selecting it brings the
 * label back (the others yield to it). This is what map labelling does with place names.
 *
 * Every link reports its label's box here; the verdicts are worked out once per batch of reports
 * (a microtask), and a link re-renders only when its own verdict changes.
 */
import { createContext } from 'react';

/** A label's box in flow coordinates, centred on (x, y), and how much it matters. */
export interface LabelBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Higher is placed first. */
  readonly priority: number;
}

/**
 * A label pill's size for its text [flow px]: canvas.css draws it in 10-px semibold tabular
 * figures (about 6.2 px a character) with 6-px padding and a 1-px border each side, 16 px high.
 * Erring a little large only leaves a little more air.
 */
export function labelSize(text: string): { w: number; h: number } {
  return { w: Math.ceil(text.length * 6.2) + 14, h: 16 };
}

/** Space kept between two drawn labels [flow px]: touching pills read as one. */
export const LABEL_GAP = 2;
/** Priority of a label the user points at or has selected: above any throughput. */
export const RAISED = Number.MAX_SAFE_INTEGER;

const touches = (a: LabelBox, b: LabelBox): boolean =>
  Math.abs(a.x - b.x) * 2 < a.w + b.w + 2 * LABEL_GAP && Math.abs(a.y - b.y) * 2 < a.h + b.h + 2 * LABEL_GAP;

/**
 * Ids of the labels not drawn: in order of priority (then id, so the answer does not depend on
 * the order links were reported in), each label is drawn unless it touches one already drawn.
 * Pure; quadratic, which is nothing for the few hundred labels a view holds.
 */
export function hiddenLabels(boxes: ReadonlyMap<string, LabelBox>): Set<string> {
  const order = [...boxes].sort(([ia, a], [ib, b]) => b.priority - a.priority || (ia < ib ? -1 : ia > ib ? 1 : 0));
  const drawn: LabelBox[] = [];
  const hidden = new Set<string>();
  for (const [id, box] of order) {
    if (drawn.some((d) => touches(d, box))) hidden.add(id);
    else drawn.push(box);
  }
  return hidden;
}

/** The canvas's label placement, shared by its links. */
export interface LabelLayout {
  /** Records link `id`'s label box, or that it has none (no label, or the link is not drawn). */
  report(id: string, box: LabelBox | null): void;
  /** The link under the pointer (its label is raised above all others), or null. */
  hover(id: string | null): void;
  /** Whether link `id`'s label is not drawn. */
  isHidden(id: string): boolean;
  subscribe(listener: () => void): () => void;
}

/** A label layout; verdicts update in a microtask after the reports that change them. */
export function createLabelLayout(): LabelLayout {
  const boxes = new Map<string, LabelBox>();
  const listeners = new Set<() => void>();
  let hidden = new Set<string>();
  let hovered: string | null = null;
  let pending = false;

  const flush = (): void => {
    pending = false;
    const raised = new Map(boxes);
    const own = hovered === null ? undefined : boxes.get(hovered);
    if (hovered !== null && own) raised.set(hovered, { ...own, priority: RAISED });
    const next = hiddenLabels(raised);
    const same = next.size === hidden.size && [...next].every((id) => hidden.has(id));
    hidden = next;
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
        if (
          prev &&
          prev.x === box.x &&
          prev.y === box.y &&
          prev.w === box.w &&
          prev.h === box.h &&
          prev.priority === box.priority
        )
          return;
        boxes.set(id, box);
      }
      schedule();
    },
    hover(id) {
      if (id === hovered) return;
      hovered = id;
      schedule();
    },
    isHidden: (id) => hidden.has(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The canvas's label layout; without one (a link drawn alone in a test) every label is drawn. */
export const LabelLayoutContext = createContext<LabelLayout | null>(null);
