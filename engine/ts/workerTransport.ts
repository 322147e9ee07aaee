/**
 * Runs the engine in module Web Workers (the app). The engine binary is fetched and compiled once
 * per window, and every worker instantiates that compiled module: a worker replaced after an
 * abandoned failure analysis starts without compiling again, and the code V8 has optimised while
 * evaluating is shared by all of them (a fresh compile would re-optimise the hot functions on
 * background threads, competing for the CPU with the quick evaluation that replaced it).
 * Browser-only: the environment-neutral client logic is in `client.ts`.
 */
import type { EngineTransport } from './client';
import wasmUrl from './generated/spindle_engine.wasm?url';
import type { FromWorker, ToWorker } from './protocol';

let compiled: Promise<WebAssembly.Module> | null = null;

/** The engine's compiled module, fetched and compiled on first use (retried after a failure). */
function compiledEngine(): Promise<WebAssembly.Module> {
  compiled ??= fetch(wasmUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`engine binary not found (${r.status})`);
      return r.arrayBuffer();
    })
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((err: unknown) => {
      compiled = null;
      throw err;
    });
  return compiled;
}

/**
 * A transport over one worker at a time. A crashed or abandoned worker is terminated; the next
 * request starts a fresh one, which first receives the compiled module (`init`). Should compiling
 * fail here, the worker is sent no module and loads the binary itself, reporting any error as a
 * failed evaluation.
 */
export function createWorkerTransport(): EngineTransport {
  let handler: ((msg: FromWorker) => void) | null = null;
  let worker: Worker | null = null;
  /** Settles once the current worker has been sent its module (or compiling failed). */
  let initialised: Promise<void> = Promise.resolve();
  // Only the current worker speaks: a terminated one's last message must not reach the client.
  const spawn = (): Worker => {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'spindle-engine' });
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      if (w === worker) handler?.(e.data);
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (w === worker) handler?.({ type: 'failed', revision: null, error: e.message || 'The engine worker crashed.' });
    };
    initialised = compiledEngine().then(
      (module) => {
        if (w === worker) w.postMessage({ type: 'init', module } satisfies ToWorker);
      },
      () => undefined,
    );
    return w;
  };
  return {
    send(msg) {
      const w = (worker ??= spawn());
      void initialised.then(() => {
        if (w === worker) w.postMessage(msg);
      });
    },
    listen(h) {
      handler = h;
    },
    restart() {
      // The next request starts a fresh worker: starting it now would take CPU from the newer
      // quick evaluation.
      worker?.terminate();
      worker = null;
    },
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}
