import { describe, expect, it } from 'vitest';

import { blankDesign, docFromDesign } from './document';
import { emptyHistory, HISTORY_LIMIT, recordChange, redoStep, settle, undoStep } from './history';
import { emptySelection, type Snapshot } from './types';

const snap = (title: string, label = 'Edit'): Snapshot => ({
  doc: { ...docFromDesign(blankDesign()), meta: { title } },
  selection: emptySelection,
  label,
});

describe('history', () => {
  it('commits one step per change and clears redo', () => {
    let h = recordChange(emptyHistory, snap('a'), 'commit');
    h = recordChange(h, snap('b'), 'commit');
    expect(h.past.map((s) => s.doc.meta.title)).toEqual(['a', 'b']);
    const u = undoStep(h, snap('c'))!;
    expect(u.target.doc.meta.title).toBe('b');
    expect(u.history.future).toHaveLength(1);
    const after = recordChange(u.history, snap('b2'), 'commit');
    expect(after.future).toEqual([]);
  });

  it('records a whole drag as one step holding the state from before the gesture', () => {
    const start = snap('start');
    let h = recordChange(emptyHistory, start, 'transient');
    h = recordChange(h, snap('frame 1'), 'transient');
    h = recordChange(h, snap('frame 2'), 'transient');
    expect(h.past).toHaveLength(0);
    h = recordChange(h, snap('frame 3', 'Move'), 'commit');
    expect(h.past).toHaveLength(1);
    expect(h.past[0].doc).toBe(start.doc);
    expect(h.past[0].label).toBe('Move');
    expect(h.pending).toBeNull();
  });

  it('leaves history alone for selection-only changes', () => {
    const h = recordChange(emptyHistory, snap('a'), 'none');
    expect(h).toBe(emptyHistory);
  });

  it('settles an open gesture before undoing it', () => {
    const start = snap('start');
    const h = recordChange(emptyHistory, start, 'transient');
    const u = undoStep(h, snap('moving'))!;
    expect(u.target.doc).toBe(start.doc);
    expect(settle(emptyHistory)).toBe(emptyHistory);
  });

  it('redoes what was undone, exactly', () => {
    const a = snap('a');
    const h = recordChange(emptyHistory, a, 'commit');
    const current = snap('b');
    const u = undoStep(h, current)!;
    const r = redoStep(u.history, u.target)!;
    expect(r.target.doc).toBe(current.doc);
    expect(redoStep(r.history, current)).toBeNull();
    expect(undoStep(emptyHistory, a)).toBeNull();
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let h = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = recordChange(h, snap(String(i)), 'commit');
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0].doc.meta.title).toBe('5');
  });
});
