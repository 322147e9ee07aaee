import { describe, expect, it } from 'vitest';

import type { Component } from '../../schema/components';
import { copyNames } from './copyNames';
import { nextName, usedNames } from './names';

const part = (id: string, name: string, parentId?: string): Component =>
  ({ id, kind: 'database', name, ...(parentId ? { parentId } : {}) }) as unknown as Component;

describe('copyNames', () => {
  it("renames a copied box's contents after the box (QA pass 9: MBX2 held MBX1 DB07…)", () => {
    const parts = [part('s', 'MBX1'), part('h', 'LightPulse LPe12002', 's'), part('d', 'MBX1 DB01', 's')];
    const used = usedNames(parts);
    const names = copyNames(parts, used);
    expect([...names.values()]).toEqual(['MBX2', 'LightPulse LPe12002 2', 'MBX2 DB01']);
    // A second copy counts on past the first.
    expect([...copyNames(parts, used).values()]).toEqual(['MBX3', 'LightPulse LPe12002 3', 'MBX3 DB01']);
  });

  it('follows a box whose number is inside its name, down to what its contents hold', () => {
    const parts = [part('g', 'MBX1 DB RAID group'), part('l', 'MBX1 DB01 LUN', 'g')];
    expect([...copyNames(parts, usedNames(parts)).values()]).toEqual(['MBX2 DB RAID group', 'MBX2 DB01 LUN']);
  });

  it('keeps names unique when the followed name is taken, and leaves a lone copy numbered on', () => {
    const parts = [part('s', 'MBX1'), part('d', 'MBX1 DB01', 's')];
    const used = usedNames([...parts, part('x', 'MBX2 DB01')]);
    expect([...copyNames(parts, used).values()]).toEqual(['MBX2', 'MBX2 DB02']);
    expect([...copyNames([part('d', 'MBX1 DB01')], usedNames([part('d', 'MBX1 DB01')])).values()]).toEqual([
      'MBX1 DB02',
    ]);
  });
});

describe('nextName', () => {
  it('counts on the last number that ends a word, never one inside 2.5 or 4+4', () => {
    const next = (n: string) => nextName(n, new Set([n.toLowerCase()]));
    expect(next('MBX1 DB01 LUN')).toBe('MBX1 DB02 LUN');
    expect(next('Shelf 1 (NL-SAS)')).toBe('Shelf 2 (NL-SAS)');
    expect(next('MBX3 DB RAID group 1: RAID 1/0 4+4')).toBe('MBX3 DB RAID group 2: RAID 1/0 4+4');
    expect(next('24-bay 2.5" SAS shelf')).toBe('24-bay 2.5" SAS shelf 2');
    expect(next('Brocade 300')).toBe('Brocade 300 2');
    expect(next('LightPulse LPe12002')).toBe('LightPulse LPe12002 2');
    expect(next('MBX007')).toBe('MBX008');
  });
});
