/**
 * Running a tool from the repository root for the benchmark scripts (bench.ts,
 * bench-instructions.ts), and naming the engine source they measured.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** This process and every process it started, directly or not, by reading /proc (Linux). */
function processTree(): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the fourth field; the second, the command, may hold spaces and ends with ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [process.pid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/**
 * Sets the CPUs (a `taskset` list: `1`, `0-1`) of every thread of this process and of every process
 * it started, and so of those they start later. The benchmark pins its paired rounds to one CPU:
 * this VM's two logical CPUs ran up to 1.8 times apart in speed for seconds at a time, and the two
 * sides of a round landing on different CPUs spread one case's rounds from 0.85 to 2.8x; pinned,
 * they ran within a few percent of each other. Returns false where `taskset` or /proc is missing.
 */
export function pinTree(cpuList: string): boolean {
  try {
    return processTree().every((pid) => {
      const r = spawnSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
      return !r.error && r.status === 0;
    });
  } catch {
    return false;
  }
}
