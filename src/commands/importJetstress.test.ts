import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { commaNum, craftReport } from '../jetstress/fixtures/craftReport';
import { importedId, isImported } from '../jetstress/toPublished';
import { loadPreset } from '../../presets/index';
import { InstanceResult } from '../../engine/ts/reportSchema';
import { makeReport, makeServerResult } from '../store/reportFixture';
import { comparePublished } from '../validation/published';
import { setup } from './testkit';

const html = readFileSync(new URL('../jetstress/fixtures/xiv30-performance.html', import.meta.url), 'utf8');
const args = { text: html, fileName: 'Performance_2009_10_23_19_57_38.html' };

describe('importJetstress', () => {
  it('adds the measured server figures, citing the file, and undo takes them away', () => {
    const { store, d } = setup(loadPreset('xiv-2810'));
    const before = store.getState().doc.meta.published ?? [];
    expect(d.dispatch('importJetstress', args)).toMatchObject({ ok: true });
    const after = store.getState().doc.meta.published ?? [];
    const added = after.slice(before.length);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(added.map((f) => f.metric)).toEqual([
      'pass',
      'achievedIops',
      'targetIops',
      'dbReadsPerSec',
      'dbWritesPerSec',
      'dbReadLatencyMs',
      'dbWriteLatencyMs',
      'logWritesPerSec',
      'logWriteLatencyMs',
    ]);
    expect(added.every((f) => f.serverId === 'xiv30' && f.source.document === args.fileName)).toBe(true);
    const byMetric = new Map(added.map((f) => [f.metric, f]));
    expect(byMetric.get('achievedIops')?.value).toBe(10380.944);
    // As the ESRP summarises the server: reads summed, latencies averaged over the instances.
    expect(byMetric.get('dbReadsPerSec')?.value).toBeCloseTo(7169.811, 3);
    expect(byMetric.get('dbReadLatencyMs')?.value).toBeCloseTo(16.9454, 4);
    expect(byMetric.get('dbReadLatencyMs')?.label).toBe(
      'XIV30: average database read latency (measured, performance test)',
    );
    d.dispatch('undo', undefined);
    expect(store.getState().doc.meta.published).toEqual(before);
  });

  it('replaces an earlier import of the same host instead of adding it twice', () => {
    const { store, d } = setup(loadPreset('xiv-2810'));
    d.dispatch('importJetstress', args);
    const once = store.getState().doc.meta.published ?? [];
    const again = html.replace('10,380.944', '9,999.5');
    expect(d.dispatch('importJetstress', { ...args, text: again })).toMatchObject({ ok: true });
    const twice = store.getState().doc.meta.published ?? [];
    expect(twice).toHaveLength(once.length);
    expect(twice.find((f) => f.id === importedId('xiv30', 'Performance', 'achievedIops'))?.value).toBe(9999.5);
  });

  it('is compared with the prediction like a published figure, under the same tolerances', () => {
    const { store, d } = setup(loadPreset('xiv-2810'));
    d.dispatch('importJetstress', args);
    const predicted = makeServerResult('xiv30', {
      achievedIops: 10015.9,
      targetIops: 10000,
      dbReadLatencyMs: 15.63,
      logWriteLatencyMs: 2.28,
    });
    const meta = { published: (store.getState().doc.meta.published ?? []).filter(isImported) };
    const rows = new Map(
      comparePublished(meta, makeReport(1, { servers: [predicted] }), false).map((c) => [c.figure.metric, c]),
    );
    expect(rows.get('achievedIops')).toMatchObject({ predicted: 10015.9, tolerance: '±15 %', status: 'within' });
    expect(rows.get('achievedIops')?.errorAbs).toBeCloseTo(10015.9 - 10380.944, 6);
    expect(rows.get('dbReadLatencyMs')).toMatchObject({ predicted: 15.63, status: 'within' });
    expect(rows.get('pass')).toMatchObject({ predicted: true, status: 'within' });
  });

  it('refuses a report of a machine the design does not have, a foreign file, and changes nothing', () => {
    const { store, d } = setup(loadPreset('xiv-2810'));
    const before = store.getState().doc;
    expect(d.dispatch('importJetstress', { ...args, text: html.replace(/XIV30/g, 'MBX9') })).toMatchObject({
      ok: false,
      reason: `${args.fileName}: The test ran on machine "MBX9", and this design has no server or VM that runs Jetstress named so.`,
      hint: expect.stringContaining('Rename the server or VM the test ran on to start with "MBX9"'),
    });
    expect(d.dispatch('importJetstress', { text: '{}', fileName: 'design.json' })).toMatchObject({
      ok: false,
      reason: 'design.json cannot be imported as a Jetstress result: It is not a Jetstress result report.',
    });
    expect(store.getState().doc).toBe(before);
  });

  it('takes the host from the user when the machine name is not a server name', () => {
    const { store, d } = setup(loadPreset('xiv-2810'));
    const renamed = html.replace(/XIV30/g, 'LAB-HOST-7');
    expect(d.dispatch('importJetstress', { ...args, text: renamed, hostId: 'xiv31' })).toMatchObject({ ok: true });
    const imported = (store.getState().doc.meta.published ?? []).filter(isImported);
    expect(new Set(imported.map((f) => f.serverId))).toEqual(new Set(['xiv31']));
  });
});

