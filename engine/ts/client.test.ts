import { describe, expect, it } from 'vitest';

import { createEngineClient, createInProcessTransport, outcomeFromEnvelope } from './client';
import type { EngineInput } from './input';
import { loadNodeEngine } from './nodeEngine';

const emptyInput = { revision: 0 } as unknown as EngineInput;

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
  });
});
