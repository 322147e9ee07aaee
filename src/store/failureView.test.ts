import { describe, expect, it } from 'vitest';

import type { ScenarioResult } from '../../engine/ts/reportSchema';
import { createDesignStore, type DesignStore } from './createDesignStore';
import { failureFigures, selectCanvasReport, selectCanvasStale, selectFailedId, selectViewReport } from './failureView';
import {
  makeOfflineCriterion,
  makeReport,
  makeScenarioRow,
  makeServerComponent,
  makeServerResult,
} from './reportFixture';

const s1 = makeServerComponent('s1');
const s2 = makeServerComponent('s2');

const scenario = (id: string, componentId: string): ScenarioResult =>
  makeScenarioRow(id, componentId, {
    achievedIops: 900,
    targetIops: 1000,
    worstDbReadLatencyMs: 12,
    worstLogWriteLatencyMs: 2,
    pass: false,
  });

/** A store holding two servers and a full report with a scenario for each. */
function twoServers(): DesignStore {
  const store = createDesignStore();
  store.apply({ components: [s1, s2] }, 'commit', 'Add');
  const revision = store.getState().revision;
  const report = makeReport(revision, { scenarios: [scenario('server:s1', 's1'), scenario('server:s2', 's2')] });
  store.setAnalysis({ revision, report, scope: 'full', status: 'idle' });
  return store;
}

describe('the failure view slice', () => {
  it('is shown and left without an undo step, without making the design dirty or entering the file', () => {
    const store = twoServers();
    store.markSaved({ path: null, name: 'Two servers' });
    const { history, doc } = store.getState();
    store.showFailureView(scenario('server:s1', 's1'));
    const view = store.getState().failureView;
    expect(view).toMatchObject({ scenarioId: 'server:s1', componentId: 's1', label: 'S1 fails', status: 'running' });
    expect(view?.report).toBeNull();
    expect(selectFailedId(store.getState())).toBe('s1');
    expect(store.getState().history).toBe(history);
    expect(store.getState().doc).toBe(doc);
    expect(store.getState().dirty).toBe(false);
    expect(JSON.stringify(store.toDesign())).not.toContain('server:s1');
    store.leaveFailureView();
    expect(store.getState().failureView).toBeNull();
  });

  it('keeps the view through edits that leave its component, and drops it when the component is deleted', () => {
    const store = twoServers();
    store.showFailureView(scenario('server:s1', 's1'));
    const view = store.getState().failureView;
    store.apply({ layout: { s1: { x: 40, y: 40 } } }, 'commit', 'Move');
    expect(store.getState().failureView).toBe(view);
    store.apply({ components: [s1, { ...s2, ramGb: 64 }] }, 'commit', 'Edit');
    expect(store.getState().failureView).toBe(view);
    store.apply({ components: [s2] }, 'commit', 'Delete');
    expect(store.getState().failureView).toBeNull();
    // Undoing the deletion brings the server back, not the view: it was left, not edited.
    store.undo();
    expect(store.getState().doc.components).toHaveLength(2);
    expect(store.getState().failureView).toBeNull();
  });

  it('shows nothing for a scenario whose component is gone (a row of figures from before a deletion)', () => {
    const store = twoServers();
    store.apply({ components: [s1] }, 'commit', 'Delete');
    store.showFailureView(scenario('server:s2', 's2'));
    expect(store.getState().failureView).toBeNull();
  });

  it('drops the view when an undo removes its component', () => {
    const store = createDesignStore();
    store.apply({ components: [s1] }, 'commit', 'Add');
    store.showFailureView(scenario('server:s1', 's1'));
    store.undo();
    expect(store.getState().failureView).toBeNull();
  });

  it('drops the view when a new full report no longer has its scenario, not for a quick one', () => {
    const store = twoServers();
    store.showFailureView(scenario('server:s2', 's2'));
    store.apply({ components: [s1, { ...s2, name: 'Renamed' }] }, 'commit', 'Rename');
    const revision = store.getState().revision;
    // The quick figures carry no scenarios at all: nothing to judge by yet.
    store.setAnalysis({ revision, report: makeReport(revision), scope: 'quick', status: 'running' });
    expect(store.getState().failureView?.scenarioId).toBe('server:s2');
    const withIt = makeReport(revision, { scenarios: [scenario('server:s2', 's2')] });
    store.setAnalysis({ report: withIt, scope: 'full', status: 'idle' });
    expect(store.getState().failureView?.scenarioId).toBe('server:s2');
    const without = makeReport(revision, { scenarios: [scenario('server:s1', 's1')] });
    store.setAnalysis({ report: without, scope: 'full', status: 'idle' });
    expect(store.getState().failureView).toBeNull();
  });

  it('starts every newly opened document without a view (New and Open make a new store)', () => {
    const store = twoServers();
    store.showFailureView(scenario('server:s1', 's1'));
    expect(createDesignStore(store.toDesign()).getState().failureView).toBeNull();
  });

  it('takes answers only for the view shown', () => {
    const store = twoServers();
    store.showFailureView(scenario('server:s1', 's1'));
    const revision = store.getState().revision;
    store.updateFailureView('server:s2', { revision, report: makeReport(revision), status: 'ready' });
    expect(store.getState().failureView?.status).toBe('running');
    store.updateFailureView('server:s1', { revision, report: makeReport(revision), status: 'ready' });
    expect(store.getState().failureView?.status).toBe('ready');
  });

  it('draws the view’s report on the canvas only while it is for the current revision', () => {
    const store = twoServers();
    const normal = store.getState().analysis.report;
    store.showFailureView(scenario('server:s1', 's1'));
    expect(selectCanvasReport(store.getState())).toBe(normal);
    const revision = store.getState().revision;
    const failed = makeReport(revision);
    store.updateFailureView('server:s1', { revision, report: failed, status: 'ready' });
    expect(selectViewReport(store.getState())).toBe(failed);
    expect(selectCanvasReport(store.getState())).toBe(failed);
    expect(selectCanvasStale(store.getState())).toBe(false);
    // An edit: the view's report is of the design before it, so the normal figures (stale) show.
    store.apply({ components: [s1, { ...s2, ramGb: 64 }] }, 'commit', 'Edit');
    expect(selectViewReport(store.getState())).toBeNull();
    expect(selectCanvasReport(store.getState())).toBe(normal);
    expect(selectCanvasStale(store.getState())).toBe(true);
  });
});

