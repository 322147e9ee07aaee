import { afterEach, describe, expect, it } from 'vitest';

import {
  createEngineClient,
  createInProcessTransport,
  type EngineClient,
  type EngineOutcome,
} from '../../engine/ts/client';
import type { EngineInput } from '../../engine/ts/input';
import { loadNodeEngine } from '../../engine/ts/nodeEngine';
import expectedUcs from '../../presets/expected/cisco-ucs-c210-m2.report.json';
import { loadPreset } from '../../presets/index';
import { openCatalog } from '../catalog';
import { createCompareStore, MAX_CANDIDATES, nextWaiting, snapshotName, type CompareStore } from './compare';
import { startCompareSync } from './compareSync';
import { blankDesign } from './document';
import { makeReport } from './reportFixture';

const design = blankDesign();
const snapshot = (name = 'A') => ({ name, source: 'snapshot' as const, design });

describe('compare store', () => {
  it('adds candidates waiting their turn, up to the limit', () => {
    const store = createCompareStore();
    const ids = Array.from({ length: MAX_CANDIDATES }, (_, i) => store.add(snapshot(`S${i}`)));
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(store.add(snapshot('one too many'))).toBeNull();
    const s = store.getState();
    expect(s.candidates.map((c) => c.name)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4']);
    expect(s.candidates.every((c) => c.status === 'waiting' && c.report === null)).toBe(true);
    expect(nextWaiting(s)?.name).toBe('S0');
  });

  it('renames (refusing a blank name) and removes', () => {
    const store = createCompareStore();
    const a = store.add(snapshot('A'))!;
    const b = store.add(snapshot('B'))!;
    store.rename(a, '  Before: RAID 5 → RAID 10 ');
    store.rename(b, '   ');
    expect(store.getState().candidates.map((c) => c.name)).toEqual(['Before: RAID 5 → RAID 10', 'B']);
    store.remove(a);
    expect(store.getState().candidates.map((c) => c.id)).toEqual([b]);
    // A removed candidate's late answer changes nothing.
    const before = store.getState();
    store.update(a, { status: 'ready' });
    expect(store.getState()).toBe(before);
  });

  it('shows and hides the view', () => {
    const store = createCompareStore();
    store.show();
    expect(store.getState().shown).toBe(true);
    store.hide();
    expect(store.getState().shown).toBe(false);
  });

  it('names snapshots after the document', () => {
    expect(snapshotName('xiv-2810', 2)).toBe('xiv-2810, snapshot 2');
  });
});

/** An engine client whose answers the test gives, one request at a time. */
function handClient() {
  const calls: { n: number; input: EngineInput; answer: (o?: Partial<EngineOutcome>) => void }[] = [];
  let made = 0;
  let disposed = 0;
  const client: EngineClient = {
    evaluate: (n, input) =>
      new Promise<EngineOutcome>((resolve) => {
        const answer = (o: Partial<EngineOutcome> = {}) =>
          resolve({ status: 'ok', revision: n, report: makeReport(n), elapsedMs: 1, ...o } as EngineOutcome);
        calls.push({ n, input, answer });
      }),
    supersede: () => undefined,
    dispose: () => void disposed++,
  };
  return {
    calls,
    createClient: () => (made++, client),
    made: () => made,
    disposed: () => disposed,
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('compare sync', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  const start = (store: CompareStore, hand: ReturnType<typeof handClient>) =>
    stops.push(startCompareSync(store, { createClient: hand.createClient, drives: () => undefined }));

  it('makes its own client only when there is something to evaluate, and evaluates one at a time', async () => {
    const store = createCompareStore();
    const hand = handClient();
    start(store, hand);
    expect(hand.made()).toBe(0);
    const a = store.add(snapshot('A'))!;
    const b = store.add(snapshot('B'))!;
    await tick();
    expect(hand.made()).toBe(1);
    expect(hand.calls).toHaveLength(1);
    // The full evaluation: every failure and headroom.
    expect(hand.calls[0]!.input.options).toMatchObject({ failures: true, headroom: true });
    expect(store.getState().candidates.map((c) => c.status)).toEqual(['running', 'waiting']);
    hand.calls[0]!.answer();
    await tick();
    expect(store.getState().candidates.find((c) => c.id === a)?.status).toBe('ready');
    expect(hand.calls).toHaveLength(2);
    hand.calls[1]!.answer({ status: 'error', message: 'boom' });
    await tick();
    const failed = store.getState().candidates.find((c) => c.id === b)!;
    expect(failed.status).toBe('error');
    expect(failed.error).toContain('boom');
    // Nothing is asked twice: a candidate's design never changes.
    store.rename(a, 'Renamed');
    await tick();
    expect(hand.calls).toHaveLength(2);
  });

  it('skips a candidate removed while it was evaluated', async () => {
    const store = createCompareStore();
    const hand = handClient();
    start(store, hand);
    const a = store.add(snapshot('A'))!;
    store.add(snapshot('B'));
    await tick();
    store.remove(a);
    hand.calls[0]!.answer();
    await tick();
    expect(store.getState().candidates.map((c) => [c.name, c.status])).toEqual([['B', 'running']]);
    expect(hand.calls).toHaveLength(2);
  });

  it('disposes its client when stopped', async () => {
    const store = createCompareStore();
    const hand = handClient();
    start(store, hand);
    store.add(snapshot());
    await tick();
    stops.splice(0).forEach((stop) => stop());
    expect(hand.disposed()).toBe(1);
  });

  it("gives a preset the engine's full report: its golden IO/s", async () => {
    const store = createCompareStore();
    const [catalog, engine] = await Promise.all([openCatalog(), loadNodeEngine()]);
    stops.push(
      startCompareSync(store, {
        createClient: () => createEngineClient(createInProcessTransport(engine)),
        drives: (id) => catalog.drive(id),
      }),
    );
    store.add({ name: 'UCS', source: 'preset', design: loadPreset('cisco-ucs-c210-m2') });
    await expect.poll(() => store.getState().candidates[0]?.status, { timeout: 20_000 }).toBe('ready');
    const report = store.getState().candidates[0]!.report!;
    expect(report.totals.achievedIops).toBeCloseTo(expectedUcs.totals.achievedIops, 6);
    expect(report.worstFailure).not.toBeNull();
    expect(report.headroom).not.toBeNull();
  }, 30_000);
});
