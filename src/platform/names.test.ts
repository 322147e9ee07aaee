import { describe, expect, it } from 'vitest';

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
});
