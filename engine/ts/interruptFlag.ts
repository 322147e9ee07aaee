/**
 * The memory a page shares with one engine worker (where it can: a cross-origin isolated page) to
 * stop an evaluation from outside while the worker's thread is busy inside it. The engine polls
 * it between network solutions and, about once per millisecond of solver work, within one.
 *
 * Two Int32 words:
 * - `ABANDON`: set to 1 when the page terminates the worker (a failure analysis of an older
 *   revision): whatever runs stops, for good. Chromium lets a terminated worker that is still
 *   running script go on for up to 2 s, taking a core from the evaluation that replaced it.
 * - `NEWEST`: the newest design revision the page has. An evaluation of an older revision stops
 *   early and replies "abandoned"; the worker stays, warm, for the next request. This is how a
 *   quick evaluation of a large design (a fifth of a second for 5,000 components) stops when an
 *   edit has already made it stale, instead of making the edit's own evaluation wait for it.
 */

/** Bytes of the shared buffer. */
export const INTERRUPT_BYTES = 8;
const ABANDON = 0;
const NEWEST = 1;
/** Revisions past the range of an Int32 are not announced (nothing is stopped early for them). */
const MAX_REVISION = 2 ** 31 - 1;

/** Page side: the worker is being terminated; its evaluation must stop. */
export function raiseAbandon(flag: Int32Array): void {
  Atomics.store(flag, ABANDON, 1);
}

/** Page side: design `revision` exists; evaluations of older revisions may stop. Never lowers it. */
export function announceRevision(flag: Int32Array, revision: number): void {
  if (!Number.isInteger(revision) || revision < 0 || revision > MAX_REVISION) return;
  if (revision > Atomics.load(flag, NEWEST)) Atomics.store(flag, NEWEST, revision);
}

/**
 * Worker side: whether the evaluation of `running` (null between requests, e.g. during the idle
 * warm-up) must stop.
 */
export function isInterrupted(flag: Int32Array | null, running: number | null): boolean {
  if (flag === null) return false;
  if (Atomics.load(flag, ABANDON) !== 0) return true;
  return running !== null && Atomics.load(flag, NEWEST) > running;
}
