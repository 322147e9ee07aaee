import type { WholeThreads } from './reportSchema';

/**
 * What a headroom search's thread multiplier means for a Jetstress run, which sets whole threads
 * per database. The engine scales every server's threads by one factor (it may be fractional);
 * when every server runs the same count, the whole count nearest `factor` × that count is the one
 * a user would set. The report's figures stay the model's at the factor itself; for a design that
 * fails as tested the engine also re-solves at the whole counts the factor rounds down to
 * (`Headroom.wholeThreads`), which `countsText` and `wholeOutcome` put in words.
 */
export interface NearestThreads {
  /** The whole threads per database nearest the multiplier (at least 1). */
  readonly about: number;
  /** The threads per database every server ran. */
  readonly of: number;
}

/** `null` when the servers run different counts, the factor is not positive, or it rounds back
 * to the count tested (nothing to add). */
export function nearestThreads(factor: number, tested: readonly number[]): NearestThreads | null {
  const [of] = tested;
  if (of === undefined || tested.some((t) => t !== of) || !(factor > 0)) return null;
  const about = Math.max(1, Math.round(of * factor));
  return about === of ? null : { about, of };
}

/** Whole thread counts in words: `4`, or `3 or 6` when servers run different counts. */
export function countsText(counts: readonly number[]): string {
  const unique = [...new Set(counts)].sort((a, b) => a - b).map((n) => String(n));
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

/** How a whole-thread run of the engine (`Headroom.wholeThreads`) came out. */
export type WholeOutcome =
  /** It passes every criterion. */
  | 'passes'
  /** Every latency limit holds but the target is missed: with one thread more a limit breaks, so
   *  no whole count passes. */
  | 'short'
  /** It fails a latency criterion too (the factor sits within the search's resolution of it). */
  | 'fails';

export function wholeOutcome(w: Pick<WholeThreads, 'pass' | 'failing'>): WholeOutcome {
  if (w.pass) return 'passes';
  return w.failing.every((c) => c === 'achievedIops') ? 'short' : 'fails';
}
