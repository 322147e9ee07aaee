/**
 * Property test (fast-check) over random editing sessions: whatever a user does — add parts inside
 * random containers, connect random ports, rename, move, copy/paste, delete, undo, redo — the store
 * always holds a valid design, undoing everything returns exactly the starting design, redoing
 * everything returns exactly the final one, and saving then opening gives the same design back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allowedParents, type ComponentKind } from '../schema/components';
import { checkConnection, portsOf } from '../schema/connections';
import { Design } from '../schema/design';
import { parseDesignText, serializeDesign } from '../schema/load';
import type { Dispatcher } from './dispatch';
import { setup, testParts } from './testkit';
import { nameKey } from './lib/names';
import type { DesignStore } from '../store/createDesignStore';

const parts = testParts.filter((p) => p.kind !== 'drive');

/** One user action; indices pick among whatever exists when the action runs. */
type Action =
  | { t: 'add'; part: number; parent: number }
  | { t: 'connect'; a: number; pa: number; b: number }
  | { t: 'rename'; c: number; name: string }
  | { t: 'move'; c: number; dx: number; dy: number }
  | { t: 'remove'; c: number }
  | { t: 'copyPaste'; c: number }
  | { t: 'undo' }
  | { t: 'redo' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('add' as const), part: fc.nat(), parent: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('connect' as const),
      a: fc.nat(),
      pa: fc.nat(),
      b: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('rename' as const), c: fc.nat(), name: fc.string({ maxLength: 12 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('move' as const),
      c: fc.nat(),
      dx: fc.integer({ min: -500, max: 500 }),
      dy: fc.integer({ min: -500, max: 500 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('remove' as const), c: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('copyPaste' as const), c: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ t: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'redo' as const }) },
);

function pick<T>(items: readonly T[], i: number): T | undefined {
  return items.length ? items[i % items.length] : undefined;
}

/** Runs one action; refusals are part of normal use and leave the design as it was. */
function perform(store: DesignStore, d: Dispatcher, a: Action): void {
  const comps = store.getState().doc.components;
  const c = pick(comps, 'c' in a ? a.c : 0);
  switch (a.t) {
    case 'add': {
      // Mostly where the part can go (as a user would drop it), sometimes anywhere (refused).
      const part = parts[a.part % parts.length]!;
      const homes = comps.filter((h) => allowedParents[part.kind as ComponentKind].includes(h.kind));
      const top = allowedParents[part.kind as ComponentKind].includes(null);
      const choices = [...homes.map((h) => h.id), ...(top ? [undefined] : []), pick(comps, a.parent)?.id];
      d.dispatch('addComponent', { partId: part.id, parentId: choices[a.parent % choices.length] }, { quiet: true });
      return;
    }
    case 'connect': {
      // Mostly a pair the rules accept (as a user dragging a cable would try), sometimes any pair.
      const doc = store.getState().doc;
      const byId = new Map(doc.components.map((x) => [x.id, x]));
      const ends = doc.components.flatMap((x) => portsOf(x).map((p) => ({ componentId: x.id, port: p.port })));
      const valid = ends.flatMap((e1, i) =>
        ends.slice(i + 1).flatMap((e2) => (checkConnection(byId, doc.links, e1, e2).ok ? [[e1, e2] as const] : [])),
      );
      const pair = a.pa % 4 === 0 ? ([pick(ends, a.a), pick(ends, a.b)] as const) : pick(valid, a.a);
      if (pair?.[0] && pair[1]) d.dispatch('connectPorts', { a: pair[0], b: pair[1] }, { quiet: true });
      return;
    }
    case 'rename':
      if (c) d.dispatch('rename', { id: c.id, name: a.name }, { quiet: true });
      return;
    case 'move':
      if (c) {
        const at = store.getState().doc.layout[c.id] ?? { x: 0, y: 0 };
        d.dispatch(
          'moveComponents',
          { moves: [{ id: c.id, x: at.x + a.dx, y: at.y + a.dy }], final: true },
          { quiet: true },
        );
      }
      return;
    case 'remove':
    case 'copyPaste':
      if (!c) return;
      d.dispatch('select', { components: [c.id] });
      if (a.t === 'remove') d.dispatch('removeSelection', undefined, { quiet: true });
      else {
        d.dispatch('copy', undefined, { quiet: true });
        d.dispatch('paste', undefined, { quiet: true });
      }
      return;
    case 'undo':
    case 'redo':
      d.dispatch(a.t, undefined, { quiet: true });
  }
}

describe('random editing sessions', () => {
  it('keep the design valid and its names unique, undo and redo exactly, and survive save and open', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 60 }), (actions) => {
        const { store, d } = setup();
        const start = store.getState().doc;
        for (const a of actions) {
          perform(store, d, a);
          const parsed = Design.safeParse(store.toDesign());
          expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
          // Reports name parts by name: no edit may leave two alike.
          const names = store.getState().doc.components.map((c) => nameKey(c.name));
          expect(new Set(names).size, names.join(' | ')).toBe(names.length);
        }
        const end = store.getState().doc;
        const saved = store.toDesign();
        expect(parseDesignText(serializeDesign(saved))).toEqual({ ok: true, value: saved });
        let steps = 0;
        while (store.undo()) steps++;
        expect(store.getState().doc).toEqual(start);
        for (let i = 0; i < steps; i++) store.redo();
        expect(store.getState().doc).toEqual(end);
      }),
      { numRuns: 100 },
    );
  });
});
