import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseDesignText } from '../../src/schema/load';
import { databaseDetail, filesPhrase, lunTag } from './databaseDetail';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('lunTag', () => {
  it('names a LUN by its drive letter when its name starts with one, else by its short name', () => {
    expect(lunTag('XIV30 E: DB1 (5 TB)', 'XIV30 DB1')).toBe('E:');
    expect(lunTag('Fuji18 E: /vol/fv2_sgdata/srv2_sg1data.lun (100 GB)', 'Fuji18 SG1 (E:\\esg1, logs I:\\esg1)')).toBe(
      'E:',
    );
    expect(lunTag('C: system and logs (930 GiB)', 'DB1 (F:\\db1, logs c:\\log1)')).toBe('C:');
    expect(lunTag('MBX1 DB LUN 1 (SG 1-2)', 'MBX1 SG1')).toBe('DB LUN 1');
  });
});

describe('filesPhrase', () => {
  // The four presets' names: each line fits a 200-px card (e2e/specs/names.spec.ts draws them).
  it('tells the LUNs apart in a few characters', () => {
    expect(filesPhrase('XIV30 DB1', 'XIV30 E: DB1 (5 TB)', 'XIV30 J: logs (750 GB)')).toBe('DB E: · logs J:');
    expect(
      filesPhrase(
        'Fuji18 SG1 (E:\\esg1, logs I:\\esg1)',
        'Fuji18 E: /vol/fv2_sgdata/srv2_sg1data.lun (100 GB)',
        'Fuji18 I: SG1 logs in fv2_sglogs (10 GB)',
      ),
    ).toBe('DB E: · logs I:');
    expect(
      filesPhrase('DB1 (F:\\db1, logs c:\\log1)', 'F: databases (6,512.61 GiB)', 'C: system and logs (930 GiB)'),
    ).toBe('DB F: · logs C:');
    // CLARiiON: a DB and a log LUN named alike but for their role are said once, with both roles.
    expect(filesPhrase('MBX1 SG3', 'MBX1 DB LUN 2 (SG 3-4)', 'MBX1 log LUN 2 (SG 3-4)')).toBe('DB/log LUN 2');
  });

  it('drops the words a LUN shares with its database’s server (QA pass 5, item 13)', () => {
    // design2: database "DB01" on server "MBX1", its files on "MBX1 DB LUN 1" (and logs on "MBX1 Log LUN 1").
    expect(filesPhrase('DB01', 'MBX1 DB LUN 1', 'MBX1 DB LUN 1', ['MBX1'])).toBe('files on DB LUN 1');
    expect(filesPhrase('DB01', 'MBX1 DB LUN 1', 'MBX1 Log LUN 1', ['MBX1'])).toBe('DB/Log LUN 1');
    expect(lunTag('MBX1 E: DB01 (1 TB)', 'DB01', ['MBX1'])).toBe('E:');
    // A LUN named only by its server keeps its last word.
    expect(filesPhrase('DB01', 'MBX1', undefined, ['MBX1'])).toBe('DB MBX1');
  });

  it('says LUNs named unlike each other whole, one shared LUN once, and none', () => {
    expect(filesPhrase('SG1', 'Data LUN 7', 'Log LUN 9')).toBe('DB Data LUN 7 · logs Log LUN 9');
    expect(filesPhrase('SG1', 'Pool A', 'Pool B')).toBe('DB Pool A · logs Pool B');
    expect(filesPhrase('SG1', 'E: shared (1 TB)', 'E: shared (1 TB)')).toBe('files on E:');
    expect(filesPhrase('SG1', 'Pool A', undefined)).toBe('DB Pool A');
    expect(filesPhrase('SG1', undefined, undefined)).toBe('not on a LUN yet');
  });
});

describe('databaseDetail', () => {
  it('keeps the LUNs whole and gives their whole names in the tooltip', () => {
    const loaded = parseDesignText(readFileSync(join(root, 'presets', 'clariion-cx4-960-phase1.json'), 'utf8'));
    if (!loaded.ok) throw new Error('the preset does not load');
    const { components, links } = loaded.value;
    const db = components.find((c) => c.kind === 'database' && c.name === 'MBX1 SG3');
    if (db?.kind !== 'database') throw new Error('no MBX1 SG3');
    const d = databaseDetail(db, { components, links });
    expect(d.text).toBe('400 mailboxes · DB/log LUN 2');
    expect(d.text.slice(d.keepFrom)).toBe(' · DB/log LUN 2');
    expect(d.title).toBe('400 mailboxes · DB on MBX1 DB LUN 2 (SG 3-4) · logs on MBX1 log LUN 2 (SG 3-4)');
  });
});
