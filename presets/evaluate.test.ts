/**
 * Every preset through the app's pipeline (load, validate, translate, evaluate with full options
 * through the client, real WASM), pinned two ways:
 * - drift: the key figures equal presets/expected/<id>.report.json within 1e-6 relative; a
 *   deliberate model change regenerates them with `npm run golden` (review the diff);
 * - accuracy: every published figure against the tolerances of issue 5, with a named list of the
 *   known exceptions (each pinned to its current error, so any change is noticed).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compareAll, type Comparison, failureFigures, scenarioFor } from '../cli/accuracy';
import { openPipeline, type Pipeline } from '../cli/engine';
import { diffKeyFigures, keyFigures } from '../cli/keyFigures';
import type { Report } from '../engine/ts/reportSchema';
import { fullOptions } from '../engine/ts/toEngineInput';
import { loadPreset, PRESET_IDS } from './index';

/**
 * Published figures the model misses by more than issue 5 allows, with the relative error it
 * gives today [%]. Not a loosened bound: each must stay outside its tolerance and inside this
 * window, so an improvement or a regression both fail the test and update this list.
 */
const KNOWN_EXCEPTIONS: readonly { preset: string; figure: string; errorPct: [number, number]; why: string }[] = [
  {
    preset: 'cisco-ucs-c210-m2',
    figure: 'achieved',
    errorPct: [15, 17],
    why: 'Published 651.7 IO/s, predicted about 754 (+15.7 %) with the threads as tested (3 per database); the shared calibration leaves this single-controller internal-disk case just outside ±15 %.',
  },
  // CLARiiON: Jetstress tuned threads per VM and the counts were not published. Sixteen identical
  // VMs published 1,970 to 2,657 IO/s; the model tunes identical VMs identically, so one predicted
  // figure meets that spread and the VMs at its ends fall outside ±15 % (the totals are within).
  ...(
    [
      ['clariion-cx4-960-phase1', 'mbx5-achieved', [15, 17]],
      ['clariion-cx4-960-phase1', 'mbx7-achieved', [15, 17]],
      ['clariion-cx4-960-phase1', 'mbx12-achieved', [17, 19]],
      ['clariion-cx4-960-phase1', 'mbx13-achieved', [15, 16.5]],
      ['clariion-cx4-960-phase1', 'mbx14-achieved', [15.5, 17.5]],
      ['clariion-cx4-960-phase2', 'mbx5-achieved', [-19.5, -17]],
      ['clariion-cx4-960-phase2', 'mbx8-achieved', [-18, -15.5]],
    ] as const
  ).map(([preset, figure, errorPct]) => ({
    preset,
    figure,
    errorPct: [...errorPct] as [number, number],
    why: 'Per-VM spread of autotuned Jetstress runs with unpublished thread counts (see above).',
  })),
  // Phase 2 building block 2 (MBX9, MBX10, its databases on RAID 5): the model's autotune settles
  // on 3 threads and predicts about 3,720 IO/s where 2,575 and 2,564 were measured.
  ...(['mbx9-achieved', 'mbx10-achieved'] as const).map((figure) => ({
    preset: 'clariion-cx4-960-phase2',
    figure,
    errorPct: [43, 47] as [number, number],
    why: 'Autotuned thread count not published; the modelled tuning overshoots the measured IOPS of the RAID 5 building block.',
  })),
];

let pipeline: Pipeline;
const reports = new Map<string, Promise<Report>>();
/** The full report of a preset, evaluated once per test file. */
const reportOf = (id: string): Promise<Report> => {
  if (!reports.has(id)) reports.set(id, pipeline.report(loadPreset(id), fullOptions));
  return reports.get(id)!;
};
const golden = (id: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./expected/${id}.report.json`, import.meta.url)), 'utf8'));
const describeComparison = (c: Comparison): string =>
  `${c.figure.id} (${c.figure.label}): predicted ${String(c.predicted)}, published ${String(c.figure.value)}` +
  (c.errorRel === null ? '' : `, error ${(c.errorRel * 100).toFixed(2)} %`) +
  `, tolerance ${c.tolerance}`;

beforeAll(async () => {
  pipeline = await openPipeline();
});
afterAll(() => pipeline?.dispose());

// Full evaluations of the CLARiiON presets take seconds each in WASM.
const SLOW = 120_000;

describe.each(PRESET_IDS)('preset %s', (id) => {
  it(
    'loads, validates, translates and evaluates through the client',
    async () => {
      const report = await reportOf(id);
      expect(report.valid).toBe(true);
      expect(report.servers.length).toBeGreaterThan(0);
      expect(report.scenarios.length).toBeGreaterThan(0);
      expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    },
    SLOW,
  );

  it(
    'matches its golden key figures (npm run golden regenerates them)',
    async () => {
      const diff = diffKeyFigures(keyFigures(id, await reportOf(id)), golden(id));
      expect(diff, `presets/expected/${id}.report.json differs; review, then npm run golden`).toEqual([]);
    },
    SLOW,
  );

  it(
    'meets the accuracy criteria of issue 5 on every published figure, or is a known exception',
    async () => {
      const report = await reportOf(id);
      const design = loadPreset(id);
      const comparisons = compareAll(report, design);
      for (const c of comparisons) {
        expect(c.predicted, `no prediction for ${c.figure.id}`).not.toBeNull();
        if (c.within === null) continue;
        const known = KNOWN_EXCEPTIONS.find((e) => e.preset === id && e.figure === c.figure.id);
        if (!known) {
          expect(c.within, describeComparison(c)).toBe(true);
          continue;
        }
        expect(c.within, `${describeComparison(c)} is now within: remove it from KNOWN_EXCEPTIONS`).toBe(false);
        const pct = (c.errorRel ?? NaN) * 100;
        expect(
          pct,
          `${describeComparison(c)}: outside the known window ${known.errorPct.join('..')} %`,
        ).toBeGreaterThanOrEqual(known.errorPct[0]);
        expect(
          pct,
          `${describeComparison(c)}: outside the known window ${known.errorPct.join('..')} %`,
        ).toBeLessThanOrEqual(known.errorPct[1]);
      }
      for (const e of KNOWN_EXCEPTIONS.filter((k) => k.preset === id))
        expect(
          comparisons.map((c) => c.figure.id),
          `${e.figure} is not a published figure`,
        ).toContain(e.figure);
    },
    SLOW,
  );
});

describe('published outcomes', () => {
  it(
    'N series fails at HBA queue depth 16 and passes at 256',
    async () => {
      expect((await reportOf('nseries-qd16')).pass).toBe(false);
      expect((await reportOf('nseries-qd256')).pass).toBe(true);
    },
    SLOW,
  );

  it(
    'CLARiiON phase 1: failing SP B keeps every LUN served',
    async () => {
      const report = await reportOf('clariion-cx4-960-phase1');
      const figures = failureFigures(loadPreset('clariion-cx4-960-phase1'));
      expect(figures.map((f) => f.failedComponentId)).toEqual(['spb']);
      const scenario = scenarioFor(report, figures[0]);
      expect(scenario, 'no scenario fails spb').not.toBeNull();
      expect(scenario!.survivable).toBe(true);
    },
    SLOW,
  );

  it('the known exceptions name each figure once, with a reason', () => {
    const keys = KNOWN_EXCEPTIONS.map((e) => `${e.preset}/${e.figure}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of KNOWN_EXCEPTIONS) {
      expect(PRESET_IDS).toContain(e.preset);
      expect(e.why.length).toBeGreaterThan(20);
      expect(e.errorPct[0]).toBeLessThan(e.errorPct[1]);
    }
  });
});
