import { describe, expect, it } from 'vitest';

import { fitEnd, labelText } from './labelFit';

/** 6 px per character. */
const measure = (t: string) => 6 * t.length;

describe('labelText', () => {
  it('leaves the kind out after a name that says it (QA pass 5, item 14)', () => {
    expect(labelText(measure, 'RAID group', 'RAID group', 6 * 40)).toEqual({ name: 'RAID group', kind: '' });
    expect(labelText(measure, 'MBX1 DB RAID group 1', 'RAID group', 6 * 40)).toEqual({
      name: 'MBX1 DB RAID group 1',
      kind: '',
    });
    expect(labelText(measure, 'MBX1', 'Server', 6 * 40)).toEqual({ name: 'MBX1', kind: ' · Server' });
    // "group:" ends the word too (QA pass 7, item 8: "MBX1 log RAID group: RAID 1/0 2+2 · RAID group").
    expect(labelText(measure, 'MBX1 log RAID group: RAID 1/0 2+2', 'RAID group', 6 * 60)).toEqual({
      name: 'MBX1 log RAID group: RAID 1/0 2+2',
      kind: '',
    });
  });

  it('gives the whole name, and the kind only when it fits whole', () => {
    expect(labelText(measure, 'SP A', 'Controller', 6 * 30)).toEqual({ name: 'SP A', kind: ' · Controller' });
    expect(labelText(measure, 'SP A', 'Controller', 6 * 10)).toEqual({ name: 'SP A', kind: '' });
  });

  it("drops the kind, then cuts the name's description after a whole word", () => {
    // 'MBX1 (BB1: 4,000 users)' is 23 characters; 17 fit.
    expect(labelText(measure, 'MBX1 (BB1: 4,000 users)', 'Virtual machine', 6 * 17)).toEqual({
      name: 'MBX1 (BB1: 4,000…',
      kind: '',
    });
    expect(labelText(measure, 'MBX1 (BB1: 4,000 users)', 'Virtual machine', 6 * 8)).toEqual({ name: 'MBX1', kind: '' });
  });

  it("keeps an identifier's numbered end, cutting its middle", () => {
    expect(labelText(measure, 'MBX3 DB RAID group 1: RAID 1/0 4+4', 'RAID group', 6 * 15).name).toBe('MBX3 DB…group 1');
    expect(labelText(measure, 'Brocade 48000 switch B', 'Switch', 6 * 14).name).toBe('Broca…switch B');
  });

  it('cuts a name without a numbered end at its end, and gives nothing where nothing fits', () => {
    expect(labelText(measure, 'LSI 9261-8i controller', 'Controller', 6 * 10).name).toBe('LSI 9261-…');
    expect(fitEnd(measure, 'abc', 5)).toBe('');
  });
});
