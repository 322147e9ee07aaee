import { describe, expect, it } from 'vitest';

import { BOM_COLUMNS, bomToCsv, csvField, guardFormula, UTF8_BOM } from './csv';
import { parseCsv } from './readCsv';
import type { Bom, BomLine } from './types';

const line = (over: Partial<BomLine>): BomLine => ({
  line: 1,
  category: 'Servers',
  vendor: 'IBM',
  model: 'System x3650',
  partNumber: '7979MC1',
  description: '2 × 4-core 3 GHz CPUs, 16 GB RAM',
  quantity: 2,
  usedIn: ['A', 'B'],
  usedInSummary: 'A; B',
  note: '',
  ...over,
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('3.5" drive')).toBe('"3.5"" drive"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(1234)).toBe('1234');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    for (const evil of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(guardFormula(evil)).toBe(`'${evil}`);
    }
    expect(guardFormula('2 × 8 Gb/s')).toBe('2 × 8 Gb/s');
    expect(csvField('=1+1,2')).toBe(`"'=1+1,2"`);
  });
});

describe('bomToCsv', () => {
  it('starts with the UTF-8 byte-order mark and a header, ends rows with CRLF, and reads back', () => {
    const bom: Bom = {
      lines: [
        line({}),
        line({
          line: 2,
          model: '=cmd|" /C calc"!A0',
          description: 'Holds "quotes", commas\nand a break',
          usedIn: ['x, y', 'z'],
          usedInSummary: 'x, y; z',
          quantity: 180,
        }),
      ],
      notOrdered: [],
    };
    const text = bomToCsv(bom);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(text.slice(UTF8_BOM.length));
    expect(rows[0]).toEqual([...BOM_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '1',
      'Servers',
      'IBM',
      'System x3650',
      '7979MC1',
      '2 × 4-core 3 GHz CPUs, 16 GB RAM',
      '2',
      'A; B',
      '',
      'A; B',
    ]);
    expect(rows[2]![3]).toBe(`'=cmd|" /C calc"!A0`);
    expect(rows[2]![5]).toBe('Holds "quotes", commas\nand a break');
    expect(rows[2]![6]).toBe('180');
    expect(rows[2]![9]).toBe('x, y; z');
    // UTF-8 round trip of the multiplication sign, the point of the byte-order mark.
    expect(new TextDecoder().decode(new TextEncoder().encode(text))).toContain('2 × 4-core');
  });
});
