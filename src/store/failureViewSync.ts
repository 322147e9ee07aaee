/**
 * Keeps the failure view (failureView.ts) evaluated: while a failure is shown, the engine evaluates
 * the design in that state, quickly (normal-state options with `failed: [componentId]`), for every
 * semantic revision, debounced as engine sync debounces (engineSync.ts), and again when a full
 * evaluation tunes other thread counts. It passes the thread counts the last full evaluation tuned
 * on the healthy design, as the engine's scenarios do, so the figures equal the scenario's row of
 * the Failures tab.
 *
 * It runs on an engine client of its own, made the first time a view is shown: the app's client is
 * latest-wins, and a view's request sent through it would drop the normal evaluation it raced.
 * Replies to a request that a newer one superseded, or for a revision or view no longer current,
 * are dropped; an engine error is kept in the view for its banner.
 */
import type { EngineClient, EngineOutcome } from '../../engine/ts/client';
import type { EngineOptions } from '../../engine/ts/input';
import { quickOptions, threadHintsFrom, toEngineInput, type DriveLookup } from '../../engine/ts/toEngineInput';
import { appError } from '../schema/errors';
import type { DesignStore } from './createDesignStore';
import { designFromDoc } from './document';
import { ENGINE_DEBOUNCE_MS } from './engineSync';
import type { AnalysisState, DesignState } from './types';

/** What the failure view's sync needs from the app. */
export interface FailureViewSyncOptions {
  /** Makes the view's own engine client; called once, when a failure is first shown. */
  readonly createClient: () => EngineClient;
  /** Catalog drive lookup used to resolve enclosures' `driveRef`. */
  readonly drives: DriveLookup;
  /** Quiet period that ends a burst of edits [ms] (see `ENGINE_DEBOUNCE_MS`). */
  readonly debounceMs?: number;
}

type Hints = EngineOptions['threadHints'];

/** The thread counts a full analysis tuned, or null when `analysis` holds no full report. */
const hintsOf = (analysis: AnalysisState): Hints | null =>
  analysis.scope === 'full' && analysis.report ? threadHintsFrom(analysis.report) : null;

/** Starts evaluating `store`'s failure view whenever one is shown; returns a function that stops it. */
export function startFailureViewSync(store: DesignStore, options: FailureViewSyncOptions): () => void {
  const { createClient, drives, debounceMs = ENGINE_DEBOUNCE_MS } = options;
  let client: EngineClient | null = null;
  let stopped = false;
  let hints: Hints = hintsOf(store.getState().analysis) ?? [];
  /**
   * Requests so far: each is sent under its own number (the client's latest-wins order), and a
   * reply is used only while its number is the last (a view switched at the same revision must
   * not take the previous view's answer).
   */
  let asked = 0;
  /** What the last request asked about (view, revision and hints): the same question is not asked twice. */
  let lastQuestion = '';

  const questionOf = (s: DesignState): string =>
    JSON.stringify([s.failureView?.scenarioId, s.failureView?.componentId, s.revision, hints]);

  const run = async (): Promise<void> => {
    const s = store.getState();
    const view = s.failureView;
    const question = questionOf(s);
    if (stopped || !view || question === lastQuestion) return;
    lastQuestion = question;
    const n = ++asked;
    const { revision } = s;
    client ??= createClient();
    if (view.status !== 'running') store.updateFailureView(view.scenarioId, { status: 'running', error: null });
    let out: EngineOutcome;
    try {
      const opts: EngineOptions = { ...quickOptions, threadHints: hints, failed: [view.componentId] };
      out = await client.evaluate(n, toEngineInput(designFromDoc(s.doc), revision, drives, opts));
    } catch (err) {
      out = { status: 'error', revision: n, message: err instanceof Error ? err.message : String(err) };
    }
    const now = store.getState();
    if (stopped || n !== asked || out.status === 'stale' || now.revision !== revision) return;
    if (out.status === 'error') {
      const error = appError('engine/failed', { reason: out.message }).message;
      store.updateFailureView(view.scenarioId, { status: 'error', error });
      // Asked again once anything changes, even back to this very question.
      lastQuestion = '';
      return;
    }
    store.updateFailureView(view.scenarioId, { revision, report: out.report, status: 'ready', error: null });
  };

  // Edits: the first after a quiet period is asked at once, the rest of a burst once it is quiet.
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const quiet = (): void => {
    timer = null;
    if (!pending) return;
    pending = false;
    void run();
    timer = setTimeout(quiet, debounceMs);
  };
  const schedule = (): void => {
    if (timer) {
      pending = true;
      clearTimeout(timer);
    } else void run();
    timer = setTimeout(quiet, debounceMs);
  };
  const settle = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = false;
  };

  const unsubscribe = store.subscribe((s, prev) => {
    const tuned = s.analysis !== prev.analysis ? hintsOf(s.analysis) : null;
    if (tuned && JSON.stringify(tuned) !== JSON.stringify(hints)) hints = tuned;
    const view = s.failureView;
    if (view?.scenarioId !== prev.failureView?.scenarioId) {
      // Shown, switched or left: whatever was asked for the previous view is of no use now.
      settle();
      lastQuestion = '';
      asked++;
      if (view) void run();
    } else if (view && s.revision !== prev.revision) schedule();
    else if (view && tuned) {
      // Thread counts tuned anew for this revision: ask again with them (within a burst, once quiet).
      if (timer) pending = true;
      else void run();
    }
  });
  if (store.getState().failureView) void run();

  return () => {
    stopped = true;
    settle();
    unsubscribe();
    client?.dispose();
  };
}
