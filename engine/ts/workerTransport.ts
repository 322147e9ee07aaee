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
import { announceRevision, INTERRUPT_BYTES, raiseAbandon } from './interruptFlag';
import type { FromWorker, ToWorker } from './protocol';

let compiled: Promise<WebAssembly.Module> | null = null;
/** Whether a worker of this window has been asked to warm the shared compiled code up (warmUp.ts). */
let warming = false;

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
 * Whether the page may share memory with its workers (a cross-origin isolated page: the app is
 * served with COOP/COEP headers, see ARCHITECTURE.md).
 */
export function canShareMemory(scope: { crossOriginIsolated?: boolean } = globalThis): boolean {
  return scope.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
}

/**
 * A transport over one worker at a time. A crashed or abandoned worker is terminated; the next
 * request starts a fresh one, which first receives the compiled module (`init`). Should compiling
 * fail here, the worker is sent no module and loads the binary itself, reporting any error as a
 * failed evaluation.
 *
 * Abandoning also raises the worker's interrupt flag when memory can be shared: Chromium lets a
 * terminated worker that is still running script go on for up to 2 s (Blink's forcible-termination
 * delay), which here means a discarded failure analysis taking a core from the quick evaluation of
 * the edit that discarded it. The engine polls the flag between and within network solutions and
 * returns. `supersede` writes the newest revision there: an evaluation of an older one stops early
 * and the worker stays (interruptFlag.ts).
 */
export function createWorkerTransport(shareMemory = canShareMemory()): EngineTransport {
  let handler: ((msg: FromWorker) => void) | null = null;
  let worker: Worker | null = null;
  /** The current worker's interrupt flag (one Int32), when memory can be shared. */
  let interrupt: Int32Array | null = null;
  /** Settles once the current worker has been sent its module (or compiling failed). */
  let initialised: Promise<void> = Promise.resolve();
  /**
   * Whether the current worker has been sent its module: requests are then posted at once, not a
   * microtask later, where React's render of the same edit (queued first) would run before them.
   */
  let ready = false;
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
    const flag = shareMemory ? new SharedArrayBuffer(INTERRUPT_BYTES) : undefined;
    interrupt = flag ? new Int32Array(flag) : null;
    ready = false;
    initialised = compiledEngine().then(
      (module) => {
        if (w !== worker) return;
        // One worker per window warms up: the optimised code is the module's, shared by all.
        const warmUp = !warming;
        warming = true;
        w.postMessage({ type: 'init', module, interrupt: flag, warmUp } satisfies ToWorker);
      },
      () => undefined,
    );
    // Registered before any request's callback on the same promise, so it runs first: a request
    // posted at once can never overtake one still waiting for the module.
    void initialised.then(() => {
      if (w === worker) ready = true;
    });
    return w;
  };
  const stop = (): void => {
    if (interrupt) raiseAbandon(interrupt);
    worker?.terminate();
    worker = null;
    ready = false;
    interrupt = null;
  };
  return {
    send(msg) {
      const w = (worker ??= spawn());
      if (ready) {
        w.postMessage(msg);
        return;
      }
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
      stop();
    },
    supersede(revision) {
      if (interrupt) announceRevision(interrupt, revision);
    },
    dispose: stop,
  };
}
