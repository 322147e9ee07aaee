/**
 * Benchmark helpers for `scripts/bench.ts`: the run policy (the same as
 * engine/wasm/examples/bench.rs), nearest-rank percentiles, the issue 3 targets judged honestly,
 * and the Markdown table.
 */
import { type Column, fixed, markdownTable } from './format/table';

/** Run policy per case: at most `maxRuns`, stop after `maxSeconds` [s] of timed runs, never under `minRuns`. */
export interface Limits {
  readonly maxRuns: number;
  readonly minRuns: number;
  readonly maxSeconds: number;
}
export const LIMITS: Limits = { maxRuns: 20, minRuns: 3, maxSeconds: 30 };
/** Cases at least this slow [ms] are timed from their first run (no warm-up). */
const WARM_UP_BELOW_MS = 1000;
/**
 * Faster cases first run untimed for this long [ms] (at most `WARM_UP_MAX_RUNS` runs), so both
 * builds are timed in their steady state. V8 starts WebAssembly in its baseline compiler (Liftoff)
 * and moves hot functions to its optimising one (TurboFan) only after they have run for a while:
 * a small design's first ~75 evaluations ran about 1.8x slower than the rest. The app's worker
 * lives for the whole session, so its evaluations are the steady-state ones.
 */
export const WARM_UP_MS = 1000;
const WARM_UP_MAX_RUNS = 5000;
/**
 * glibc settings for the native run: keep freed memory (no trimming, no mmap for large blocks)
 * instead of returning it to the kernel, as WebAssembly's linear memory does. Without them about a
 * tenth of the largest preset's native time was page faults that the WASM build never takes.
 */
export const NATIVE_MALLOC_TUNABLES = 'glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=268435456';

export interface Timing {
  readonly runs: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly minMs: number;
  readonly maxMs: number;
}

export interface BenchCase {
  /** `<preset>.<mode>` or `synthetic-<k>x.<mode>`; also the input file's name. */
  readonly id: string;
  readonly label: string;
  readonly mode: 'quick' | 'full';
  readonly components: number;
  readonly databases: number;
  /** Engine input file (JSON) the native run reads. */
  readonly file: string;
  readonly inputKb: number;
}

export interface BenchResult {
  readonly id: string;
  /** As the worker runs it: input stringify, the WASM call, result parse. */
  readonly wasm: Timing;
  /** The WASM call alone (input text in, result text out): the same work as the native run. */
  readonly wasmCall: Timing;
  /** Of the WASM p50, the JavaScript JSON work (input stringify, result parse), p50 [ms]. */
  readonly jsJsonMs: number;
  native: Timing | null;
  /** WASM call against native in alternating rounds, when measured ([`PairedRounds`]). */
  readonly paired?: PairedRounds;
  /** The WASM call in a Chromium worker, where the app runs it, when a browser was there. */
  readonly chromiumCall?: Timing;
  /** That call against native in alternating rounds. */
  readonly chromiumPaired?: PairedRounds;
}

/**
 * WASM against native measured in alternating rounds: a batch of WASM calls, then a native batch
 * of the same length, then the other way round, and so on. This VM's speed drifts by up to 70 %
 * within a minute, so two blocks timed one after the other can compare a fast spell with a slow
 * one; in one round both sides see nearly the same machine. `ratios`: each round's WASM batch
 * median over its native batch median [x].
 */
export interface PairedRounds {
  readonly runsPerSide: number;
  readonly ratios: readonly number[];
}

export interface TargetResult {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

/** Nearest-rank percentile `p` (0..100] of ascending `sorted` samples. */
export function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
}

/** Summarises samples [ms]. */
export function timing(samples: readonly number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  return { runs: s.length, p50Ms: percentile(s, 50), p95Ms: percentile(s, 95), minMs: s[0], maxMs: s[s.length - 1] };
}

/** Times `runs` calls of `run`, one by one, with no warm-up (a side of a paired round) [ms]. */
export function timeBatch(run: () => void, runs: number, now: () => number = () => performance.now()): Timing {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = now();
    run();
    samples.push(now() - t0);
  }
  return timing(samples);
}

