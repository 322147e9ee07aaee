/**
 * Where pasted and duplicated copies land: never over a card or box already on the canvas (nor over
 * each other), whatever the size of the boxes, checked on absolute positions with the sizes the
 * canvas draws (`sizeOf`, containers grown around what they hold).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import type { Design } from '../schema/design';
import { indexComponents } from '../store/designIndex';
import { absolutePosition, sizeOf } from '../store/geometry';
import type { DesignState } from '../store/types';
import { setup } from './testkit';

type Rect = { x: number; y: number; w: number; h: number };

function rects(s: DesignState): Map<string, Rect> {
  const { components, layout } = s.doc;
  return new Map(
    components.map((c) => [c.id, { ...absolutePosition(components, layout, c.id), ...sizeOf(c, layout) }]),
  );
}

function ancestors(s: DesignState, id: string): Set<string> {
  const { byId } = indexComponents(s.doc.components);
  const out = new Set<string>();
  for (let c = byId.get(id); c?.parentId && !out.has(c.parentId); c = byId.get(c.parentId)) out.add(c.parentId);
  return out;
}

/** Pairs of cards (neither holding the other) that overlap, at least one of them in `among`. */
function overlapPairs(s: DesignState, among: ReadonlySet<string>): [string, string][] {
  const r = rects(s);
  const ids = s.doc.components.map((c) => c.id);
  const up = new Map(ids.map((id) => [id, ancestors(s, id)]));
  const out: [string, string][] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i]!, ids[j]!];
      if (!among.has(a) && !among.has(b)) continue;
      if (up.get(a)!.has(b) || up.get(b)!.has(a)) continue;
      const [p, q] = [r.get(a)!, r.get(b)!];
      if (p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h) out.push([a, b]);
    }
  }
  return out;
}

/** The overlapping pairs as "name × name". */
function overlaps(s: DesignState, among: ReadonlySet<string>): string[] {
  const name = new Map(s.doc.components.map((c) => [c.id, c.name]));
  return overlapPairs(s, among).map(([a, b]) => `${name.get(a)} × ${name.get(b)}`);
}

/** Selects what `pick` gives, runs `how` (`times` over), and returns the states and the ids of everything made. */
function copyOf(design: Design, pick: (s: DesignState) => string[], how: 'duplicate' | 'paste', times = 1) {
  const { store, d } = setup(design);
  const start = store.getState();
  const before = new Set(start.doc.components.map((c) => c.id));
  for (let i = 0; i < times; i++) {
    d.dispatch('select', { components: pick(store.getState()) });
    if (how === 'paste') d.dispatch('copy', undefined);
    expect(d.dispatch(how, undefined)).toMatchObject({ ok: true });
  }
  const s = store.getState();
  return { start, s, made: new Set(s.doc.components.map((c) => c.id).filter((id) => !before.has(id))) };
}

/**
 * True when `a` overlaps `b` only because a container (`a` itself or one holding it, not a copy and
 * not holding `b`) had to grow to take a copy and now covers `b`, as when a part is added to it.
 */
function grownOver(
  [r0, r1]: readonly [Map<string, Rect>, Map<string, Rect>],
  s: DesignState,
  made: ReadonlySet<string>,
  a: string,
  b: string,
): boolean {
  const holdsB = ancestors(s, b);
  return [a, ...ancestors(s, a)].some((g) => {
    const [p, q, o] = [r0.get(g), r1.get(g)!, r1.get(b)!];
    const grew = p !== undefined && !made.has(g) && (p.w !== q.w || p.h !== q.h);
    return grew && !holdsB.has(g) && q.x < o.x + o.w && o.x < q.x + q.w && q.y < o.y + o.h && o.y < q.y + q.h;
  });
}

const everything = (s: DesignState) => s.doc.components.map((c) => c.id);

describe('placing copies', () => {
  const xiv = loadPreset('xiv-2810');

  it('starts from a preset without overlapping cards', () => {
    const { store } = setup(xiv);
    expect(overlaps(store.getState(), new Set(everything(store.getState())))).toEqual([]);
  });

  it.each(['duplicate', 'paste'] as const)('%s of the whole XIV design covers no card', (how) => {
    const { s, made } = copyOf(xiv, everything, how);
    expect(made.size).toBe(xiv.components.length);
    expect(overlaps(s, made)).toEqual([]);
  });

  it.each([
    ['duplicate', 'xiv'],
    ['paste', 'xiv'],
    ['duplicate', 'xiv-raidx'],
    ['paste', 'xiv-raidx'],
  ] as const)('%s of the large box %s covers no card and keeps clear of it', (how, id) => {
    const { s, made } = copyOf(xiv, () => [id], how);
    expect(overlaps(s, made)).toEqual([]);
    const copy = s.selection.components[0]!;
    const box = (c: string) => rects(s).get(c)!;
    // Beside the original: no farther than one box-length and a gap away.
    expect(Math.abs(box(copy).x - box(id).x) + Math.abs(box(copy).y - box(id).y)).toBeLessThanOrEqual(
      Math.max(box(id).w, box(id).h) + 64,
    );
  });

  it('places copies the same way every time', () => {
    const layoutOf = () => copyOf(xiv, everything, 'duplicate', 2).s.doc.layout;
    expect(layoutOf()).toEqual(layoutOf());
  });

  it('duplicating the whole XIV design three times covers no card', () => {
    const { s, made } = copyOf(xiv, everything, 'duplicate', 3);
    expect(made.size).toBe(7 * xiv.components.length);
    expect(overlaps(s, new Set(everything(s)))).toEqual([]);
  });
});

describe.each(PRESET_IDS)('placing copies of random selections in %s', (preset) => {
  const design = loadPreset(preset);
  it('never covers a card beyond what a container had to grow over', () => {
    const ids = design.components.map((c) => c.id);
    fc.assert(
      fc.property(
        fc.subarray(ids, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('duplicate' as const, 'paste' as const),
        (sel, how) => {
          const { start, s, made } = copyOf(design, () => sel, how);
          const r = [rects(start), rects(s)] as const;
          const unexplained = overlapPairs(s, made).filter(
            ([a, b]) => !grownOver(r, s, made, a, b) && !grownOver(r, s, made, b, a),
          );
          expect(unexplained).toEqual([]);
          // Copies of top-level parts only: nothing grows, so nothing at all may overlap.
          if (sel.every((id) => !design.components.find((c) => c.id === id)!.parentId))
            expect(overlaps(s, made)).toEqual([]);
        },
      ),
      { numRuns: design.components.length > 100 ? 30 : 100 },
    );
  });
});
