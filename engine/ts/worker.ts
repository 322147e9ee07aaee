/// <reference lib="webworker" />
/**
 * Engine worker entry: instantiates the WASM engine from the compiled module the page sends
 * (`init`, see workerTransport.ts), or from the binary it fetches itself when no module came, then
 * answers `evaluate` messages. Imports only the protocol, the interrupt flag, the WASM loader and the
 * warm-up (it is a separate chunk; see ARCHITECTURE.md). A trap inside the engine (which should never
 * happen) drops the instance so the next request starts from a fresh one. The engine polls the
 * page's interrupt flag (interruptFlag.ts, when one came with `init`) between network solutions and
 * within them, so an abandoned analysis, or an evaluation a newer revision has made stale, stops
 * within milliseconds: `Worker.terminate()` alone lets Chromium run it on for up to 2 s. The window's
 * first worker warms the engine up while idle (warmUp.ts), pausing while it evaluates a request.
 */
// The Cisco UCS preset's engine input (every failure and the headroom), as `npm run golden`
// regenerates it for the engine's tests: small, and it runs every part of an evaluation.
import warmUpInput from '../core/tests/fixtures/cisco-ucs-c210-m2.input.json?raw';
import wasmUrl from './generated/spindle_engine.wasm?url';
import { isInterrupted } from './interruptFlag';
import type { FromWorker, ToWorker } from './protocol';
import { startWarmUp, type WarmUp } from './warmUp';
import { instantiateEngine, type WasmEngine } from './wasmEngine';

declare const self: DedicatedWorkerGlobalScope;

let module: WebAssembly.Module | null = null;
let engine: Promise<WasmEngine> | null = null;
/** What the page shares to stop the running evaluation (interruptFlag.ts; absent without shared memory). */
let interrupt: Int32Array | null = null;
/** The revision being evaluated; null between requests (during the idle warm-up). */
let running: number | null = null;
/** The idle warm-up, in the window's first worker. */
let warmUp: WarmUp | null = null;
const interrupted = (): boolean => isInterrupted(interrupt, running);

function load(): Promise<WasmEngine> {
  engine ??= module
    ? instantiateEngine(module, interrupted)
    : fetch(wasmUrl)
        .then((r) => {
          if (!r.ok) throw new Error(`engine binary not found (${r.status})`);
          return r.arrayBuffer();
        })
        .then((bytes) => instantiateEngine(bytes, interrupted));
  return engine;
}

function post(msg: FromWorker): void {
  self.postMessage(msg);
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'init':
      module = msg.module;
      interrupt = msg.interrupt ? new Int32Array(msg.interrupt) : null;
      load().then(
        (e) => {
          post({ type: 'ready', version: e.version });
          if (msg.warmUp)
            warmUp = startWarmUp({
              run: () => void e.evaluateText(warmUpInput),
              now: () => performance.now(),
              later: (task) => setTimeout(task, 0),
            });
        },
        (err: unknown) =>
          post({ type: 'failed', revision: null, error: err instanceof Error ? err.message : String(err) }),
      );
      break;
    case 'evaluate': {
      warmUp?.pause();
      try {
        const e = await load();
        const start = performance.now();
        running = msg.revision;
        const envelopeJson = e.evaluateText(JSON.stringify(msg.input));
        post({ type: 'result', revision: msg.revision, envelopeJson, elapsedMs: performance.now() - start });
      } catch (err) {
        engine = null;
        warmUp = null; // it ran on the instance that trapped
        post({ type: 'failed', revision: msg.revision, error: err instanceof Error ? err.message : String(err) });
      } finally {
        running = null; // the idle warm-up is never stopped as a stale request
      }
      warmUp?.resume();
      break;
    }
    default:
      post({ type: 'failed', revision: null, error: 'unknown message' });
  }
};
