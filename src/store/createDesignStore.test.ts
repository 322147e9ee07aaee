import { describe, expect, it } from 'vitest';

import { defaultWorkload } from '../schema/workload';
import { createDesignStore } from './createDesignStore';
import { blankDesign } from './document';

const server = {
  kind: 'server' as const,
  id: 's1',
  name: 'Server 1',
  sockets: 2,
  coresPerSocket: 4,
  ghz: 3,
  ramGb: 16,
};

describe('createDesignStore', () => {
  it('makes an independent store per document', () => {
    const a = createDesignStore();
    const b = createDesignStore();
    a.apply({ components: [server] }, 'commit', 'Add');
    expect(a.getState().doc.components).toHaveLength(1);
    expect(b.getState().doc.components).toHaveLength(0);
  });

  it('bumps the semantic revision for components, links and workload, never for layout', () => {
    const s = createDesignStore();
    const r0 = s.getState().revision;
    s.apply({ components: [server] }, 'commit', 'Add');
    expect(s.getState().revision).toBe(r0 + 1);
    s.apply({ layout: { s1: { x: 10, y: 20 } } }, 'transient', 'Move');
    s.apply({ layout: { s1: { x: 30, y: 40 } } }, 'commit', 'Move');
    expect(s.getState().revision).toBe(r0 + 1);
    s.apply({ workload: { ...defaultWorkload, headroomPct: 30 } }, 'commit', 'Edit workload');
    expect(s.getState().revision).toBe(r0 + 2);
    s.apply({ meta: { title: 'Renamed' } }, 'commit', 'Edit design info');
    expect(s.getState().revision).toBe(r0 + 2);
  });

  it('makes a drag one undo step and undo restores the exact objects', () => {
    const s = createDesignStore();
    s.apply({ components: [server], layout: { s1: { x: 0, y: 0 } } }, 'commit', 'Add');
    const before = s.getState().doc;
    for (let i = 1; i <= 30; i++) s.apply({ layout: { s1: { x: i, y: i } } }, 'transient', 'Move');
    s.apply({ layout: { s1: { x: 32, y: 32 } } }, 'commit', 'Move');
    expect(s.getState().history.past).toHaveLength(2);
    expect(s.undo()).toBe(true);
    expect(s.getState().doc).toBe(before);
    expect(s.redo()).toBe(true);
    expect(s.getState().doc.layout.s1).toEqual({ x: 32, y: 32 });
  });

  it('settles a drag whose last frame changed nothing', () => {
    const s = createDesignStore();
    s.apply({ components: [server], layout: { s1: { x: 0, y: 0 } } }, 'commit', 'Add');
    const layout = { s1: { x: 8, y: 8 } };
    s.apply({ layout }, 'transient', 'Move');
    s.apply({ layout }, 'commit', 'Move');
    expect(s.getState().history.pending).toBeNull();
    expect(s.getState().history.past.map((p) => p.label)).toEqual(['Add', 'Move']);
  });

  it('tracks dirtiness against the saved document, through undo', () => {
    const s = createDesignStore(blankDesign());
    expect(s.getState().dirty).toBe(false);
    s.apply({ components: [server] }, 'commit', 'Add');
    expect(s.getState().dirty).toBe(true);
    s.undo();
    expect(s.getState().dirty).toBe(false);
    s.redo();
    s.markSaved({ path: '/tmp/a.spindle.json', name: 'a' });
    expect(s.getState().dirty).toBe(false);
    expect(s.getState().document.name).toBe('a');
    expect(createDesignStore(undefined, { dirty: true }).getState().dirty).toBe(true);
  });

  it('does not record selection changes and drops selected ids that disappear', () => {
    const s = createDesignStore();
    s.apply({ components: [server] }, 'commit', 'Add');
    s.apply({ selection: { components: ['s1'], links: [] } }, 'none', 'Select');
    expect(s.getState().history.past).toHaveLength(1);
    s.apply({ components: [] }, 'commit', 'Delete');
    expect(s.getState().selection.components).toEqual([]);
  });

  it('round-trips the design file', () => {
    const design = { ...blankDesign(), components: [server], layout: { s1: { x: 1, y: 2 }, ghost: { x: 0, y: 0 } } };
    const s = createDesignStore(design);
    const out = s.toDesign();
    expect(out.components).toEqual([server]);
    expect(out.layout).toEqual({ s1: { x: 1, y: 2 } });
  });

  it('stacks notices, dismisses any one of them, and counts a repeat instead of piling it up', () => {
    const s = createDesignStore();
    s.notify({ tone: 'error', message: 'first' });
    const first = s.getState().notices[0].id;
    s.notify({ tone: 'info', message: 'second' });
    expect(s.getState().notices.map((n) => n.message)).toEqual(['first', 'second']);
    s.notify({ tone: 'error', message: 'first' });
    expect(s.getState().notices.map((n) => [n.message, n.count ?? 1])).toEqual([
      ['second', 1],
      ['first', 2],
    ]);
    s.dismissNotice(first);
    expect(s.getState().notices).toHaveLength(2);
    s.dismissNotice(s.getState().notices[1].id);
    expect(s.getState().notices.map((n) => n.message)).toEqual(['second']);
  });
});

describe('markSaved with a document that has since changed', () => {
  it('stays dirty for edits made while saving', () => {
    const s = createDesignStore();
    const written = s.getState().doc;
    s.apply({ components: [server] }, 'commit', 'Add');
    s.markSaved({ path: null, name: 'n' }, written);
    expect(s.getState().dirty).toBe(true);
    s.undo();
    expect(s.getState().dirty).toBe(false);
  });
});
