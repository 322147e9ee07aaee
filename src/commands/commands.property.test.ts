/**
 * Property test (fast-check) over random editing sessions: whatever a user does — add parts inside
 * random containers, connect random ports, rename, move, drop parts onto other containers,
 * copy/paste (into a selected container too), duplicate, set LUN owners, delete, undo, redo — the
 * store always holds a valid design, undoing everything returns exactly the starting design, redoing
 * everything returns exactly the final one, and saving then opening gives the same design back.
 * A second session starts from two arrays whose LUNs have owners, so moves and pastes across them
 * keep meeting the rule that a LUN's owner is a controller of its own array (a design breaking it
 * cannot be saved).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allowedParents, type ComponentKind } from '../schema/components';
import { checkConnection, portsOf } from '../schema/connections';
import { Design } from '../schema/design';
import { parseDesignText, serializeDesign } from '../schema/load';
import { containerKinds } from '../store/geometry';
import type { Dispatcher } from './dispatch';
import { add, dropOnto, setup, testParts } from './testkit';
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
  | { t: 'pasteInto'; c: number; also: number; onto: number }
  | { t: 'duplicate'; c: number }
  | { t: 'drop'; c: number; onto: number }
  | { t: 'own'; c: number; o: number }
  | { t: 'undo' }
  | { t: 'redo' };

const pasteInto = fc.record({ t: fc.constant('pasteInto' as const), c: fc.nat(), also: fc.nat(), onto: fc.nat() });
const duplicate = fc.record({ t: fc.constant('duplicate' as const), c: fc.nat() });
const drop = fc.record({ t: fc.constant('drop' as const), c: fc.nat(), onto: fc.nat() });
const own = fc.record({ t: fc.constant('own' as const), c: fc.nat(), o: fc.nat() });

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
  { weight: 1, arbitrary: pasteInto },
  { weight: 1, arbitrary: duplicate },
  { weight: 1, arbitrary: drop },
  { weight: 1, arbitrary: own },
  { weight: 1, arbitrary: fc.constant({ t: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'redo' as const }) },
);

/** Mostly what carries or names LUN owners: moves and pastes of parts across arrays, owner edits. */
const ownerAction: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: drop },
  { weight: 4, arbitrary: pasteInto },
  { weight: 3, arbitrary: own },
  { weight: 1, arbitrary: duplicate },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('add' as const), part: fc.nat(), parent: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('remove' as const), c: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ t: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'redo' as const }) },
);

/** Two SAN arrays, each with two controllers and two RAID groups of two LUNs owned in turn. */
function twoArrays(): Design {
  const { store, d } = setup();
  for (const at of [
    { x: 400, y: 300 },
    { x: 2400, y: 300 },
  ]) {
    const array = add(store, d, 't-array', { at });
    const ctls = store
      .getState()
      .doc.components.filter((c) => c.kind === 'controller' && c.parentId === array)
      .map((c) => c.id);
    for (let g = 0; g < 2; g++) {
      const group = add(store, d, 't-raid', { parentId: array });
      for (let l = 0; l < 2; l++) {
        const lun = add(store, d, 't-lun', { parentId: group });
        d.dispatch('setProperties', { ids: [lun], values: { ownerControllerId: ctls[l] } });
      }
    }
  }
  return store.toDesign();
}

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
    case 'pasteInto':
      // Copy one part, or two (a LUN and a controller copied together), then paste with a target.
      if (!c) return;
      d.dispatch('select', { components: a.also % 3 ? [c.id] : [...new Set([c.id, pick(comps, a.also)!.id])] });
      d.dispatch('copy', undefined, { quiet: true });
      d.dispatch('select', { components: [pick(comps, a.onto)!.id] });
      d.dispatch('paste', undefined, { quiet: true });
      return;
    case 'duplicate':
      if (!c) return;
      d.dispatch('select', { components: [c.id] });
      d.dispatch('duplicate', undefined, { quiet: true });
      return;
    case 'drop': {
      // Mostly onto a box (as a user drags a part onto one), sometimes onto any card.
      const boxes = comps.filter((x) => containerKinds.has(x.kind) && x.id !== c?.id);
      const onto = a.onto % 5 ? pick(boxes, a.onto) : pick(comps, a.onto);
      if (c && onto)
        d.dispatch('moveComponents', { moves: [dropOnto(store, c.id, onto.id)], final: true }, { quiet: true });
      return;
    }
    case 'own': {
      // Mostly a controller of the LUN's array (what the inspector offers), sometimes clear, sometimes any part.
      const lun = pick(
        comps.filter((x) => x.kind === 'lun'),
        a.c,
      );
      const array = comps.find((g) => g.id === lun?.parentId)?.parentId;
      const mine = comps.filter((x) => x.kind === 'controller' && x.parentId === array);
      const owner = a.o % 4 === 0 ? pick(comps, a.o)?.id : a.o % 4 === 1 ? undefined : pick(mine, a.o)?.id;
      if (lun) d.dispatch('setProperties', { ids: [lun.id], values: { ownerControllerId: owner } }, { quiet: true });
      return;
    }
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

/**
 * Runs `actions` from `initial` (empty when absent): after each the design parses and names stay
 * unique; at the end it survives save and open, and undo / redo walk back and forth exactly.
 */
function session(actions: readonly Action[], initial?: Design): void {
  const { store, d } = setup(initial);
  const start = store.getState().doc;
  for (const a of actions) {
    perform(store, d, a);
    const parsed = Design.safeParse(store.toDesign());
    expect(parsed.success, `${JSON.stringify(a)}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
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
}

describe('random editing sessions', () => {
  it('keep the design valid and its names unique, undo and redo exactly, and survive save and open', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 60 }), (actions) => session(actions)),
      { numRuns: 100 },
    );
  });

  it('keep every LUN owner a controller of its own array across two arrays', () => {
    const initial = twoArrays();
    expect(initial.components.filter((c) => c.kind === 'lun' && c.ownerControllerId)).toHaveLength(8);
    fc.assert(
      fc.property(fc.array(ownerAction, { minLength: 5, maxLength: 40 }), (actions) => session(actions, initial)),
      { numRuns: 100 },
    );
  });
});
