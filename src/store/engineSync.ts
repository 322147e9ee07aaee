/**
 * Keeps the analysis slice in step with the design. On every semantic revision (never on layout
 * changes) it waits a short debounce, then asks the engine for a quick normal-state evaluation and,
 * once that is shown and the design has stayed unchanged a moment longer, for the full one (failure
 * scenarios and headroom). The quick one reuses the
 * thread counts the last full evaluation tuned (so it needs no tuning); the full one tunes them
 * again for the current design. Replies for a revision
 * that is no longer current are dropped; while a newer answer is pending the old figures stay on
 * screen, marked stale (`analysis.revision !== revision`).
 */
import type { EngineClient, EngineOutcome } from '../../engine/ts/client';
import type { EngineOptions } from '../../engine/ts/input';
import {
  fullOptions,
  quickOptions,
  threadHintsFrom,
  toEngineInput,
  type DriveLookup,
} from '../../engine/ts/toEngineInput';
import { appError } from '../schema/errors';
import type { DesignStore } from './createDesignStore';
import { designFromDoc } from './document';

/** What engine sync needs from the app. */
export interface EngineSyncOptions {
  readonly client: EngineClient;
  /** Catalog drive lookup used to resolve enclosures' `driveRef`. */
  readonly drives: DriveLookup;
  /** Wait after the last change before evaluating [ms]. */
  readonly debounceMs?: number;
  /** Wait after the quick figures are shown before the full evaluation starts [ms]. */
  readonly analysisDelayMs?: number;
}

/**
 * Quiet period that ends a burst of edits [ms]. The first edit after a quiet period is evaluated at
 * once (leading edge); edits within the burst wait until it has been quiet this long (trailing), so
 * a single edit shows figures without waiting and a drag of a slider costs one evaluation at rest.
 */
export const ENGINE_DEBOUNCE_MS = 80;

/**
 * How long the quick figures of a revision stay unchanged before its failure analysis starts [ms].
 * The analysis takes seconds on the largest presets and is abandoned by the next edit; a user
 * stepping through values edits every few hundred milliseconds, and an analysis started between
 * two such edits would only compete for the CPU with the next quick evaluation (and restart a
 * worker) without ever being shown.
 */
export const ANALYSIS_DELAY_MS = 250;

/** Starts syncing `store` with the engine; returns a function that stops it. */
export function startEngineSync(store: DesignStore, options: EngineSyncOptions): () => void {
  const { client, drives, debounceMs = ENGINE_DEBOUNCE_MS, analysisDelayMs = ANALYSIS_DELAY_MS } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  /** Thread counts the last full evaluation tuned, for the next quick one. */
  let threadHints: EngineOptions['threadHints'] = [];

  const current = (revision: number): boolean => !stopped && store.getState().revision === revision;

  const failed = (reason: string): void => {
    store.setAnalysis({ status: 'error', error: appError('engine/failed', { reason }).message });
  };

  const evaluate = async (revision: number, scope: 'quick' | 'full'): Promise<EngineOutcome | null> => {
    const design = designFromDoc(store.getState().doc);
    try {
      const options = scope === 'quick' ? { ...quickOptions, threadHints } : fullOptions;
      const input = toEngineInput(design, revision, drives, options);
      return await client.evaluate(revision, input);
    } catch (err) {
      return { status: 'error', revision, message: err instanceof Error ? err.message : String(err) };
    }
  };

  /** The revision the last run asked about (a burst's trailing run skips it if nothing changed). */
  let requested = -1;
  const run = async (): Promise<void> => {
    const revision = store.getState().revision;
    requested = revision;
    // Asked before the status is set: that notification would have React queue its render of the
    // edit first, and the request then waited for the render (12 ms on the largest preset).
    const asked = evaluate(revision, 'quick');
    store.setAnalysis({ status: 'running' });
    const quick = await asked;
    if (!quick || !current(revision) || quick.status === 'stale') return;
    if (quick.status === 'error') return failed(quick.message);
    store.setAnalysis({
      revision,
      report: quick.report,
      scope: 'quick',
      elapsedMs: quick.elapsedMs,
      error: null,
      status: 'running',
    });
    await new Promise((resolve) => setTimeout(resolve, analysisDelayMs));
    if (!current(revision)) return;
    const full = await evaluate(revision, 'full');
    if (!full || !current(revision) || full.status === 'stale') return;
    if (full.status === 'error') return failed(full.message);
    threadHints = threadHintsFrom(full.report);
    store.setAnalysis({
      revision,
      report: full.report,
      scope: 'full',
      elapsedMs: full.elapsedMs,
      error: null,
      status: 'idle',
    });
  };

  /** Whether an edit arrived during the current burst and still needs its evaluation. */
  let pending = false;
  const quiet = (): void => {
    timer = null;
    if (!pending) return;
    pending = false;
    if (store.getState().revision === requested) return;
    void run();
    timer = setTimeout(quiet, debounceMs);
  };
  const schedule = (): void => {
    // A failure analysis of an older revision is abandoned now, not when the new revision's
    // evaluation is sent: its worker would otherwise compete with this edit's rendering.
    client.supersede(store.getState().revision);
    if (timer) {
      // Within a burst: evaluate once it has been quiet for debounceMs.
      if (store.getState().analysis.status !== 'running') store.setAnalysis({ status: 'stale' });
      pending = true;
      clearTimeout(timer);
    } else {
      // Leading edge: ask the engine now, inside the store's notification and before any other
      // listener hears of the edit (`subscribeFirst`), so the worker computes while the edit
      // renders. React renders a store change in a microtask it queues when its listeners run, and
      // the worker transport posts in a microtask: queued after React's, the request waited for the
      // render of the edit. A command is one store update, so the revision asked about is the
      // task's last (translation takes about a millisecond). `run` marks the figures running.
      void run();
    }
    timer = setTimeout(quiet, debounceMs);
  };

  const unsubscribe = store.subscribeFirst((s, prev) => {
    if (s.revision !== prev.revision) schedule();
  });
  void run();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
