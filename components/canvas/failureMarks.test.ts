/**
 * The failure view on the canvas (failureView.ts): the failed card is marked and its links carry
 * nothing; a drive failure marks its RAID group degraded only; databases that do not run read
 * "Offline"; and the memoising mapper redraws only the cards the failure shown changes.
 */
import { describe, expect, it } from 'vitest';

import type { Report } from '../../engine/ts/reportSchema';
import { makeOfflineCriterion, makeReport, makeServerResult } from '../../src/store/reportFixture';
import { indexReport } from '../../src/store/selectors';
import { add } from '../../src/commands/testkit';
import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { badgesFor } from './annotations/badges';
import { createFlowMapper } from './flowMapper';
import { toFlow } from './toFlow';

const design = () => sanDesign(2);

/** A report in which `server`'s only database `db` does not run, as the engine says it. */
function serverDown(server: string, db: string): Report {
  const instance = {
    ...makeServerResult(db, { achievedIops: 0, targetIops: 500, dbReadLatencyMs: null, logWriteLatencyMs: null }),
    mailboxes: 500,
    threads: 2,
    bdmReadsPerSec: 0,
    logReplicationReadsPerSec: 0,
  };
  const result = makeServerResult(server, {
    achievedIops: 0,
    targetIops: 500,
    dbReadLatencyMs: null,
    logWriteLatencyMs: null,
    pass: false,
  });
  const online = makeOfflineCriterion(db);
  return makeReport(1, { servers: [{ ...result, criteria: [online], instances: [instance] }] });
}

