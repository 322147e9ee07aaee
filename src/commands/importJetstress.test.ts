import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { importedId, isImported } from '../jetstress/toPublished';
import { loadPreset } from '../../presets/index';
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
    expect(twice.find((f) => f.id === importedId('xiv30', 'achievedIops'))?.value).toBe(9999.5);
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
