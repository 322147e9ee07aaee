import { describe, expect, it } from 'vitest';

import { UTF8_BOM } from '../../src/bom/csv';
import { parseCsv } from '../../src/bom/readCsv';
import type { CompareColumn } from './CompareTable';
import { cellText, compareCsv, namesText } from './compareCsv';
import type { CompareRow } from './compareRows';
import { valueCell } from '../testing/compareCells';

const value = valueCell;

const column = (name: string, source: string, status: CompareColumn['status'] = null): CompareColumn => ({
  id: name === 'Current' ? null : 1,
  name,
  source,
  status,
});

const rows: CompareRow[] = [
  {
    id: 'iops',
    label: 'Achieved transactional IO/s',
    note: '',
    cells: [
      value('1,200 IO/s', { detail: 'target 1,000 IO/s (+20 %)', best: true }),
      value('900 IO/s', { detail: 'target 1,000 IO/s (−10 %)', diff: '−25 %', diffTone: 'worse' }),
    ],
  },
  { id: 'servers', label: 'Jetstress servers', note: '', cells: [value('2'), value('2', { diff: 'same' })] },
];

describe('compareCsv', () => {
  it('writes one row per figure and one column per design, as the view shows them', () => {
    const out = compareCsv([column('Current', 'Current design · live'), column('Before, RAID 5', 'Snapshot')], rows);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.text.startsWith(UTF8_BOM)).toBe(true);
    expect(parseCsv(out.text.slice(1))).toEqual([
      ['Figure', 'Current', 'Before, RAID 5'],
      ['Design', 'Current design · live', 'Snapshot'],
      [
        'Achieved transactional IO/s',
        '1,200 IO/s (target 1,000 IO/s (+20 %)) [best]',
        '900 IO/s (target 1,000 IO/s (−10 %)) [−25 % vs first column]',
      ],
      ['Jetstress servers', '2', '2 [same vs first column]'],
    ]);
  });

  it('guards a name a spreadsheet would run as a formula', () => {
    const out = compareCsv(
      [column('Current', 'Current design · live'), column('=HYPERLINK("x")', 'Design file')],
      rows,
    );
    expect(out.ok && parseCsv(out.text.slice(1))[0]?.[2]).toBe(`'=HYPERLINK("x")`);
  });

  it('says why a column has no figures', () => {
    const failed = column('Broken', 'Design file', { text: 'The engine failed: boom', tone: 'bad' });
    const missing: CompareRow[] = [{ ...rows[1]!, cells: [value('2'), { kind: 'missing', text: '—' }] }];
    const out = compareCsv([column('Current', 'Current design · live'), failed], missing);
    expect(out.ok && parseCsv(out.text.slice(1))[1]).toEqual([
      'Design',
      'Current design · live',
      'Design file: The engine failed: boom',
    ]);
  });

  it('gives a preset’s whole title, which its header shortens, in the Design row', () => {
    const preset = (status: CompareColumn['status']): CompareColumn => ({
      ...column('Cisco UCS C210 M2', 'Preset', status),
      fullName: 'Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)',
    });
    const ok = compareCsv([column('Current', 'Current design · live'), preset(null)], rows);
    expect(ok.ok && parseCsv(ok.text.slice(1)).slice(0, 2)).toEqual([
      ['Figure', 'Current', 'Cisco UCS C210 M2'],
      [
        'Design',
        'Current design · live',
        'Preset: Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)',
      ],
    ]);
    const failed = compareCsv(
      [column('Current', 'Current design · live'), preset({ text: 'boom', tone: 'bad' })],
      rows,
    );
    expect(failed.ok && parseCsv(failed.text.slice(1))[1]?.[2]).toMatch(/internal disks\) \(boom\)$/);
  });

  it('refuses while a column is evaluating, and names each such column', () => {
    const evaluating = column('N series', 'Preset', { text: 'Evaluating…', tone: 'pending' });
    const pendingCost: CompareRow = {
      id: 'cost',
      label: 'Cost',
      note: '',
      cells: [{ kind: 'pending', text: 'Loading the parts catalog…' }, value('$1.00'), value('$1.00')],
    };
    const out = compareCsv(
      [column('Current', 'Current design · live'), evaluating, column('Before', 'Snapshot')],
      [pendingCost],
    );
    expect(out).toEqual({ ok: false, pending: ['Current', 'N series'] });
  });

  it('says what a row’s best is judged on where it is not the figure, and writes pp as the view does', () => {
    const best = value('8,523 IO/s', { best: true, diff: '−57.5 %' });
    expect(cellText(best, 'highest margin over the design’s own target')).toBe(
      '8,523 IO/s [best: highest margin over the design’s own target] [−57.5 % vs first column]',
    );
    const ruled: CompareRow = { ...rows[0]!, bestRule: 'highest margin', cells: [value('1'), best] };
    const headroom: CompareRow = {
      id: 'headroom',
      label: 'Headroom',
      note: '',
      cells: [value('244.9 %'), value('6.6 %', { diff: '−238.3 pp' })],
    };
    const out = compareCsv([column('Current', 'Current design · live'), column('B', 'Preset')], [ruled, headroom]);
    expect(out.ok && parseCsv(out.text.slice(1)).slice(2)).toEqual([
      ['Achieved transactional IO/s', '1', '8,523 IO/s [best: highest margin] [−57.5 % vs first column]'],
      ['Headroom', '244.9 %', '6.6 % [−238.3 pp vs first column]'],
    ]);
  });

  it('reads cells and names as a sentence would', () => {
    expect(cellText({ kind: 'missing', text: '—' })).toBe('—');
    expect(namesText(['A'])).toBe('“A”');
    expect(namesText(['A', 'B', 'C'])).toBe('“A”, “B” and “C”');
  });
});
