import { describe, expect, it } from 'vitest';

import { loadNodeEngine } from '../engine/ts/nodeEngine';
import { Report } from '../engine/ts/reportSchema';
import { quickOptions, toEngineInput } from '../engine/ts/toEngineInput';
import { loadPreset } from '../presets/index';
import { checkDesign, replicaId, replicateDesign, replicateHints, syntheticDesign } from '../scripts/synthetic';
import { openCatalog } from '../src/catalog';
import { type BenchCase, type BenchResult, judgeTargets, percentile, renderBench, timeBatch, timeRuns } from './bench';

/** A clock that advances by the given durations, one per run [ms]. */
function fakeClock(durations: number[]): { now: () => number; runs: () => number } {
  let t = 0;
  let calls = 0;
  return {
    now: () => {
      calls++;
      if (calls % 2 === 0) t += durations[Math.min(calls / 2 - 1, durations.length - 1)];
      return t;
    },
    runs: () => calls / 2,
  };
}

describe('run policy', () => {
  it('uses nearest-rank percentiles', () => {
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([1, 2, 3], 95)).toBe(3);
    expect(percentile([5], 95)).toBe(5);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });

  it('warms up a fast case for a second, then stops at the run limit', () => {
    // Ten untimed runs of 100 ms make the second of warm-up; the slower first run is not timed.
    const clock = fakeClock([300, 100]);
    const t = timeRuns(() => undefined, { maxRuns: 20, minRuns: 3, maxSeconds: 30 }, clock.now);
    expect(t.runs).toBe(20);
    expect(clock.runs()).toBe(8 + 20);
    expect(t).toMatchObject({ p50Ms: 100, maxMs: 100 });
  });

  it('stops a fast case at the time budget', () => {
    const t = timeRuns(() => undefined, { maxRuns: 20, minRuns: 3, maxSeconds: 1 }, fakeClock([400]).now);
    expect(t.runs).toBe(3);
  });

  it('times a batch run by run, with no warm-up', () => {
    const clock = fakeClock([5, 1, 2]);
    let calls = 0;
    const t = timeBatch(() => void calls++, 3, clock.now);
    expect(calls).toBe(3);
    expect(t).toMatchObject({ runs: 3, minMs: 1, p50Ms: 2, maxMs: 5 });
  });

  it('times a slow case from its first run and still makes the minimum', () => {
    const clock = fakeClock([40_000, 41_000, 42_000]);
    const t = timeRuns(() => undefined, { maxRuns: 20, minRuns: 3, maxSeconds: 30 }, clock.now);
    expect(clock.runs()).toBe(3);
    expect(t).toMatchObject({ runs: 3, minMs: 40_000, p50Ms: 41_000, p95Ms: 42_000, maxMs: 42_000 });
  });
});

