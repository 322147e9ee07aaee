// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createDesignStore } from '../../src/store/createDesignStore';
import { makeLogLun, makeReport, makeServerResult } from '../../src/store/reportFixture';
import { loadDesign } from '../testing/resultsPanelFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { engineState, StatusBar } from './StatusBar';

afterEach(cleanup);

describe('StatusBar', () => {
  it('puts the capacity verdict beside a Jetstress pass, so a pass is not read as "the design is fine"', () => {
    const { store } = renderWithDesign(<StatusBar />);
    const revision = store.getState().revision;
    const report = makeReport(revision, {
      servers: [
        makeServerResult('s', {
          achievedIops: 20_032,
          targetIops: 20_000,
          dbReadLatencyMs: 15.6,
          logWriteLatencyMs: 2.3,
        }),
      ],
      totals: { ...makeReport(revision).totals, achievedIops: 20_032, targetIops: 20_000 },
    });
    const short = {
      ...report,
      capacity: { ...report.capacity, fits: false, luns: [makeLogLun('l')] },
    };
    act(() => store.setAnalysis({ revision, report: short, scope: 'full', status: 'idle' }));
    expect(screen.getByText('Jetstress pass')).toBeTruthy();
    // The UI's one unit for an I/O rate after a number (the Summary and the badges say the same).
    expect(screen.getByTestId('totals').textContent).toContain('20,032 / 20,000 IO/s');
    expect(screen.getByTestId('capacity-verdict').textContent).toBe('Capacity short');
    // No LUNs yet: nothing to say about capacity.
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    expect(screen.queryByTestId('capacity-verdict')).toBeNull();
    expect(screen.queryByTestId('design-errors')).toBeNull();
  });

  it('says a design has errors beside a pass, so "pass · fits" is not read as "buildable"', () => {
    const { store } = renderWithDesign(<StatusBar />);
    const revision = store.getState().revision;
    const server = makeServerResult('s', {
      achievedIops: 754,
      targetIops: 450,
      dbReadLatencyMs: 15.5,
      logWriteLatencyMs: 0.9,
    });
    const finding = (code: string, severity: 'error' | 'warning') => ({
      code,
      severity,
      message: `${code} message`,
      hint: 'hint',
      componentIds: [],
    });
    const report = makeReport(revision, {
      servers: [server],
      findings: [finding('SPN-E006', 'error'), finding('SPN-W103', 'warning'), finding('LINK-RULE', 'error')],
    });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    expect(screen.getByText('Jetstress pass')).toBeTruthy();
    expect(screen.getByTestId('design-errors').textContent).toBe('2 design errors');
  });

  it('says how long the engine took in seconds once it is over a second', () => {
    const { store } = renderWithDesign(<StatusBar />);
    const revision = store.getState().revision;
    const report = makeReport(revision);
    // The CLARiiON phase 2 preset's full evaluation: a latency format read "Engine 1,608.0 ms".
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle', elapsedMs: 1608 }));
    expect(screen.getByTestId('engine-elapsed').textContent).toBe('Engine 1.61 s');
    act(() => store.setAnalysis({ elapsedMs: 7.834 }));
    expect(screen.getByTestId('engine-elapsed').textContent).toBe('Engine 7.83 ms');
  });

  it('says its totals are the normal state’s while a failure is shown on the canvas', async () => {
    // The N series design: a failure shown must name one of its components.
    const { store } = renderWithDesign(<StatusBar />, createDesignStore(await loadDesign()));
    const revision = store.getState().revision;
    const server = makeServerResult('s', {
      achievedIops: 900,
      targetIops: 1000,
      dbReadLatencyMs: 15,
      logWriteLatencyMs: 2,
    });
    const report = makeReport(revision, { servers: [server] });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    expect(screen.queryByTestId('totals-normal-state')).toBeNull();
    act(() => store.showFailureView({ id: 'hba:fuji18-hba', componentId: 'fuji18-hba', label: 'HBA fails' }));
    expect(screen.getByTestId('totals-normal-state').textContent).toBe('Normal state:');
    act(() => store.leaveFailureView());
    expect(screen.queryByTestId('totals-normal-state')).toBeNull();
  });

  it('words the engine’s state as the results dock’s header does (QA pass 5, item 12)', () => {
    const { store } = renderWithDesign(<StatusBar />);
    const revision = store.getState().revision;
    const report = makeReport(revision);
    const status = () => screen.getByTestId('engine-status');
    act(() => store.setAnalysis({ revision, report: null, scope: null, status: 'running' }));
    expect(status().textContent).toBe('Evaluating…');
    // The normal state is current; the failure scenarios and the headroom are still running.
    act(() => store.setAnalysis({ revision, report, scope: 'quick', status: 'running' }));
    expect(status().textContent).toBe('Analysing failures…');
    expect(status().getAttribute('data-status')).toBe('failures');
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    expect(status().textContent).toBe('Up to date');
    expect(status().getAttribute('data-status')).toBe('idle');
    // The figures shown are of the revision before the last change: running or waiting alike.
    act(() => store.setAnalysis({ revision: revision - 1, report, scope: 'full', status: 'running' }));
    expect(status().textContent).toBe('Updating…');
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'stale' }));
    expect(status().textContent).toBe('Updating…');
    act(() => store.setAnalysis({ status: 'error', error: 'boom' }));
    expect(status().textContent).toBe('Engine error');
    expect(status().getAttribute('title')).toBe('boom');
  });

  it('never says "Evaluating…" once a report of the current revision is on screen', () => {
    for (const status of ['idle', 'running', 'stale'] as const)
      for (const scope of ['quick', 'full'] as const)
        for (const stale of [false, true])
          expect(engineState({ status, hasReport: true, scope, stale })).not.toBe('running');
    expect(engineState({ status: 'stale', hasReport: false, scope: null, stale: false })).toBe('running');
  });
});
