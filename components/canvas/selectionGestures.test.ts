import { describe, expect, it } from 'vitest';

import { add, setup } from '../../src/commands/testkit';
import { loadPresetDesign } from '../../src/presets/load';
import { clickSelection, nudgeMoves } from './selectionGestures';

const plain = { shiftKey: false, ctrlKey: false, metaKey: false };

describe('clickSelection', () => {
  it('narrows a multiple selection to the part clicked without a modifier (QA pass 7)', () => {
    // Click the box of a selected box and card: the box alone, so Shift-click then adds the card.
    expect(clickSelection(['xiv30', 'xiv30-db1'], 'xiv30', plain)).toEqual(['xiv30']);
  });

  it('leaves modifier clicks, single selections and unselected parts to React Flow', () => {
    expect(clickSelection(['a', 'b'], 'a', { ...plain, shiftKey: true })).toBeNull();
    expect(clickSelection(['a', 'b'], 'a', { ...plain, metaKey: true })).toBeNull();
    expect(clickSelection(['a'], 'a', plain)).toBeNull();
    expect(clickSelection(['a', 'b'], 'c', plain)).toBeNull();
  });
});

describe('nudgeMoves', () => {
  it('moves a preset card stored off the grid along the arrow key axis only (QA pass 7)', async () => {
    const preset = await loadPresetDesign('xiv-2810');
    if (!preset.ok) throw new Error(preset.error.message);
    const { store, d } = setup(preset.value);
    const id = 'xiv30-hba1'; // stored at x 20, y 84
    const before = store.getState().doc.layout[id];
    expect(before.y % 8).not.toBe(0); // the case: stored off the grid
    const moves = nudgeMoves(store.getState().doc, [id], 'ArrowRight', false)!;
    d.dispatch('moveComponents', { moves, final: true });
    const after = store.getState().doc.layout[id];
    expect(after.y).toBe(before.y);
    expect(after.x).toBeGreaterThan(before.x);
    expect(after.x % 8).toBe(0);
  });

  it('moves the selected parts not inside another selected part, a grid step or four with Shift', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const hba = add(store, d, 't-hba', { parentId: server });
    const doc = store.getState().doc;
    const at = doc.layout[server];
    expect(nudgeMoves(doc, [server, hba], 'ArrowUp', true)).toEqual([{ id: server, x: at.x, y: at.y - 32 }]);
    expect(nudgeMoves(doc, [server], 'a', false)).toBeNull();
    expect(nudgeMoves(doc, [], 'ArrowUp', false)).toBeNull();
  });
});
