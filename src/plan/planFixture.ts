/**
 * Test helpers (not used by the app) for the plan and its export: a design of one server with
 * databases, as built from the palette (no Jetstress settings), and its engine report with the
 * criteria a test names, so a test states each verdict it checks.
 */
import type { InstanceResult, Report, ServerResult } from '../../engine/ts/reportSchema';
import { add, setup } from '../commands/testkit';
import type { Design } from '../schema/design';
import { makeReport, makeServerResult } from '../store/reportFixture';

/** Database `db` of a host as the report gives it, at `readMs` read latency (2 ms log writes). */
export const instance = (db: { id: string; name: string }, readMs: number): InstanceResult => ({
  id: db.id,
  name: db.name,
  threads: 2,
  mailboxes: 1000,
  targetIops: 180,
  achievedIops: 200,
  dbReadsPerSec: 120,
  dbWritesPerSec: 80,
  dbReadLatencyMs: readMs,
  dbWriteLatencyMs: 1,
  logWritesPerSec: 20,
  logWriteLatencyMs: 2,
  bdmReadsPerSec: 0,
  bdmMbPerSec: 0,
  logReplicationReadsPerSec: 0,
  pass: readMs <= 20,
});

/** A criterion of the report (`scope` a database's name or the host's). */
export const judged = (
  id: string,
  scope: string,
  value: number,
  threshold: number,
  unit: string,
  pass: boolean,
  warningOnly = false,
): ServerResult['criteria'][number] => ({
  id,
  label: id,
  scope,
  value,
  threshold,
  unit,
  comparator: unit === 'ms' ? '<=' : '>=',
  pass,
  warningOnly,
});

/** A design of one server holding `n` databases, as built from the palette (no Jetstress settings). */
export function oneServer(n: number): { design: Design; server: string; dbs: { id: string; name: string }[] } {
  const { store, d } = setup();
  const server = add(store, d, 't-server');
  for (let i = 0; i < n; i++) add(store, d, 't-db', { parentId: server });
  const design = store.toDesign();
  const dbs = design.components.filter((c) => c.kind === 'database').map(({ id, name }) => ({ id, name }));
  return { design, server, dbs };
}

/** The report of that server: `criteria` judged, the run passing when they all pass (warnings aside). */
export function reportOf(server: string, dbs: InstanceResult[], criteria: ServerResult['criteria']): Report {
  const result: ServerResult = {
    ...makeServerResult(server, { achievedIops: 400, targetIops: 360, dbReadLatencyMs: 12, logWriteLatencyMs: 2 }),
    name: 'Server',
    instances: dbs,
    criteria,
    pass: criteria.every((c) => c.pass || c.warningOnly),
  };
  return makeReport(1, { servers: [result] });
}
