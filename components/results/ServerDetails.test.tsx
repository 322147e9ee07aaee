// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeServerWithOfflineDb } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { ServerDetails } from './ServerDetails';

afterEach(cleanup);

const cellsOf = (row: HTMLElement): (string | null)[] => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('ServerDetails: a database that cannot run (QA pass 4, item 6)', () => {
  it('reads "Runs: no" with its reason, and no "= 1" limit', () => {
    const db = 'DB1 (F:\\db1, logs c:\\log1)';
    const server = makeServerWithOfflineDb('exchange1', db);
    renderWithDesign(<ServerDetails server={server} />);
    const [runs, iops] = screen.getAllByTestId('criterion-row');
    expect(cellsOf(runs!)).toEqual([
      `Database ${db} runs`,
      db,
      'Runs: no (a RAID group under its LUNs is not usable)',
      'must run',
      'Fail',
    ]);
    expect(runs!.textContent).not.toMatch(/= ?1/);
    // A figure keeps its limit.
    expect(cellsOf(iops!).slice(2, 4)).toEqual(['0 IO/s', '≥ 450 IO/s']);
  });
});
