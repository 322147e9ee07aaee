/**
 * Where link labels go, as a pure function (labelLayout.ts keeps the state and tells the links).
 * A label slides along its link, from the middle outwards, to the first spot clear of the cards
 * (`Obstacles`); labels are then placed greedily, most important first, and one that would touch a
 * label already placed is not drawn: the link's width still shows its throughput, and hovering or
 * selecting it brings the label back. Map labelling does the same with place names.
 */

/** A rectangle in flow coordinates, top-left corner and size [flow px]. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A point in flow coordinates [flow px]. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A label's size, the centres it may take along its link, and how much it matters. */
export interface LabelBox {
  /** Centre at the middle of the link, the preferred spot [flow px]. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Higher is placed first. */
  readonly priority: number;
  /** Further centres along the link, tried in order when the middle is taken [flow px]. */
  readonly along?: readonly Point[];
  /**
   * Drawn only when raised (hovered or selected): a parallel cable whose figure its bundle's
   * combined label already carries (parallelLinks.ts).
   */
  readonly onDemand?: boolean;
}

/** Priority of a label the user points at or has selected: above any throughput. */
export const RAISED = Number.MAX_SAFE_INTEGER;
/** Space kept between a drawn label and another label or a card [flow px]: touching pills read as one. */
export const LABEL_GAP = 2;

/** Card rectangles, bucketed so a label is checked against the few cards near it (obstacleGrid.ts). */
export interface Obstacles {
  /** Whether `r` (grown by `LABEL_GAP`) overlaps any card. */
  hits(r: Rect): boolean;
}

/** No cards: a link drawn alone in a test, or before the canvas has measured its nodes. */
export const NO_OBSTACLES: Obstacles = { hits: () => false };

/** Whether `a` and `b` come closer than `gap` [flow px]. */
export const overlap = (a: Rect, b: Rect, gap: number): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/**
 * What a label may not be drawn under: screen furniture over the canvas (the minimap), as
 * rectangles in flow coordinates [flow px], and the port names of the cards the user points at or
 * has selected (labelCards.ts). Few rectangles, so a plain list.
 */
export interface Covers {
  /** Over the canvas: a label under one would be hidden, so no spot under one is ever taken. */
  readonly screen: readonly Rect[];
  /** Port names shown beside a card's handles: kept clear like cards. */
  readonly ports: readonly Rect[];
}

/** Nothing covers the canvas. */
export const NO_COVERS: Covers = { screen: [], ports: [] };

/** The rectangle of a `w` × `h` label centred on `p`. */
const rectAt = (p: Point, w: number, h: number): Rect => ({ x: p.x - w / 2, y: p.y - h / 2, w, h });

/**
 * Which spot each label is drawn at: link id → index into its spots (0 the middle, then `along`);
 * a label not in the answer is not drawn. Each label takes its first spot clear of the cards; in
 * order of priority (then id, so the answer does not depend on the order links were reported in),
 * it is drawn there unless it touches a label already drawn. Only cards make a label slide: slid
 * past one another, the labels of a fan of links (a switch to six controllers) all came back as a
 * heap of identical pills, which read worse than the few that fit at the middles. Port names
 * shown on a card (`covers.ports`) count as cards. A raised label is always drawn, at the middle
 * when no spot is clear of the cards (the user asked to read it), except under the screen's
 * furniture (`covers.screen`, the minimap): no label takes a spot there, where it would be hidden,
 * so a raised label goes to its first spot clear of it, and one with none is not drawn. Pure;
 * quadratic in the labels, which is nothing for the few hundred a view holds.
 */
export function placeLabels(
  boxes: ReadonlyMap<string, LabelBox>,
  cards: Obstacles = NO_OBSTACLES,
  covers: Covers = NO_COVERS,
): Map<string, number> {
  const order = [...boxes].sort(([ia, a], [ib, b]) => b.priority - a.priority || (ia < ib ? -1 : ia > ib ? 1 : 0));
  const drawn: Rect[] = [];
  const placed = new Map<string, number>();
  for (const [id, box] of order) {
    const raised = box.priority >= RAISED;
    if (box.onDemand && !raised) continue;
    const spots = [{ x: box.x, y: box.y }, ...(box.along ?? [])].map((p) => rectAt(p, box.w, box.h));
    const open = (r: Rect): boolean => !covers.screen.some((c) => overlap(c, r, LABEL_GAP));
    const clear = (r: Rect): boolean =>
      open(r) && !cards.hits(r) && !covers.ports.some((c) => overlap(c, r, LABEL_GAP));
    let at = spots.findIndex(clear);
    if (at < 0 && raised) at = spots.findIndex(open);
    if (at < 0 || (!raised && drawn.some((d) => overlap(d, spots[at]!, LABEL_GAP)))) continue;
    drawn.push(spots[at]!);
    placed.set(id, at);
  }
  return placed;
}

/** Ids of the labels not drawn (see `placeLabels`). Pure. */
export function hiddenLabels(
  boxes: ReadonlyMap<string, LabelBox>,
  cards: Obstacles = NO_OBSTACLES,
  covers: Covers = NO_COVERS,
): Set<string> {
  const placed = placeLabels(boxes, cards, covers);
  return new Set([...boxes.keys()].filter((id) => !placed.has(id)));
}