describe('failureFigures', () => {
  it('reads the worst latency over databases that run, and counts the databases offline', () => {
    const instance = (id: string, read: number | null, log: number | null, achieved: number) => ({
      ...makeServerResult(id, {
        achievedIops: achieved,
        targetIops: 500,
        dbReadLatencyMs: read,
        logWriteLatencyMs: log,
      }),
      mailboxes: 100,
      threads: 2,
      bdmReadsPerSec: 0,
      logReplicationReadsPerSec: 0,
    });
    const down = {
      ...makeServerResult('a', { achievedIops: 0, targetIops: 1000, dbReadLatencyMs: null, logWriteLatencyMs: null }),
      pass: false,
      instances: [instance('a-db1', null, null, 0), instance('a-db2', null, null, 0)],
      criteria: ['a-db1', 'a-db2'].map(makeOfflineCriterion),
    };
    const up = {
      ...makeServerResult('b', { achievedIops: 1100, targetIops: 1000, dbReadLatencyMs: 14, logWriteLatencyMs: 3 }),
      // The server's average (14 ms) hides its worst database (18.5 ms), which the row names.
      instances: [instance('b-db1', 18.5, 2.5, 500), instance('b-db2', 9.5, 3.5, 600)],
    };
    const report = makeReport(3, {
      pass: false,
      servers: [down, up],
      totals: { ...makeReport(3).totals, achievedIops: 1100, targetIops: 2000 },
    });
    expect(failureFigures(report)).toEqual({
      achievedIops: 1100,
      targetIops: 2000,
      worstDbReadLatencyMs: 18.5,
      worstLogWriteLatencyMs: 3.5,
      pass: false,
      offline: 2,
      databases: 4,
    });
  });
});
