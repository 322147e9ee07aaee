// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeJudgedServer } from '../../src/store/reportFixture';
import { renderWithDesign } from '../testing/renderWithDesign';
import { criterionFigure, dbReadFigure, iopsFigure, logWriteFigure } from './judgedFigures';
import { ServerDetails } from './ServerDetails';
import { ServerRow } from './ServerRow';

afterEach(cleanup);

describe('judged figures', () => {
  it('write a failing 20.003 ms read latency to 0.001 ms, and its limit alike', () => {
    expect(dbReadFigure(20.003)).toEqual({ value: '20.003 ms', limit: '20.000 ms' });
    expect(logWriteFigure(10.004)).toEqual({ value: '10.004 ms', limit: '10.000 ms' });
  });

  it('keep fmtMs where it agrees with the verdict: a passing 19.996 ms is "20.0 ms" of "≤ 20 ms"', () => {
    expect(dbReadFigure(19.996)).toEqual({ value: '20.0 ms', limit: '20.0 ms' });
    expect(dbReadFigure(12.34)).toEqual({ value: '12.3 ms', limit: '20.0 ms' });
    expect(logWriteFigure(2.283)).toEqual({ value: '2.28 ms', limit: '10.0 ms' });
    expect(dbReadFigure(null).value).toBe('—');
  });

  it('write a missed target of 9,999.96 of 10,000 IO/s so, not "10,000 IO/s of 10,000 IO/s"', () => {
    expect(iopsFigure(9_999.96, 10_000)).toEqual({ value: '9,999.96 IO/s', limit: '10,000.00 IO/s' });
    expect(iopsFigure(9_999.6, 10_000)).toEqual({ value: '9,999.6 IO/s', limit: '10,000.0 IO/s' });
    expect(iopsFigure(10_016, 10_000)).toEqual({ value: '10,016 IO/s', limit: '10,000 IO/s' });
    // Judged to 0.001: 9,999.9996 meets 10,000, and reads so.
    expect(iopsFigure(9_999.9996, 10_000)).toEqual({ value: '10,000 IO/s', limit: '10,000 IO/s' });
  });

  it('write a criterion’s value and limit as its verdict reads', () => {
    const c = { value: 20.003, threshold: 20, comparator: '<=', unit: 'ms' };
    expect(criterionFigure(c)).toEqual({ value: '20.003 ms', limit: '20.000 ms' });
    expect(criterionFigure({ ...c, value: 33.7499, threshold: 33.75, comparator: '>=', unit: 'MB/s' })).toEqual({
      value: '33.75 MB/s',
      limit: '33.75 MB/s',
    });
    expect(criterionFigure({ ...c, value: null, threshold: 1, comparator: '=', unit: '' })).toEqual({
      value: '—',
      limit: '1',
    });
  });
});

describe('the Jetstress table with a database at 20.003 ms (fails ≤ 20 ms)', () => {
  const server = makeJudgedServer('mbx1', { readMs: 20.003, achievedIops: 12_000, targetIops: 10_000 });

  it('shows the server’s read latency as 20.003 ms, red, beside its Fail', () => {
    renderWithDesign(
      <table>
        <tbody>
          <ServerRow server={server} open={false} onToggle={() => undefined} />
        </tbody>
      </table>,
    );
    const read = screen.getByTestId('figure-mbx1-dbReadLatencyMs');
    expect(read.textContent).toBe('20.003 ms');
    expect(read.className).toContain('sp-tone--bad');
    expect(screen.getByTestId('server-pass-mbx1').textContent).toBe('Fail');
    expect(screen.getByTestId('figure-mbx1-achievedIops').textContent).toBe('12,000 IO/s');
  });

  it('gives the criterion as 20.003 ms against ≤ 20.000 ms, and the database’s latency alike', () => {
    renderWithDesign(<ServerDetails server={server} />);
    const [read] = screen.getAllByTestId('criterion-row');
    const cells = [...read!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['Database read latency (average)', 'DB1', '20.003 ms', '≤ 20.000 ms', 'Fail']);
    const db = screen.getByTestId('instance-row');
    expect(db.textContent).toContain('20.003 ms');
    expect(db.textContent).not.toContain('20.0 ms');
  });
});
