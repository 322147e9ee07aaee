// @vitest-environment happy-dom
/**
 * The table's headers and marks as QA read them: a cleared name puts the name back (the one the
 * CSV uses), a pasted 300-character one is cut with a message, and a "best" judged on something
 * other than the figure says what.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { compareCsv } from './compareCsv';
import type { CompareRow } from './compareRows';
import { type CompareColumn, CompareTable } from './CompareTable';
import { MAX_NAME_LENGTH } from './columnName';
import { valueCell } from '../testing/compareCells';

afterEach(cleanup);

const value = valueCell;

const columns: CompareColumn[] = [
  { id: null, name: 'nseries-qd256', source: 'Current design · live', status: null },
  { id: 7, name: 'nseries-qd256, snapshot 1', source: 'Snapshot', status: null },
];
const iops: CompareRow = {
  id: 'iops',
  label: 'Achieved transactional IO/s',
  note: '',
  bestRule: 'highest margin over the design’s own target',
  cells: [value('20,032 IO/s'), value('8,523 IO/s', { best: true, diff: '−57.5 %' })],
};
const headroom: CompareRow = {
  id: 'headroom',
  label: 'Headroom',
  note: '',
  cells: [value('244.9 %'), value('6.6 %', { diff: '−238.3 pp', diffTone: 'worse' })],
};

function renderTable(rows: CompareRow[] = [iops]) {
  const onRename = vi.fn();
  render(<CompareTable columns={columns} rows={rows} onRename={onRename} onRemove={vi.fn()} onOpen={vi.fn()} />);
  return { onRename, name: screen.getByTestId('compare-name-1') as HTMLInputElement };
}

describe('CompareTable names', () => {
  it('puts the name back when it is cleared, the name the CSV gives the column', () => {
    const { onRename, name } = renderTable();
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(name.value).toBe('nseries-qd256, snapshot 1');
    expect(onRename).not.toHaveBeenCalled();
    const csv = compareCsv(columns, [iops]);
    expect(csv.ok && csv.text.split('\r\n')[0]).toContain(',"nseries-qd256, snapshot 1"');
  });

  it('caps a name at its length and says so while it is typed', () => {
    const { onRename, name } = renderTable();
    expect(name.maxLength).toBe(MAX_NAME_LENGTH);
    fireEvent.change(name, { target: { value: 'x'.repeat(300) } });
    expect(screen.getByTestId('compare-name-limit-1').textContent).toContain(`${MAX_NAME_LENGTH} characters at most`);
    fireEvent.blur(name);
    expect(onRename).toHaveBeenCalledWith(7, 'x'.repeat(MAX_NAME_LENGTH));
    expect(screen.queryByTestId('compare-name-limit-1')).toBeNull();
  });

  it('shows a blank name as its column’s number, in the header and the CSV alike', () => {
    const blank = [{ ...columns[0]!, name: ' ' }, columns[1]!];
    render(<CompareTable columns={blank} rows={[iops]} onRename={vi.fn()} onRemove={vi.fn()} onOpen={vi.fn()} />);
    expect(screen.getByTestId('compare-name-0').textContent).toBe('Column 1');
    const csv = compareCsv(blank, [iops]);
    expect(csv.ok && csv.text.split('\r\n')[0]).toBe('\uFEFFFigure,Column 1,"nseries-qd256, snapshot 1"');
  });
});

describe('CompareTable names that another column has', () => {
  const three: CompareColumn[] = [
    { id: null, name: 'Untitled design', source: 'Current design · live', status: null },
    { id: 1, name: 'Untitled design, snapshot 1', source: 'Snapshot', status: null },
    { id: 2, name: 'Untitled design, snapshot 2', source: 'Snapshot', status: null },
  ];

  it('refuses a rename to another column’s name, says why, and keeps the name', () => {
    const onRename = vi.fn();
    render(<CompareTable columns={three} rows={[iops]} onRename={onRename} onRemove={vi.fn()} onOpen={vi.fn()} />);
    const name = screen.getByTestId('compare-name-2') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'untitled design, SNAPSHOT 1' } });
    fireEvent.blur(name);
    expect(onRename).not.toHaveBeenCalled();
    expect(name.value).toBe('Untitled design, snapshot 2');
    expect(screen.getByTestId('compare-name-refused-2').textContent).toBe(
      'Another column is already named “Untitled design, snapshot 1”. Names must be unique so the exported table can tell the columns apart.',
    );
    // Typing again clears the message; a free name goes through.
    fireEvent.change(name, { target: { value: 'After: RAID 10' } });
    expect(screen.queryByTestId('compare-name-refused-2')).toBeNull();
    fireEvent.blur(name);
    expect(onRename).toHaveBeenCalledWith(2, 'After: RAID 10');
  });

  it('numbers a name that arrives taken, in the header and the CSV alike', () => {
    const twice = [three[0]!, { ...three[1]!, name: 'Untitled design' }];
    render(<CompareTable columns={twice} rows={[iops]} onRename={vi.fn()} onRemove={vi.fn()} onOpen={vi.fn()} />);
    expect((screen.getByTestId('compare-name-1') as HTMLInputElement).value).toBe('Untitled design (2)');
    const csv = compareCsv(twice, [iops]);
    expect(csv.ok && csv.text.split('\r\n')[0]).toBe('\uFEFFFigure,Untitled design,Untitled design (2)');
  });

  it('shows a preset’s whole title in its header’s tooltip', () => {
    const preset: CompareColumn = {
      id: 3,
      name: 'Cisco UCS C210 M2',
      fullName: 'Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)',
      source: 'Preset',
      status: null,
    };
    render(
      <CompareTable
        columns={[three[0]!, preset]}
        rows={[iops]}
        onRename={vi.fn()}
        onRemove={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const name = screen.getByTestId('compare-name-1') as HTMLInputElement;
    expect(name.value).toBe('Cisco UCS C210 M2');
    expect(name.title).toContain('Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)');
  });
});

describe('CompareTable marks', () => {
  it('says what a best is judged on, in its tooltip and under the table', () => {
    renderTable();
    const best = screen.getByTestId('compare-iops-1').querySelector('.sp-compare__best')!;
    expect(best.getAttribute('title')).toContain('highest margin over the design’s own target');
    expect(screen.getByTestId('compare-best-rules').textContent).toContain(
      '“Best” in Achieved transactional IO/s: the highest margin over the design’s own target.',
    );
  });

  it('has no footnote where every best is the figure shown', () => {
    renderTable([headroom]);
    expect(screen.queryByTestId('compare-best-rules')).toBeNull();
  });

  it('names percentage points in a pp difference’s tooltip', () => {
    renderTable([headroom]);
    const diff = screen.getByTestId('compare-headroom-1-diff');
    expect(diff.textContent).toBe('−238.3 pp');
    expect(diff.getAttribute('title')).toBe('Difference from the first column in percentage points (worse)');
  });
});
