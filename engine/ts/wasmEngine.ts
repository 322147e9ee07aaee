/**
 * Loads the Rust engine compiled to WebAssembly and calls it over linear memory (see
 * `engine/wasm/src/lib.rs` for the protocol). Environment-neutral: the caller supplies the bytes
 * (the worker fetches them, Node reads them from disk), so this file runs in a worker, in Node and
 * in Vitest alike.
 */

interface EngineExports {
  memory: WebAssembly.Memory;
  spindle_alloc(len: number): number;
  spindle_free(ptr: number, len: number): void;
  spindle_evaluate(ptr: number, len: number): number;
  spindle_result_len(): number;
  spindle_version(): number;
  spindle_reset_caches(): void;
}

/** The raw engine: JSON text in, envelope JSON value out. */
export interface WasmEngine {
  /** Evaluates an engine input; returns the parsed envelope `{ok, report}` or `{ok:false, error}`. */
  evaluateRaw(input: unknown): unknown;
  /**
   * The WASM call alone: engine input JSON text in, envelope JSON text out (what `evaluateRaw`
   * does between its `JSON.stringify` and `JSON.parse`; the benchmark times it against native).
   */
  evaluateText(input: string): string;
  /** Engine version, e.g. `0.1.0`. */
  readonly version: string;
  /** Forgets the engine's memo of network shapes, so the next evaluation runs cold (benchmarks). */
  resetCaches(): void;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The engine never abandons an evaluation (hosts with no one to change the design meanwhile). */
const never = (): boolean => false;

/**
 * Instantiates the engine from its `.wasm` bytes, or from the module compiled from them.
 * `interrupted` is polled after every network solution of an evaluation and, about once per
 * millisecond of solver work, inside one; once it returns true the evaluation is abandoned and
 * its envelope is `{ok: false, abandoned: true}` (the app's worker reads a flag the page sets in
 * shared memory, see workerTransport.ts).
 */
export async function instantiateEngine(
  source: BufferSource | WebAssembly.Module,
  interrupted: () => boolean = never,
): Promise<WasmEngine> {
  const imports = { env: { spindle_interrupted: (): number => (interrupted() ? 1 : 0) } };
  const instance =
    source instanceof WebAssembly.Module
      ? await WebAssembly.instantiate(source, imports)
      : (await WebAssembly.instantiate(source, imports)).instance;
  const e = instance.exports as unknown as EngineExports;
  const packed = e.spindle_version();
  const version = `${Math.floor(packed / 10000)}.${Math.floor(packed / 100) % 100}.${packed % 100}`;
  const evaluateText = (input: string): string => {
    const data = encoder.encode(input);
    const inPtr = e.spindle_alloc(data.length);
    new Uint8Array(e.memory.buffer, inPtr, data.length).set(data);
    const outPtr = e.spindle_evaluate(inPtr, data.length);
    const outLen = e.spindle_result_len();
    // Decoded straight from linear memory (the string is the copy), before the buffer is freed
    // and before anything can grow the memory and detach the view. The engine writes ASCII-only
    // JSON, which keeps the decoder on its fast path.
    const text = decoder.decode(new Uint8Array(e.memory.buffer, outPtr, outLen));
    e.spindle_free(outPtr, outLen);
    return text;
  };
  return {
    version,
    resetCaches: () => e.spindle_reset_caches(),
    evaluateText,
    evaluateRaw: (input: unknown): unknown => JSON.parse(evaluateText(JSON.stringify(input))) as unknown,
  };
}
