// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { act } from '@testing-library/react';

import { createDesignStore } from '../../src/store/createDesignStore';
import { makeJudgedServer, makeLoad, makeReport } from '../../src/store/reportFixture';
import { loadDesign } from '../testing/resultsPanelFixture';
import { renderWithDesign, showComponentLoads } from '../testing/renderWithDesign';
import { EngineFigures } from './EngineFigures';

afterEach(cleanup);

describe('EngineFigures', () => {
  it('gives the figures of the failure shown on the canvas, as the selected card does, and says so', async () => {
    // The N series design: its filer's two heads, one failed, the other's figures shown.
    const { store } = renderWithDesign(<EngineFigures id="spa" />, createDesignStore(await loadDesign()));
    showComponentLoads(store, [{ ...makeLoad('spa', 0.55), kind: 'controller' }]);
    const scenario = {
      id: 'controller:filer-partner',
      componentId: 'filer-partner',
      label: 'Controller Filer partner fails',
    };
    act(() => store.showFailureView(scenario));
    // Not answered yet: the normal figures, and no claim about the failure.
    expect(screen.getByTestId('figure-util').textContent).toBe('55 %');
    expect(screen.queryByTestId('engine-figures-failure')).toBeNull();
    const revision = store.getState().revision;
    const report = makeReport(revision, { components: [{ ...makeLoad('spa', 0.97), kind: 'controller' }] });
    act(() => store.updateFailureView('controller:filer-partner', { revision, report, status: 'ready' }));
    expect(screen.getByTestId('figure-util').textContent).toBe('97 %');
    expect(screen.getByTestId('engine-figures-failure').textContent).toBe(
      'In the failure shown: Controller Filer partner fails.',
    );
    act(() => store.leaveFailureView());
    expect(screen.getByTestId('figure-util').textContent).toBe('55 %');
  });

  it('shows an idle part as idle: 0 IO/s, and no time per visit to quote', () => {
    const { store } = renderWithDesign(<EngineFigures id="partner" />);
    const idle = { ...makeLoad('partner', 0), kind: 'controller' };
    showComponentLoads(store, [idle]);
    expect(screen.getByTestId('figure-util').textContent).toBe('0 %');
    expect(screen.getByText('Time per visit').nextElementSibling?.textContent).toBe('—');
  });

  it("lists a RAID-DP group's data and parity drives with their own loads", () => {
    const { store } = renderWithDesign(<EngineFigures id="aggr" />);
    const group = {
      ...makeLoad('aggr', 0.62, 8.4),
      kind: 'raidGroup',
      driveSets: [
        { role: 'drives', drives: 42, iops: 9310, mbPerSec: 76.3, utilisation: 0.62, responseMs: 8.4 },
        { role: 'parity drives', drives: 6, iops: 880, mbPerSec: 7.2, utilisation: 0.21, responseMs: 5.1 },
      ],
    };
    showComponentLoads(store, [group]);
    const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(screen.getAllByTestId('drive-set').map(cells)).toEqual([
      ['Data drives (42)', '9,310', '8.40 ms', '62 %'],
      ['Parity drives (6)', '880', '5.10 ms', '21 %'],
    ]);
  });

  it('lists no drive sets for a group of one set', () => {
    const { store } = renderWithDesign(<EngineFigures id="rg" />);
    const group = { ...makeLoad('rg', 0.5, 6), kind: 'raidGroup' };
    showComponentLoads(store, [group]);
    expect(screen.getByTestId('figure-util').textContent).toBe('50 %');
    expect(screen.queryByTestId('drive-sets')).toBeNull();
  });

  it("says how a RAID group's usable capacity was reached", () => {
    const { store } = renderWithDesign(<EngineFigures id="aggr" />);
    const basis =
      '42 data drives × 71.3 GB right-sized by Data ONTAP (the 72 GB class), less the 10 % WAFL reserve and a 5 % aggregate snapshot reserve';
    const group = {
      id: 'aggr',
      name: 'aggr_sgdata',
      drives: 48,
      rawGb: 3523.2,
      usableGb: 2560.4,
      usableBasis: basis,
      allocatedGb: 800,
      freeGb: 1760.4,
      fits: true,
    };
    const base = makeReport(store.getState().revision);
    const report = { ...base, capacity: { ...base.capacity, raidGroups: [group] } };
    act(() => store.setAnalysis({ revision: report.revision, report, scope: 'quick', status: 'idle' }));
    expect(screen.getByText('Raw / usable').nextElementSibling?.textContent).toBe('3.5 TB / 2.6 TB');
    expect(screen.getByTestId('usable-basis').textContent).toBe(`Usable: ${basis}.`);
  });

  it('adds no second full stop to an engine text that ends with its own (QA: "enclosure..")', () => {
    const { store } = renderWithDesign(<EngineFigures id="rg" />);
    const group = {
      id: 'rg',
      name: 'RG1',
      drives: 0,
      rawGb: 0,
      usableGb: 0,
      usableBasis: 'No drives: connect the group to an enclosure.',
      allocatedGb: 0,
      freeGb: 0,
      fits: true,
    };
    const base = makeReport(store.getState().revision);
    const report = { ...base, capacity: { ...base.capacity, raidGroups: [group] } };
    act(() => store.setAnalysis({ revision: report.revision, report, scope: 'quick', status: 'idle' }));
    expect(screen.getByTestId('usable-basis').textContent).toBe(
      'Usable: No drives: connect the group to an enclosure.',
    );
    // Nor after a question or an exclamation.
    for (const usableBasis of ['Is the enclosure connected?', 'Connect an enclosure!']) {
      const asked = { ...report, capacity: { ...report.capacity, raidGroups: [{ ...group, usableBasis }] } };
      act(() => store.setAnalysis({ revision: asked.revision, report: asked, scope: 'quick', status: 'idle' }));
      expect(screen.getByTestId('usable-basis').textContent).toBe(`Usable: ${usableBasis}`);
    }
  });

  it("names what a LUN's files need by kind, not as '0 GB + 1.3 TB'", () => {
    const { store } = renderWithDesign(<EngineFigures id="logs" />);
    // The XIV preset's J: log LUN: 1,314 GB of logs on 750 GB.
    const why =
      "Logs: 10,000 mailboxes in 5 databases × 30 log files of 1 MB a day × 3 days of truncation failure + a day's moves (1 % of the mailboxes × 1,024 MB) = 1,051.1 GB; with 20 % of the LUN kept free: 1,313.9 GB.";
    const logs = {
      id: 'logs',
      name: 'XIV30 J: logs',
      sizeGb: 750,
      dbRequiredGb: 0,
      logRequiredGb: 1314,
      requiredBasis: why,
    };
    const both = { ...logs, id: 'both', name: 'E: DB1', sizeGb: 5000, dbRequiredGb: 3900, logRequiredGb: 360 };
    const base = makeReport(store.getState().revision);
    const luns = [
      { ...logs, requiredGb: 1314, usedPct: 175.2, fits: false },
      { ...both, requiredGb: 4260, usedPct: 85.2, fits: true },
    ];
    const report = { ...base, capacity: { ...base.capacity, luns } };
    act(() => store.setAnalysis({ revision: report.revision, report, scope: 'quick', status: 'idle' }));
    // The logs' own need, as the basis note gives it (1,051.1 GB), and the 20 % kept free apart
    // (QA pass 5, item 9: "1.3 TB for logs" beside a note of 1,051.1 GB).
    expect(screen.getByText('Needed').nextElementSibling?.textContent).toBe('1.1 TB for logs');
    // 20 % of what the LUN needs, not of the LUN (QA pass 7, item 6: 20 % of 750 GB is not 263 GB).
    expect(screen.getByTestId('figure-kept-free').textContent).toBe('263 GB (20 % of the 1.3 TB the LUN needs)');
    // And how the engine reached it, in its own words.
    expect(screen.getByTestId('required-basis').textContent).toBe(why);
    cleanup();
    renderWithDesign(<EngineFigures id="both" />, store);
    expect(screen.getByText('Needed').nextElementSibling?.textContent).toBe('3.1 TB databases + 288 GB logs');
    expect(screen.getByTestId('figure-kept-free').textContent).toBe('852 GB (20 % of the 4.3 TB the LUN needs)');
  });

  it('prints and colours a server’s figures beside their verdict as the engine judges them', () => {
    const { store } = renderWithDesign(<EngineFigures id="mbx1" />);
    const show = (server: ReturnType<typeof makeJudgedServer>) => {
      const revision = store.getState().revision;
      const report = makeReport(revision, { servers: [server], pass: server.pass });
      act(() => store.setAnalysis({ revision, report, scope: 'quick', status: 'idle' }));
    };
    const figure = (id: string) => screen.getByTestId(id);
    // A miss of 754.2 of 754.4 IO/s; a read latency of 20.003 ms, which fails "≤ 20 ms".
    show(makeJudgedServer('mbx1', { readMs: 20.003, achievedIops: 754.2, targetIops: 754.4 }));
    expect(figure('figure-iops').textContent).toBe('754.2 / 754.4 IO/s');
    expect(figure('figure-iops').className).toBe('sp-tone--bad');
    expect(figure('figure-db-read').textContent).toBe('20.003 ms');
    expect(figure('figure-db-read').className).toBe('sp-tone--bad');
    // 754.36 of 754.4 ties at one decimal; 20.0004 ms is judged 20.000 ms, a pass (amber, near its limit).
    show(makeJudgedServer('mbx1', { readMs: 20.0004, achievedIops: 754.36, targetIops: 754.4 }));
    expect(figure('figure-iops').textContent).toBe('754.36 / 754.40 IO/s');
    expect(figure('figure-db-read').textContent).toBe('20.0 ms');
    expect(figure('figure-db-read').className).toBe('sp-tone--warn');
  });

  it("names a database's verdict for what it judges, apart from its host's (QA 6 #14)", () => {
    const { store } = renderWithDesign(<EngineFigures id="mbx1-db1" />);
    // MBX1 SG1 at 800 mailboxes: 215 of its 384 IO/s, within the latency limits, on a host that passes.
    const server = makeJudgedServer('mbx1', { readMs: 12, achievedIops: 215, targetIops: 384 });
    const host = {
      ...server,
      name: 'MBX1',
      pass: true,
      instances: server.instances.map((i) => ({ ...i, pass: true })),
    };
    const revision = store.getState().revision;
    const report = makeReport(revision, { servers: [host], pass: true });
    act(() => store.setAnalysis({ revision, report, scope: 'quick', status: 'idle' }));
    const row = (label: string) => screen.getByText(label).nextElementSibling;
    expect(screen.queryByText('Result')).toBeNull();
    expect(row('Latency limits')?.textContent).toBe('Pass');
    expect(row('Achieved / target IOPS')?.className).toBe('sp-tone--bad');
    expect(screen.getByTestId('figure-host-result').textContent).toBe('Pass');
    expect(screen.getByTestId('instance-judged-on-host').textContent).toBe(
      'Jetstress judges MBX1 as a whole, not each database: its IO/s against the sum of its databases’ targets, and every database’s latencies.',
    );
  });
});
