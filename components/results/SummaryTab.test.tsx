// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Headroom } from '../../engine/ts/reportSchema';
import type { Report } from '../../engine/ts/reportSchema';
import { makeLogLun, makeReport, makeServerResult } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { SummaryTab } from './SummaryTab';

afterEach(cleanup);

/** The XIV preset's bottleneck: the engine's sentence already says how busy the drives are. */
const xiv = {
  componentId: 'rg',
  name: 'RAID-X distributed mirror (all 180 drives)',
  kind: 'raidGroup',
  utilisation: 0.85,
  reason:
    'The drives of RAID-X distributed mirror (all 180 drives) are 85 % busy (127 IO/s per drive, 27.2 ms per drive I/O of every kind, queueing included).',
};

/** The N series qd16 bottleneck: its sentence speaks of the throttle, not of "busy". */
const hba = {
  componentId: 'hba',
  name: 'Fuji18 QLogic QLA2342',
  kind: 'hba',
  utilisation: 1,
  reason: 'Fuji18 QLogic QLA2342 port 0 execution throttle is full 100 % of the time: at most 16 I/Os are outstanding.',
};

/** Spare headroom as the XIV preset has it (21,319 IO/s at most), with `o` changed. */
const spare = (o: Partial<Headroom>): Headroom => ({
  maxIops: 21_319,
  iopsPct: 6.6,
  extraMailboxes: 0,
  limitedBy: 'dbReadLatency',
  mailboxesLimitedBy: 'capacity',
  loadFactor: 1.07,
  case: 'spare',
  wholeThreads: null,
  ...o,
});

/** A server of the design: without one the tab only says what to add. */
const mbx = makeServerResult('mbx1', { achievedIops: 100, targetIops: 90, dbReadLatencyMs: 12, logWriteLatencyMs: 2 });

function show(bottleneck: typeof xiv): string {
  const { store } = renderWithDesign(<SummaryTab onShowFailures={vi.fn()} />);
  const revision = store.getState().revision;
  const report = makeReport(revision, { bottleneck, servers: [mbx] });
  act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
  return screen.getByTestId('summary-bottleneck').textContent ?? '';
}

describe('SummaryTab bottleneck', () => {
  it('says how busy the bottleneck is once', () => {
    const text = show(xiv);
    expect(text.match(/85 % busy/g)).toHaveLength(1);
    expect(text).toContain('RAID-X distributed mirror (all 180 drives) — The drives of');
  });

  it('adds the busy share beside the name when the sentence does not give it', () => {
    expect(show(hba)).toContain('Fuji18 QLogic QLA2342 (100 % busy) — Fuji18 QLogic QLA2342 port 0');
  });

  it('says a design whose LUNs are already too small has no extra mailboxes, rather than "0, limited by"', () => {
    const { store } = renderWithDesign(<SummaryTab onShowFailures={vi.fn()} />);
    const revision = store.getState().revision;
    const base = makeReport(revision);
    // The XIV preset: spare IOPS, but its two 750 GB log LUNs need 1,314 GB each.
    const headroom = spare({ iopsPct: 6.6, mailboxesLimitedBy: 'capacity', loadFactor: 1.07 });
    const capacity = {
      ...base.capacity,
      fits: false,
      luns: [makeLogLun('j', 'J: logs'), makeLogLun('k', 'K: logs')],
    };
    const totals = { ...base.totals, targetIops: 20_000 };
    const report = makeReport(revision, { headroom, capacity, totals, servers: [mbx] });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    const card = screen.getByText('6.6 %').parentElement?.textContent ?? '';
    expect(card).toContain('no extra mailboxes: 2 LUNs are already too small for their files');
    expect(card).not.toContain('0 extra mailboxes');
  });

  it('gives no headroom percentage against a target of 0 IO/s, and says why', () => {
    const { store } = renderWithDesign(<SummaryTab onShowFailures={vi.fn()} />);
    const revision = store.getState().revision;
    const base = makeReport(revision);
    // Spare IO/s above nothing: the engine's percentage reads 0 %, which is not headroom.
    const headroom = spare({ iopsPct: 0, limitedBy: 'dbReadLatency', loadFactor: 1 });
    const report = makeReport(revision, { headroom, totals: { ...base.totals, targetIops: 0 }, servers: [mbx] });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    const card = screen.getByTestId('summary-headroom').textContent ?? '';
    expect(card).toContain('—');
    expect(card).toContain('The IOPS target is 0 IO/s');
    expect(card).not.toContain('0 %');
  });

  it('counts passing servers in agreement: "1 of 1 server passes", "1 of 2 servers passes"', () => {
    const { store } = renderWithDesign(<SummaryTab onShowFailures={vi.fn()} />);
    const revision = store.getState().revision;
    const ok = makeServerResult('a', { achievedIops: 100, targetIops: 90, dbReadLatencyMs: 12, logWriteLatencyMs: 2 });
    const bad = { ...ok, id: 'b', name: 'b', pass: false };
    const said = (servers: Report['servers']): string => {
      act(() =>
        store.setAnalysis({ revision, report: makeReport(revision, { servers }), scope: 'full', status: 'idle' }),
      );
      return screen.getByTestId('summary-verdict').textContent ?? '';
    };
    expect(said([ok])).toContain('1 of 1 server passes');
    expect(said([ok, bad])).toContain('1 of 2 servers passes');
    expect(said([ok, { ...ok, id: 'c' }])).toContain('2 of 2 servers pass');
  });
});

describe('SummaryTab of a design without Exchange servers (QA pass 4, item 15)', () => {
  const render = (report: (revision: number) => Report) => {
    const { store } = renderWithDesign(<SummaryTab onShowFailures={vi.fn()} />);
    const revision = store.getState().revision;
    act(() => store.setAnalysis({ revision, report: report(revision), scope: 'full', status: 'idle' }));
  };

  it('says what to add, as the Servers tab does, with no zero-of-zero figures and no Validate line', () => {
    render((revision) => makeReport(revision));
    expect(screen.getByTestId('summary-empty').textContent).toBe(
      'No Exchange servers with databases yet: add a server and place a database on a LUN to get Jetstress figures.',
    );
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/0 of 0|0 IO\/s|raw 0 GB/);
    expect(screen.queryByTestId('summary-validate')).toBeNull();
    expect(screen.queryByTestId('summary-verdict')).toBeNull();
    expect(screen.queryByTestId('summary-capacity')).toBeNull();
  });

  it('keeps the capacity of the storage drawn so far', () => {
    render((revision) => {
      const base = makeReport(revision);
      return makeReport(revision, { capacity: { ...base.capacity, fits: false, luns: [makeLogLun()] } });
    });
    expect(screen.getByTestId('summary-empty')).toBeTruthy();
    expect(screen.getByTestId('summary-capacity').textContent).toContain('Does not fit');
  });

  it('shows the Validate line once there is a server to test', () => {
    render((revision) => makeReport(revision, { servers: [mbx] }));
    expect(screen.queryByTestId('summary-empty')).toBeNull();
    expect(screen.getByTestId('summary-validate')).toBeTruthy();
  });
});
