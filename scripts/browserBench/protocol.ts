/** Messages between the engine benchmark's page (`engine.ts`) and its Chromium worker (`worker.ts`). */
import type { Limits, Timing } from '../../cli/bench';

/** `policy`: one case under the run policy (warm-up included); `batch`: `runs` timed calls, their median. */
export type BenchRequest =
  | { readonly kind: 'policy'; readonly text: string; readonly limits: Limits }
  | { readonly kind: 'batch'; readonly text: string; readonly runs: number };

export type BenchReply =
  { readonly kind: 'timing'; readonly timing: Timing } | { readonly kind: 'error'; readonly message: string };
