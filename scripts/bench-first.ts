/**
 * `npm run bench:first`: how long the *first* evaluation takes in a fresh engine, with and without
 * the worker's idle warm-up (engine/ts/warmUp.ts). V8 runs WebAssembly in its baseline compiler
 * until a function has run for a while, so the first evaluation after the app starts, the user's
 * first look at a design, is the slow one; `npm run bench` times the steady state.
 *
 * Each sample is a fresh Node process: it compiles the engine, optionally runs the warm-up to the
 * end of its budget exactly as the app's first worker does while idle, then times one cold
 * evaluation of one case (engine.evaluateText, as the worker calls it). The median of the samples
 * is reported, with their range. Writes docs/benchmarks/first-evaluation.json and .md. A benchmark,
 * not a test: figures vary with the machine and its load, which is printed beside them.
 *
 * Options: --samples N (fresh processes per case and setting, default 5).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { loadNodeEngine } from '../engine/ts/nodeEngine';
import { fullOptions, quickOptions, threadHintsFrom, toEngineInput } from '../engine/ts/toEngineInput';
import { startWarmUp, WARM_UP_BUDGET } from '../engine/ts/warmUp';
import { loadPreset } from '../presets/index';
import { openCatalog } from '../src/catalog';
import { engineSource } from './sh';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({
  options: { samples: { type: 'string', default: '5' }, child: { type: 'string' }, warm: { type: 'boolean' } },
});

/** The warm-up's work, as the worker does it: the Cisco UCS preset's engine input, every failure and the headroom. */
const WARM_UP_INPUT = join(root, 'engine/core/tests/fixtures/cisco-ucs-c210-m2.input.json');

/** Child: one fresh engine, the warm-up if asked, then the first evaluation of the input file. Prints ms. */
async function child(file: string, warm: boolean): Promise<void> {
  const engine = await loadNodeEngine();
  let warmUp = { runs: 0, ms: 0 };
  if (warm) {
    const work = readFileSync(WARM_UP_INPUT, 'utf8');
    const w = startWarmUp({
      run: () => void engine.evaluateText(work),
      now: () => performance.now(),
      later: (task) => setTimeout(task, 0),
    });
    while (!w.finished()) await new Promise((r) => setTimeout(r, 10));
    warmUp = w.spent();
  }
  const text = readFileSync(file, 'utf8');
  const t0 = performance.now();
  engine.evaluateText(text);
  console.log(JSON.stringify({ ms: performance.now() - t0, warmUp }));
}

if (opts.child) {
  await child(opts.child, opts.warm ?? false);
  process.exit(0);
}

const samples = Number(opts.samples);
if (!(Number.isInteger(samples) && samples > 0)) throw new Error('--samples takes a positive whole number.');

// The inputs: quick with the thread hints of the full report, as the app sends them.
const [catalog, engine] = await Promise.all([openCatalog(), loadNodeEngine()]);
const dir = join(tmpdir(), 'spindle-bench-first');
mkdirSync(dir, { recursive: true });
const cases: { id: string; file: string }[] = [];
for (const preset of ['xiv-2810', 'clariion-cx4-960-phase2']) {
  const design = loadPreset(preset);
  const full = toEngineInput(design, 1, (id) => catalog.drive(id), fullOptions);
  const envelope = JSON.parse(engine.evaluateText(JSON.stringify(full))) as {
    report: Parameters<typeof threadHintsFrom>[0];
  };
  const quick = toEngineInput(design, 1, (id) => catalog.drive(id), {
    ...quickOptions,
    threadHints: threadHintsFrom(envelope.report),
  });
  for (const [mode, input] of [
    ['quick', quick],
    ['full', full],
  ] as const) {
    const file = join(dir, `${preset}.${mode}.input.json`);
    writeFileSync(file, JSON.stringify(input));
    cases.push({ id: `${preset}.${mode}`, file });
  }
}

interface Sample {
  ms: number;
  warmUp: { runs: number; ms: number };
}
const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const loads: number[] = [];
const rows: { id: string; warm: boolean; samples: Sample[] }[] = [];
for (const c of cases) {
  for (const warm of [false, true]) {
    const got: Sample[] = [];
    for (let i = 0; i < samples; i++) {
      loads.push(loadavg()[0]);
      const args = ['--import', 'tsx', 'scripts/bench-first.ts', '--child', c.file, ...(warm ? ['--warm'] : [])];
      const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${c.id}: the sample process failed.\n${r.stderr}`);
      got.push(JSON.parse(r.stdout.trim().split('\n').pop()!) as Sample);
    }
    rows.push({ id: c.id, warm, samples: got });
    const ms = got.map((s) => s.ms);
    console.log(
      `${c.id} ${warm ? 'after warm-up' : 'cold engine'}: median ${median(ms).toFixed(1)} ms (${Math.min(...ms).toFixed(1)}–${Math.max(...ms).toFixed(1)})`,
    );
  }
}

const fmt = (n: number): string => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const source = engineSource();
const date = new Date().toISOString().slice(0, 10);
const lines = [
  '# First evaluation in a fresh engine',
  '',
  `Generated by \`npm run bench:first\` on ${date} from commit ${source.commit}${source.engineDirty ? ' (engine/ with uncommitted changes)' : ''}: ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} logical CPUs), Node ${process.version}. 1-minute load average during the run: ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}. A benchmark, not a test.`,
  '',
  `Each figure is the median of ${samples} fresh processes (range in brackets): compile the engine, then time its first evaluation of the case (engine.evaluateText, the worker's call). "After warm-up": the process first runs the worker's idle warm-up (engine/ts/warmUp.ts: the Cisco UCS preset evaluated in full, at most ${WARM_UP_BUDGET.runs} times or ${WARM_UP_BUDGET.ms} ms) to the end. Quick: normal state with the full report's thread hints, as the app sends it; full: every single failure and the headroom. The steady state is in [engine.md](engine.md).`,
  '',
  '| Case | Cold engine: first evaluation, ms | After warm-up: first evaluation, ms | Warm-up spent (runs, ms) |',
  '| --- | ---: | ---: | ---: |',
  ...cases.map((c) => {
    const of = (warm: boolean) => rows.find((r) => r.id === c.id && r.warm === warm)!.samples;
    const cell = (s: Sample[]) => {
      const ms = s.map((x) => x.ms);
      return `${fmt(median(ms))} (${fmt(Math.min(...ms))}–${fmt(Math.max(...ms))})`;
    };
    const w = of(true);
    return `| ${c.id} | ${cell(of(false))} | ${cell(w)} | ${median(w.map((s) => s.warmUp.runs))}, ${fmt(median(w.map((s) => s.warmUp.ms)))} |`;
  }),
  '',
];
const outDir = join(root, 'docs', 'benchmarks');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'first-evaluation.md'), lines.join('\n'));
writeFileSync(
  join(outDir, 'first-evaluation.json'),
  JSON.stringify({ generatedBy: 'npm run bench:first', source, date, samples, loads, rows }, null, 2) + '\n',
);
console.log(lines.join('\n'));
