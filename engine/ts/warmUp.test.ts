import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadNodeEngine } from './nodeEngine';
import { startWarmUp, type WarmUpHost } from './warmUp';

/** A host whose tasks run when the test says, on a clock that moves `cost` ms per run. */
function fakeHost(cost: number, fail = () => false): WarmUpHost & { tasks: (() => void)[]; runs: number } {
  let clock = 0;
  const host = {
    tasks: [] as (() => void)[],
    runs: 0,
    run: () => {
      host.runs += 1;
      clock += cost;
      if (fail()) throw new Error('trap');
    },
    now: () => clock,
    later: (task: () => void) => void host.tasks.push(task),
  };
  return host;
}

/** Runs queued tasks (and those they queue) until none is left, at most `limit`. */
function drain(host: { tasks: (() => void)[] }, limit = 1000): void {
  for (let i = 0; i < limit && host.tasks.length > 0; i++) host.tasks.shift()!();
}

describe('startWarmUp', () => {
  it('runs once per task, never inside the call that starts it', () => {
    const host = fakeHost(2);
    const w = startWarmUp(host, { runs: 10, ms: 1000 });
    expect(host.runs).toBe(0);
    expect(host.tasks).toHaveLength(1);
    host.tasks.shift()!();
    expect(host.runs).toBe(1);
    expect(host.tasks).toHaveLength(1);
    expect(w.finished()).toBe(false);
    drain(host);
    expect(w.spent()).toEqual({ runs: 10, ms: 20 });
    expect(w.finished()).toBe(true);
  });

  it('stops at whichever budget is spent first', () => {
    const slow = fakeHost(40);
    startWarmUp(slow, { runs: 100, ms: 100 });
    drain(slow);
    expect(slow.runs).toBe(3); // 0, 40, 80 ms spent before a run: the third ends past 100 ms
    const quick = fakeHost(1);
    startWarmUp(quick, { runs: 5, ms: 100 });
    drain(quick);
    expect(quick.runs).toBe(5);
  });

  it('holds while paused and goes on where it left off, without doubling its tasks', () => {
    const host = fakeHost(1);
    const w = startWarmUp(host, { runs: 6, ms: 1000 });
    drain(host, 2);
    w.pause();
    drain(host);
    expect(host.runs).toBe(2);
    w.resume();
    w.resume();
    expect(host.tasks).toHaveLength(1);
    drain(host);
    expect(host.runs).toBe(6);
    w.resume();
    expect(host.tasks).toHaveLength(0);
  });

  it('ends at the first run that throws', () => {
    const host = fakeHost(1, () => host.runs === 3);
    const w = startWarmUp(host, { runs: 50, ms: 1000 });
    drain(host);
    expect(host.runs).toBe(3);
    expect(w.spent().runs).toBe(2);
    expect(w.finished()).toBe(true);
    w.resume();
    expect(host.tasks).toHaveLength(0);
  });
});

describe("the worker's warm-up input", () => {
  it('is an engine input the built engine evaluates in full, so warming runs every part of an evaluation', async () => {
    // The file worker.ts imports as text (`?raw`).
    const text = readFileSync(new URL('../core/tests/fixtures/cisco-ucs-c210-m2.input.json', import.meta.url), 'utf8');
    const envelope = JSON.parse((await loadNodeEngine()).evaluateText(text)) as {
      ok: boolean;
      report?: { scenarios: unknown[]; headroom: unknown };
    };
    expect(envelope.ok).toBe(true);
    expect(envelope.report?.scenarios.length).toBeGreaterThan(0);
    expect(envelope.report?.headroom).not.toBeNull();
  });
});
