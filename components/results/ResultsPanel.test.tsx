// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Headroom, Report, ScenarioResult } from '../../engine/ts/reportSchema';
import { loadPresetDesign } from '../../src/presets/load';
import type { Design } from '../../src/schema/design';
import { createDesignStore, type DesignStore } from '../../src/store/createDesignStore';
import { makeReport, makeServerResult } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ResultsPanel } from './ResultsPanel';

afterEach(cleanup);

let design: Design;
beforeAll(async () => {
  const r = await loadPresetDesign('nseries-qd16');
  if (!r.ok) throw new Error(r.error.message);
  design = r.value;
});

const scenario = (id: string, componentId: string, pass: boolean): ScenarioResult => ({
  id,
  kind: 'server',
  componentId,
  label: `${componentId} fails`,
  survivable: pass,
  achievedIops: 4270,
  targetIops: 6000,
  worstDbReadLatencyMs: 18,
  worstLogWriteLatencyMs: 15.9,
  pass,
  headroom: null,
  failing: pass ? [] : ['its databases go offline: no other server holds a copy of them'],
  rebuildHours: null,
  rebuildIdleHours: null,
  notes: [],
});

const logFails = {
  id: 'logWriteLatency',
  label: 'Log write latency (average)',
  scope: 'Fuji18',
  value: 12.1,
  threshold: 10,
  unit: 'ms',
  comparator: '<=',
  pass: false,
  warningOnly: false,
};

function report(revision: number, full: boolean): Report {
  const fuji18 = makeServerResult('fuji18', {
    achievedIops: 3820,
    targetIops: 3000,
    dbReadLatencyMs: 19.2,
    logWriteLatencyMs: 12.1,
    pass: false,
  });
  return makeReport(revision, {
    pass: false,
    servers: [{ ...fuji18, name: 'Fuji18', criteria: [logFails] }],
    totals: { ...makeReport(1).totals, achievedIops: 3820, targetIops: 3000, mailboxes: 3000, databases: 4 },
    scenarios: full ? [scenario('server:fuji18', 'fuji18', false), scenario('hba:fuji18-hba', 'fuji18-hba', true)] : [],
    worstFailure: full
      ? { scenarioId: 'server:fuji18', label: 'fuji18 fails', pass: false, headroomPct: null, reason: 'no DAG' }
      : null,
    explanations: [
      {
        id: 'server:fuji18:dbReadLatencyMs',
        label: 'Fuji18: database read latency',
        value: 19.2,
        unit: 'ms',
        summary: 'Most of it is waiting in the host queue.',
        terms: [
          { label: 'Host queue (queue depth)', value: 12.5, unit: 'ms', componentId: 'fuji18-hba' },
          { label: 'aggr_sgdata drives: service', value: 6.7, unit: 'ms', componentId: 'aggr-sgdata' },
          { label: 'Threads', value: 6, unit: 'threads', componentId: 'fuji18' },
        ],
      },
    ],
    findings: [
      {
        code: 'SPN-W103',
        severity: 'warning',
        message: 'LUN fuji18-e is too small.',
        hint: 'Grow the LUN.',
        componentIds: ['fuji18-e'],
      },
      { code: 'SPN-W107', severity: 'warning', message: 'A port queue.', hint: 'Lower it.', componentIds: ['no-such'] },
    ],
  });
}

function open(): DesignStore {
  const store = createDesignStore(design);
  renderWithDesign(<ResultsPanel />, store);
  return store;
}

const state = (): string | null => screen.getByTestId('results-state').getAttribute('data-state');

