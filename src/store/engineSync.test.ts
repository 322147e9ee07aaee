import { afterEach, describe, expect, it } from 'vitest';

import { createEngineClient, createInProcessTransport, type EngineClient } from '../../engine/ts/client';
import type { EngineOptions } from '../../engine/ts/input';
import { loadNodeEngine } from '../../engine/ts/nodeEngine';
import { threadHintsFrom } from '../../engine/ts/toEngineInput';
import { loadPreset } from '../../presets/index';
import { openCatalog } from '../catalog';
import type { DriveSpecs } from '../schema/catalog';
import type { Component } from '../schema/components';
import { createDesignStore, type DesignStore } from './createDesignStore';
import { startEngineSync } from './engineSync';
import { selectIsStale } from './selectors';

const drive: DriveSpecs & { name: string } = {
  name: 'Test 15k 300 GB',
  kind: 'hdd',
  interface: 'FC',
  formFactor: '3.5"',
  capacityGb: 300,
  rpm: 15000,
  seekTrackMs: 0.2,
  seekAvgMs: 3.5,
  seekFullMs: 7,
  writeSettleMs: 0.3,
  mediaRateMbS: 120,
  queueCap: 16,
};
const drives = (id: string): (DriveSpecs & { name: string }) | undefined => (id === 'd15k' ? drive : undefined);

const server: Component = { kind: 'server', id: 's1', name: 'MBX1', sockets: 2, coresPerSocket: 4, ghz: 3, ramGb: 32 };

