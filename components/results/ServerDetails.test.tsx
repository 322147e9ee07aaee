// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeJudgedServer, makeServerWithOfflineDb } from '../../src/store/reportFixture';
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

describe('ServerDetails: a limit the engine gives to 0.01 (QA pass 5, item 8)', () => {
  it('prints background maintenance’s 6.75 MB/s whole, with the figure to the same decimals', () => {
    const base = makeJudgedServer('mbx1', { readMs: 19, achievedIops: 1_319, targetIops: 180 });
    const server = {
      ...base,
      criteria: [
        ...base.criteria,
        {
          id: 'bdmThroughput',
          label: 'Background maintenance keeps 90 % of its rate',
          scope: 'MBX1',
          value: 5.634,
          threshold: 6.75,
          unit: 'MB/s',
          comparator: '>=',
          pass: false,
          warningOnly: true,
        },
      ],
    };
    renderWithDesign(<ServerDetails server={server} />);
    const bdm = screen.getAllByTestId('criterion-row').at(-1)!;
    expect(cellsOf(bdm).slice(2, 5)).toEqual(['5.63 MB/s', '≥ 6.75 MB/s', 'Fail (warning)']);
  });
});
