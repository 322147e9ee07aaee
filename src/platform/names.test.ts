import { describe, expect, it } from 'vitest';

import { exportFileName } from '../bom/fileName';
import { designFileName, designNameFromFile } from './names';

describe('design names', () => {
  it('derives the document name from a file name or path', () => {
    expect(designNameFromFile('Site A.spindle.json')).toBe('Site A');
    expect(designNameFromFile('C:\\designs\\b.JSON')).toBe('b');
    expect(designNameFromFile('/x/notes.txt')).toBe('notes.txt');
    expect(designNameFromFile('.json')).toBe('.json');
  });

  it('makes a safe file name with one extension', () => {
    expect(designFileName('Site A')).toBe('Site A.spindle.json');
    expect(designFileName('Site A.spindle.json')).toBe('Site A.spindle.json');
    expect(designFileName('a/b\\c:d')).toBe('a-b-c-d.spindle.json');
    expect(designFileName(' .. ')).toBe('Untitled.spindle.json');
    expect(designFileName('x'.repeat(300))).toHaveLength(120 + '.spindle.json'.length);
  });

  it('names a design file as every export is named: one rule for the title part', () => {
    const title = 'Site A: phase 2 \u202egpj.exe';
    expect(designFileName(title)).toBe('Site A - phase 2 gpj.exe.spindle.json');
    expect(exportFileName(title, 'BOM', 'csv')).toBe('Site A - phase 2 gpj.exe - BOM.csv');
    // Cut at a word, not inside one, and within 255 bytes with the extension.
    const long = designFileName('Exchange 2010 '.repeat(20));
    expect(long).toMatch(/^(Exchange 2010 )+Exchange\.spindle\.json$/);
    expect(new TextEncoder().encode(designFileName('邮'.repeat(200))).length).toBeLessThanOrEqual(255);
  });
});
