// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { PublishedRow } from './publishedCompare';
import { PublishedRowView } from './PublishedRowView';

afterEach(cleanup);

/** The XIV preset's XIV30 DB write latency: published 7.31 ms, predicted 2.49 ms, no tolerance. */
const writeLatency: PublishedRow = {
  figure: {
    id: 'xiv30-db-write',
    label: 'XIV30: average database write latency (2 h)',
    metric: 'dbWriteLatencyMs',
    serverId: 'xiv30',
    value: 7.31,
    unit: 'ms',
    source: { document: '000_fc78f8ddc2922753.txt', lines: [553] },
  },
  predicted: 2.49,
  errorAbs: 2.49 - 7.31,
  errorRel: 2.49 / 7.31 - 1,
  tolerance: null,
  status: 'info',
  scenario: null,
  note: null,
};

describe('PublishedRowView', () => {
  it('calls a figure without a tolerance "No tolerance", as docs/validation.md does, not "Error only"', () => {
    render(
      <table>
        <tbody>
          <PublishedRowView row={writeLatency} source={{ document: '000_fc78f8ddc2922753.txt', title: 'XIV ESRP' }} />
        </tbody>
      </table>,
    );
    const row = screen.getByTestId('published-row-xiv30-db-write');
    expect(row.textContent).toContain('−4.82 ms');
    expect(row.querySelector('.sp-status-chip')?.textContent).toBe('No tolerance');
  });

  it('cites the line, never the seed document’s internal file name, in the cell or its tooltip', () => {
    const other = {
      ...writeLatency,
      figure: {
        ...writeLatency.figure,
        source: { ...writeLatency.figure.source, document: '004_0123456789abcdef.txt' },
      },
    };
    for (const row of [writeLatency, other]) {
      cleanup();
      render(
        <table>
          <tbody>
            <PublishedRowView row={row} source={{ document: '000_fc78f8ddc2922753.txt', title: 'XIV ESRP' }} />
          </tbody>
        </table>,
      );
      const cell = screen.getByTestId(`published-row-${row.figure.id}`).querySelector('.sp-published__source')!;
      expect(cell.textContent).toMatch(/line 553$/);
      expect(`${cell.textContent} ${cell.getAttribute('title')}`).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
    }
  });
});
