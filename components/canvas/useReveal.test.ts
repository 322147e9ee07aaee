import { describe, expect, it } from 'vitest';

import { add, setup } from '../../src/commands/testkit';
import { absolutePosition, sizeOf } from '../../src/store/geometry';
import { addedSelection, boxAround } from './useReveal';

describe('revealing added parts', () => {
  it('names the selected parts a paste added, and nothing for a move, a removal or an edit', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    d.dispatch('select', { components: [server], links: [] });
    d.dispatch('copy', undefined);
    const before = store.getState();
    d.dispatch('paste', undefined);
    const after = store.getState();
    const copy = after.selection.components[0]!;
    expect(copy).not.toBe(server);
    expect(addedSelection(before, after)).toEqual([copy]);

    const moved = store.getState();
    d.dispatch('moveComponents', { moves: [{ id: copy, x: 1000, y: 1000 }], final: true });
    expect(addedSelection(moved, store.getState())).toEqual([]);
    const edited = store.getState();
    d.dispatch('rename', { id: copy, name: 'MBX2' });
    expect(addedSelection(edited, store.getState())).toEqual([]);
    const removing = store.getState();
    d.dispatch('removeSelection', undefined);
    expect(addedSelection(removing, store.getState())).toEqual([]);
    // An undone delete brings the part back, selected: it is shown.
    const removed = store.getState();
    store.undo();
    expect(store.getState().selection.components).toEqual([copy]);
    expect(addedSelection(removed, store.getState())).toEqual([copy]);
  });

  it('takes the box around parts in flow coordinates, nested parts at their absolute place', () => {
    const { store, d } = setup();
    const a = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const hba = add(store, d, 't-hba', { parentId: a });
    const b = add(store, d, 't-switch', { at: { x: 1400, y: 900 } });
    const { doc } = store.getState();
    const pa = absolutePosition(doc.components, doc.layout, a);
    const pb = absolutePosition(doc.components, doc.layout, b);
    const sb = sizeOf(
      doc.components.find((c) => c.id === b)!,
      doc.layout,
    );
    expect(boxAround(doc, [a, b])).toEqual({ x: pa.x, y: pa.y, w: pb.x + sb.w - pa.x, h: pb.y + sb.h - pa.y });
    const ph = absolutePosition(doc.components, doc.layout, hba);
    expect(boxAround(doc, [hba])).toMatchObject({ x: ph.x, y: ph.y });
    expect(boxAround(doc, ['gone'])).toBeNull();
  });
});
