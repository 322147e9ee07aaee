/**
 * Evaluates the Compare view's candidates (compare.ts): each gets the engine's full evaluation
 * (every single failure and headroom), one candidate after another, oldest first, once: a
 * candidate's design never changes.
 *
 * It runs on an engine client of its own, made when the first candidate is added, as the failure
 * view's sync does (failureViewSync.ts): the app's client is latest-wins, and a candidate sent
 * through it would drop, or wait behind, the live evaluation of the design being edited. A
 * candidate removed while it is evaluated is simply not updated; an engine error is kept in the
 * candidate for its column.
 */
import type { EngineClient, EngineOutcome } from '../../engine/ts/client';
import { fullOptions, toEngineInput, type DriveLookup } from '../../engine/ts/toEngineInput';
import { appError } from '../schema/errors';
import { nextWaiting, type CompareStore } from './compare';

/** What the compare sync needs from the app. */
export interface CompareSyncOptions {
  /** Makes the candidates' own engine client; called once, when there is first something to evaluate. */
  readonly createClient: () => EngineClient;
  /** Catalog drive lookup used to resolve enclosures' `driveRef`. */
  readonly drives: DriveLookup;
}

/** Starts evaluating `store`'s candidates as they are added; returns a function that stops it. */
export function startCompareSync(store: CompareStore, options: CompareSyncOptions): () => void {
  const { createClient, drives } = options;
  let client: EngineClient | null = null;
  let stopped = false;
  let busy = false;
  /** Request numbers, increasing, so the latest-wins client never takes one for a stale one. */
  let asked = 0;

  const evaluateNext = async (): Promise<void> => {
    const candidate = nextWaiting(store.getState());
    if (stopped || busy || !candidate) return;
    busy = true;
    store.update(candidate.id, { status: 'running' });
    const n = ++asked;
    client ??= createClient();
    let out: EngineOutcome;
    try {
      out = await client.evaluate(n, toEngineInput(candidate.design, n, drives, fullOptions));
    } catch (err) {
      out = { status: 'error', revision: n, message: err instanceof Error ? err.message : String(err) };
    }
    busy = false;
    if (stopped) return;
    if (out.status === 'ok') store.update(candidate.id, { status: 'ready', report: out.report, error: null });
    else {
      // One request at a time is never superseded; were it ever, say so rather than wait forever.
      const reason = out.status === 'error' ? out.message : 'the evaluation was abandoned';
      store.update(candidate.id, {
        status: 'error',
        report: null,
        error: appError('engine/failed', { reason }).message,
      });
    }
    void evaluateNext();
  };

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.candidates !== prev.candidates) void evaluateNext();
  });
  void evaluateNext();

  return () => {
    stopped = true;
    unsubscribe();
    client?.dispose();
  };
}
