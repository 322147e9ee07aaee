// @vitest-environment happy-dom
/**
 * The failure view in the results dock and its banner: "Show" in the Failures tab shows a failure
 * and, pressed again, leaves it; the Servers tab follows the failure's report under a line saying
 * so, the other tabs keep the normal figures; the banner gives the state's figures and Esc leaves.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Design } from '../../src/schema/design';
import { createDesignStore, type DesignStore } from '../../src/store/createDesignStore';
import { makeOfflineCriterion, makeReport, makeServerResult } from '../../src/store/reportFixture';
import { FailureViewBanner } from '../chrome/FailureViewBanner';
import { loadDesign, open as openOn, report } from '../testing/resultsPanelFixture';
import { renderWithDesign } from '../testing/renderWithDesign';

afterEach(cleanup);

let design: Design;
beforeAll(async () => {
  design = await loadDesign();
});

/** The panel over a full report of the N series design, on its Failures tab. */
function failuresTab(): DesignStore {
  const store = openOn(design);
  act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
  fireEvent.click(screen.getByTestId('results-tab-failures'));
  return store;
}

const row = (id: string): HTMLElement =>
  screen.getAllByTestId('scenario-row').find((r) => r.getAttribute('data-scenario') === id)!;

/** The failure's report: Fuji18 with its HBA failed, its IOPS down to 2,150, a database at 24.4 ms. */
function failedReport(revision: number) {
  const f = { achievedIops: 2150, targetIops: 3000, dbReadLatencyMs: 21.2, logWriteLatencyMs: 3 };
  const db = { mailboxes: 750, threads: 6, bdmReadsPerSec: 0, logReplicationReadsPerSec: 0 };
  const fuji18 = {
    ...makeServerResult('fuji18', f),
    name: 'Fuji18',
    instances: [
      { ...makeServerResult('sg1', { ...f, achievedIops: 1000, dbReadLatencyMs: 24.4 }), ...db },
      { ...makeServerResult('sg2', { ...f, achievedIops: 1150, dbReadLatencyMs: 18 }), ...db },
    ],
  };
  return makeReport(revision, {
    pass: false,
    servers: [fuji18],
    totals: { ...makeReport(1).totals, achievedIops: 2150, targetIops: 3000 },
  });
}