/** Times `run` under the run policy; `now` is injectable for tests [ms]. */
export function timeRuns(
  run: () => void,
  limits: Limits = LIMITS,
  now: () => number = () => performance.now(),
): Timing {
  const once = (): number => {
    const t0 = now();
    run();
    return now() - t0;
  };
  const first = once();
  const samples = first >= WARM_UP_BELOW_MS ? [first] : [];
  if (!samples.length) {
    let warm = first;
    for (let n = 1; warm < WARM_UP_MS && n < WARM_UP_MAX_RUNS; n++) warm += once();
  }
  let spentS = samples.reduce((a, b) => a + b, 0) / 1000;
  while (samples.length < limits.minRuns || (samples.length < limits.maxRuns && spentS < limits.maxSeconds)) {
    const ms = once();
    spentS += ms / 1000;
    samples.push(ms);
  }
  return timing(samples);
}

/** Milliseconds with precision that suits their size. */
export const ms = (v: number | null | undefined): string =>
  v === null || v === undefined ? 'n/a' : fixed(v, v < 10 ? 3 : v < 1000 ? 1 : 0);

/** Which WASM host a ratio is of: Node (the issue's measurement) or a Chromium worker (the app's). */
type Host = 'node' | 'chromium';

/**
 * WASM against native on the same work, the WASM call (parse, evaluate, serialise) [x]: the median
 * of the paired rounds when they were measured, else the ratio of the two blocks' p50s.
 */
function ratio(r: BenchResult, host: Host = 'node'): number | null {
  const [call, paired] = host === 'node' ? [r.wasmCall, r.paired] : [r.chromiumCall, r.chromiumPaired];
  if (paired?.ratios.length) return timing(paired.ratios).p50Ms;
  return call && r.native ? call.p50Ms / r.native.p50Ms : null;
}

/** The ratio as the table shows it, with the spread of its rounds when paired. */
function ratioText(r: BenchResult, host: Host = 'node'): string {
  const x = ratio(r, host);
  if (x === null) return 'n/a';
  const rounds = (host === 'node' ? r.paired : r.chromiumPaired)?.ratios;
  if (!rounds?.length) return `${x.toFixed(2)}x`;
  return `${x.toFixed(2)}x (${Math.min(...rounds).toFixed(2)}–${Math.max(...rounds).toFixed(2)})`;
}

/** The 1.5x target over every case with a ratio on `host`, or nothing when none was measured. */
function withinTarget(results: readonly BenchResult[], host: Host, where: string): TargetResult[] {
  const ratios = results.flatMap((r) => {
    const x = ratio(r, host);
    return x === null ? [] : [{ id: r.id, x }];
  });
  if (!ratios.length) return [];
  const worst = ratios.reduce((a, b) => (b.x > a.x ? b : a));
  const within = ratios.filter((r) => r.x <= 1.5).length;
  return [
    {
      target: `WASM ${where} within 1.5x of native (the same work, every case; median of paired rounds where measured)`,
      measured: `${within} of ${ratios.length} cases within; worst ${worst.x.toFixed(2)}x (${worst.id}); median ${timing(ratios.map((r) => r.x)).p50Ms.toFixed(2)}x`,
      met: within === ratios.length,
    },
  ];
}

/** The issue 3 targets against the measurements (p50 decides; p95 is shown). */
export function judgeTargets(
  cases: readonly BenchCase[],
  results: readonly BenchResult[],
  largest: string,
): TargetResult[] {
  const get = (id: string): BenchResult | undefined => results.find((r) => r.id === id);
  const out: TargetResult[] = [];
  for (const mode of ['quick', 'full'] as const) {
    const r = get(`${largest}.${mode}`);
    if (r)
      out.push({
        target: `Largest preset (${largest}), ${mode} mode, WASM ≤ 1 ms`,
        measured: `p50 ${ms(r.wasm.p50Ms)} ms, p95 ${ms(r.wasm.p95Ms)} ms; JS JSON alone ${ms(r.jsJsonMs)} ms`,
        met: r.wasm.p50Ms <= 1,
      });
  }
  const ten = get('synthetic-10x.quick');
  if (ten)
    out.push({
      target: '10x design (quick mode) ≤ 20 ms in WASM',
      measured: `p50 ${ms(ten.wasm.p50Ms)} ms, p95 ${ms(ten.wasm.p95Ms)} ms (native p50 ${ms(ten.native?.p50Ms)} ms); JS JSON alone ${ms(ten.jsJsonMs)} ms`,
      met: ten.wasm.p50Ms <= 20,
    });
  out.push(...withinTarget(results, 'node', 'in Node'));
  out.push(...withinTarget(results, 'chromium', "in a Chromium worker (the app's runtime; for reference)"));
  if (cases.length !== results.length) throw new Error('every case needs a result');
  return out;
}

