// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createCompareStore } from '../../src/store/compare';
import { blankDesign } from '../../src/store/document';
import { makeReport, makeServerResult } from '../../src/store/reportFixture';
import { CompareProvider, type CompareContextValue } from '../state/CompareContext';
import { renderWithDesign } from '../testing/renderWithDesign';
import { CompareDialog } from './CompareDialog';

afterEach(cleanup);

const server = (achievedIops: number) =>
  makeServerResult('s1', { achievedIops, targetIops: 1000, dbReadLatencyMs: 12, logWriteLatencyMs: 2 });

function renderDialog() {
  const compare = createCompareStore();
  compare.show();
  const value: CompareContextValue = {
    store: compare,
    presets: [{ id: 'xiv-2810', title: 'IBM XIV 2810-A14 — 40,000 mailboxes, Exchange 2010 (tested half)' }],
    shortcut: 'Ctrl+Shift+K',
    actions: {
      keepSnapshot: vi.fn(),
      addPreset: vi.fn(async () => null),
      addFile: vi.fn(async () => null),
      open: vi.fn(async () => true),
      exportCsv: vi.fn(async () => null),
    },
  };
  const r = renderWithDesign(
    <CompareProvider value={value}>
      <CompareDialog />
    </CompareProvider>,
  );
  return { ...r, compare, actions: value.actions };
}

const text = (id: string): string => screen.getByTestId(id).textContent ?? '';

