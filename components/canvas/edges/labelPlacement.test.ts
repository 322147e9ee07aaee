import { describe, expect, it } from 'vitest';

import { labelSize } from './labelLayout';
import { type LabelBox, NO_OBSTACLES, placeLabels, RAISED } from './labelPlacement';
import { obstacleIndex } from './obstacleGrid';

/** A "93.8 MB/s" label at the middle (x, y) of a horizontal link, with spots 40 px either way. */
const label = (x: number, y: number, more: Partial<LabelBox> = {}): LabelBox => ({
  x,
  y,
  ...labelSize('93.8 MB/s'),
  priority: 1,
  along: [
    { x: x - 40, y },
    { x: x + 40, y },
    { x: x - 80, y },
  ],
  ...more,
});
/** A 200 × 60 card with its centre at (x, y). */
const card = (x: number, y: number) => ({ x: x - 100, y: y - 30, w: 200, h: 60 });

describe('placeLabels', () => {
  it('keeps a label at the middle of its link when no card is there', () => {
    expect(placeLabels(new Map([['a', label(0, 0)]]), obstacleIndex([card(500, 500)]))).toEqual(new Map([['a', 0]]));
  });

  it('slides a label along its link off a card, and hides it when every spot is on one', () => {
    // A card covering the middle and the spot left of it: the label goes right.
    const cards = obstacleIndex([{ x: -110, y: -30, w: 90, h: 60 }]);
    expect(placeLabels(new Map([['a', label(0, 0)]]), cards).get('a')).toBe(2);
    const wide = obstacleIndex([{ x: -400, y: -30, w: 800, h: 60 }]);
    expect(placeLabels(new Map([['a', label(0, 0)]]), wide).size).toBe(0);
  });

  it('draws a hovered or selected label even on a card, at its middle', () => {
    const wide = obstacleIndex([{ x: -400, y: -30, w: 800, h: 60 }]);
    expect(placeLabels(new Map([['a', label(0, 0, { priority: RAISED })]]), wide).get('a')).toBe(0);
  });

  it('keeps the gap from a card: a label just touching one slides', () => {
    const { w } = labelSize('93.8 MB/s');
    // The card's right edge 1 px short of the label's left edge.
    const cards = obstacleIndex([{ x: -w / 2 - 101, y: -30, w: 100, h: 60 }]);
    expect(placeLabels(new Map([['a', label(0, 0)]]), cards).get('a')).toBe(2);
  });

  it('does not slide labels past each other: the less busy one is hidden, as before', () => {
    const boxes = new Map([
      ['busy', label(0, 0, { priority: 90 })],
      ['quiet', label(4, 4, { priority: 10 })],
    ]);
    expect([...placeLabels(boxes).keys()]).toEqual(['busy']);
  });

  it('draws a parallel cable’s own label only while it is raised', () => {
    expect(placeLabels(new Map([['twin', label(0, 0, { onDemand: true })]])).size).toBe(0);
    expect(placeLabels(new Map([['twin', label(0, 0, { onDemand: true, priority: RAISED })]])).get('twin')).toBe(0);
  });
});

describe('obstacleIndex', () => {
  it('finds a card from any grid cell it spans, and ignores cards with no area', () => {
    const cards = obstacleIndex([
      { x: 200, y: 200, w: 600, h: 40 },
      { x: 0, y: 0, w: 0, h: 0 },
    ]);
    expect(cards.hits({ x: 700, y: 210, w: 10, h: 10 })).toBe(true);
    expect(cards.hits({ x: 700, y: 260, w: 10, h: 10 })).toBe(false);
    expect(cards.hits({ x: -5, y: -5, w: 10, h: 10 })).toBe(false);
  });
});

describe('placeLabels under the minimap and beside port names', () => {
  const over = { x: -110, y: -30, w: 90, h: 60 };

  it('never takes a spot under the minimap, raised or not: it slides, or is not drawn', () => {
    // The minimap covers the middle and the spot left of it: the label goes right.
    const covers = { screen: [over], ports: [] };
    expect(placeLabels(new Map([['a', label(0, 0)]]), NO_OBSTACLES, covers).get('a')).toBe(2);
    expect(placeLabels(new Map([['a', label(0, 0, { priority: RAISED })]]), NO_OBSTACLES, covers).get('a')).toBe(2);
    const whole = { screen: [{ x: -400, y: -30, w: 800, h: 60 }], ports: [] };
    expect(placeLabels(new Map([['a', label(0, 0, { priority: RAISED })]]), NO_OBSTACLES, whole).size).toBe(0);
  });

  it('keeps labels clear of the port names a hovered card shows, as of a card', () => {
    const covers = { screen: [], ports: [over] };
    expect(placeLabels(new Map([['a', label(0, 0)]]), NO_OBSTACLES, covers).get('a')).toBe(2);
    // Raised with no spot clear, the label the user points at stays at its middle, as on a card.
    const wide = { screen: [], ports: [{ x: -400, y: -30, w: 800, h: 60 }] };
    expect(placeLabels(new Map([['a', label(0, 0, { priority: RAISED })]]), NO_OBSTACLES, wide).get('a')).toBe(0);
  });
});
