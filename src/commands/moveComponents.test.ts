import { describe, expect, it } from 'vitest';

import { absolutePosition, CONTAINER_PAD, sizeOf } from '../store/geometry';
import { add, setup } from './testkit';

describe('moveComponents', () => {
  it('moves through transient frames and records one undo step on release, without a new revision', () => {
    const { store, d } = setup();
    const sw = add(store, d, 't-switch');
    const rev = store.getState().revision;
    const steps = store.getState().history.past.length;
    for (let i = 1; i <= 20; i++)
      d.dispatch('moveComponents', { moves: [{ id: sw, x: 100 + i, y: 100 + i }], final: false });
    expect(store.getState().history.past).toHaveLength(steps);
    d.dispatch('moveComponents', { moves: [{ id: sw, x: 203, y: 117 }], final: true });
    const s = store.getState();
    expect(s.doc.layout[sw]).toMatchObject({ x: 200, y: 120 });
    expect(s.history.past).toHaveLength(steps + 1);
    expect(s.revision).toBe(rev);
    store.undo();
    expect(store.getState().doc.layout[sw]).not.toMatchObject({ x: 200, y: 120 });
  });

  it('moves an HBA dropped over another server into that server', () => {
    const { store, d } = setup();
    const a = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const b = add(store, d, 't-server', { at: { x: 900, y: 200 } });
    const hba = add(store, d, 't-hba', { parentId: a });
    const doc = () => store.getState().doc;
    const aPos = absolutePosition(doc().components, doc().layout, a);
    const bPos = absolutePosition(doc().components, doc().layout, b);
    // Relative to server A, put the HBA over server B's body.
    const x = bPos.x - aPos.x + 40;
    const y = bPos.y - aPos.y + 80;
    const rev = store.getState().revision;
    d.dispatch('moveComponents', { moves: [{ id: hba, x, y }], final: true });
    expect(doc().components.find((c) => c.id === hba)?.parentId).toBe(b);
    expect(store.getState().revision).toBe(rev + 1);
    const abs = absolutePosition(doc().components, doc().layout, hba);
    expect(abs.x).toBeGreaterThanOrEqual(bPos.x);
  });

  it('keeps a child that must have a parent inside it when dragged onto empty canvas, growing the parent', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server');
    const hba = add(store, d, 't-hba', { parentId: server });
    const w0 = store.getState().doc.layout[server].w!;
    d.dispatch('moveComponents', { moves: [{ id: hba, x: w0 + 400, y: -300 }], final: true });
    const s = store.getState();
    expect(s.doc.components.find((c) => c.id === hba)?.parentId).toBe(server);
    expect(s.doc.layout[hba].y).toBe(CONTAINER_PAD.top);
    expect(s.doc.layout[server].w!).toBeGreaterThan(w0 + 400);
  });

  it('keeps an internal RAID controller in a server when dragged onto empty canvas', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 300, y: 300 } });
    const ctl = add(store, d, 't-raidctl', { parentId: server });
    d.dispatch('moveComponents', { moves: [{ id: ctl, x: 3000, y: 3000 }], final: true });
    expect(store.getState().doc.components.find((c) => c.id === ctl)?.parentId).toBe(server);
  });

  it('keeps an enclosure in its array while drive links tie it there, and says why', () => {
    const { store, d } = setup();
    const a1 = add(store, d, 't-array', { at: { x: 400, y: 300 } });
    const a2 = add(store, d, 't-array', { at: { x: 2000, y: 300 } });
    const enc = add(store, d, 't-enclosure', { parentId: a1 });
    const rg = add(store, d, 't-raid', { parentId: a1 });
    d.dispatch('connectPorts', {
      a: { componentId: enc, port: 'disks' },
      b: { componentId: rg, port: 'members' },
      diskCount: 4,
    });
    const doc = store.getState().doc;
    const p1 = absolutePosition(doc.components, doc.layout, a1);
    const p2 = absolutePosition(doc.components, doc.layout, a2);
    const was = store.getState().doc.layout[enc];
    d.dispatch('moveComponents', { moves: [{ id: enc, x: p2.x - p1.x + 300, y: p2.y - p1.y + 100 }], final: true });
    expect(store.getState().doc.components.find((c) => c.id === enc)?.parentId).toBe(a1);
    expect(store.getState().doc.layout[enc]).toMatchObject({ x: was.x, y: was.y });
    expect(store.getState().notices.at(-1)?.message).toContain('stayed in their array');
  });

  it('moves a card dropped onto a sibling card to the nearest free spot, clear of it (QA pass 7)', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const a = add(store, d, 't-db', { parentId: server });
    const b = add(store, d, 't-db', { parentId: server });
    const at = store.getState().doc.layout[a];
    d.dispatch('moveComponents', { moves: [{ id: b, x: at.x + 8, y: at.y + 8 }], final: true });
    const { components, layout } = store.getState().doc;
    expect(components.find((c) => c.id === b)?.parentId).toBe(server);
    const [pa, pb] = [layout[a], layout[b]];
    const h = sizeOf(
      components.find((c) => c.id === a)!,
      layout,
    ).h;
    const apart = pb.x >= pa.x + 200 || pb.x + 200 <= pa.x || pb.y >= pa.y + h || pb.y + h <= pa.y;
    expect(apart).toBe(true);
    expect(pb.x).toBeGreaterThanOrEqual(CONTAINER_PAD.left);
    expect(pb.y).toBeGreaterThanOrEqual(CONTAINER_PAD.top);
  });

  it('names both servers when a database moves from one to the other, and lands clear of its cards', () => {
    const { store, d } = setup();
    const s1 = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const s2 = add(store, d, 't-server', { at: { x: 900, y: 200 } });
    d.dispatch('rename', { id: s1, name: 'MBX1' });
    d.dispatch('rename', { id: s2, name: 'MBX2' });
    const db = add(store, d, 't-db', { parentId: s1 });
    d.dispatch('rename', { id: db, name: 'SG10' });
    const other = add(store, d, 't-db', { parentId: s2 });
    const doc = () => store.getState().doc;
    const o = absolutePosition(doc().components, doc().layout, other);
    const p1 = absolutePosition(doc().components, doc().layout, s1);
    // Exactly onto MBX2's database, as the QA pass dropped MBX1 SG10 onto MBX2 SG9.
    d.dispatch('moveComponents', { moves: [{ id: db, x: o.x - p1.x, y: o.y - p1.y }], final: true });
    expect(doc().components.find((c) => c.id === db)?.parentId).toBe(s2);
    expect(store.getState().notices.at(-1)?.message).toBe('SG10 moved from MBX1 to MBX2.');
    const [pa, pb] = [doc().layout[other], doc().layout[db]];
    expect(pb.x >= pa.x + 200 || pb.x + 200 <= pa.x || pb.y >= pa.y + 72 || pb.y + 72 <= pa.y).toBe(true);
  });

  it('puts a database dropped onto an array back where it was, and says why (QA pass 8)', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const array = add(store, d, 't-array', { at: { x: 200, y: 900 } });
    const db = add(store, d, 't-db', { parentId: server });
    const doc = () => store.getState().doc;
    const was = doc().layout[db];
    const w0 = doc().layout[server].w!;
    const h0 = doc().layout[server].h!;
    const s = absolutePosition(doc().components, doc().layout, server);
    const a = absolutePosition(doc().components, doc().layout, array);
    d.dispatch('moveComponents', { moves: [{ id: db, x: a.x - s.x + 300, y: a.y - s.y + 120 }], final: true });
    expect(doc().components.find((c) => c.id === db)?.parentId).toBe(server);
    expect(doc().layout[db]).toMatchObject({ x: was.x, y: was.y });
    // The server did not grow over the array.
    expect(doc().layout[server]).toMatchObject({ w: w0, h: h0 });
    const notice = store.getState().notices.at(-1);
    expect(notice?.message).toBe(
      'DB1 went back where it was: a database cannot go inside a storage array; it must sit in a server or a virtual machine.',
    );
    expect(notice?.hint).toBe(
      'Drop it onto a server or a virtual machine on the canvas (expand it first if it is collapsed).',
    );
    store.undo();
    expect(doc().layout[db]).toMatchObject({ x: was.x, y: was.y });
  });

  it('puts a switch dropped onto a server back where it was', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const sw = add(store, d, 't-switch', { at: { x: 1200, y: 200 } });
    const doc = () => store.getState().doc;
    const was = doc().layout[sw];
    const s = absolutePosition(doc().components, doc().layout, server);
    d.dispatch('moveComponents', { moves: [{ id: sw, x: s.x + 20, y: s.y + 60 }], final: true });
    expect(doc().components.find((c) => c.id === sw)?.parentId).toBeUndefined();
    expect(doc().layout[sw]).toMatchObject({ x: was.x, y: was.y });
    expect(store.getState().notices.at(-1)?.message).toContain(
      'went back where it was: an FC switch cannot go inside a server.',
    );
  });

  it('says nothing when a move keeps every part in its box', () => {
    const { store, d } = setup();
    const server = add(store, d, 't-server', { at: { x: 200, y: 200 } });
    const hba = add(store, d, 't-hba', { parentId: server });
    const before = store.getState().notices.length;
    const p = store.getState().doc.layout[hba];
    d.dispatch('moveComponents', { moves: [{ id: hba, x: p.x + 40, y: p.y }], final: true });
    expect(store.getState().notices).toHaveLength(before);
  });
});
