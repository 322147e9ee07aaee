/**
 * Warming the engine up while the worker is idle. V8 first runs WebAssembly in its baseline
 * compiler (Liftoff) and re-compiles a function with its optimising compiler (TurboFan) only once
 * the function has run for a while: measured in Node, the first evaluation of the XIV preset after
 * instantiation took about 300 ms (quick) and 800 ms (full) where the steady state takes 2 and
 * 25 ms. In the app that first evaluation is the user's first look at a design. So the first
 * worker of a window evaluates a small design (the Cisco UCS preset, every failure and the
 * headroom) again and again while it has nothing else to do, within a budget, and the optimised
 * code, which lives with the compiled module every worker of the window shares, is there when the
 * user opens a design (`npm run bench:first` measures it: docs/benchmarks/first-evaluation.md).
 *
 * One evaluation per task, so a request waits for at most one of them (about 2 ms once optimised,
 * tens of ms before); the worker pauses the warm-up while it evaluates and resumes it after.
 * Results are never read: warming changes how fast the engine is, not what it says.
 */

/** How much warming a window gets: at most this many evaluations and this much time. */
export const WARM_UP_BUDGET = { runs: 150, ms: 1500 } as const;

/** What the warm-up needs: the work, a clock [ms] and a way to run something after other tasks. */
export interface WarmUpHost {
  readonly run: () => void;
  readonly now: () => number;
  readonly later: (task: () => void) => void;
}

/** A warm-up in progress. */
export interface WarmUp {
  /** Holds further runs (a request is being evaluated). */
  pause(): void;
  /** Goes on where it left off, if budget remains. */
  resume(): void;
  /** Runs and milliseconds spent so far. */
  spent(): { runs: number; ms: number };
  /** Whether it is over: its budget spent, or a run threw. */
  finished(): boolean;
}

/**
 * Starts warming: runs `host.run` once per task until `budget` is spent. A run that throws ends
 * the warm-up (the engine is then reloaded by the next request, as after any trap).
 */
export function startWarmUp(host: WarmUpHost, budget: { runs: number; ms: number } = WARM_UP_BUDGET): WarmUp {
  let runs = 0;
  let ms = 0;
  let paused = false;
  let scheduled = false;
  let over = false;
  const step = (): void => {
    scheduled = false;
    if (paused || over) return;
    if (runs >= budget.runs || ms >= budget.ms) {
      over = true;
      return;
    }
    const t0 = host.now();
    try {
      host.run();
    } catch {
      over = true;
      return;
    } finally {
      ms += host.now() - t0;
    }
    runs += 1;
    schedule();
  };
  const schedule = (): void => {
    if (scheduled || paused || over) return;
    scheduled = true;
    host.later(step);
  };
  schedule();
  return {
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      schedule();
    },
    spent: () => ({ runs, ms }),
    finished: () => over,
  };
}
