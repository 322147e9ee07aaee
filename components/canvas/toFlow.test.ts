import { describe, expect, it } from 'vitest';

import { add } from '../../src/commands/testkit';
import { makeLoad, makeReport, makeServerReport, makeServerResult } from '../../src/store/reportFixture';
import { indexReport } from '../../src/store/selectors';
import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { displaySizes } from './displaySizes';
import { createFlowMapper } from './flowMapper';
import { toFlow } from './toFlow';

const design = () => sanDesign(1);

const inputs = flowInputs;

describe('toFlow', () => {
  it('makes container and leaf nodes, parents before children, with serialisable data', () => {
    const { store, ids } = design();
    const { nodes } = toFlow(inputs(store.getState().doc));
    const order = nodes.map((n) => n.id);
    expect(order.indexOf(ids.server)).toBeLessThan(order.indexOf(ids.hba));
    expect(order.indexOf(ids.rg)).toBeLessThan(order.indexOf(ids.lun));
    const server = nodes.find((n) => n.id === ids.server)!;
    expect(server.type).toBe('container');
    expect(server.width).toBeGreaterThan(0);
    const hba = nodes.find((n) => n.id === ids.hba)!;
    expect(hba).toMatchObject({ type: 'leaf', parentId: ids.server });
    expect(hba.data.ports.map((p) => [p.handleId, p.side, p.connected])).toEqual([
      ['p0', 'right', true],
      ['p1', 'right', false],
    ]);
    expect(JSON.parse(JSON.stringify(nodes.map((n) => n.data)))).toEqual(nodes.map((n) => n.data));
  });

  it('attaches switch links to the host side or the storage side of the fabric', () => {
    const { store, ids } = design();
    const { edges } = toFlow(inputs(store.getState().doc));
    const toSwitch = edges.find((e) => e.target === ids.sw)!;
    const fromSwitch = edges.find((e) => e.source === ids.sw)!;
    expect(toSwitch.targetHandle).toBe('fabric');
    expect(fromSwitch.sourceHandle).toBe('fabric@r');
    expect(fromSwitch.targetHandle).toBe('fe0');
  });

  it('puts engine figures on nodes and marks the bottleneck', () => {
    const { store, ids } = design();
    const report = makeReport(1, {
      servers: [
        makeServerResult(ids.server, {
          achievedIops: 900,
          targetIops: 1000,
          dbReadLatencyMs: 17,
          logWriteLatencyMs: 3,
        }),
      ],
      components: [makeLoad(ids.ctl, 0.95)],
      bottleneck: { componentId: ids.ctl, name: 'SP A', kind: 'controller', utilisation: 0.95, reason: 'CPU' },
    });
    const { nodes } = toFlow(inputs(store.getState().doc, { report: indexReport(report) }));
    const server = nodes.find((n) => n.id === ids.server)!.data;
    expect(server.badges.map((b) => [b.label, b.value, b.tone])).toEqual([
      ['IOPS', '900 / 1,000', 'bad'],
      ['DB read', '17.0 ms', 'warn'],
      ['Log write', '3.00 ms', 'ok'],
    ]);
    const ctl = nodes.find((n) => n.id === ids.ctl)!.data;
    expect(ctl.bottleneck).toBe(true);
    expect(ctl.badges[0]).toMatchObject({ label: 'Busy', value: '95 %', tone: 'bad' });
  });

  it('shows "—" for a server without results and nothing invented for hardware', () => {
    const { store, ids } = design();
    const { nodes } = toFlow(inputs(store.getState().doc));
    expect(nodes.find((n) => n.id === ids.server)!.data.badges.map((b) => b.value)).toEqual(['—', '—', '—']);
    expect(nodes.find((n) => n.id === ids.hba)!.data.badges).toEqual([]);
  });

  it('draws file links faintly unless one of their ends (or what holds it) is selected', () => {
    const { store, ids } = design();
    const doc = store.getState().doc;
    const file = (sel: string[]) =>
      toFlow(inputs(doc, { selectedComponents: new Set(sel) })).edges.find((e) => e.data?.kind === 'dbFile')!;
    expect(file([]).data?.faint).toBe(true);
    expect(file([ids.server]).data?.faint).toBe(false);
    expect(file([ids.sw]).data?.faint).toBe(true);
    expect(toFlow(inputs(doc)).edges.find((e) => e.data?.kind === 'fc')!.data?.faint).toBe(false);
  });

  it('grows containers (as drawn) to hold children as measured, never the stored layout', () => {
    const { store, ids } = design();
    const doc = store.getState().doc;
    const stored = doc.layout[ids.server].w!;
    const p = doc.layout[ids.hba];
    const sizes = displaySizes(doc, new Map([[ids.hba, { width: stored, height: 100 }]]));
    expect(sizes.get(ids.server)!.w).toBeGreaterThanOrEqual(p.x + stored);
    expect(store.getState().doc.layout[ids.server].w).toBe(stored);
  });
});