describe('CompareDialog', () => {
  it('shows the current design evaluating, then its quick figures, then its failures', () => {
    const { store } = renderDialog();
    expect(text('compare-status-0')).toContain('Evaluating…');
    expect(text('compare-iops-0')).toBe('Evaluating…');
    const revision = store.getState().revision;
    const report = makeReport(revision, { servers: [server(1200)] });
    const withTotals = { ...report, totals: { ...report.totals, achievedIops: 1200, targetIops: 1000 } };
    act(() => store.setAnalysis({ revision, report: withTotals, scope: 'quick', status: 'idle' }));
    expect(text('compare-iops-0-value')).toBe('1,200 IO/s');
    expect(text('compare-headroom-0')).toBe('Analysing failures…');
    expect(text('compare-status-0')).toContain('Analysing failures…');
    act(() => store.setAnalysis({ revision, report: withTotals, scope: 'full', status: 'idle' }));
    expect(screen.queryByTestId('compare-status-0')).toBeNull();
    // An edit makes the figures stale: the column says so rather than show the old ones.
    act(() => store.apply({ workload: { ...store.getState().doc.workload, iopsPerMailbox: 0.5 } }, 'commit', 'Edit'));
    expect(text('compare-iops-0')).toBe('Evaluating…');
  });

  it('shows each candidate as far as its evaluation is, and why one failed', () => {
    const { compare } = renderDialog();
    let a = 0;
    let b = 0;
    act(() => {
      a = compare.add({ name: 'Before', source: 'snapshot', design: blankDesign() })!;
      b = compare.add({ name: 'Broken', source: 'file', design: blankDesign() })!;
    });
    expect(text('compare-status-1')).toContain('Evaluating…');
    const report = makeReport(1, { servers: [server(900)] });
    act(() => {
      compare.update(a, { status: 'ready', report });
      compare.update(b, { status: 'error', error: 'The performance engine could not evaluate the design: boom' });
    });
    expect(screen.queryByTestId('compare-status-1')).toBeNull();
    expect(text('compare-verdict-1-value')).toBe('Pass');
    expect(text('compare-status-2')).toContain('boom');
    expect(text('compare-iops-2')).toBe('—');
  });

  it('renames on Enter, removes, and asks the shell to add and open', () => {
    const { compare, actions } = renderDialog();
    let id = 0;
    act(() => {
      id = compare.add({ name: 'Before', source: 'snapshot', design: blankDesign() })!;
    });
    const name = screen.getByTestId('compare-name-1') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Before: RAID 5' } });
    fireEvent.blur(name);
    expect(compare.getState().candidates[0]?.name).toBe('Before: RAID 5');
    fireEvent.click(screen.getByTestId('compare-open-1'));
    expect(actions.open).toHaveBeenCalledWith(id);
    fireEvent.click(screen.getByTestId('compare-snapshot'));
    expect(actions.keepSnapshot).toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('compare-preset'), { target: { value: 'xiv-2810' } });
    expect(actions.addPreset).toHaveBeenCalledWith('xiv-2810');
    fireEvent.click(screen.getByTestId('compare-remove-1'));
    expect(compare.getState().candidates).toEqual([]);
  });

  it('puts a cleared name back, the one the store kept and the CSV exports', async () => {
    const { store, compare, actions } = renderDialog();
    const revision = store.getState().revision;
    act(() => {
      store.setAnalysis({ revision, report: makeReport(revision), scope: 'full', status: 'idle' });
      const id = compare.add({ name: 'nseries-qd256, snapshot 1', source: 'snapshot', design: blankDesign() })!;
      compare.update(id, { status: 'ready', report: makeReport(1) });
    });
    const name = screen.getByTestId('compare-name-1') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(compare.getState().candidates[0]?.name).toBe('nseries-qd256, snapshot 1');
    expect(name.value).toBe('nseries-qd256, snapshot 1');
    await act(async () => {
      fireEvent.click(screen.getByTestId('compare-export'));
    });
    const csv = vi.mocked(actions.exportCsv).mock.calls[0]![0];
    expect(csv.split('\r\n')[0]).toMatch(/,"nseries-qd256, snapshot 1"$/);
  });

  it('heads a preset by its title, shortened, with the whole title in the tooltip and the CSV', async () => {
    const { store, compare, actions } = renderDialog();
    const revision = store.getState().revision;
    act(() => {
      store.setAnalysis({ revision, report: makeReport(revision), scope: 'full', status: 'idle' });
      const id = compare.add({ name: 'xiv-2810', source: 'preset', design: blankDesign() })!;
      compare.update(id, { status: 'ready', report: makeReport(1, { servers: [server(1200)] }) });
    });
    const name = screen.getByTestId('compare-name-1') as HTMLInputElement;
    expect(name.value).toBe('IBM XIV 2810-A14');
    expect(name.title).toContain('IBM XIV 2810-A14 — 40,000 mailboxes, Exchange 2010 (tested half)');
    expect(text('compare-verdict-1')).toContain('1 of 1 server passes');
    await act(async () => {
      fireEvent.click(screen.getByTestId('compare-export'));
    });
    const [head, design] = vi.mocked(actions.exportCsv).mock.calls[0]![0].split('\r\n');
    expect(head).toMatch(/,IBM XIV 2810-A14$/);
    expect(design).toMatch(/,"Preset: IBM XIV 2810-A14 — 40,000 mailboxes, Exchange 2010 \(tested half\)"$/);
    expect(vi.mocked(actions.exportCsv).mock.calls[0]![0]).toContain('Pass (1 of 1 server passes)');
  });

  it('refuses to export while a column is evaluating, naming it', () => {
    const { actions } = renderDialog();
    fireEvent.click(screen.getByTestId('compare-export'));
    expect(text('compare-refused')).toContain('is still being evaluated');
    expect(actions.exportCsv).not.toHaveBeenCalled();
  });

  it('hands the table to the shell as CSV once every column is in, and shows how it went', async () => {
    const { store, actions } = renderDialog();
    vi.mocked(actions.exportCsv).mockResolvedValue({ tone: 'info', message: 'Comparison saved: x.csv.', hint: '' });
    const revision = store.getState().revision;
    act(() => store.setAnalysis({ revision, report: makeReport(revision), scope: 'full', status: 'idle' }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('compare-export'));
    });
    const csv = vi.mocked(actions.exportCsv).mock.calls[0]![0];
    expect(csv.startsWith('\uFEFFFigure,')).toBe(true);
    expect(csv).toContain('\r\nJetstress verdict,');
    expect(text('compare-message')).toContain('Comparison saved: x.csv.');
  });

  it('closes on Esc and with Close', () => {
    const { compare } = renderDialog();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(compare.getState().shown).toBe(false);
    act(() => compare.show());
    fireEvent.click(screen.getByTestId('compare-close'));
    expect(compare.getState().shown).toBe(false);
  });
});