describe('importJetstress: what QA pass 6 found', () => {
  const cisco = (): ReturnType<typeof setup> => setup(loadPreset('cisco-ucs-c210-m2'));
  const imported = (s: ReturnType<typeof setup>['store']) => (s.getState().doc.meta.published ?? []).filter(isImported);
  const lastNotice = (s: ReturnType<typeof setup>['store']) => s.getState().notices.at(-1);

  /** The engine's figures for the preset as it is: EXCHANGE1 with 8 databases, 450 IO/s, 3 threads. */
  function evaluated(s: ReturnType<typeof setup>['store']): void {
    const revision = s.getState().revision;
    const instance = (i: number): InstanceResult =>
      InstanceResult.parse({
        ...Object.fromEntries(Object.keys(InstanceResult.shape).map((k) => [k, 0])),
        id: `db${i}`,
        name: `DB${i}`,
        dbReadLatencyMs: 15,
        dbWriteLatencyMs: 1,
        logWriteLatencyMs: 1,
        pass: true,
      });
    const server = {
      ...makeServerResult('exchange1', {
        achievedIops: 754.2,
        targetIops: 450,
        dbReadLatencyMs: 15,
        logWriteLatencyMs: 1,
      }),
      threadsPerDatabase: 3,
      instances: Array.from({ length: 8 }, (_, i) => instance(i + 1)),
    };
    s.setAnalysis({ revision, status: 'idle', report: makeReport(revision, { servers: [server] }), scope: 'quick' });
  }

  it('imports a decimal-comma report at its real values and says it read it so (#1)', () => {
    const { store, d } = cisco();
    const text = craftReport({ achieved: '738,412', num: commaNum });
    expect(d.dispatch('importJetstress', { text, fileName: 'Performance_de.html' })).toMatchObject({ ok: true });
    const byMetric = new Map(imported(store).map((f) => [f.metric, f.value]));
    expect(byMetric.get('achievedIops')).toBe(738.412);
    expect(byMetric.get('dbReadLatencyMs')).toBeCloseTo(15, 9);
    expect(byMetric.get('logWriteLatencyMs')).toBeCloseTo(0.95, 9);
    expect(lastNotice(store)?.message).toContain('Its figures use a decimal comma');
  });

  it('keeps both the performance and the stress test of one server, as the notice says (#2)', () => {
    const { store, d } = cisco();
    const text = craftReport({}, { kind: 'Stress', achieved: '610.000', readMs: 19.5 });
    expect(d.dispatch('importJetstress', { text, fileName: 'Combined.html' })).toMatchObject({ ok: true });
    const figures = imported(store);
    expect(figures).toHaveLength(18);
    const value = (kind: string) => figures.find((f) => f.id === importedId('exchange1', kind, 'achievedIops'))?.value;
    expect(value('Performance')).toBe(738.412);
    expect(value('Stress')).toBe(610);
    expect(figures.find((f) => f.id === importedId('exchange1', 'Stress', 'dbReadLatencyMs'))?.label).toContain(
      '(measured, stress test)',
    );
    expect(lastNotice(store)?.message).toContain(
      'EXCHANGE1 (Cisco UCS C210 M2) (Performance test, pass), EXCHANGE1 (Cisco UCS C210 M2) (Stress test, pass)',
    );
    // Importing the performance test again replaces its figures only.
    d.dispatch('importJetstress', { text: craftReport({ achieved: '700.000' }), fileName: 'Performance.html' });
    expect(imported(store)).toHaveLength(18);
    expect(imported(store).find((f) => f.id === importedId('exchange1', 'Performance', 'achievedIops'))?.value).toBe(
      700,
    );
  });

  it('says which of two tests of the same kind was kept, and keeps only it', () => {
    const { store, d } = cisco();
    const text = craftReport({ achieved: '700.000' }, { achieved: '720.000' });
    d.dispatch('importJetstress', { text, fileName: 'Twice.html' });
    expect(imported(store)).toHaveLength(9);
    expect(imported(store).find((f) => f.metric === 'achievedIops')?.value).toBe(720);
    const notice = lastNotice(store);
    expect(notice?.message).toMatch(/measured on EXCHANGE1 \(Cisco UCS C210 M2\) \(Performance test, pass\) from/);
    expect(notice?.message).toMatch(
      /more than one performance test of EXCHANGE1; the later one \(from line \d+\) was imported/,
    );
  });

  it('replaces the figures of a design saved before ids named the test kind', () => {
    const { store, d } = cisco();
    d.dispatch('importJetstress', { text: craftReport(), fileName: 'Performance.html' });
    // As an earlier version saved them: the same figures under kind-less ids.
    const legacy = imported(store).map((f) => ({ ...f, id: f.id.replace('-performance-', '-') }));
    const others = (store.getState().doc.meta.published ?? []).filter((f) => !isImported(f));
    store.apply({ meta: { ...store.getState().doc.meta, published: [...others, ...legacy] } }, 'commit', 'Open');
    d.dispatch('importJetstress', { text: craftReport({ achieved: '700.000' }), fileName: 'Performance.html' });
    expect(imported(store).map((f) => f.id)).toEqual(
      legacy.map((f) => f.id.replace('exchange1-', 'exchange1-performance-')),
    );
  });

  it('imports a test of another setup with a warning naming what differs, on the notice and every label (#3)', () => {
    const { store, d } = cisco();
    evaluated(store);
    const text = craftReport({ instances: 4, achieved: '1,310.220', target: '1200', threads: 5 });
    expect(d.dispatch('importJetstress', { text, fileName: 'Other.html' })).toMatchObject({ ok: true });
    const notice = lastNotice(store);
    expect(notice?.tone).toBe('warning');
    expect(notice?.message).toContain(
      "the report ran 4 databases, a target of 1,200 IO/s and 5 threads per database; the design's EXCHANGE1 plans 8 databases, a target of 450 IO/s and 3 threads per database.",
    );
    const labels = imported(store).map((f) => f.label);
    expect(labels).toHaveLength(9);
    for (const label of labels)
      expect(label).toContain(
        'other setup than planned: 4 databases, plan 8; target 1,200 IO/s, plan 450; 5 threads per database, plan 3',
      );
    // The plan's own setup imports without a word of warning.
    const { store: s2, d: d2 } = cisco();
    evaluated(s2);
    d2.dispatch('importJetstress', { text: craftReport({ target: '460' }), fileName: 'Plan.html' });
    expect(lastNotice(s2)?.tone).toBe('info');
    expect(imported(s2)[0].label).not.toContain('other setup');
  });

  it('refuses a negative figure and changes nothing (#8)', () => {
    const { store, d } = cisco();
    const before = store.getState().doc;
    expect(
      d.dispatch('importJetstress', { text: craftReport({ achieved: '-738.412' }), fileName: 'neg.html' }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('neg.html cannot be imported as a Jetstress result: The achieved transactional'),
      hint: 'Import the report as Jetstress wrote it. Nothing was changed.',
    });
    expect(store.getState().doc).toBe(before);
  });
});
