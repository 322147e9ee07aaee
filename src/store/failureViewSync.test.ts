import { afterEach, describe, expect, it } from 'vitest';

import { createEngineClient, createInProcessTransport, type EngineOutcome } from '../../engine/ts/client';
import type { EngineClient } from '../../engine/ts/client';
import type { EngineInput } from '../../engine/ts/input';
import type { ScenarioResult } from '../../engine/ts/reportSchema';
import { loadNodeEngine } from '../../engine/ts/nodeEngine';
import { threadHintsFrom } from '../../engine/ts/toEngineInput';
import { fmtIops, fmtMs } from '../../components/format';
import { loadPreset } from '../../presets/index';
import { openCatalog } from '../catalog';
import { createDesignStore, type DesignStore } from './createDesignStore';
import { startEngineSync } from './engineSync';
import { failureFigures } from './failureView';
import { startFailureViewSync } from './failureViewSync';
import { makeReport, makeScenarioRow, makeServerComponent, makeServerResult } from './reportFixture';

const [s1, s2] = [makeServerComponent('s1'), makeServerComponent('s2')];
const scenarioOf = (componentId: string) => ({
  id: `server:${componentId}`,
  componentId,
  label: `${componentId.toUpperCase()} fails`,
});

/** The Failures row of a server's failure (its figures do not matter here). */
const scenarioRow = (componentId: string): ScenarioResult => makeScenarioRow(`server:${componentId}`, componentId);

/** An engine client whose answers the test gives, one request at a time. */
function handClient() {
  const calls: { n: number; input: EngineInput; answer: (o?: Partial<EngineOutcome>) => Promise<void> }[] = [];
  let disposed = 0;
  const client: EngineClient = {
    evaluate: (n, input) =>
      new Promise<EngineOutcome>((resolve) => {
        const answer = async (o: Partial<EngineOutcome> = {}): Promise<void> => {
          resolve({
            status: 'ok',
            revision: n,
            report: makeReport(input.revision),
            elapsedMs: 1,
            ...o,
          } as EngineOutcome);
          // Let the sync's continuation run.
          await new Promise((r) => setTimeout(r, 0));
        };
        calls.push({ n, input, answer });
      }),
    supersede: () => undefined,
    dispose: () => void disposed++,
  };
  return { client, calls, disposed: () => disposed };
}

/** A store of two servers whose full report tuned s1's threads to 3 per database. */
function twoServers(): DesignStore {
  const store = createDesignStore();
  store.apply({ components: [s1, s2] }, 'commit', 'Add');
  const revision = store.getState().revision;
  const tuned = {
    ...makeServerResult('s1', { achievedIops: 1, targetIops: 1, dbReadLatencyMs: 1, logWriteLatencyMs: 1 }),
  };
  const report = makeReport(revision, {
    servers: [{ ...tuned, autotuned: true, threadsPerDatabase: 3 }],
    scenarios: [s1, s2].map((s) => scenarioRow(s.id)),
  });
  store.setAnalysis({ revision, report, scope: 'full', status: 'idle' });
  return store;
}