describe('Show on canvas (Failures tab)', () => {
  it('shows a scenario’s failure from its row, highlights the row, and leaves it when pressed again', () => {
    const store = failuresTab();
    const show = within(row('hba:fuji18-hba')).getByRole('button', { name: 'Show on canvas' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(store.getState().failureView).toMatchObject({
      scenarioId: 'hba:fuji18-hba',
      componentId: 'fuji18-hba',
      label: 'fuji18-hba fails',
    });
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(row('hba:fuji18-hba').className).toContain('is-shown');
    expect(row('server:fuji18').className).not.toContain('is-shown');
    // Another row's Show switches to its failure.
    fireEvent.click(within(row('server:fuji18')).getByTestId('scenario-show'));
    expect(store.getState().failureView?.scenarioId).toBe('server:fuji18');
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(row('server:fuji18')).getByTestId('scenario-show'));
    expect(store.getState().failureView).toBeNull();
    expect(screen.getAllByTestId('scenario-row').some((r) => r.className.includes('is-shown'))).toBe(false);
  });

  it('has the Servers tab follow the failure’s report under a line that says so; Summary stays normal', () => {
    const store = failuresTab();
    fireEvent.click(within(row('hba:fuji18-hba')).getByTestId('scenario-show'));
    fireEvent.click(screen.getByTestId('results-tab-servers'));
    // Not answered yet: the normal figures, and the line says the failure's are being worked out.
    expect(screen.getByTestId('failure-view-notice').textContent).toContain('Evaluating fuji18-hba fails');
    expect(screen.getByTestId('figure-fuji18-achievedIops').textContent).toBe('3,820 IO/s');
    act(() => store.updateFailureView('hba:fuji18-hba', { revision: 1, report: failedReport(1), status: 'ready' }));
    expect(screen.getByTestId('figure-fuji18-achievedIops').textContent).toBe('2,150 IO/s');
    expect(screen.getByTestId('failure-view-notice').textContent).toContain(
      'Figures for the failure shown: fuji18-hba fails.',
    );
    fireEvent.click(screen.getByTestId('results-tab-summary'));
    expect(screen.queryByTestId('failure-view-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('results-tab-servers'));
    fireEvent.click(screen.getByTestId('failure-view-notice-back'));
    expect(store.getState().failureView).toBeNull();
    expect(screen.queryByTestId('failure-view-notice')).toBeNull();
    expect(screen.getByTestId('figure-fuji18-achievedIops').textContent).toBe('3,820 IO/s');
  });
});

describe('A server failure its DAG fails over (Servers tab)', () => {
  it('gives the failed server "Failed over" as its result, not a Pass for a server that is down', () => {
    const store = failuresTab();
    fireEvent.click(within(row('server:fuji18')).getByTestId('scenario-show'));
    fireEvent.click(screen.getByTestId('results-tab-servers'));
    // As the engine says it: the failed server's databases pass "runs on another member of its DAG".
    const down = failedReport(1).servers[0]!;
    const runsElsewhere = (name: string) => ({
      ...makeOfflineCriterion(name),
      label: `Database ${name} runs on another member of its DAG (its server failed)`,
      pass: true,
    });
    const moved = makeReport(1, {
      pass: true,
      servers: [{ ...down, pass: true, criteria: down.instances.map((i) => runsElsewhere(i.name)) }],
    });
    act(() => store.updateFailureView('server:fuji18', { revision: 1, report: moved, status: 'ready' }));
    expect(screen.getByTestId('server-pass-fuji18').textContent).toBe('Failed over');
  });
});

describe('Show on canvas (Summary)', () => {
  it('shows the worst single failure from its card, and leaves it when pressed again', () => {
    const store = openOn(design);
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    // The fixture's worst failure is Fuji18's (server:fuji18).
    const show = within(screen.getByTestId('summary-worst')).getByRole('button', { name: 'Show on canvas' });
    fireEvent.click(show);
    expect(store.getState().failureView).toMatchObject({ scenarioId: 'server:fuji18', componentId: 'fuji18' });
    expect(show.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    expect(store.getState().failureView).toBeNull();
  });
});

describe('FailureViewBanner', () => {
  function banner(): DesignStore {
    // A store of the N series design: a failure shown must name one of its components.
    const { store } = renderWithDesign(<FailureViewBanner />, createDesignStore(design));
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    return store;
  }

  it('says nothing without a failure shown, "Evaluating…" until answered, then the state’s figures', () => {
    const store = banner();
    expect(screen.queryByTestId('failure-view-banner')).toBeNull();
    act(() => store.showFailureView({ id: 'hba:fuji18-hba', componentId: 'fuji18-hba', label: 'HBA fails' }));
    const b = screen.getByTestId('failure-view-banner');
    expect(b.getAttribute('role')).toBe('status');
    expect(b.textContent).toContain('Failure view: HBA fails');
    expect(screen.getByTestId('failure-view-pending').textContent).toContain('Evaluating…');
    act(() => store.updateFailureView('hba:fuji18-hba', { revision: 1, report: failedReport(1), status: 'ready' }));
    expect(screen.getByTestId('failure-view-achieved').textContent).toBe('2,150 IO/s');
    expect(b.textContent).toContain('of 3,000 IO/s');
    expect(screen.getByTestId('failure-view-read').textContent).toBe('24.4 ms');
    expect(screen.getByTestId('failure-view-pass').textContent).toBe('Fail');
    act(() => store.updateFailureView('hba:fuji18-hba', { status: 'error', error: 'The engine failed: boom' }));
    // A report for this revision stays shown; an error without one is said instead of figures.
    expect(screen.getByTestId('failure-view-achieved')).toBeTruthy();
    act(() => store.updateFailureView('hba:fuji18-hba', { report: null }));
    expect(screen.getByTestId('failure-view-error').textContent).toContain('boom');
  });

  it('says when its figures are not the Failures row’s (a failure the engine could not apply)', () => {
    const store = banner();
    // The row of hba:fuji18-hba gives 4,270 IO/s, 18.0 ms and 15.9 ms, and passes.
    act(() => store.showFailureView({ id: 'hba:fuji18-hba', componentId: 'fuji18-hba', label: 'HBA fails' }));
    act(() => store.updateFailureView('hba:fuji18-hba', { revision: 1, report: failedReport(1), status: 'ready' }));
    expect(screen.getByTestId('failure-view-differs').getAttribute('title')).toContain('4,270 IO/s');
    const db = { ...failedReport(1).servers[0]!.instances[0]!, achievedIops: 4270 };
    const same = makeReport(1, {
      pass: true,
      servers: [
        { ...failedReport(1).servers[0]!, instances: [{ ...db, dbReadLatencyMs: 18, logWriteLatencyMs: 15.9 }] },
      ],
      totals: { ...makeReport(1).totals, achievedIops: 4270, targetIops: 6000 },
    });
    act(() => store.updateFailureView('hba:fuji18-hba', { report: same }));
    expect(screen.getByTestId('failure-view-achieved').textContent).toBe('4,270 IO/s');
    expect(screen.queryByTestId('failure-view-differs')).toBeNull();
  });

  it('leaves the view with Back to normal, or Esc unless a field has the keyboard', () => {
    const store = banner();
    const show = () => act(() => store.showFailureView({ id: 'server:fuji18', componentId: 'fuji18', label: 'X' }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Back to normal' }));
    expect(store.getState().failureView).toBeNull();
    show();
    const { container } = render(<input aria-label="field" />);
    fireEvent.keyDown(container.querySelector('input')!, { key: 'Escape' });
    expect(store.getState().failureView).not.toBeNull();
    fireEvent.keyDown(window, { key: 'Escape', ctrlKey: true });
    expect(store.getState().failureView).not.toBeNull();
    const esc = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true });
    act(() => void document.body.dispatchEvent(esc));
    expect(store.getState().failureView).toBeNull();
    // Handled: the app's own Esc (clear the selection) waits for the next press.
    expect(esc.defaultPrevented).toBe(true);
  });

  it('gives a drive failure’s rebuild time from its Failures row', () => {
    const store = banner();
    const rows = report(1, true).scenarios;
    const disk = { ...rows[1]!, id: 'disk:aggr-sgdata', componentId: 'aggr-sgdata', kind: 'disk' };
    const withDisk = {
      ...report(1, true),
      scenarios: [...rows, { ...disk, rebuildHours: 7.5, rebuildIdleHours: 2.5 }],
    };
    act(() => store.setAnalysis({ revision: 1, report: withDisk, scope: 'full', status: 'idle' }));
    act(() => store.showFailureView({ id: 'disk:aggr-sgdata', componentId: 'aggr-sgdata', label: 'A drive fails' }));
    act(() => store.updateFailureView('disk:aggr-sgdata', { revision: 1, report: failedReport(1), status: 'ready' }));
    const rebuild = screen.getByTestId('failure-view-rebuild');
    expect(rebuild.textContent).toBe('7.5 h');
    expect(rebuild.parentElement!.getAttribute('title')).toContain('On otherwise idle drives: 2.5 h.');
    // A failure with no rebuild (the HBA's) shows none.
    act(() => store.showFailureView({ id: 'hba:fuji18-hba', componentId: 'fuji18-hba', label: 'HBA fails' }));
    act(() => store.updateFailureView('hba:fuji18-hba', { revision: 1, report: failedReport(1), status: 'ready' }));
    expect(screen.queryByTestId('failure-view-rebuild')).toBeNull();
  });
});
