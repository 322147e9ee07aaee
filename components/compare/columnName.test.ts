import { describe, expect, it } from 'vitest';

import { PRESETS } from '../../presets/list';
import {
  columnTitle,
  columnTitles,
  committedName,
  MAX_NAME_LENGTH,
  presetColumnName,
  presetHeading,
  renameRefusal,
} from './columnName';

describe('columnTitle', () => {
  it('is the name, or, blank, the column’s number rather than an empty header', () => {
    expect(columnTitle('nseries-qd256, snapshot 1', 1)).toBe('nseries-qd256, snapshot 1');
    expect(columnTitle('   ', 2)).toBe('Column 3');
  });
});

describe('committedName', () => {
  it('keeps the name it had when the field is cleared', () => {
    expect(committedName('', 'nseries-qd256, snapshot 1')).toBe('nseries-qd256, snapshot 1');
    expect(committedName('  \t', 'nseries-qd256, snapshot 1')).toBe('nseries-qd256, snapshot 1');
  });

  it('trims, and cuts a name at the limit', () => {
    expect(committedName('  Before: RAID 10 ', 'x')).toBe('Before: RAID 10');
    const long = committedName('A'.repeat(300), 'x');
    expect(long).toBe('A'.repeat(MAX_NAME_LENGTH));
  });

  it('leaves an unchanged name whole, however long', () => {
    const kept = 'B'.repeat(MAX_NAME_LENGTH + 20);
    expect(committedName(kept, kept)).toBe(kept);
  });
});

describe('preset columns', () => {
  it('are headed by the system the title names, not the file id', () => {
    expect(presetColumnName('Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)')).toBe(
      'Cisco UCS C210 M2',
    );
    const presets = PRESETS.map((p) => ({ id: p.id, title: p.title }));
    expect(presetHeading('cisco-ucs-c210-m2', presets)).toEqual({
      name: 'Cisco UCS C210 M2',
      fullName: 'Cisco UCS C210 M2 — 2,500 mailboxes, Exchange 2010 (one server, internal disks)',
    });
    // Added under its short title, it keeps its tooltip; renamed, it is the user's name.
    expect(presetHeading('IBM XIV 2810-A14', presets)?.fullName).toContain('40,000 mailboxes');
    expect(presetHeading('Before: RAID 10', presets)).toBeNull();
  });

  it('gives every preset a short, distinct heading within the name limit', () => {
    const names = PRESETS.map((p) => presetColumnName(p.title));
    expect(new Set(names).size).toBe(PRESETS.length);
    for (const n of names) expect(n.length).toBeLessThanOrEqual(45);
  });

  it('cuts a long system name at a word', () => {
    const cut = presetColumnName(`${'Storage system '.repeat(6)}— 1,000 mailboxes`);
    expect(cut.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(cut).toBe('Storage system Storage system Storage system Storage…');
  });
});

describe('columnTitles', () => {
  it('numbers a name another column already shows, ignoring case, so the CSV tells them apart', () => {
    expect(columnTitles(['xiv-2810', 'XIV-2810', 'xiv-2810 (2)', ' '])).toEqual([
      'xiv-2810',
      'XIV-2810 (2)',
      'xiv-2810 (2) (2)',
      'Column 4',
    ]);
  });
});

describe('renameRefusal', () => {
  const titles = ['Untitled design', 'Untitled design, snapshot 1', 'Untitled design, snapshot 2'];

  it('refuses another column’s name, in any case', () => {
    expect(renameRefusal('untitled design, snapshot 1 ', 2, titles)).toBe(
      'Another column is already named “Untitled design, snapshot 1”. Names must be unique so the exported table can tell the columns apart.',
    );
    expect(renameRefusal('Untitled design', 1, titles)).toContain('already named');
  });

  it('accepts a free name, and the column’s own', () => {
    expect(renameRefusal('After: RAID 10', 2, titles)).toBeNull();
    expect(renameRefusal('UNTITLED DESIGN, SNAPSHOT 2', 2, titles)).toBeNull();
  });
});