/** Wraps the real engine client, counting evaluations and the options they asked for. */
type Call = { revision: number; failures: boolean; threadHints: EngineOptions['threadHints'] };
async function countingClient(): Promise<{ client: EngineClient; calls: Call[] }> {
  const real = createEngineClient(createInProcessTransport(await loadNodeEngine()));
  const calls: Call[] = [];
  return {
    calls,
    client: {
      evaluate(revision, input) {
        calls.push({ revision, failures: input.options.failures, threadHints: input.options.threadHints });
        return real.evaluate(revision, input);
      },
      supersede: (revision) => real.supersede(revision),
      dispose: () => real.dispose(),
    },
  };
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const settled = (store: DesignStore) => () =>
  store.getState().analysis.status === 'idle' && store.getState().analysis.revision === store.getState().revision;

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('engineSync (real WASM engine)', () => {
  it('evaluates quickly first, then in full, and lands on the current revision', async () => {
    const store = createDesignStore();
    const { client, calls } = await countingClient();
    stop = startEngineSync(store, { client, drives, debounceMs: 5 });
    await until(settled(store));
    const a = store.getState().analysis;
    expect(a.scope).toBe('full');
    expect(a.report?.revision).toBe(store.getState().revision);
    expect(a.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(calls.map((c) => c.failures)).toEqual([false, true]);
  });

  it('never re-evaluates for layout changes', async () => {
    const store = createDesignStore();
    const { client, calls } = await countingClient();
    stop = startEngineSync(store, { client, drives, debounceMs: 5 });
    await until(settled(store));
    const n = calls.length;
    store.apply({ layout: { s1: { x: 5, y: 5 } } }, 'transient', 'Move');
    store.apply({ layout: { s1: { x: 9, y: 9 } } }, 'commit', 'Move');
    await new Promise((r) => setTimeout(r, 40));
    expect(calls.length).toBe(n);
  });

  it('marks figures stale while a newer revision is pending and never shows an older report after a newer one', async () => {
    const store = createDesignStore();
    const { client, calls } = await countingClient();
    stop = startEngineSync(store, { client, drives, debounceMs: 5 });
    await until(settled(store));
    const seen: number[] = [];
    store.subscribe((s, p) => {
      if (s.analysis.report !== p.analysis.report && s.analysis.report) seen.push(s.analysis.report.revision);
    });
    const asked = calls.length;
    store.apply({ components: [server] }, 'commit', 'Add');
    // The figures shown are marked stale, and the engine was asked about the edit before anything
    // renders it (React renders a store change in a microtask), so it computes meanwhile.
    expect(selectIsStale(store.getState())).toBe(true);
    expect(store.getState().analysis.status).toBe('running');
    expect(calls.slice(asked).map((c) => c.revision)).toEqual([store.getState().revision]);
    store.apply({ components: [{ ...server, ramGb: 64 }] }, 'commit', 'Edit');
    store.apply({ components: [{ ...server, ramGb: 96 }] }, 'commit', 'Edit');
    await until(settled(store));
    expect(seen.length).toBeGreaterThan(0);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen[seen.length - 1]).toBe(store.getState().revision);
  });

  it('asks the engine about an edit before any other listener hears of it (React queues its render there)', async () => {
    const store = createDesignStore();
    const { client, calls } = await countingClient();
    // Subscribed before engine sync starts, as the app's components are when a catalog opens late.
    const askedWhenHeard: boolean[] = [];
    store.subscribe((s, p) => {
      if (s.revision !== p.revision) askedWhenHeard.push(calls.some((c) => c.revision === s.revision));
      else if (s.analysis.status !== p.analysis.status)
        askedWhenHeard.push(calls.some((c) => c.revision === s.revision));
    });
    stop = startEngineSync(store, { client, drives, debounceMs: 5 });
    await until(settled(store));
    askedWhenHeard.length = 0;
    store.apply({ components: [server] }, 'commit', 'Add');
    expect(askedWhenHeard.length).toBeGreaterThan(0);
    expect(askedWhenHeard.every(Boolean)).toBe(true);
    await until(settled(store));
  });

  it('a quick evaluation reuses the thread counts the last full one tuned; the full one tunes again', async () => {
    const ucs = loadPreset('cisco-ucs-c210-m2');
    const auto = ucs.components.map((c) =>
      c.kind === 'server' && c.jetstress
        ? { ...c, jetstress: { ...c.jetstress, threadsPerDatabase: 'auto' as const } }
        : c,
    );
    const store = createDesignStore({ ...ucs, components: auto });
    const catalog = await openCatalog();
    const { client, calls } = await countingClient();
    stop = startEngineSync(store, { client, drives: (id) => catalog.drive(id), debounceMs: 5 });
    await until(settled(store), 20_000);
    const hints = threadHintsFrom(store.getState().analysis.report!);
    expect(hints.length).toBeGreaterThan(0);
    expect(calls.map((c) => c.threadHints)).toEqual([[], []]);

    const db = store.getState().doc.components.find((c) => c.kind === 'database')!;
    const edited = store.getState().doc.components.map((c) => (c === db ? { ...db, name: 'Renamed' } : c));
    store.apply({ components: edited }, 'commit', 'Rename');
    await until(settled(store), 20_000);
    expect(calls.slice(2).map((c) => [c.failures, c.threadHints])).toEqual([
      [false, hints],
      [true, []],
    ]);
  });

  it('evaluates the first edit after a quiet period at once, and the rest of a burst once it is quiet', async () => {
    const store = createDesignStore();
    const { client, calls } = await countingClient();
    // A debounce no test would wait for: only the leading edge can evaluate here.
    stop = startEngineSync(store, { client, drives, debounceMs: 60_000 });
    await until(settled(store));
    store.apply({ components: [server] }, 'commit', 'Add');
    const first = store.getState().revision;
    await until(settled(store));
    expect(calls.some((c) => c.revision === first && !c.failures)).toBe(true);
    // Within the burst (its quiet period has not passed): no evaluation yet, figures stay stale.
    store.apply({ components: [{ ...server, ramGb: 64 }] }, 'commit', 'Edit');
    const second = store.getState().revision;
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.some((c) => c.revision === second)).toBe(false);
    expect(store.getState().analysis.status).toBe('stale');
  });

  it('starts the failure analysis only once the quick figures have stood unchanged for the delay', async () => {
    const store = createDesignStore();
    const { client, calls } = await countingClient();
    stop = startEngineSync(store, { client, drives, debounceMs: 5, analysisDelayMs: 150 });
    const quickShown = (revision: number) => () =>
      store.getState().analysis.revision === revision && store.getState().analysis.scope === 'quick';
    await until(quickShown(store.getState().revision));
    // Edited within the delay: the first revision's analysis never starts.
    const first = store.getState().revision;
    store.apply({ components: [server] }, 'commit', 'Add');
    await until(settled(store));
    expect(calls.filter((c) => c.revision === first).map((c) => c.failures)).toEqual([false]);
    expect(calls.filter((c) => c.revision === store.getState().revision).map((c) => c.failures)).toEqual([false, true]);
  });

  it('reports engine failures and keeps the last figures', async () => {
    const store = createDesignStore();
    const { client } = await countingClient();
    stop = startEngineSync(store, { client, drives, debounceMs: 5 });
    await until(settled(store));
    const good = store.getState().analysis.report;
    stop();
    const failing = createEngineClient(
      createInProcessTransport({
        version: 'x',
        resetCaches: () => undefined,
        evaluateRaw: () => ({ ok: false, error: 'boom' }),
        evaluateText: () => '{"ok":false,"error":"boom"}',
      }),
    );
    stop = startEngineSync(store, { client: failing, drives, debounceMs: 5 });
    await until(() => store.getState().analysis.status === 'error');
    expect(store.getState().analysis.error).toContain('boom');
    expect(store.getState().analysis.report).toBe(good);
  });
});
