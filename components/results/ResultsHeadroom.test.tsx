// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Headroom } from '../../engine/ts/reportSchema';
import type { Design } from '../../src/schema/design';
import { loadDesign, open as openOn, report, scenario } from '../testing/resultsPanelFixture';

afterEach(cleanup);

let design: Design;
beforeAll(async () => {
  design = await loadDesign();
});

const open = () => openOn(design);

describe('ResultsPanel: headroom and rebuilds', () => {
  it("shows a drive failure's rebuild under load, and on idle drives beside it", () => {
    const store = open();
    const disk = {
      ...scenario('disk:pool', 'pool', true),
      kind: 'disk',
      rebuildHours: 0.72,
      rebuildIdleHours: 0.17,
    };
    const base = report(1, true);
    act(() =>
      store.setAnalysis({ revision: 1, report: { ...base, scenarios: [disk] }, scope: 'full', status: 'idle' }),
    );
    fireEvent.click(screen.getByTestId('results-tab-failures'));
    const cell = screen.getByTestId('scenario-row').lastElementChild;
    expect(cell?.textContent).toBe('43 min');
    expect(cell?.getAttribute('title')).toBe('Under this load. On otherwise idle drives: 10 min.');
  });

  it('reads the headroom of a failing design or scenario as none, with the thread count that would pass', () => {
    const store = open();
    // As the engine reads it: failing as tested, every limit holds at fewer threads.
    const headroom: Headroom = {
      maxIops: 7614,
      iopsPct: 26.9,
      extraMailboxes: 0,
      limitedBy: 'dbReadLatency',
      mailboxesLimitedBy: 'capacity',
      loadFactor: 0.699,
      case: 'fewerThreads',
      wholeThreads: {
        servers: [
          { id: 'fuji18', threadsPerDatabase: 1 },
          { id: 'fuji19', threadsPerDatabase: 1 },
        ],
        achievedIops: 6100,
        targetIops: 6000,
        worstDbReadLatencyMs: 14.2,
        worstLogWriteLatencyMs: 6.1,
        pass: true,
        failing: [],
      },
    };
    const failing = { ...scenario('hba:fuji18-hba', 'fuji18-hba', false), headroom };
    const base = report(1, true);
    const full = { ...base, headroom, scenarios: [failing], capacity: { ...base.capacity, fits: false } };
    act(() => store.setAnalysis({ revision: 1, report: full, scope: 'full', status: 'idle' }));
    const card = screen.getByTestId('summary-headroom');
    // The big figure is the verdict, not +26.9 %; the sentence says what fewer threads reach.
    expect(card.querySelector('.sp-card__big')?.textContent).toBe('None as tested');
    // The fixture's servers run 2 threads per database; the engine re-solved at 1 (0.70 × 2, down).
    expect(card.textContent).toContain(
      'At 1 thread per database (tested: 2) it passes: 6,100 IO/s, +1.7 % on target, within every latency limit.',
    );
    expect(card.textContent).not.toContain('7,614');

    // At the whole count it misses the target: no whole count passes, whatever the factor promised.
    const short = { ...headroom.wholeThreads!, achievedIops: 5800, pass: false, failing: ['achievedIops'] };
    const shortReport = { ...full, headroom: { ...headroom, wholeThreads: short } };
    act(() => store.setAnalysis({ revision: 1, report: shortReport, scope: 'full', status: 'idle' }));
    expect(screen.getByTestId('summary-headroom').textContent).toContain(
      'every latency limit holds, but it reaches 5,800 IO/s, below the 6,000 IO/s target; one thread more breaks a limit, so no whole count passes.',
    );
    const none = { ...full, headroom: { ...headroom, case: 'moreThreads' as const, wholeThreads: null } };
    act(() => store.setAnalysis({ revision: 1, report: none, scope: 'full', status: 'idle' }));
    expect(screen.getByTestId('summary-headroom').textContent).toContain(
      'Below target at the tested threads. Only 0.70× the threads meets every limit and the target together',
    );
    // "Does not fit" says what it rests on: the workload's message profile.
    expect(screen.getByTestId('summary-capacity-profile').textContent).toContain(
      `${design.workload.messagesPerDay} messages a day`,
    );
    fireEvent.click(screen.getByTestId('results-tab-failures'));
    expect(screen.getByTestId('scenario-row').textContent).not.toContain('26.9');
  });

  it('reads the headroom of a design failing for a database that does not run as none, whatever the threads', () => {
    const store = open();
    const headroom = {
      maxIops: 329.5,
      iopsPct: 83.1,
      extraMailboxes: 0,
      limitedBy: 'threads',
      mailboxesLimitedBy: 'threads',
      loadFactor: 1.6,
      case: 'offline',
      wholeThreads: null,
    } as const;
    const base = report(1, true);
    act(() => store.setAnalysis({ revision: 1, report: { ...base, headroom }, scope: 'full', status: 'idle' }));
    const card = screen.getByTestId('summary-headroom');
    expect(card.querySelector('.sp-card__big')?.textContent).toBe('None as tested');
    expect(card.textContent).toContain('A database does not run, so Jetstress fails whatever the thread count.');
    expect(card.textContent).not.toContain('Below target');
  });
});