const noDrives = () => undefined;
const edit = (store: DesignStore, ramGb: number) =>
  store.apply({ components: [s1, { ...s2, ramGb }] }, 'commit', 'Edit');

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('failureViewSync', () => {
  it('makes its own client only once a failure is shown, and asks it about that failure with the tuned threads', async () => {
    const store = twoServers();
    const hand = handClient();
    let made = 0;
    stops.push(startFailureViewSync(store, { createClient: () => (made++, hand.client), drives: noDrives }));
    edit(store, 48);
    expect(made).toBe(0);

    store.showFailureView(scenarioOf('s1'));
    expect(made).toBe(1);
    expect(hand.calls).toHaveLength(1);
    const { options } = hand.calls[0]!.input;
    expect(options).toMatchObject({ failures: false, headroom: false, failed: ['s1'] });
    expect(options.threadHints).toEqual([{ server: 's1', threads: 3 }]);
    expect(hand.calls[0]!.input.revision).toBe(store.getState().revision);

    await hand.calls[0]!.answer();
    const view = store.getState().failureView!;
    expect(view).toMatchObject({ status: 'ready', revision: store.getState().revision, error: null });
    expect(view.report?.revision).toBe(store.getState().revision);
  });

  it('drops an answer for a view that was switched or for a design since edited', async () => {
    const store = twoServers();
    const hand = handClient();
    stops.push(startFailureViewSync(store, { createClient: () => hand.client, drives: noDrives, debounceMs: 5 }));
    store.showFailureView(scenarioOf('s1'));
    store.showFailureView(scenarioOf('s2'));
    expect(hand.calls.map((c) => c.input.options.failed)).toEqual([['s1'], ['s2']]);
    await hand.calls[0]!.answer();
    expect(store.getState().failureView).toMatchObject({ scenarioId: 'server:s2', status: 'running', report: null });
    await hand.calls[1]!.answer();
    const first = store.getState().failureView!.report;
    expect(first).not.toBeNull();

    // An edit is asked about at once; a second within the quiet period waits for it to end, and
    // the answer about the first that arrives meanwhile is of no use.
    edit(store, 48);
    edit(store, 64);
    expect(hand.calls).toHaveLength(3);
    await hand.calls[2]!.answer();
    expect(store.getState().failureView!.report).toBe(first);
    await new Promise((r) => setTimeout(r, 30));
    expect(hand.calls).toHaveLength(4);
    expect(hand.calls[3]!.input.revision).toBe(store.getState().revision);
    await hand.calls[3]!.answer();
    expect(store.getState().failureView).toMatchObject({ status: 'ready', revision: store.getState().revision });
  });

  it('asks again on every edit while shown and not once the view is left', async () => {
    const store = twoServers();
    const hand = handClient();
    stops.push(startFailureViewSync(store, { createClient: () => hand.client, drives: noDrives, debounceMs: 5 }));
    store.showFailureView(scenarioOf('s2'));
    await hand.calls[0]!.answer();
    edit(store, 48);
    expect(hand.calls.map((c) => c.input.revision)).toEqual([2, 3]);
    await hand.calls[1]!.answer();
    store.leaveFailureView();
    edit(store, 64);
    store.apply({ layout: { s1: { x: 8, y: 8 } } }, 'commit', 'Move');
    await new Promise((r) => setTimeout(r, 30));
    expect(hand.calls).toHaveLength(2);
  });

  it('asks again when a full evaluation tunes other thread counts for the design', async () => {
    const store = twoServers();
    const hand = handClient();
    stops.push(startFailureViewSync(store, { createClient: () => hand.client, drives: noDrives, debounceMs: 5 }));
    store.showFailureView(scenarioOf('s2'));
    const revision = store.getState().revision;
    const same = store.getState().analysis.report!;
    const { scenarios } = same;
    store.setAnalysis({ report: makeReport(revision, { servers: same.servers, scenarios }), scope: 'full' });
    expect(hand.calls).toHaveLength(1);
    const retuned = same.servers.map((s) => ({ ...s, threadsPerDatabase: 5 }));
    store.setAnalysis({ report: makeReport(revision, { servers: retuned, scenarios }), scope: 'full' });
    expect(hand.calls).toHaveLength(2);
    expect(hand.calls[1]!.input.options.threadHints).toEqual([{ server: 's1', threads: 5 }]);
    // The answer with the earlier thread counts, arriving last, is not the one kept.
    await hand.calls[1]!.answer({ report: makeReport(revision, { pass: false }) });
    await hand.calls[0]!.answer();
    expect(store.getState().failureView!.report!.pass).toBe(false);
  });

  it('keeps an engine error for the banner, and asks again after the next edit', async () => {
    const store = twoServers();
    const hand = handClient();
    stops.push(startFailureViewSync(store, { createClient: () => hand.client, drives: noDrives, debounceMs: 5 }));
    store.showFailureView(scenarioOf('s1'));
    await hand.calls[0]!.answer({ status: 'error', message: 'boom' });
    expect(store.getState().failureView).toMatchObject({ status: 'error', report: null });
    expect(store.getState().failureView!.error).toContain('boom');
    edit(store, 48);
    expect(hand.calls).toHaveLength(2);
    expect(store.getState().failureView!.status).toBe('running');
  });

  it('disposes its client when stopped (the document closed)', () => {
    const store = twoServers();
    const hand = handClient();
    const stop = startFailureViewSync(store, { createClient: () => hand.client, drives: noDrives });
    store.showFailureView(scenarioOf('s1'));
    stop();
    expect(hand.disposed()).toBe(1);
  });
});

describe('failureViewSync (real WASM engine)', () => {
  const until = async (check: () => boolean, ms = 20_000): Promise<void> => {
    const t0 = Date.now();
    while (!check()) {
      if (Date.now() - t0 > ms) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 5));
    }
  };

  it('gives the figures of the Failures row: a controller failure, and a server whose databases go offline', async () => {
    const store = createDesignStore(loadPreset('nseries-qd16'));
    const catalog = await openCatalog();
    const engine = await loadNodeEngine();
    const client = () => createEngineClient(createInProcessTransport(engine));
    const drives = (id: string) => catalog.drive(id);
    stops.push(startEngineSync(store, { client: client(), drives, debounceMs: 5 }));
    stops.push(startFailureViewSync(store, { createClient: client, drives, debounceMs: 5 }));
    await until(() => store.getState().analysis.scope === 'full');
    const normal = store.getState().analysis.report!;
    expect(threadHintsFrom(normal)).toBeDefined();

    for (const id of ['controller:filer-head', 'server:fuji18']) {
      const row = normal.scenarios.find((s) => s.id === id)!;
      store.showFailureView(row);
      await until(() => store.getState().failureView?.status === 'ready');
      const f = failureFigures(store.getState().failureView!.report!);
      expect([fmtIops(f.achievedIops), fmtMs(f.worstDbReadLatencyMs), fmtMs(f.worstLogWriteLatencyMs), f.pass]).toEqual(
        [fmtIops(row.achievedIops), fmtMs(row.worstDbReadLatencyMs), fmtMs(row.worstLogWriteLatencyMs), row.pass],
      );
      expect(fmtIops(f.achievedIops)).not.toBe(fmtIops(normal.totals.achievedIops));
      expect(f.offline > 0).toBe(!row.survivable);
      store.leaveFailureView();
    }
  });
});