export interface BenchDoc {
  /** Commit measured, and whether the engine sources had uncommitted changes. */
  readonly source: { commit: string; engineDirty: boolean };
  readonly machine: {
    node: string;
    /** The browser the Chromium columns were measured in, or null when none ran. */
    browser?: string | null;
    cpu: string;
    logicalCpus: number;
    /** The CPU the paired rounds (Node, native, Chromium) were pinned to, or null when they were not. */
    pinnedCpu?: number | null;
    platform: string;
    memoryGb: number;
    date: string;
    /** 1-minute load average seen during the run (other processes skew timings). */
    loadAverage: { min: number; max: number };
  };
  readonly cases: readonly BenchCase[];
  readonly results: readonly BenchResult[];
  readonly targets: readonly TargetResult[];
  readonly notes: readonly string[];
}

const COLUMNS: Column[] = [
  { header: 'Case' },
  { header: 'Mode' },
  { header: 'Components', align: 'right' },
  { header: 'Databases', align: 'right' },
  { header: 'WASM p50 ms', align: 'right' },
  { header: 'WASM p95 ms', align: 'right' },
  { header: 'WASM call p50 ms', align: 'right' },
  { header: 'JS JSON ms', align: 'right' },
  { header: 'Native p50 ms', align: 'right' },
  { header: 'Native p95 ms', align: 'right' },
  { header: 'WASM / native', align: 'right' },
  { header: 'Chromium call p50 ms', align: 'right' },
  { header: 'Chromium / native', align: 'right' },
  { header: 'Runs (WASM, native)', align: 'right' },
];

/** docs/benchmarks/engine.md. */
export function renderBench(d: BenchDoc): string {
  const rows = d.cases.map((c) => {
    const r = d.results.find((x) => x.id === c.id)!;
    return [
      c.label,
      c.mode,
      fixed(c.components, 0),
      fixed(c.databases, 0),
      ms(r.wasm.p50Ms),
      ms(r.wasm.p95Ms),
      ms(r.wasmCall.p50Ms),
      ms(r.jsJsonMs),
      ms(r.native?.p50Ms),
      ms(r.native?.p95Ms),
      ratioText(r),
      ms(r.chromiumCall?.p50Ms),
      ratioText(r, 'chromium'),
      `${r.wasm.runs}, ${r.native?.runs ?? 'n/a'}`,
    ];
  });
  const m = d.machine;
  return [
    '# Engine benchmark',
    '',
    `Generated by \`npm run bench\` on ${m.date.slice(0, 10)} from commit ${d.source.commit}${d.source.engineDirty ? ' with uncommitted engine changes' : ''}: ${m.cpu} (${m.logicalCpus} logical CPUs, ${m.memoryGb} GB${typeof m.pinnedCpu === 'number' ? `; paired rounds pinned to CPU ${m.pinnedCpu}` : ''}), ${m.platform}, Node ${m.node}${m.browser ? `, ${m.browser} (headless)` : ''}. 1-minute load average during the run: ${m.loadAverage.min.toFixed(2)} to ${m.loadAverage.max.toFixed(2)} (above ${m.logicalCpus} means other processes competed for the CPUs). A benchmark, not a test; figures vary with the machine and its load.`,
    '',
    markdownTable(COLUMNS, rows),
    '## Targets (issue 3)',
    '',
    markdownTable(
      [{ header: 'Target' }, { header: 'Measured' }, { header: 'Result' }],
      d.targets.map((t) => [t.target, t.measured, t.met ? 'met' : '**missed**']),
    ),
    '## Notes',
    '',
    ...d.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}
