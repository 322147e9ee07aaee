/**
 * The memoising mapper on a drag frame: only the moved card is looked at again, and what it shows
 * stays the object React Flow holds. (toFlow.test.ts and collapse.test.ts cover what it maps.)
 */
import { describe, expect, it } from 'vitest';

import { add } from '../../src/commands/testkit';
import { makeLoad, makeReport, makeServerReport } from '../../src/store/reportFixture';
import { indexReport, type ReportIndex } from '../../src/store/selectors';
import type { DesignDoc } from '../../src/store/types';
import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { displaySizes } from './displaySizes';
import { createFlowMapper } from './flowMapper';
import type { FlowInputs } from './toFlow';

/** `idx` whose lookups note the id each asks about. */
function countingReport(idx: ReportIndex, asked: string[]): ReportIndex {
  const wrap = <V>(m: ReadonlyMap<string, V>): ReadonlyMap<string, V> =>
    new Proxy(m, {
      get(target, prop) {
        if (prop === 'get' || prop === 'has')
          return (id: string) => {
            asked.push(id);
            return prop === 'get' ? target.get(id) : target.has(id);
          };
        const v: unknown = Reflect.get(target, prop, target);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  return {
    ...idx,
    loads: wrap(idx.loads),
    servers: wrap(idx.servers),
    instances: wrap(idx.instances),
    findings: wrap(idx.findings),
    raidGroups: wrap(idx.raidGroups),
    luns: wrap(idx.luns),
  };
}

/** A design with figures, and inputs whose other parts stay the same objects from call to call (as in the app). */
function setupDrag() {
  const { store, d, ids } = sanDesign(2);
  add(store, d, 't-enclosure', { parentId: ids.array });
  const report = makeServerReport(ids.server, 900, [makeLoad(ids.ctl, 0.5), makeLoad(ids.sw, 0.2)]);
  const asked: string[] = [];
  const drives: string[] = [];
  const base = flowInputs(store.getState().doc, {
    report: countingReport(indexReport(report), asked),
    driveName: (id) => {
      drives.push(id);
      return undefined;
    },
  });
  const at = (doc: DesignDoc): FlowInputs => ({ ...base, doc, containerSizes: displaySizes(doc, base.measured) });
  const move = (id: string, x: number, y: number) => {
    d.dispatch('moveComponents', { moves: [{ id, x, y }], final: false });
    return at(store.getState().doc);
  };
  return { store, d, ids, asked, drives, at, move };
}

describe('createFlowMapper on a drag frame', () => {
  it('reads no figure of any card, nor a link or drive name of the cards that did not move', () => {
    const { store, ids, asked, drives, at, move } = setupDrag();
    const map = createFlowMapper();
    map(at(store.getState().doc));
    expect(asked.length).toBeGreaterThan(0);
    expect(drives.length).toBeGreaterThan(0); // the array's enclosure
    asked.length = 0;
    drives.length = 0;
    const frame = map(move(ids.sw, 640, 320));
    // The moved card's figures read as they did: it is rebuilt with them, not from the report.
    expect(asked).toEqual([]);
    expect(drives).toEqual([]);
    expect(frame.nodes.find((n) => n.id === ids.sw)?.position).toEqual({ x: 640, y: 320 });
  });

  it('an edit of one part reads the figures of that card alone', () => {
    const { store, d, ids, asked, at } = setupDrag();
    const map = createFlowMapper();
    map(at(store.getState().doc));
    asked.length = 0;
    d.dispatch('rename', { id: ids.sw, name: 'Fabric A' });
    const edited = map(at(store.getState().doc));
    // (The links' figures are looked up again: an edit can change any link's ends.)
    const cards = new Set(store.getState().doc.components.map((c) => c.id));
    expect(new Set(asked.filter((id) => cards.has(id)))).toEqual(new Set([ids.sw]));
    expect(edited.nodes.find((n) => n.id === ids.sw)?.data.name).toBe('Fabric A');
  });

  it("keeps a moved card's data, and every link, as the objects React Flow holds", () => {
    const { store, ids, at, move } = setupDrag();
    const map = createFlowMapper();
    const first = map(at(store.getState().doc));
    const second = map(move(ids.hba, 48, 96));
    const [before, after] = [first, second].map((m) => m.nodes.find((n) => n.id === ids.hba)!);
    expect(after).not.toBe(before);
    expect(after.position).toEqual({ x: 48, y: 96 });
    expect(after.data).toBe(before!.data);
    expect(second.edges).toBe(first.edges);
    // Its server grew to hold it: a new size, the same contents.
    const server = [first, second].map((m) => m.nodes.find((n) => n.id === ids.server)!);
    expect(server[1]!.data).toBe(server[0]!.data);
  });

  it('still follows a box closed or opened by the layout alone', () => {
    const { store, d, ids, at } = setupDrag();
    const map = createFlowMapper();
    const open = map(at(store.getState().doc));
    d.dispatch('setCollapsed', { ids: [ids.server], collapsed: true });
    const closed = map(at(store.getState().doc));
    expect(closed.nodes.find((n) => n.id === ids.hba)?.hidden).toBe(true);
    expect(closed.nodes.find((n) => n.id === ids.server)?.data.collapsed).toBe(true);
    expect(closed.edges.find((e) => e.data?.kind === 'fc' && e.target === ids.sw)?.source).toBe(ids.server);
    d.dispatch('setCollapsed', { ids: [ids.server], collapsed: false });
    const reopened = map(at(store.getState().doc));
    expect(reopened.nodes.find((n) => n.id === ids.hba)?.hidden).toBeUndefined();
    expect(reopened.edges.map((e) => [e.source, e.target, e.hidden])).toEqual(
      open.edges.map((e) => [e.source, e.target, e.hidden]),
    );
  });

  it('rebuilds what a new report, selection or measured size changes after a move', () => {
    const { store, ids, at, move } = setupDrag();
    const map = createFlowMapper();
    map(at(store.getState().doc));
    const moved = move(ids.sw, 640, 320);
    const frame = map(moved);
    const selected = map({ ...moved, selectedComponents: new Set([ids.ctl]) });
    expect(selected.nodes.find((n) => n.id === ids.ctl)?.selected).toBe(true);
    expect(selected.nodes.find((n) => n.id === ids.sw)).toBe(frame.nodes.find((n) => n.id === ids.sw));
    const busier = indexReport(makeReport(1, { components: [makeLoad(ids.ctl, 0.9), makeLoad(ids.sw, 0.2)] }));
    const reported = map({ ...moved, selectedComponents: new Set([ids.ctl]), report: busier });
    expect(reported.nodes.find((n) => n.id === ids.ctl)?.data.badges[0]?.value).toBe('90 %');
    const measured = new Map([[ids.sw, { width: 260, height: 140 }]]);
    const sized = map({ ...moved, selectedComponents: new Set([ids.ctl]), report: busier, measured });
    expect(sized.nodes.find((n) => n.id === ids.sw)?.measured).toEqual({ width: 260, height: 140 });
  });
});