describe('the failure shown on the canvas', () => {
  it('marks the failed card and no other, and draws its links (and those of what it holds) as dead', () => {
    const { store, ids } = design();
    const doc = store.getState().doc;
    const { nodes, edges } = toFlow(flowInputs(doc, { failure: { componentId: ids.server, mark: 'failed' } }));
    // What the server holds is out of service with it, but for its database: where a copy runs
    // elsewhere it is served, and its badges say so (or Offline).
    expect(nodes.filter((n) => n.data.failure).map((n) => [n.id, n.data.failure])).toEqual([
      [ids.server, 'failed'],
      ...ids.hbas.map((id) => [id, 'within']),
    ]);
    const dead = new Set(edges.filter((e) => e.data?.dead).map((e) => e.id));
    // The HBAs' cables and the database's file link lie inside the failed server; the switch's
    // cable to the array does not.
    const inside = doc.links.filter((l) => [...ids.hbas, ids.db].includes(l.from.componentId));
    expect([...dead].sort()).toEqual(inside.map((l) => l.id).sort());
    expect(inside.length).toBe(3);
  });

  it('marks a RAID group that lost a drive as degraded, with its links still carrying I/O', () => {
    const { store, ids } = design();
    const { nodes, edges } = toFlow(
      flowInputs(store.getState().doc, { failure: { componentId: ids.rg, mark: 'degraded' } }),
    );
    expect(nodes.find((n) => n.id === ids.rg)!.data.failure).toBe('degraded');
    expect(edges.some((e) => e.data?.dead)).toBe(false);
  });

  /**
   * The design with a 12-drive enclosure in its array giving its drives to a distributed mirror,
   * the controller sitting in it (an XIV interface module) when `interface`, else alone (a data
   * module).
   */
  function xivModule(withInterface: boolean) {
    const { store, d, ids } = design();
    const box = add(store, d, 't-enclosure', { parentId: ids.array });
    const base = store.getState().doc;
    const member = {
      id: 'm1',
      kind: 'member' as const,
      from: { componentId: box, port: 'disks' },
      to: { componentId: ids.rg, port: 'members' },
      diskCount: 12,
    };
    const doc = {
      ...base,
      components: base.components.map((c) =>
        withInterface && c.id === ids.ctl && c.kind === 'controller'
          ? { ...c, enclosureId: box }
          : c.id === ids.rg && c.kind === 'raidGroup'
            ? { ...c, level: 'distributed-mirror' as const }
            : c,
      ),
      links: [...base.links, member],
    };
    return { doc, box, ids };
  }

  it('fails an XIV module’s drive enclosure with it, and marks the distributed mirror degraded', () => {
    const { doc, box, ids } = xivModule(true);
    const { nodes, edges } = toFlow(flowInputs(doc, { failure: { componentId: ids.ctl, mark: 'failed' } }));
    const marks = new Map(nodes.filter((n) => n.data.failure).map((n) => [n.id, n.data.failure]));
    expect(marks.get(ids.ctl)).toBe('failed');
    expect(marks.get(box)).toBe('failed');
    expect(marks.get(ids.rg)).toBe('degraded');
    expect(edges.find((e) => e.id === 'm1')?.data?.dead).toBe(true);
  });

  it('fails an XIV data module (an enclosure on its own) and marks the distributed mirror degraded', () => {
    const { doc, box, ids } = xivModule(false);
    const { nodes, edges } = toFlow(flowInputs(doc, { failure: { componentId: box, mark: 'failed' } }));
    const marks = new Map(nodes.filter((n) => n.data.failure).map((n) => [n.id, n.data.failure]));
    expect(marks.get(box)).toBe('failed');
    expect(marks.get(ids.rg)).toBe('degraded');
    expect(marks.has(ids.ctl)).toBe(false);
    expect(edges.find((e) => e.id === 'm1')?.data?.dead).toBe(true);
  });

  it('draws a failed cable dead, and marks no card', () => {
    const { store, ids } = design();
    const doc = store.getState().doc;
    const cable = doc.links.find((l) => l.kind === 'fc' && l.from.componentId === ids.hba)!;
    const { nodes, edges } = toFlow(flowInputs(doc, { failure: { componentId: cable.id, mark: 'failed' } }));
    expect(nodes.some((n) => n.data.failure)).toBe(false);
    expect(edges.filter((e) => e.data?.dead).map((e) => e.id)).toEqual([cable.id]);
  });

  it('shows no mark without a failure', () => {
    const { store } = design();
    const { nodes, edges } = toFlow(flowInputs(store.getState().doc));
    expect(nodes.some((n) => 'failure' in n.data)).toBe(false);
    expect(edges.some((e) => e.data && 'dead' in e.data)).toBe(false);
  });

  it('reads a database that does not run, and a server none of whose databases runs, as "Offline"', () => {
    const { store, ids } = design();
    const idx = indexReport(serverDown(ids.server, ids.db));
    const byId = new Map(store.getState().doc.components.map((c) => [c.id, c]));
    const db = badgesFor(byId.get(ids.db)!, idx);
    expect(db.map((b) => [b.value, b.tone])).toEqual([['Offline', 'bad']]);
    expect(db[0]!.title).toBe('Offline: its server failed.');
    const server = badgesFor(byId.get(ids.server)!, idx);
    expect(server.map((b) => b.value)).toEqual(['0 / 500', 'Offline']);
  });

  it('reads a database its DAG fails over, and a server all of whose databases it does, as "Failed over"', () => {
    const { store, ids } = design();
    // As the engine says it: the `online` criterion passes, "runs on another member of its DAG".
    const report = serverDown(ids.server, ids.db);
    const [down] = report.servers;
    const moved = {
      ...down!,
      targetIops: 0,
      pass: true,
      criteria: [
        {
          ...makeOfflineCriterion(ids.db),
          label: `Database ${ids.db} runs on another member of its DAG (its server failed)`,
          pass: true,
        },
      ],
    };
    const idx = indexReport({ ...report, servers: [moved] });
    expect(idx.offline.size).toBe(0);
    const byId = new Map(store.getState().doc.components.map((c) => [c.id, c]));
    const db = badgesFor(byId.get(ids.db)!, idx);
    expect(db.map((b) => [b.value, b.tone])).toEqual([['Failed over', 'neutral']]);
    expect(db[0]!.title).toContain('runs on another member of its DAG');
    expect(badgesFor(byId.get(ids.server)!, idx).map((b) => b.value)).toEqual(['0 / 0', 'Failed over']);
  });

  it('redraws only the cards whose mark changes when a failure is shown, switched or left', () => {
    const { store, ids } = design();
    const doc = store.getState().doc;
    const map = createFlowMapper();
    const base = flowInputs(doc);
    const before = map(base);
    const shown = map({ ...base, failure: { componentId: ids.sw, mark: 'failed' } });
    const changed = (a: typeof before, b: typeof before) => b.nodes.filter((n, i) => n !== a.nodes[i]).map((n) => n.id);
    expect(changed(before, shown)).toEqual([ids.sw]);
    expect(shown.edges.filter((e) => e.data?.dead).length).toBe(3);
    const switched = map({ ...base, failure: { componentId: ids.ctl, mark: 'failed' } });
    expect(changed(shown, switched).sort()).toEqual([ids.sw, ids.ctl].sort());
    const left = map(base);
    expect(changed(switched, left)).toEqual([ids.ctl]);
    expect(left.edges.some((e) => e.data?.dead)).toBe(false);
  });
});
