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
          <PublishedRowView row={writeLatency} document="000_fc78f8ddc2922753.txt" />
        </tbody>
      </table>,
    );
    const row = screen.getByTestId('published-row-xiv30-db-write');
    expect(row.textContent).toContain('−4.82 ms');
    expect(row.querySelector('.sp-status-chip')?.textContent).toBe('No tolerance');
  });
});
