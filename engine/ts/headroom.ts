/**
 * How to read a headroom figure. The engine's headroom search scales every Jetstress thread count
 * by one factor and reports the most transactional IO/s reached within every latency limit. For a
 * design (or failure scenario) that passes as tested, that is spare load. For one that fails as
 * tested, the same figures say something else, and showing "+26.9 %" beside "Fail" reads as a
 * contradiction: they say whether a different thread count would pass (N series at HBA queue
 * depth 16 passes its latency limits at 0.70× the threads and still beats its target).
 */
import type { Headroom } from './reportSchema';

/** What a headroom figure means for a state. */
export type HeadroomCase =
  /** Passes as tested: the load can grow `loadFactor`-fold before a criterion fails. */
  | 'spare'
  /** Fails a latency limit as tested; at `loadFactor` < 1 the threads meet every limit and the target. */
  | 'fewerThreads'
  /** Meets the latency limits but misses the target as tested; more threads meet both. */
  | 'moreThreads'
  /** No thread count meets the latency limits and the target together. */
  | 'short'
  /** No I/O at any thread count: no database reaches storage it can use (the search ran to its limit). */
  | 'idle';

/** The case of `h` for a state that does (`passesAsTested`) or does not pass as tested. */
export function headroomCase(h: Headroom, passesAsTested: boolean): HeadroomCase {
  if (passesAsTested) return 'spare';
  if (!(h.maxIops > 0)) return 'idle';
  if (h.iopsPct < 0) return 'short';
  return h.loadFactor < 1 ? 'fewerThreads' : 'moreThreads';
}
