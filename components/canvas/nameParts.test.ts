import { describe, expect, it } from 'vitest';

import { nameParts, nameSaysKind } from './nameParts';

const parts = (name: string) => {
  const p = nameParts(name);
  return [p.head, p.tail, p.qualifier];
};

describe('nameParts', () => {
  it('keeps the letter or number that tells siblings apart, with the word it numbers', () => {
    expect(parts('Brocade 48000 switch A')).toEqual(['Brocade 48000 ', 'switch A', '']);
    expect(parts('Cisco MDS 9509 fabric B')).toEqual(['Cisco MDS 9509 ', 'fabric B', '']);
    expect(parts('Interface module 12')).toEqual(['Interface ', 'module 12', '']);
  });

  it('keeps the number with the words after it, and reads a short word as a word (QA pass 9)', () => {
    expect(parts('MBX1 DB01 log LUN')).toEqual(['MBX1 ', 'DB01 log LUN', '']);
    expect(parts('MBX1 DB01 LUN')).toEqual(['MBX1 ', 'DB01 LUN', '']);
    expect(parts('MBX1 DB RAID group')).toEqual(['MBX1 DB RAID group', '', '']);
    expect(parts('Shelf 2 (SAS logs)')).toEqual(['Shelf ', '2', ' (SAS logs)']);
  });

  it('makes a trailing "(…)" the description, cut first', () => {
    expect(parts('XIV30 HBA 1 (QLogic QLE2562)')).toEqual(['XIV30 ', 'HBA 1', ' (QLogic QLE2562)']);
    expect(parts('MBX1 (BB1: 4,000 users)')).toEqual(['MBX1', '', ' (BB1: 4,000 users)']);
    expect(parts('RAID-X distributed mirror (all 180 drives)')).toEqual([
      'RAID-X distributed mirror',
      '',
      ' (all 180 drives)',
    ]);
  });

  it("makes what follows a label's colon the description, but not a drive letter's", () => {
    expect(parts('MBX3 DB RAID group 1: RAID 1/0 4+4')).toEqual(['MBX3 DB RAID ', 'group 1', ': RAID 1/0 4+4']);
    expect(parts('aggr_sgdata: 3 x RAID-DP (14+2), 48 drives')).toEqual([
      'aggr_sgdata',
      '',
      ': 3 x RAID-DP (14+2), 48 drives',
    ]);
    expect(parts('XIV30 E: DB1 (5 TB)')).toEqual(['XIV30 ', 'E: DB1', ' (5 TB)']);
    expect(parts('F: databases (6,512.61 GiB)')).toEqual(['F: databases', '', ' (6,512.61 GiB)']);
  });

  it('keeps the end of a long path', () => {
    expect(parts('Fuji18 E: /vol/fv2_sgdata/srv2_sg1data.lun (100 GB)')).toEqual([
      'Fuji18 E: /vol/fv2_sgdata/srv2_',
      'sg1data.lun',
      ' (100 GB)',
    ]);
  });

  it('leaves a name without a numbered end or a description whole in its head', () => {
    for (const name of ['LSI 9261-8i controller', 'DB1', '(spare)', 'Fuji18 QLogic QLA2342', '']) {
      expect(parts(name)).toEqual([name, '', '']);
    }
  });

  it('always adds up to the name', () => {
    for (const name of ['a (b) (c)', 'x: y: z', 'A: B', ' (x)', 'a b c d e f g', 'p/q_r-s.t_uvwxyzabcdefgh']) {
      const p = nameParts(name);
      expect(p.head + p.tail + p.qualifier).toBe(name);
    }
  });
});

describe('nameSaysKind', () => {
  it('holds where the name carries the kind as whole words, in any case', () => {
    expect(nameSaysKind('RAID group', 'RAID group')).toBe(true);
    expect(nameSaysKind('MBX1 DB raid group 1: RAID 1/0 4+4', 'RAID group')).toBe(true);
    expect(nameSaysKind('Dual-controller array', 'Storage array')).toBe(false);
    expect(nameSaysKind('RAID groups', 'RAID group')).toBe(false);
    expect(nameSaysKind('MBX1', 'Server')).toBe(false);
    expect(nameSaysKind('x', '')).toBe(false);
  });

  it('ends a word at punctuation: a log RAID group named "…RAID group: RAID 1/0 2+2" says its kind (QA pass 7, item 8)', () => {
    expect(nameSaysKind('MBX1 log RAID group: RAID 1/0 2+2', 'RAID group')).toBe(true);
    expect(nameSaysKind('MBX1 log RAID  group, spare', 'RAID group')).toBe(true);
    expect(nameSaysKind('MBX1 log RAID group2', 'RAID group')).toBe(false);
    expect(nameSaysKind('Array (1 + 2)', 'Storage array (x')).toBe(false);
  });
});
