/**
 * Node loader for the WASM engine (CLI, Vitest, benchmarks): the same binary the worker uses.
 * Build it with `npm run build:engine`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { instantiateEngine, type WasmEngine } from './wasmEngine';

/** Path of the built engine binary. */
export const ENGINE_WASM_PATH = fileURLToPath(new URL('./generated/spindle_engine.wasm', import.meta.url));

let cached: Promise<WasmEngine> | null = null;

/** Loads (once) and returns the engine. Throws a clear error when the binary is missing. */
export function loadNodeEngine(path = ENGINE_WASM_PATH): Promise<WasmEngine> {
  cached ??= readFile(path).then(
    (bytes) => instantiateEngine(bytes),
    () => {
      cached = null;
      throw new Error(`The engine binary is missing (${path}). Run "npm run build:engine" (or npm start / npm test).`);
    },
  );
  return cached;
}
