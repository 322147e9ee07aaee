/// <reference lib="webworker" />
/**
 * The engine benchmark's worker in Chromium (see `engine.ts` beside it): the app's WASM binary,
 * instantiated as the app's engine worker does it (engine/ts/wasmEngine.ts), timing cold calls of
 * the export (engine input text in, envelope text out: the work the native run does) inside the
 * worker. The page that starts it is cross-origin isolated, so `performance.now()` here reads to
 * 5 µs instead of 100 µs: the smallest case takes about 0.3 ms.
 */
import { timeBatch, timeRuns } from '../../cli/bench';
import { instantiateEngine, type WasmEngine } from '../../engine/ts/wasmEngine';
import type { BenchReply, BenchRequest } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const engine: Promise<WasmEngine> = fetch('/engine.wasm')
  .then((r) => r.arrayBuffer())
  .then((bytes) => instantiateEngine(bytes));

/** One cold call: no symmetry fold remembered from the last run, as in Node and natively. */
function coldCall(e: WasmEngine, text: string): void {
  e.resetCaches();
  const out = e.evaluateText(text);
  if (!out.startsWith('{"ok":true')) throw new Error(`The engine refused the input: ${out.slice(0, 300)}`);
}

async function answer(req: BenchRequest): Promise<BenchReply> {
  const e = await engine;
  if (req.kind === 'policy') return { kind: 'timing', timing: timeRuns(() => coldCall(e, req.text), req.limits) };
  return { kind: 'timing', timing: timeBatch(() => coldCall(e, req.text), req.runs) };
}

self.onmessage = (event: MessageEvent<BenchRequest>) => {
  answer(event.data).then(
    (reply) => self.postMessage(reply),
    (err: unknown) => self.postMessage({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
  );
};
