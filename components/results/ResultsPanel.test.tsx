// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Design } from '../../src/schema/design';
import { createDesignStore } from '../../src/store/createDesignStore';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ResultsPanel } from './ResultsPanel';
import { loadDesign, open as openOn, report, state } from '../testing/resultsPanelFixture';

afterEach(cleanup);

let design: Design;
beforeAll(async () => {
  design = await loadDesign();
});

const open = () => openOn(design);

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
      expect.stringContaining('Host queue: HBA execution throttle'),
      expect.stringContaining('aggr_sgdata drives: service'),
      expect.stringContaining('2 front-end ports: service'),
    ]);
    // A term over a part's copies on every path names none of them and selects them all.
    expect(terms[2].textContent).not.toContain('·');
    fireEvent.click(terms[2]);
    expect(store.getState().selection.components).toEqual(['filer-head', 'filer-partner']);
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

  it('moves the focus into an explanation, and Back returns it to the figure opened (QA pass 7, item 9)', () => {
    const store = open();
    act(() => store.setAnalysis({ revision: 1, report: report(1, true), scope: 'full', status: 'idle' }));
    fireEvent.click(screen.getByTestId('results-tab-servers'));
    const figure = screen.getByTestId('figure-fuji18-dbReadLatencyMs');
    figure.focus();
    fireEvent.click(figure);
    expect(document.activeElement).toBe(screen.getByTestId('explanation-back'));
    fireEvent.click(screen.getByTestId('explanation-back'));
    const again = screen.getByTestId('figure-fuji18-dbReadLatencyMs');
    expect(document.activeElement).toBe(again);
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

  it('collapses to its header and opens again on a tab', () => {
    open();
    fireEvent.click(screen.getByTestId('results-collapse'));
    expect(screen.queryByTestId('results-body-summary')).toBeNull();
    fireEvent.click(screen.getByTestId('results-tab-capacity'));
    expect(screen.getByTestId('results-body-capacity')).toBeTruthy();
  });
});
