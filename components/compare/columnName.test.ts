import { describe, expect, it } from 'vitest';

import { columnTitle, committedName, MAX_NAME_LENGTH } from './columnName';

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
