// @vitest-environment happy-dom
/**
 * The banner's achieved IO/s as QA read it: "8,523 IO/s of 6,000 IO/s" in green in a state that
 * fails with 4 of 8 databases offline. Its colour follows the state's verdict, and the banner says
 * the databases are offline beside it. (Its other behaviour: components/results/FailureView.test.tsx.)
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Report } from '../../engine/ts/reportSchema';
import type { Design } from '../../src/schema/design';
import { createDesignStore, type DesignStore } from '../../src/store/createDesignStore';
import { makeOfflineCriterion, makeReport, makeServerResult } from '../../src/store/reportFixture';
import { loadDesign, report } from '../testing/resultsPanelFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { FailureViewBanner } from './FailureViewBanner';

afterEach(cleanup);

let design: Design;
beforeAll(async () => {
  design = await loadDesign();
});

/** A server of `dbs` databases, each at `each` IO/s, the first `offline` of them not running. */
function server(id: string, dbs: number, each: number, offline: number, pass: boolean): Report['servers'][number] {
  const f = { achievedIops: each, targetIops: 750, dbReadLatencyMs: 12, logWriteLatencyMs: 2 };
  const instances = Array.from({ length: dbs }, (_, i) => ({
    ...makeServerResult(`${id}-db${i + 1}`, i < offline ? { ...f, achievedIops: 0 } : f),
    mailboxes: 750,
    threads: 2,
    bdmReadsPerSec: 0,
    logReplicationReadsPerSec: 0,
  }));
  const criteria = instances.slice(0, offline).map((i) => makeOfflineCriterion(i.name));
  return { ...makeServerResult(id, { ...f, pass }), instances, criteria };
}

/** A failure state achieving 8,523 of 6,000 IO/s, with `offline` of its 8 databases offline. */
function state(offline: number, pass: boolean): Report {
  return makeReport(1, {
    pass,
    servers: [server('fuji18', 4, 2130.75, offline, pass), server('fuji19', 4, 2130.75, 0, true)],
    totals: { ...makeReport(1).totals, achievedIops: 8523, targetIops: 6000 },
  });
}

function show(failure: Report): DesignStore {
  const { store } = renderWithDesign(<FailureViewBanner />, createDesignStore(design));
  act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
  act(() => store.showFailureView({ id: 'server:fuji18', componentId: 'fuji18', label: 'fuji18 fails' }));
  act(() => store.updateFailureView('server:fuji18', { revision: 1, report: failure, status: 'ready' }));
  return store;
}

describe('FailureViewBanner achieved IO/s', () => {
  it('is red, not green, in a failing state with databases offline, and says they are offline', () => {
    show(state(4, false));
    const achieved = screen.getByTestId('failure-view-achieved');
    expect(achieved.textContent).toBe('8,523 IO/s');
    expect(achieved.className).toBe('sp-tone--bad');
    expect(screen.getByTestId('failure-view-pass').textContent).toBe('Fail');
    expect(screen.getByTestId('failure-view-offline').textContent).toBe('4 of 8 DBs');
    expect(achieved.parentElement!.getAttribute('title')).toContain('4 of 8 databases are offline');
    // Said right after the IO/s it qualifies, before the latencies.
    const figures = [...screen.getByTestId('failure-view-banner').querySelectorAll('dt')].map((d) => d.textContent);
    expect(figures.slice(0, 2)).toEqual(['Achieved', 'Offline']);
  });

  it('is red in a failing state even with every database running', () => {
    show(state(0, false));
    expect(screen.getByTestId('failure-view-achieved').className).toBe('sp-tone--bad');
    expect(screen.queryByTestId('failure-view-offline')).toBeNull();
  });

  it('is green when the state passes and the target is met', () => {
    show(state(0, true));
    const achieved = screen.getByTestId('failure-view-achieved');
    expect(achieved.className).toBe('sp-tone--ok');
    expect(achieved.parentElement!.getAttribute('title')).not.toContain('offline');
  });
});

describe('FailureViewBanner against its Failures row', () => {
  /** A failure state close to the row's figures (4,270 IO/s, 18 ms read, 15.9 ms log, Fail). */
  function near(total: number, read: number): Report {
    const f = { achievedIops: total / 4, targetIops: 1500, dbReadLatencyMs: read, logWriteLatencyMs: 15.9 };
    const instances = Array.from({ length: 4 }, (_, i) => ({
      ...makeServerResult(`fuji18-db${i + 1}`, f),
      mailboxes: 750,
      threads: 2,
      bdmReadsPerSec: 0,
      logReplicationReadsPerSec: 0,
    }));
    const s = { ...makeServerResult('fuji18', { ...f, achievedIops: total, pass: false }), instances };
    return makeReport(1, { pass: false, servers: [s], totals: { ...makeReport(1).totals, achievedIops: total } });
  }

  it('reads as the row where the two agree to the engine precision, not a last digit apart', () => {
    // 4,270.9 IO/s alone reads "4,271"; the row's 4,270 is the same state solved from elsewhere.
    show(near(4270.9, 18.001));
    expect(screen.getByTestId('failure-view-achieved').textContent).toBe('4,270 IO/s');
    expect(screen.queryByTestId('failure-view-differs')).toBeNull();
  });

  it('says so where they differ by more', () => {
    show(near(4400, 18));
    expect(screen.getByTestId('failure-view-achieved').textContent).toBe('4,400 IO/s');
    expect(screen.getByTestId('failure-view-differs')).toBeTruthy();
  });
});
