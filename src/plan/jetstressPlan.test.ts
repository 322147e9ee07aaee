import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPipeline, type Pipeline } from '../../cli/engine';
import type { ServerResult } from '../../engine/ts/reportSchema';
import { engineDefaultJetstress, fullOptions } from '../../engine/ts/toEngineInput';
import { loadPreset } from '../../presets/index';
import { makeOfflineCriterion } from '../store/reportFixture';
import { jetstressPlan, summariseCriteria, type PlannedCriterion } from './jetstressPlan';
import { instance, judged, oneServer, reportOf } from './planFixture';
import { type Cell, PLAN_HEADERS, planRows } from './planTable';

const criterion = (scope: string, predicted: number | null, pass = true, threshold = 20): PlannedCriterion => ({
  label: 'Database read latency (average)',
  scope,
  comparator: '<=',
  threshold,
  unit: 'ms',
  predicted,
  pass,
  warningOnly: false,
});

describe('summariseCriteria', () => {
  it('gives a criterion judged per database once, with the range predicted and the failures', () => {
    const [read, ...rest] = summariseCriteria([
      criterion('DB1', 12.5),
      criterion('DB2', 21.25, false),
      criterion('DB3', null),
    ]);
    expect(rest).toEqual([]);
    expect(read).toMatchObject({ lowest: 12.5, highest: 21.25, scopes: 3, failing: 1, threshold: 20 });
  });

  it('keeps criteria with different thresholds apart, in report order', () => {
    const lines = summariseCriteria([criterion('DB1', 10), criterion('DB2', 11, true, 25), criterion('DB3', 12)]);
    expect(lines.map((l) => [l.threshold, l.scopes])).toEqual([
      [20, 2],
      [25, 1],
    ]);
  });

  it('has no range when nothing was predicted, and is a warning only when every scope is', () => {
    const [line] = summariseCriteria([{ ...criterion('host', null, false), warningOnly: true }]);
    expect(line).toMatchObject({ lowest: null, highest: null, failing: 1, warningOnly: true });
  });
});

const cell = (row: readonly Cell[], header: (typeof PLAN_HEADERS)[number]): Cell => row[PLAN_HEADERS.indexOf(header)]!;

describe('planRows: the predicted result of each database', () => {
  it('fails every database of a host that fails, naming its own failure or the others', () => {
    const { design, server, dbs } = oneServer(2);
    const [a, b] = dbs as [{ id: string; name: string }, { id: string; name: string }];
    const report = reportOf(
      server,
      [instance(a, 12), instance(b, 21.25)],
      [
        judged('read', a.name, 12, 20, 'ms', true),
        judged('read', b.name, 21.25, 20, 'ms', false),
        judged('iops', 'Server', 400, 360, 'IO/s', true),
      ],
    );
    const [first, second] = planRows(jetstressPlan(design, report));
    expect(cell(first!, 'Predicted result')).toBe('fail');
    expect(cell(first!, 'Predicted failing criteria')).toBe(`host: also failing on ${b.name}`);
    expect(cell(second!, 'Predicted result')).toBe('fail');
    expect(cell(second!, 'Predicted failing criteria')).toBe('this database: read: 21.25 ms predicted, limit ≤ 20 ms');
  });

  it('names an offline database by its criterion, which has no figure', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const offline = makeOfflineCriterion(db.name);
    // The engine gives an offline database no latencies, so its instance's own verdict is a pass.
    const report = reportOf(server, [{ ...instance(db, 12), dbReadLatencyMs: null }], [offline]);
    const [row] = planRows(jetstressPlan(design, report));
    expect(cell(row!, 'Predicted result')).toBe('fail');
    expect(cell(row!, 'Predicted failing criteria')).toBe(`this database: ${offline.label}`);
  });

  it('passes a host that only warns, and says what it warns on', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const report = reportOf(
      server,
      [instance(db, 12)],
      [judged('read', db.name, 12, 20, 'ms', true), judged('bdm', 'Server', 30.1, 33.75, 'MB/s', false, true)],
    );
    const [row] = planRows(jetstressPlan(design, report));
    expect(cell(row!, 'Predicted result')).toBe('pass');
    expect(cell(row!, 'Predicted failing criteria')).toBe(
      'warning, host: bdm: 30.1 MB/s predicted, limit ≥ 33.75 MB/s',
    );
  });

  it('plans a host with no Jetstress settings of its own with the engine’s defaults, and says so', () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const report = reportOf(server, [instance(db, 12)], [judged('read', db.name, 12, 20, 'ms', true)]);
    const plan = jetstressPlan(design, report);
    expect(plan.hosts).toHaveLength(1);
    const defaults = engineDefaultJetstress(design.workload);
    expect(plan.hosts[0]).toMatchObject({ ownSettings: false, settings: defaults });
    const [row] = planRows(plan);
    expect(cell(row!, 'Settings from')).toMatch(/^Spindle's defaults/);
    expect(cell(row!, 'Copies per database')).toBe(String(design.workload.copiesPerDatabase));
    expect(cell(row!, 'Predicted result')).toBe('pass');
    expect(cell(row!, 'Predicted failing criteria')).toBeNull();
  });
});

describe('jetstressPlan on the engine’s report', () => {
  let pipeline: Pipeline;
  beforeAll(async () => {
    pipeline = await openPipeline();
  });
  afterAll(() => pipeline.dispose());

  it('XIV with XIV30 at 16 threads: its rows fail on the host’s IOPS target, as the app says', async () => {
    const design = loadPreset('xiv-2810');
    const components = design.components.map((c) =>
      c.id === 'xiv30' && c.kind === 'server' && c.jetstress
        ? { ...c, jetstress: { ...c.jetstress, threadsPerDatabase: 16 } }
        : c,
    );
    const report = await pipeline.report({ ...design, components }, fullOptions);
    const [xiv30, xiv31] = report.servers as [ServerResult, ServerResult];
    const iops = xiv30.criteria.find((c) => c.id === 'achievedIops')!;
    // The test's premise: every database's own latencies pass, the host misses its target.
    expect(xiv30.instances.every((i) => i.pass)).toBe(true);
    expect([xiv30.pass, iops.pass]).toEqual([false, false]);
    const rows = planRows(jetstressPlan({ ...design, components }, report));
    const byHost = (s: ServerResult) => rows.filter((r) => cell(r, 'Host') === s.name);
    expect(byHost(xiv30)).toHaveLength(xiv30.instances.length);
    for (const row of byHost(xiv30)) {
      expect(cell(row, 'Predicted result')).toBe('fail');
      const n = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 });
      expect(cell(row, 'Predicted failing criteria')).toBe(
        `host: ${iops.label}: ${n(iops.value!)} IO/s predicted, limit ≥ ${n(iops.threshold)} IO/s`,
      );
    }
    for (const row of byHost(xiv31)) expect(cell(row, 'Predicted result')).toBe(xiv31.pass ? 'pass' : 'fail');
  });
});
