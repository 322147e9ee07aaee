import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  createEngineClient,
  createInProcessTransport,
  createLanedClient,
  type EngineTransport,
  outcomeFromEnvelope,
  outcomeFromText,
} from './client';
import type { EngineInput } from './input';
import { ENGINE_WASM_PATH, loadNodeEngine } from './nodeEngine';
import type { EvaluateRequest, FromWorker } from './protocol';
import { instantiateEngine } from './wasmEngine';

const emptyInput = { revision: 0, options: { failures: false, headroom: false } } as unknown as EngineInput;

describe('engine client', () => {
  it('evaluates through the real WASM engine and validates the report', async () => {
    const client = createEngineClient(createInProcessTransport(await loadNodeEngine()));
    const out = await client.evaluate(1, { ...emptyInput, revision: 1 });
    expect(out.status).toBe('ok');
    if (out.status === 'ok') expect(out.report.revision).toBe(1);
  });

  it('keeps only the latest waiting request and marks superseded ones stale', async () => {
    const client = createEngineClient(createInProcessTransport(await loadNodeEngine()));
    const a = client.evaluate(1, emptyInput);
    const b = client.evaluate(2, emptyInput);
    const c = client.evaluate(3, emptyInput);
    const [ra, rb, rc] = await Promise.all([a, b, c]);
    expect(ra.status).toBe('stale'); // superseded while running
    expect(rb.status).toBe('stale'); // replaced while waiting
    expect(rc.status).toBe('ok');
  });

  it('turns an engine error envelope and a malformed report into error outcomes', () => {
    expect(outcomeFromEnvelope(4, { ok: false, error: 'bad input' }, 0)).toEqual({
      status: 'error',
      revision: 4,
      message: 'bad input',
    });
    const bad = outcomeFromEnvelope(5, { ok: true, report: { revision: 'x' } }, 0);
    expect(bad.status).toBe('error');
    // The worker sends the envelope as text: text that is not JSON is an error, not a throw.
    expect(outcomeFromText(6, '{"ok":true,"rep', 0)).toEqual({
      status: 'error',
      revision: 6,
      message: 'The engine replied with text that is not JSON.',
    });
    expect(outcomeFromText(6, '{"ok":false,"error":"bad input"}', 0)).toMatchObject({ message: 'bad input' });
  });

  it('the WASM engine abandons an evaluation once its interrupt says so, and the client reads that as stale', async () => {
    const input: unknown = JSON.parse(
      readFileSync(new URL('../core/tests/fixtures/xiv-2810.input.json', import.meta.url), 'utf8'),
    );
    let polls = 0;
    const engine = await instantiateEngine(readFileSync(ENGINE_WASM_PATH), () => ++polls >= 3);
    const envelope = engine.evaluateRaw(input);
    expect(envelope).toMatchObject({ ok: false, abandoned: true });
    expect(polls).toBe(3); // polled after every network solution, never after the interrupt
    expect(outcomeFromEnvelope(7, envelope, 1)).toEqual({ status: 'stale', revision: 7 });
    // Never interrupted: the full report.
    const whole = await instantiateEngine(readFileSync(ENGINE_WASM_PATH), () => false);
    expect(outcomeFromEnvelope(7, whole.evaluateRaw(input), 1).status).toBe('ok');
  });

  it('abandons a running failure analysis when a newer revision asks, and starts the newer one at once', async () => {
    // A transport that answers only when told, recording what it was asked.
    const sent: EvaluateRequest[] = [];
    let restarts = 0;
    const superseded: number[] = [];
    let reply: ((msg: FromWorker) => void) | null = null;
    const transport: EngineTransport = {
      send: (msg) => void sent.push(msg),
      listen: (h) => void (reply = h),
      restart: () => void (restarts += 1),
      supersede: (revision) => void superseded.push(revision),
      dispose: () => undefined,
    };
    const client = createEngineClient(transport);
    const long = { ...emptyInput, options: { failures: true, headroom: true } } as unknown as EngineInput;
    const quick = { ...emptyInput, options: { failures: false, headroom: false } } as unknown as EngineInput;
    const real = await loadNodeEngine();
    const answer = (revision: number): void =>
      reply?.({
        type: 'result',
        revision,
        envelopeJson: real.evaluateText(JSON.stringify({ ...emptyInput, revision })),
        elapsedMs: 1,
      });

    const abandoned = (revision: number): void =>
      reply?.({ type: 'result', revision, envelopeJson: '{"ok":false,"abandoned":true,"error":"x"}', elapsedMs: 1 });

    const full1 = client.evaluate(1, long);
    const quick2 = client.evaluate(2, quick);
    expect(await full1).toEqual({ status: 'stale', revision: 1 });
    expect(restarts).toBe(1);
    expect(sent.map((m) => m.revision)).toEqual([1, 2]);
    answer(1); // the abandoned engine's late reply is ignored
    answer(2);
    expect((await quick2).status).toBe('ok');

    // A quick evaluation keeps its engine: it is told to stop early, and the newer request waits
    // for its reply, abandoned or complete.
    const quick3 = client.evaluate(3, quick);
    const quick4 = client.evaluate(4, quick);
    expect(restarts).toBe(1);
    expect(superseded).toEqual([4]);
    expect(sent.map((m) => m.revision)).toEqual([1, 2, 3]);
    abandoned(3);
    expect(await quick3).toEqual({ status: 'stale', revision: 3 });
    expect(sent.map((m) => m.revision)).toEqual([1, 2, 3, 4]);
    answer(4);
    expect((await quick4).status).toBe('ok');
    // One that completed before it saw the interrupt is stale all the same.
    const quick5 = client.evaluate(5, quick);
    const quick6 = client.evaluate(6, quick);
    expect(superseded).toEqual([4, 6]);
    answer(5);
    answer(6);
    expect((await quick5).status).toBe('stale');
    expect((await quick6).status).toBe('ok');
    expect(restarts).toBe(1);
  });

  it('two lanes: a quick evaluation never waits behind an analysis, and abandons an older one', async () => {
    const lane = () => {
      const sent: number[] = [];
      const lane = { sent, restarts: 0, reply: null as ((msg: FromWorker) => void) | null };
      const transport: EngineTransport = {
        send: (msg) => void sent.push(msg.revision),
        listen: (h) => void (lane.reply = h),
        restart: () => void (lane.restarts += 1),
        dispose: () => undefined,
      };
      return { lane, client: createEngineClient(transport) };
    };
    const q = lane();
    const f = lane();
    const client = createLanedClient(q.client, f.client);
    const long = { ...emptyInput, options: { failures: true, headroom: true } } as unknown as EngineInput;
    const quick = { ...emptyInput, options: { failures: false, headroom: false } } as unknown as EngineInput;

    const full1 = client.evaluate(1, long);
    expect(f.lane.sent).toEqual([1]);
    const quick2 = client.evaluate(2, quick);
    expect(q.lane.sent).toEqual([2]); // sent at once, not queued behind the analysis
    expect(await full1).toEqual({ status: 'stale', revision: 1 });
    expect(f.lane.restarts).toBe(1);
    const real = await loadNodeEngine();
    q.lane.reply?.({
      type: 'result',
      revision: 2,
      envelopeJson: real.evaluateText(JSON.stringify({ ...emptyInput, revision: 2 })),
      elapsedMs: 1,
    });
    expect((await quick2).status).toBe('ok');
    expect(q.lane.restarts).toBe(0);
  });
});
