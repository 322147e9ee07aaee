/**
 * The browser worker transport, against a stand-in Worker (Node has no Web Workers): the engine is
 * compiled once for every worker, each worker gets the module before its first request, a
 * terminated worker is neither written to nor heard, and abandoning raises the worker's interrupt
 * flag before terminating it.
 */
import { readFileSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EvaluateRequest, FromWorker, ToWorker } from './protocol';
import { ENGINE_WASM_PATH } from './nodeEngine';

/** Records what the page posts; `reply` plays the worker answering. */
class FakeWorker {
  static all: FakeWorker[] = [];
  posted: ToWorker[] = [];
  terminated = false;
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: ((e: { message: string; preventDefault(): void }) => void) | null = null;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(msg: ToWorker): void {
    if (this.terminated) throw new Error('posted to a terminated worker');
    this.posted.push(msg);
  }
  /** The interrupt flag's value when the page terminated this worker. */
  flagAtTerminate: number | null = null;
  terminate(): void {
    const init = this.posted[0];
    if (init?.type === 'init' && init.interrupt) this.flagAtTerminate = Atomics.load(new Int32Array(init.interrupt), 0);
    this.terminated = true;
  }
  reply(data: FromWorker): void {
    this.onmessage?.({ data });
  }
}

const request = (revision: number): EvaluateRequest => ({
  type: 'evaluate',
  revision,
  input: {} as EvaluateRequest['input'],
});
const settle = () => new Promise((r) => setTimeout(r, 0));