describe('targets', () => {
  const c = (id: string): BenchCase => ({
    id,
    label: id,
    mode: id.endsWith('full') ? 'full' : 'quick',
    components: 1,
    databases: 1,
    file: `${id}.json`,
    inputKb: 1,
  });
  const t = (p50Ms: number) => ({ runs: 3, p50Ms, p95Ms: p50Ms * 1.1, minMs: p50Ms, maxMs: p50Ms * 1.1 });
  const r = (id: string, wasm: number, native: number, call = wasm): BenchResult => ({
    id,
    wasm: t(wasm),
    wasmCall: t(call),
    jsJsonMs: 0,
    native: t(native),
  });
  const machine = {
    node: 'v20',
    cpu: 'Some CPU',
    logicalCpus: 2,
    platform: 'linux x64',
    memoryGb: 8,
    date: '2026-01-02T00:00:00Z',
    loadAverage: { min: 0.5, max: 3.25 },
  };

  it('says met when every figure is within its target', () => {
    const results = [r('big.quick', 0.9, 0.7), r('big.full', 0.95, 0.8), r('synthetic-10x.quick', 19, 13)];
    const targets = judgeTargets(
      results.map((x) => c(x.id)),
      results,
      'big',
    );
    expect(targets.map((x) => x.met)).toEqual([true, true, true, true]);
  });

  it('says missed, with the figure, when one is not', () => {
    // The ratio compares the WASM call with native (the same work), not the worker's JSON round trip.
    const results = [r('big.quick', 1.2, 0.7, 1.1), r('big.full', 0.9, 0.8, 0.7), r('synthetic-10x.quick', 21, 20)];
    const targets = judgeTargets(
      results.map((x) => c(x.id)),
      results,
      'big',
    );
    expect(targets.map((x) => x.met)).toEqual([false, true, false, false]);
    expect(targets[0].measured).toContain('p50 1.200 ms, p95 1.320 ms; JS JSON alone 0.000 ms');
    expect(targets[3].measured).toContain('2 of 3 cases within; worst 1.57x (big.quick)');
    const md = renderBench({
      source: { commit: 'abc1234', engineDirty: true },
      machine,
      cases: results.map((x) => c(x.id)),
      results,
      targets,
      notes: ['A note.'],
    });
    expect(md).toContain('from commit abc1234 with uncommitted engine changes: Some CPU (2 logical CPUs, 8 GB), linux');
    expect(md).toContain('load average during the run: 0.50 to 3.25');
    expect(md).toContain(
      '| big.quick | quick | 1 | 1 | 1.200 | 1.320 | 1.100 | 0.000 | 0.700 | 0.770 | 1.57x | n/a | n/a | 3, 3 |',
    );
    expect(md).toContain(
      '| 10x design (quick mode) ≤ 20 ms in WASM | p50 21.0 ms, p95 23.1 ms (native p50 20.0 ms); JS JSON alone 0.000 ms | **missed** |',
    );
    expect(md).toContain('- A note.');
  });

  it('judge the ratio by the median round, not by two blocks timed in different spells', () => {
    // The native block ran in a fast spell (ratio 2.0 from the blocks); round by round WASM is 1.3-1.4x.
    const paired: BenchResult = {
      ...r('small.quick', 1, 0.4, 0.8),
      paired: { runsPerSide: 10, ratios: [1.4, 1.3, 1.35, 1.9, 1.32] },
    };
    const blocks: BenchResult = { ...paired, id: 'other.quick', paired: undefined };
    const targets = judgeTargets([c('small.quick'), c('other.quick')], [paired, blocks], 'none');
    expect(targets).toHaveLength(1);
    expect(targets[0].measured).toBe('1 of 2 cases within; worst 2.00x (other.quick); median 1.35x');
    const md = renderBench({
      source: { commit: 'abc1234', engineDirty: false },
      machine,
      cases: [c('small.quick'), c('other.quick')],
      results: [paired, blocks],
      targets,
      notes: [],
    });
    expect(md).toContain('| 1.35x (1.30–1.90) |');
    expect(md).toContain('| 2.00x |');
  });

  it("judges the app's runtime (a Chromium worker) in a row of its own, beside Node's", () => {
    const results: BenchResult[] = [
      {
        ...r('small.quick', 1, 0.4, 0.66),
        paired: { runsPerSide: 10, ratios: [1.6, 1.7, 1.65] },
        chromiumCall: t(0.55),
        chromiumPaired: { runsPerSide: 10, ratios: [1.4, 1.45, 1.3] },
      },
      { ...r('big.quick', 12, 8, 10), chromiumCall: t(9.6) },
    ];
    const cases = [c('small.quick'), c('big.quick')];
    const targets = judgeTargets(cases, results, 'none');
    expect(targets.map((x) => [x.target.split(' within')[0], x.met])).toEqual([
      ['WASM in Node', false],
      ["WASM in a Chromium worker (the app's runtime; for reference)", true],
    ]);
    // Without paired rounds the Chromium ratio is that of the two blocks: 9.6 / 8.
    expect(targets[1].measured).toBe('2 of 2 cases within; worst 1.40x (small.quick); median 1.20x');
    const md = renderBench({
      source: { commit: 'abc1234', engineDirty: false },
      machine: { ...machine, browser: 'Chromium 156.0.1', pinnedCpu: 1 },
      cases,
      results,
      targets,
      notes: [],
    });
    expect(md).toContain(
      '(2 logical CPUs, 8 GB; paired rounds pinned to CPU 1), linux x64, Node v20, Chromium 156.0.1 (headless).',
    );
    expect(md).toContain('| 1.65x (1.60–1.70) | 0.550 | 1.40x (1.30–1.45) | 3, 3 |');
    expect(md).toContain('| 1.25x | 9.600 | 1.20x | 3, 3 |');
  });
});

describe('synthetic designs', () => {
  it('replicates the largest preset into a valid design with fresh ids', () => {
    const design = syntheticDesign(3);
    const base = loadPreset('clariion-cx4-960-phase2');
    expect(design.components).toHaveLength(3 * base.components.length);
    expect(design.links).toHaveLength(3 * base.links.length);
    expect(checkDesign(design)).toEqual({ ok: true });
    expect(new Set(design.components.map((x) => x.id)).size).toBe(design.components.length);
    expect(Object.keys(design.layout)).toHaveLength(3 * Object.keys(base.layout).length);
  });

  it('says when a design is past the file-format limits', () => {
    const check = checkDesign(replicateDesign(loadPreset('clariion-cx4-960-phase2'), 40));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems).toContain('Designs are limited to 20,000 components.');
  });

  it('maps thread hints onto every copy', () => {
    expect(replicateHints([{ server: 'a', threads: 7 }], 2)).toEqual([
      { server: replicaId('a', 1), threads: 7 },
      { server: replicaId('a', 2), threads: 7 },
    ]);
  });

  it('gives independent copies: k copies achieve k times one copy', async () => {
    const [catalog, engine] = await Promise.all([openCatalog(), loadNodeEngine()]);
    const evaluate = (copies: number) => {
      const design = replicateDesign(loadPreset('xiv-2810'), copies);
      const input = toEngineInput(design, 1, (id) => catalog.drive(id), quickOptions);
      return Report.parse((engine.evaluateRaw(input) as { report: unknown }).report);
    };
    const one = evaluate(1);
    const three = evaluate(3);
    expect(three.servers).toHaveLength(3 * one.servers.length);
    expect(three.totals.achievedIops / one.totals.achievedIops).toBeCloseTo(3, 6);
    expect(three.pass).toBe(one.pass);
  });
});
