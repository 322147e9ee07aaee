/**
 * Running a tool from the repository root for the benchmark scripts (bench.ts,
 * bench-instructions.ts), and naming the engine source they measured.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `cmd` from the repository root and returns its output. Without `capture` both streams go to
 * this terminal; `'stdout'` captures the output and lets progress on stderr through; `'both'`
 * captures both (callgrind prints its count on stderr). Throws, with the captured stderr, when the
 * command cannot start or exits non-zero.
 */
export function sh(
  cmd: string,
  args: string[],
  options: { capture?: 'stdout' | 'both'; env?: NodeJS.ProcessEnv } = {},
): { stdout: string; stderr: string } {
  const out = options.capture ? 'pipe' : 'inherit';
  const err = options.capture === 'both' ? 'pipe' : 'inherit';
  const r = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', out, err],
    env: options.env ?? process.env,
    maxBuffer: 64 << 20,
  });
  if (r.error || r.status !== 0) {
    const why = r.error?.message ?? `exit ${r.status}${r.stderr ? `: ${r.stderr}` : ''}`;
    throw new Error(`${cmd} ${args.join(' ')} failed (${why}).`);
  }
  return { stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** The engine source measured: the commit, and whether the engine's sources had uncommitted changes. */
export function engineSource(): { commit: string; engineDirty: boolean } {
  const git = (args: string[]) => sh('git', args, { capture: 'stdout' }).stdout.trim();
  return {
    commit: git(['rev-parse', '--short', 'HEAD']),
    engineDirty: git(['status', '--porcelain', '--', 'engine/core/src', 'engine/wasm/src']) !== '',
  };
}

/**
 * Pins this process, every thread of it, to `cpu`, so that the processes it starts later (the
 * native bench, Chromium) run there too. On this VM one logical CPU ran about 1.8 times slower
 * than the other for seconds at a time, so the two sides of a paired round landed on CPUs of
 * different speeds often enough to spread one case's rounds from 0.85 to 2.8x; pinned, they ran
 * within a few percent of each other. Returns false, changing nothing, where `taskset` is missing.
 */
export function pinToCpu(cpu: number): boolean {
  const r = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' });
  return !r.error && r.status === 0;
}