describe('ResultsPanel', () => {
  it('says it is evaluating before the first report', () => {
    open();
    expect(state()).toBe('evaluating');
    expect(screen.getByTestId('results-body-summary').textContent).toContain('Evaluating the design');
  });

  it('shows the normal state at once and "analysing failures…" until the full report arrives', () => {
    const store = open();
    act(() => store.setAnalysis({ revision: 1, report: report(1, false), scope: 'quick', status: 'running' }));
    expect(state()).toBe('failures');
    expect(screen.getByTestId('summary-pass').textContent).toBe('Fail');
    expect(screen.getByTestId('summary-failing').textContent).toBe('Fails on: Log write latency (average)');
    expect(within(screen.getByTestId('summary-headroom')).getByTestId('results-pending').textContent).toContain(
      'Analysing headroom',
    );
    fireEvent.click(screen.getByTestId('results-tab-failures'));
    expect(screen.getByTestId('results-pending').textContent).toContain('Analysing failures');

    act(() => store.setAnalysis({ report: report(1, true), scope: 'full', status: 'idle' }));
    expect(state()).toBe('current');
    expect(screen.getByTestId('results-tab-failures').textContent).toBe('Failures1 of 2');
    const rows = screen.getAllByTestId('scenario-row');
    expect(rows[0].getAttribute('data-scenario')).toBe('server:fuji18');
    expect(rows[0].className).toContain('is-worst');
    expect(screen.getByTestId('worst-failure').textContent).toContain('fuji18 fails');
  });

  it('opens a figure’s explanation; a term selects its component; Back returns to the table', () => {
    const store = open();
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    fireEvent.click(screen.getByTestId('results-tab-servers'));
    expect(screen.getByTestId('server-row-fuji18').textContent).toContain('19.2 ms');
    // Not explained by this report: plain text, not a button.
    expect(screen.getByTestId('figure-fuji18-logWriteLatencyMs').tagName).toBe('SPAN');
    fireEvent.click(screen.getByTestId('figure-fuji18-dbReadLatencyMs'));
    const terms = screen.getAllByTestId('explanation-term');
    expect(terms.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Host queue (queue depth)'),
      expect.stringContaining('aggr_sgdata drives: service'),
    ]);
    expect(terms[0].textContent).toContain('12.5 ms');
    expect(screen.getByTestId('explanation-factor').textContent).toContain('6 threads');
    // A latency says which side of its Jetstress limit it is (19.2 ms: within, amber).
    expect(screen.getByTestId('explanation-limit').textContent).toBe('within the 20 ms limit');
    expect(screen.getByTestId('explanation-limit').className).toContain('sp-tone--warn');
    fireEvent.click(terms[1]);
    expect(store.getState().selection.components).toEqual(['aggr-sgdata']);
    fireEvent.click(screen.getByTestId('explanation-back'));
    expect(screen.getByTestId('servers-table')).toBeTruthy();
  });

  it('a term naming an FC link selects the two components the link joins', () => {
    const store = open();
    const fc = design.links.find((l) => l.kind === 'fc')!;
    const base = report(1, true);
    const [read] = base.explanations;
    const wire = { label: 'FC link: service', value: 0.1, unit: 'ms', componentId: fc.id };
    const withLink = { ...base, explanations: [{ ...read, terms: [...read.terms, wire] }] };
    act(() => store.setAnalysis({ revision: 1, report: withLink, scope: 'full', status: 'idle' }));
    fireEvent.click(screen.getByTestId('results-tab-servers'));
    fireEvent.click(screen.getByTestId('figure-fuji18-dbReadLatencyMs'));
    const term = screen.getAllByTestId('explanation-term').find((t) => t.textContent?.includes('FC link'))!;
    fireEvent.click(term);
    expect(store.getState().selection.components).toEqual([fc.from.componentId, fc.to.componentId]);
  });

  it('marks figures stale after an edit and shows engine errors', () => {
    const store = open();
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    act(() => store.apply({ workload: { ...store.getState().doc.workload, headroomPct: 10 } }, 'commit', 'Edit'));
    expect(state()).toBe('stale');
    expect(screen.getByTestId('results-body-summary').className).toContain('is-stale');
    act(() =>
      store.setAnalysis({ status: 'error', error: 'The performance engine could not evaluate the design: boom' }),
    );
    expect(screen.getByTestId('results-error').textContent).toContain('boom');
    expect(state()).toBe('error');
  });

  it('groups findings; a finding selects its components, one naming no component is plain text', () => {
    const store = open();
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    fireEvent.click(screen.getByTestId('results-tab-findings'));
    const [first, second] = screen.getAllByTestId('finding');
    fireEvent.click(within(first).getByRole('button'));
    expect(store.getState().selection.components).toEqual(['fuji18-e']);
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('lists links that break the connection rules in Findings, before and beside the engine’s findings', () => {
    const member = design.links.find((l) => l.kind === 'member')!;
    const lun = design.components.find((c) => c.kind === 'lun')!;
    const bad = { ...member, id: 'bad-link', to: { componentId: lun.id, port: 'files' } };
    const store = createDesignStore({ ...design, links: [...design.links, bad] });
    renderWithDesign(<ResultsPanel />, store);
    const tab = screen.getByTestId('results-tab-findings');
    expect(tab.textContent).toBe('Findings1');
    fireEvent.click(tab);
    const [finding] = screen.getAllByTestId('finding');
    expect(finding.textContent).toContain(`→ ${lun.name} (Files) breaks a connection rule.`);
    fireEvent.click(within(finding).getByRole('button'));
    expect(store.getState().selection.components).toEqual([member.from.componentId, lun.id]);
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    expect(tab.textContent).toBe('Findings3');
    expect(screen.getAllByTestId('finding')[0].textContent).toContain('breaks a connection rule');
  });

  it('compares the published figures, with the failure-scenario figure pending until the full report', () => {
    const store = open();
    act(() => store.setAnalysis({ revision: 1, report: report(1, false), scope: 'quick', status: 'running' }));
    fireEvent.click(screen.getByTestId('results-tab-published'));
    const row = screen.getByTestId('published-row-result-qd16');
    expect(row.getAttribute('data-status')).toBe('within');
    expect(within(row).getByTestId('published-predicted').textContent).toBe('Fail');
    expect(screen.getByTestId('not-published').querySelectorAll('li').length).toBe(design.meta.notPublished!.length);
    expect(screen.getByTestId('readings').textContent).toContain(design.meta.readings![0].topic);
  });

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
      limitedBy: 'capacity',
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

  it('collapses to its header and opens again on a tab', () => {
    open();
    fireEvent.click(screen.getByTestId('results-collapse'));
    expect(screen.queryByTestId('results-body-summary')).toBeNull();
    fireEvent.click(screen.getByTestId('results-tab-capacity'));
    expect(screen.getByTestId('results-body-capacity')).toBeTruthy();
  });
});