let compiles = 0;
beforeEach(() => {
  FakeWorker.all = [];
  compiles = 0;
  vi.stubGlobal('Worker', FakeWorker);
  const bytes = readFileSync(ENGINE_WASM_PATH);
  vi.stubGlobal('fetch', async () => new Response(bytes));
  const compile = WebAssembly.compile.bind(WebAssembly);
  // Counts compiles of the engine only (Node's fetch compiles its own HTTP parser lazily).
  vi.spyOn(WebAssembly, 'compile').mockImplementation((b) => {
    if (b.byteLength === bytes.byteLength) compiles += 1;
    return compile(b);
  });
  vi.resetModules(); // a fresh module cache: nothing compiled yet
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createWorkerTransport', () => {
  it('sends each worker the compiled engine before its first request, compiling it once per window', async () => {
    const { createWorkerTransport } = await import('./workerTransport');
    const a = createWorkerTransport();
    const b = createWorkerTransport();
    a.send(request(1));
    b.send(request(1));
    await vi.waitFor(() => expect(FakeWorker.all.every((w) => w.posted.length === 2)).toBe(true));
    for (const w of FakeWorker.all) {
      expect(w.posted.map((m) => m.type)).toEqual(['init', 'evaluate']);
      const init = w.posted[0];
      expect(init?.type === 'init' && init.module instanceof WebAssembly.Module).toBe(true);
    }
    expect(compiles).toBe(1);
    // Only the window's first worker warms the shared compiled code up.
    expect(FakeWorker.all.map((w) => w.posted[0]?.type === 'init' && w.posted[0].warmUp)).toEqual([true, false]);
  });

  it('once a worker has its module, a request is posted at once, not a microtask later', async () => {
    const { createWorkerTransport } = await import('./workerTransport');
    const t = createWorkerTransport();
    t.send(request(1));
    await vi.waitFor(() => expect(FakeWorker.all[0]?.posted).toHaveLength(2));
    t.send(request(2));
    expect(FakeWorker.all[0]?.posted.map((m) => (m.type === 'evaluate' ? m.revision : m.type))).toEqual(['init', 1, 2]);
  });

  it('after a restart, the next request starts a fresh worker with the same module; the old one is not heard', async () => {
    const { createWorkerTransport } = await import('./workerTransport');
    const t = createWorkerTransport();
    const heard: FromWorker[] = [];
    t.listen((m) => heard.push(m));
    t.send(request(1));
    await vi.waitFor(() => expect(FakeWorker.all[0]?.posted).toHaveLength(2));
    t.restart();
    const [old] = FakeWorker.all;
    expect(old?.terminated).toBe(true);
    old?.reply({ type: 'result', revision: 1, envelopeJson: 'null', elapsedMs: 1 });
    expect(heard).toEqual([]);

    t.send(request(2));
    await vi.waitFor(() => expect(FakeWorker.all[1]?.posted).toHaveLength(2));
    const fresh = FakeWorker.all[1]!;
    expect(fresh.posted.map((m) => m.type)).toEqual(['init', 'evaluate']);
    const [first, second] = [old?.posted[0], fresh.posted[0]];
    expect(first?.type === 'init' && second?.type === 'init' && first.module === second.module).toBe(true);
    expect(second?.type === 'init' && second.warmUp).toBe(false);
    fresh.reply({ type: 'result', revision: 2, envelopeJson: 'null', elapsedMs: 1 });
    expect(heard.map((m) => m.type)).toEqual(['result']);
    expect(compiles).toBe(1);
  });

  it('a request to a worker restarted before the engine was compiled is dropped, never posted', async () => {
    const { createWorkerTransport } = await import('./workerTransport');
    const t = createWorkerTransport();
    t.send(request(1));
    t.restart(); // before the compile finished: FakeWorker throws if written to after terminate
    await settle();
    await vi.waitFor(() => expect(compiles).toBe(1));
    await settle();
    expect(FakeWorker.all[0]?.posted).toEqual([]);
  });

  it('with shared memory, each worker gets its own interrupt flag, raised before the worker is terminated', async () => {
    const { createWorkerTransport } = await import('./workerTransport');
    const t = createWorkerTransport(true);
    t.send(request(1));
    await vi.waitFor(() => expect(FakeWorker.all[0]?.posted).toHaveLength(2));
    const init = FakeWorker.all[0]?.posted[0];
    const flag = init?.type === 'init' ? init.interrupt : undefined;
    expect(flag).toBeInstanceOf(SharedArrayBuffer);
    expect(Atomics.load(new Int32Array(flag!), 0)).toBe(0);
    t.restart();
    expect(FakeWorker.all[0]?.flagAtTerminate).toBe(1);

    t.send(request(2));
    await vi.waitFor(() => expect(FakeWorker.all[1]?.posted).toHaveLength(2));
    const next = FakeWorker.all[1]?.posted[0];
    const fresh = next?.type === 'init' ? next.interrupt : undefined;
    expect(fresh).toBeInstanceOf(SharedArrayBuffer);
    expect(fresh).not.toBe(flag);
    expect(Atomics.load(new Int32Array(fresh!), 0)).toBe(0);
  });

  it('with shared memory, supersede tells the current worker the newest revision and keeps it', async () => {
    const { createWorkerTransport } = await import('./workerTransport');
    const { isInterrupted } = await import('./interruptFlag');
    const t = createWorkerTransport(true);
    t.send(request(1));
    await vi.waitFor(() => expect(FakeWorker.all[0]?.posted).toHaveLength(2));
    const init = FakeWorker.all[0]?.posted[0];
    const flag = new Int32Array(init?.type === 'init' ? init.interrupt! : new SharedArrayBuffer(8));
    expect(isInterrupted(flag, 1)).toBe(false);
    t.supersede?.(2);
    // What the worker reads while it evaluates revision 1, and then revision 2.
    expect(isInterrupted(flag, 1)).toBe(true);
    expect(isInterrupted(flag, 2)).toBe(false);
    expect(FakeWorker.all[0]?.terminated).toBe(false);
    t.send(request(2));
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('without shared memory, workers get no flag and are only terminated', async () => {
    const { canShareMemory, createWorkerTransport } = await import('./workerTransport');
    expect(canShareMemory({})).toBe(false);
    expect(canShareMemory({ crossOriginIsolated: false })).toBe(false);
    expect(canShareMemory({ crossOriginIsolated: true })).toBe(true);
    const t = createWorkerTransport(false);
    t.send(request(1));
    await vi.waitFor(() => expect(FakeWorker.all[0]?.posted).toHaveLength(2));
    const init = FakeWorker.all[0]?.posted[0];
    expect(init?.type === 'init' && init.interrupt === undefined).toBe(true);
    t.supersede?.(2); // nothing to tell: the evaluation runs to its end
    expect(FakeWorker.all[0]?.terminated).toBe(false);
    t.restart();
    expect(FakeWorker.all[0]?.terminated).toBe(true);
  });
});
