import { describe, expect, it } from 'vitest';

import { createLabelLayout, hiddenLabels, type LabelBox, labelSize, RAISED } from './labelLayout';

/** A "93.8 MB/s" label centred at (x, y). */
const at = (x: number, y: number, priority = 0): LabelBox => ({ x, y, ...labelSize('93.8 MB/s'), priority });
const settle = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

describe('hiddenLabels', () => {
  it('hides the less busy of two labels drawn on top of each other, and keeps apart ones', () => {
    const boxes = new Map([
      ['a', at(0, 0, 62.5)],
      ['b', at(4, 6, 93.8)],
      ['c', at(300, 0, 1)],
    ]);
    expect([...hiddenLabels(boxes)]).toEqual(['a']);
  });

  it('lets a label through when only a hidden one stood in its way', () => {
    // b touches a and c; a and c are apart. The busiest (b) wins, so a and c give way; when a
    // wins instead, b goes and c, clear of a, is drawn.
    const h = labelSize('93.8 MB/s').h;
    const row = (pa: number, pb: number, pc: number) =>
      new Map([
        ['a', at(0, 0, pa)],
        ['b', at(0, h, pb)],
        ['c', at(0, 2 * h, pc)],
      ]);
    expect([...hiddenLabels(row(1, 2, 1))].sort()).toEqual(['a', 'c']);
    expect([...hiddenLabels(row(3, 2, 1))]).toEqual(['b']);
  });

  it('decides ties by id, whatever order the links reported in', () => {
    const one = new Map([
      ['x', at(0, 0)],
      ['y', at(2, 2)],
    ]);
    const other = new Map([
      ['y', at(2, 2)],
      ['x', at(0, 0)],
    ]);
    expect([...hiddenLabels(one)]).toEqual(['y']);
    expect([...hiddenLabels(other)]).toEqual(['y']);
  });

  it('keeps a small gap: pills that touch read as one', () => {
    const { w } = labelSize('93.8 MB/s');
    expect(
      hiddenLabels(
        new Map([
          ['a', at(0, 0, 2)],
          ['b', at(w + 1, 0, 1)],
        ]),
      ).has('b'),
    ).toBe(true);
    expect(
      hiddenLabels(
        new Map([
          ['a', at(0, 0, 2)],
          ['b', at(w + 5, 0, 1)],
        ]),
      ).size,
    ).toBe(0);
  });
});

describe('createLabelLayout', () => {
  it('tells a link its label is hidden, and raises a hovered or selected label above the busier one', async () => {
    const layout = createLabelLayout();
    let calls = 0;
    layout.subscribe(() => calls++);
    layout.report('quiet', at(0, 0, 10));
    layout.report('busy', at(3, 3, 90));
    await settle();
    expect(layout.isHidden('quiet')).toBe(true);
    expect(layout.isHidden('busy')).toBe(false);
    expect(calls).toBe(1);

    layout.hover('quiet');
    await settle();
    expect(layout.isHidden('quiet')).toBe(false);
    expect(layout.isHidden('busy')).toBe(true);
    layout.hover(null);
    await settle();
    expect(layout.isHidden('quiet')).toBe(true);

    layout.report('quiet', at(0, 0, RAISED));
    await settle();
    expect(layout.isHidden('quiet')).toBe(false);
    // A link no longer drawn frees its place.
    layout.report('quiet', null);
    await settle();
    expect(layout.isHidden('busy')).toBe(false);
  });

  it('does not wake the links when a report changes nothing', async () => {
    const layout = createLabelLayout();
    let calls = 0;
    layout.subscribe(() => calls++);
    layout.report('a', at(0, 0, 1));
    layout.report('b', at(500, 0, 1));
    await settle();
    layout.report('a', at(0, 0, 1));
    layout.report('b', at(510, 0, 1));
    await settle();
    expect(calls).toBe(0);
  });

  it('keeps a label off the cards: slid along its link, or hidden until its link is hovered', async () => {
    const layout = createLabelLayout();
    const spots = [
      { x: -40, y: 0 },
      { x: 40, y: 0 },
    ];
    layout.report('a', { ...at(0, 0, 1), along: spots });
    layout.report('b', { ...at(0, 300, 1), along: spots.map((p) => ({ ...p, y: 300 })) });
    await settle();
    expect([layout.spot('a'), layout.spot('b')]).toEqual([0, 0]);

    // A card over a's middle and its left spot; another over all of b's.
    layout.setCards([
      { x: -110, y: -30, w: 90, h: 60 },
      { x: -200, y: 270, w: 400, h: 60 },
    ]);
    await settle();
    expect(layout.spot('a')).toBe(2);
    expect(layout.isHidden('b')).toBe(true);
    layout.hover('b');
    await settle();
    expect(layout.spot('b')).toBe(0);
    layout.setCards([]);
    layout.hover(null);
    await settle();
    expect([layout.spot('a'), layout.spot('b')]).toEqual([0, 0]);
  });
});
