/**
 * The benchmark's paired rounds of WASM against native ([`PairedRounds`]): which side goes first
 * alternates, so a steady drift of this VM's speed favours neither, and both sides of a round run
 * the same number of cold evaluations. Short batches keep a round's two sides within milliseconds
 * of each other; many rounds, and the median of their ratios, outvote the spells in which the VM
 * slows down for one side only.
 */
import type { PairedRounds } from './bench';

export interface RoundPolicy {
  /** Length a side's batch aims at [ms]; a batch has at least one run. */
  readonly batchMs: number;
  /** At most this many runs per side. */
  readonly maxRunsPerSide: number;
  /** Never fewer rounds than this… */
  readonly minRounds: number;
  /** …nor more than this, stopping earlier once `budgetMs` has passed. */
  readonly maxRounds: number;
  /** Time the rounds may take, both sides together [ms]. */
  readonly budgetMs: number;
}

/** 20 ms batches; 31 rounds where they fit in 20 s, never fewer than 7 (a 2 s case: 28 s). */
export const ROUND_POLICY: RoundPolicy = {
  batchMs: 20,
  maxRunsPerSide: 1000,
  minRounds: 7,
  maxRounds: 31,
  budgetMs: 20_000,
};

/** A side of a round: `runs` cold evaluations, timed one by one; their median [ms]. */
export type Batch = (runs: number) => number | Promise<number>;

/**
 * Runs paired rounds of `wasm` against `native` for a case whose call takes about `callP50Ms`.
 * Each round's ratio is its WASM median over its native median. `now` is injectable for tests [ms].
 */
export async function pairRounds(
  wasm: Batch,
  native: Batch,
  callP50Ms: number,
  policy: RoundPolicy = ROUND_POLICY,
  now: () => number = () => performance.now(),
): Promise<PairedRounds> {
  const perSide = Math.ceil(policy.batchMs / Math.max(callP50Ms, 1e-6));
  const runs = Math.max(1, Math.min(policy.maxRunsPerSide, perSide));
  const started = now();
  const ratios: number[] = [];
  while (ratios.length < policy.minRounds || (ratios.length < policy.maxRounds && now() - started < policy.budgetMs)) {
    if (ratios.length % 2 === 0) {
      const w = await wasm(runs);
      ratios.push(w / (await native(runs)));
    } else {
      const n = await native(runs);
      ratios.push((await wasm(runs)) / n);
    }
  }
  return { runsPerSide: runs, ratios };
}
