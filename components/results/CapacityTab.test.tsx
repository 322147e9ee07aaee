// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Component } from '../../src/schema/components';
import { makeReport } from '../../src/store/reportFixture';
import { indexReport } from '../../src/store/selectors';
import { badgesFor } from '../canvas/annotations/badges';
import { renderWithDesign } from '../testing/renderWithDesign';
import { CapacityTab } from './CapacityTab';

afterEach(cleanup);

const lunPart: Component = { kind: 'lun', id: 'lun1', name: 'XIV30 E: DB1', sizeGb: 5000 };
const basis =
  'Databases: 2,000 mailboxes in 1 database × 1,231.8 MB on disk (1,024 MB quota + 11.0 MB whitespace + 196.8 MB deleted items), + 20 % growth overhead + 10 % content index = 3,409.9 GB; with 20 % of the LUN kept free: 4,262.4 GB.';
const lunFigures = {
  id: 'lun1',
  name: 'XIV30 E: DB1',
  sizeGb: 5000,
  dbRequiredGb: 3900,
  logRequiredGb: 360,
  requiredBasis: basis,
};

describe('CapacityTab', () => {
  it('reads a LUN’s used share as the canvas badge does (one figure, one precision)', () => {
    const { store } = renderWithDesign(<CapacityTab />);
    const revision = store.getState().revision;
    const base = makeReport(revision);
    const report = makeReport(revision, {
      capacity: {
        ...base.capacity,
        luns: [{ ...lunFigures, requiredGb: 4260, usedPct: 85.2, fits: true }],
      },
    });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));

    const row = screen.getByTestId('capacity-lun');
    const [badge] = badgesFor(lunPart, indexReport(report));
    expect(badge?.value).toBe('85 % of 5 TB');
    expect(within(row).getByText('85 %')).toBeTruthy();
    expect(within(row).queryByText('85.2 %')).toBeNull();
    // Hovering the need says how the engine reached it.
    expect(within(row).getByTestId('capacity-lun-required').getAttribute('title')).toBe(basis);
  });

  it('says "none" where a LUN holds no databases or no logs, not "0 GB"', () => {
    const { store } = renderWithDesign(<CapacityTab />);
    const revision = store.getState().revision;
    const base = makeReport(revision);
    const logs = { ...lunFigures, id: 'j', name: 'XIV30 J: logs', sizeGb: 750, dbRequiredGb: 0, logRequiredGb: 1314 };
    const report = makeReport(revision, {
      capacity: { ...base.capacity, luns: [{ ...logs, requiredGb: 1314, usedPct: 175.2, fits: false }] },
    });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    const cells = [...screen.getByTestId('capacity-lun').querySelectorAll('td')].map((c) => c.textContent);
    // The logs' own need (1,314 GB less the 20 % kept free), the share kept free, and Required.
    expect(cells.slice(1, 6)).toEqual(['750 GB', 'none', '1.1 TB', '263 GB', '1.3 TB']);
  });

  it('says what to add on a design without storage, instead of two tables of bare headers (QA pass 4, item 15)', () => {
    const { store } = renderWithDesign(<CapacityTab />);
    const revision = store.getState().revision;
    act(() => store.setAnalysis({ revision, report: makeReport(revision), scope: 'full', status: 'idle' }));
    expect(screen.getByTestId('capacity-empty').textContent).toMatch(/^No RAID groups or LUNs yet: add a RAID group/);
    expect(document.querySelector('table')).toBeNull();
    expect(document.body.textContent).not.toContain('0 GB');
  });

  it('says a RAID group has no LUNs yet in place of an empty LUN table', () => {
    const { store } = renderWithDesign(<CapacityTab />);
    const revision = store.getState().revision;
    const base = makeReport(revision);
    const group = {
      id: 'rg',
      name: 'RG1',
      drives: 8,
      rawGb: 8000,
      usableGb: 3600,
      usableBasis: 'RAID 10 of 8 drives',
      allocatedGb: 0,
      freeGb: 3600,
      fits: true,
    };
    const report = { ...base, capacity: { ...base.capacity, raidGroups: [group] } };
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    expect(screen.queryByTestId('capacity-empty')).toBeNull();
    expect(screen.getAllByTestId('capacity-raid-group')).toHaveLength(1);
    expect(screen.getByText(/^No LUNs yet: put a LUN inside a RAID group/)).toBeTruthy();
    expect(document.querySelectorAll('table')).toHaveLength(1);
  });

  it('gives the files’ own need as the basis note does, and the share kept free apart (QA pass 5, item 9)', () => {
    const { store } = renderWithDesign(<CapacityTab />);
    const revision = store.getState().revision;
    const base = makeReport(revision);
    // design2's LUN: databases 3,181.8 GB and logs 115.8 GB, with 20 % kept free: 4,122.0 GB.
    const lun = {
      ...lunFigures,
      name: 'MBX1 DB LUN 1',
      sizeGb: 3000,
      dbRequiredGb: 3181.8 / 0.8,
      logRequiredGb: 115.8 / 0.8,
      requiredGb: (3181.8 + 115.8) / 0.8,
    };
    const report = makeReport(revision, {
      capacity: { ...base.capacity, luns: [{ ...lun, usedPct: 137.4, fits: false }] },
    });
    act(() => store.setAnalysis({ revision, report, scope: 'full', status: 'idle' }));
    const cells = [...screen.getByTestId('capacity-lun').querySelectorAll('td')].map((c) => c.textContent);
    expect(cells.slice(1, 6)).toEqual(['3 TB', '3.2 TB', '116 GB', '824 GB', '4.1 TB']);
    const headers = [...screen.getAllByRole('columnheader')].map((h) => h.textContent);
    expect(headers).toContain('Kept free');
    // A share of what the LUN needs, not of the LUN: 824 GB is 20 % of 4.1 TB, not of 3 TB (QA pass 7, item 6).
    const keptFree = screen.getAllByRole('columnheader').find((h) => h.textContent === 'Kept free');
    expect(keptFree?.title).toContain('20 % of what each LUN needs (its Required)');
    expect(keptFree?.title).not.toContain('of each LUN');
    const freeCell = screen.getByTestId('capacity-lun').querySelectorAll('td')[4];
    expect(freeCell?.title).toBe('20 % of the 4.1 TB the LUN needs');
    // The canvas badge's tooltip gives the total, not the per-kind figures with the free share in them.
    const [badge] = badgesFor({ ...lunPart, id: 'lun1' }, indexReport(report));
    expect(badge?.title).toBe('Needed on this LUN: 4.1 TB, its files and the free space kept on it.');
  });
});
