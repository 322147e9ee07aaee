/**
 * Messages between the engine client (main thread) and the engine worker. Plain data only.
 * The worker answers every request with the same `revision`, so the client can drop stale replies.
 */
import type { EngineInput } from './input';

/** A request to evaluate one revision of the design. */
export type EvaluateRequest = { type: 'evaluate'; revision: number; input: EngineInput };

export type ToWorker =
  /**
   * The compiled engine, sent once before the first request (see workerTransport.ts), and, where
   * the page can share memory (cross-origin isolated), the interrupt words by which the page stops
   * the running evaluation (interruptFlag.ts). `warmUp`: this worker is the window's first, and
   * warms the shared compiled code up while idle (warmUp.ts).
   */
  { type: 'init'; module: WebAssembly.Module; interrupt?: SharedArrayBuffer; warmUp?: boolean } | EvaluateRequest;

export type FromWorker =
  | { type: 'ready'; version: string }
  /**
   * The engine's envelope as its JSON text, parsed on the page: a string crosses to the page as
   * one copy, where a parsed report (the largest preset's is 482 KB of JSON) was structured-cloned
   * object by object.
   */
  | { type: 'result'; revision: number; envelopeJson: string; elapsedMs: number }
  | { type: 'failed'; revision: number | null; error: string };
