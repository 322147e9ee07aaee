/**
 * The native side of the benchmark's paired rounds: one `bench --serve` process per case
 * (engine/wasm/examples/bench.rs), asked for one batch at a time. The process stays warm between
 * batches, so a batch can be a few runs (about 20 ms) instead of the 300 ms that made a fresh
 * process's start-up negligible: the WASM and native sides of a round are then timed within
 * milliseconds of each other, on nearly the same machine.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A warm native process timing one engine input file. */
export interface NativeServer {
  /** `runs` cold evaluations, timed one by one: their median [ms]. */
  batch(runs: number): Promise<number>;
  close(): void;
}

/**
 * Starts `bin --serve` on `file` and waits until it has warmed up (`warmSeconds` of untimed runs,
 * at least one). Rejects, saying why, when the process cannot start or exits before it is ready.
 */
export function openNativeServer(
  bin: string,
  file: string,
  env: NodeJS.ProcessEnv,
  warmSeconds: number,
): Promise<NativeServer> {
  const child = spawn(bin, ['--serve', '--warm-seconds', String(warmSeconds), file], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  /** Waiters for the next line, in request order; the process answers one line per request. */
  const waiting: { resolve: (line: string) => void; reject: (e: Error) => void }[] = [];
  let ended: Error | null = null;
  const fail = (e: Error): void => {
    ended ??= e;
    waiting.splice(0).forEach((w) => w.reject(e));
  };
  lines.on('line', (line) => waiting.shift()?.resolve(line));
  child.on('error', (e) => fail(new Error(`${bin} could not start: ${e.message}`)));
  // After `close` this only marks the server ended; before it, it fails the batch waiting, if any.
  child.on('exit', (code, signal) => fail(new Error(`${bin} --serve ${file} exited (${signal ?? `code ${code}`}).`)));
  const next = (): Promise<string> =>
    ended ? Promise.reject(ended) : new Promise((resolve, reject) => waiting.push({ resolve, reject }));

  const server: NativeServer = {
    async batch(runs) {
      if (child.stdin.writableEnded) throw new Error(`${file}: the native bench was closed.`);
      const reply = next();
      child.stdin.write(`${runs}\n`);
      const parsed = JSON.parse(await reply) as { p50Ms?: number; error?: string };
      if (typeof parsed.p50Ms !== 'number')
        throw new Error(`${file}: the native bench said ${parsed.error ?? 'nothing'}.`);
      return parsed.p50Ms;
    },
    close() {
      child.stdin.end();
    },
  };
  return next().then((line) => {
    if (line !== 'ready') throw new Error(`${file}: the native bench printed "${line}" instead of "ready".`);
    return server;
  });
}
