import { describe, expect, it } from 'vitest';

import type { PublishedResult } from '../src/schema/provenance';
import type { Comparison } from './accuracy';
import { BEGIN, END, type RebuildCheck, renderValidation, type Sensitivity, spliceMarkers } from './validationDoc';

describe('spliceMarkers', () => {
  it('creates the file with an intro and the markers', () => {
    const text = spliceMarkers(null, 'TABLE');
    expect(text.startsWith('# Validation')).toBe(true);
    expect(text).toContain(`${BEGIN}\n\nTABLE\n\n${END}`);
  });

  it('replaces only what is between the markers', () => {
    const before = `# Hand-written\n\nNarrative A.\n\n${BEGIN}\nold table\n${END}\n\nNarrative B.\n`;
    const after = spliceMarkers(before, 'new table');
    expect(after).toBe(`# Hand-written\n\nNarrative A.\n\n${BEGIN}\n\nnew table\n\n${END}\n\nNarrative B.\n`);
    expect(spliceMarkers(after, 'new table')).toBe(after);
  });

  it('appends the markers to a file without them', () => {
    expect(spliceMarkers('# Notes\n', 'T')).toBe(`# Notes\n\n${BEGIN}\n\nT\n\n${END}\n`);
  });

  it('refuses a file with one marker or reversed markers', () => {
    expect(() => spliceMarkers(`x ${BEGIN} y`, 'T')).toThrow(/fix the markers/);
    expect(() => spliceMarkers(`x ${END} y ${BEGIN}`, 'T')).toThrow(/fix the markers/);
  });
});

const figure = (over: Partial<PublishedResult>): PublishedResult => ({
  id: 'achieved',
  label: 'S1: achieved IO/s',
  metric: 'achievedIops',
  serverId: 's1',
  value: 1000,
  unit: 'IO/s',
  source: { document: 'seed.txt', lines: [1] },
  ...over,
});
const comparison = (over: Partial<Comparison>): Comparison => ({
  figure: figure({}),
  predicted: 1200,
  errorAbs: 200,
  errorRel: 0.2,
  tolerance: '±15 %',
  within: false,
  ...over,
});
const sensitivity: Sensitivity = {
  title: 'throttle',
  why: 'Because.',
  settings: ['64 (preset)', '16'],
  rows: [{ server: 'S1', threads: [7, 6], iops: [100, 90], readMs: [10, 12], logMs: [2, 2.5] }],
  total: { server: 'All', threads: null, iops: [100, 90], readMs: [10, 12], logMs: [2, 2.5] },
  pass: [true, false],
};

const rebuild: RebuildCheck = {
  title: 'one drive',
  why: 'A best case.',
  publishedHours: 0.5,
  rows: [
    { label: 'Full', usedPct: 100, idleHours: 0.4, loadedHours: 1.5 },
    { label: 'As published', usedPct: 64.6, idleHours: 0.26, loadedHours: null },
  ],
};

describe('renderValidation', () => {
  const text = renderValidation({
    engineVersion: '9.9.9',
    presets: [
      {
        id: 'p1',
        title: 'Preset one',
        source: 'seed.txt',
        threads: '3, as tested',
        comparisons: [
          comparison({}),
          comparison({
            figure: figure({ id: 'read-lat', metric: 'dbReadLatencyMs', value: 15, unit: 'ms' }),
            predicted: 14,
            errorAbs: -1,
            errorRel: -1 / 15,
            tolerance: '±max(2 ms, 20 %)',
            within: true,
          }),
          comparison({
            figure: figure({ id: 'pass', metric: 'pass', value: true, unit: 'pass/fail' }),
            predicted: false,
            errorAbs: null,
            errorRel: null,
            tolerance: 'same pass/fail',
            within: false,
          }),
        ],
        failures: [],
        notPublished: ['Thread counts.'],
      },
    ],
    sensitivity,
    rebuild,
  });

  it('lists each figure with its error, tolerance and result', () => {
    expect(text).toContain(
      '| S1: achieved IO/s `achieved` | 1,000 IO/s | 1,200.0 | +200.0 | +20.0 % | ±15 % | **outside** |',
    );
    expect(text).toContain('| 15 ms | 14.00 | -1.00 | -6.7 % | ±max(2 ms, 20 %) | within |');
    expect(text).toContain('| pass | fail |  |  | same pass/fail | **different** |');
  });

  it('summarises per preset and says what was not published', () => {
    expect(text).toContain('| `p1` | 3, as tested | 1 of 2 | 0 of 1 | 0 | `achieved`, `pass` |');
    expect(text).toContain('- Thread counts.');
    expect(text).toContain('engine 9.9.9');
  });

  it('shows the sensitivity with both settings and the change', () => {
    expect(text).toContain('Overall Jetstress verdict: pass / fail.');
    expect(text).toContain('| S1 | 7 / 6 | 100.0 / 90.0 | -10.0 % | 10.00 / 12.00 | 2.00 / 2.50 | +0.50 |');
  });

  it('sets a rebuild claim against the model at its conditions, idle and loaded', () => {
    expect(text).toContain('## Rebuild time: one drive\n\nA best case.');
    expect(text).toContain('| Full | 100 % | 0.40 h (24 min) | 1.50 h (90 min) |');
    expect(text).toContain('| As published | 65 % | 0.26 h (16 min) | n/a |');
    expect(text).toContain('Predicted 0.40 h (24 min) against 0.50 h (30 min) published: -20.0 %, no tolerance.');
  });

  it('says so when the model has no rebuild to compare', () => {
    const none = renderValidation({
      engineVersion: '1',
      presets: [],
      sensitivity,
      rebuild: { ...rebuild, rows: [{ label: 'Full', usedPct: 100, idleHours: null, loadedHours: null }] },
    });
    expect(none).toContain('The model has no rebuild to compare (no hot spare).');
  });
});