describe('createFlowMapper', () => {
  it('keeps the node objects of cards whose figures a new report leaves as they were', () => {
    const { store, ids } = design();
    const doc = store.getState().doc;
    const report = (iops: number) => indexReport(makeServerReport(ids.server, iops, [makeLoad(ids.ctl, 0.5)]));
    const map = createFlowMapper();
    const first = map(inputs(doc, { report: report(900) }));
    const card = (m: typeof first, id: string) => m.nodes.find((n) => n.id === id);
    // A new report object with the same figures: nothing is redrawn.
    const same = map(inputs(doc, { report: report(900) }));
    expect(same.nodes.every((n, i) => n === first.nodes[i])).toBe(true);
    // The server's figure changed: its card alone is new.
    const changed = map(inputs(doc, { report: report(950) }));
    expect(card(changed, ids.server)).not.toBe(card(first, ids.server));
    expect(card(changed, ids.ctl)).toBe(card(first, ids.ctl));
  });

  it('rebuilds only the card of the database edited, not every database card', () => {
    const { store, d, ids } = design();
    const other = add(store, d, 't-db', { parentId: ids.server });
    d.dispatch('connectPorts', { a: { componentId: other, port: 'db' }, b: { componentId: ids.lun, port: 'files' } });
    const map = createFlowMapper();
    const first = map(inputs(store.getState().doc));
    const card = (m: typeof first, id: string) => m.nodes.find((n) => n.id === id);
    d.dispatch('setProperties', { ids: [ids.db], values: { mailboxes: 1234 } });
    const second = map(inputs(store.getState().doc));
    expect(card(second, ids.db)).not.toBe(card(first, ids.db));
    expect(card(second, other)).toBe(card(first, other));
    // Renaming the LUN both cards name rebuilds both.
    d.dispatch('setProperties', { ids: [ids.lun], values: { name: 'E: DB1' } });
    const third = map(inputs(store.getState().doc));
    expect(card(third, other)).not.toBe(card(second, other));
    expect(card(third, other)!.data.detail).toContain('E:');
  });

  it('returns the same node objects when only another node moved', () => {
    const { store, d, ids } = design();
    const map = createFlowMapper();
    const first = map(inputs(store.getState().doc));
    d.dispatch('moveComponents', { moves: [{ id: ids.sw, x: 999, y: 999 }], final: false });
    const second = map(inputs(store.getState().doc));
    const changed = second.nodes.filter((n, i) => n !== first.nodes[i]).map((n) => n.id);
    expect(changed).toEqual([ids.sw]);
    expect(second.edges.every((e, i) => e === first.edges[i])).toBe(true);
    // The very same array, so React Flow skips its edge update on a drag frame.
    expect(second.edges).toBe(first.edges);
    const third = map(inputs(store.getState().doc, { selectedLinks: new Set([first.edges[0].id]) }));
    expect(third.edges).not.toBe(first.edges);
    expect(third.edges.slice(1).every((e, i) => e === first.edges[i + 1])).toBe(true);
  });

  it('rebuilds a node whose selection or figures changed', () => {
    const { store, ids } = design();
    const map = createFlowMapper();
    const doc = store.getState().doc;
    const first = map(inputs(doc));
    const second = map(inputs(doc, { selectedComponents: new Set([ids.hba]) }));
    expect(second.nodes.find((n) => n.id === ids.hba)).not.toBe(first.nodes.find((n) => n.id === ids.hba));
    expect(second.nodes.find((n) => n.id === ids.sw)).toBe(first.nodes.find((n) => n.id === ids.sw));
    const third = map(
      inputs(doc, {
        selectedComponents: new Set([ids.hba]),
        report: indexReport(makeReport(1, { components: [makeLoad(ids.sw, 0.5)] })),
      }),
    );
    expect(third.nodes.find((n) => n.id === ids.sw)).not.toBe(second.nodes.find((n) => n.id === ids.sw));
    expect(third.nodes.find((n) => n.id === ids.hba)).toBe(second.nodes.find((n) => n.id === ids.hba));
  });
});
