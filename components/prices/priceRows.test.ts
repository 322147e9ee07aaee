import { describe, expect, it } from 'vitest';

import type { Bom, BomLine } from '../../src/bom';
import { fmtMoney } from '../format';
import { MAX_PRICE_KEY_CHARS } from '../../src/schema/prices';
import { DECIMAL_COMMA_ERROR, parseCurrency, parsePrice, priceRows } from './priceRows';

const line = (over: Partial<BomLine>): BomLine => ({
  line: 1,
  category: 'Switches',
  vendor: 'Brocade',
  model: '300',
  partNumber: 'BR-300',
  description: '24 × 8 Gb/s FC ports',
  quantity: 2,
  usedIn: [],
  usedInSummary: '',
  note: '',
  ...over,
});

describe('priceRows', () => {
  it('gives one row per part number, quantities summed, and one per line key for lines without one', () => {
    const fc = 'Cables: Fibre Channel cable — Fibre Channel link at 8 Gb/s';
    const bom: Bom = {
      lines: [
        line({}),
        line({ line: 2, description: '16 × 8 Gb/s FC ports', quantity: 1 }),
        line({
          line: 3,
          model: '300 (edited)',
          partNumber: '',
          lineKey: 'Switches: Brocade 300 (edited) — 16 FC ports',
        }),
        line({
          line: 4,
          category: 'Cables',
          vendor: '',
          model: 'Fibre Channel cable',
          partNumber: '',
          lineKey: fc,
          description: 'Fibre Channel link at 8 Gb/s',
          quantity: 8,
        }),
      ],
      notOrdered: [],
    };
    expect(priceRows(bom)).toEqual({
      rows: [
        {
          key: 'BR-300',
          partNumber: 'BR-300',
          description: 'Brocade 300 — 24 × 8 Gb/s FC ports',
          lines: [1, 2],
          quantity: 3,
        },
        {
          key: 'Switches: Brocade 300 (edited) — 16 FC ports',
          partNumber: '',
          description: 'Brocade 300 (edited) — 24 × 8 Gb/s FC ports',
          lines: [3],
          quantity: 2,
        },
        {
          key: fc,
          partNumber: '',
          description: 'Fibre Channel cable — Fibre Channel link at 8 Gb/s',
          lines: [4],
          quantity: 8,
        },
      ],
      unpriceable: 0,
    });
  });

  it('counts apart the lines no key can price: none given, or one longer than a list takes', () => {
    const bom: Bom = {
      lines: [
        line({ partNumber: '' }),
        line({ line: 2, partNumber: '', lineKey: `Arrays: ${'x'.repeat(MAX_PRICE_KEY_CHARS)}` }),
      ],
      notOrdered: [],
    };
    expect(priceRows(bom)).toEqual({ rows: [], unpriceable: 2 });
  });
});

describe('parsePrice', () => {
  it('reads blank as no price and plain numbers as prices', () => {
    expect(parsePrice('  ', 'USD')).toEqual({ ok: true, value: null });
    expect(parsePrice('1234.5', 'USD')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('1,234.50', 'USD')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('.5', 'USD')).toEqual({ ok: true, value: 0.5 });
    expect(parsePrice('0', 'USD')).toEqual({ ok: true, value: 0 });
  });

  it('says why anything else is not a price', () => {
    expect(parsePrice('-3', 'USD')).toEqual({ ok: false, error: 'A price cannot be negative.' });
    for (const bad of ['abc', '$12', '12€', '1e5', '1.2.3', 'NaN', 'Infinity'])
      expect(parsePrice(bad, 'USD')).toMatchObject({ ok: false, error: expect.stringMatching(/^Enter a number/) });
    expect(parsePrice('2000000000', 'USD')).toEqual({ ok: false, error: 'A price cannot be more than 1,000,000,000.' });
  });

  it('takes commas and spaces only as thousands grouping', () => {
    expect(parsePrice('1,234', 'USD')).toEqual({ ok: true, value: 1234 });
    expect(parsePrice('1,234,567.50', 'USD')).toEqual({ ok: true, value: 1234567.5 });
    expect(parsePrice('12 345.67', 'USD')).toEqual({ ok: true, value: 12345.67 });
    expect(parsePrice('-1,234', 'USD')).toEqual({ ok: false, error: 'A price cannot be negative.' });
  });

  it('refuses a decimal comma instead of reading it as grouping (review 3 #10: "1234,50" was 123450)', () => {
    for (const bad of ['1,5', '1234,50', '1.234,50', '12 345,67', '1,23,456', '1,234,5', ',5', '1,,234'])
      expect(parsePrice(bad, 'USD'), bad).toEqual({ ok: false, error: DECIMAL_COMMA_ERROR });
    expect(DECIMAL_COMMA_ERROR).toMatch(/^Use a point for decimals \(1234\.50\)/);
  });

  it('refuses more decimals than the currency uses, and says how many it takes (QA 6 #5)', () => {
    // €190.00 × 16 printed beside a line total of €3,039.92; "¥101" for 100.5 yen.
    expect(parsePrice('189.995', 'EUR')).toEqual({
      ok: false,
      error: 'A price in EUR takes at most 2 decimals (1234.50), as EUR amounts are charged.',
    });
    expect(parsePrice('100.5', 'JPY')).toEqual({
      ok: false,
      error: 'A price in JPY takes no decimals (1235): JPY has no smaller unit.',
    });
    expect(parsePrice('1.2345', 'KWD')).toMatchObject({
      ok: false,
      error: expect.stringContaining('3 decimals (1234.500)'),
    });
    // Trailing zeros are no finer: 190.000 is 190.
    expect(parsePrice('190.000', 'EUR')).toEqual({ ok: true, value: 190 });
    expect(parsePrice('1,000.', 'JPY')).toEqual({ ok: true, value: 1000 });
    expect(parsePrice('189.99', 'EUR')).toEqual({ ok: true, value: 189.99 });
    expect(parsePrice('1.234', 'KWD')).toEqual({ ok: true, value: 1.234 });
  });
});

describe('parseCurrency and fmtMoney', () => {
  it('takes a three-letter code in any case', () => {
    expect(parseCurrency(' eur ')).toEqual({ ok: true, value: 'EUR' });
    expect(parseCurrency('E')).toMatchObject({ ok: false, error: expect.stringContaining('ISO 4217') });
  });

  it('writes amounts with the currency', () => {
    expect(fmtMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(fmtMoney(0.1 * 3, 'EUR')).toBe('€0.30');
    expect(fmtMoney(1000, 'JPY')).toBe('¥1,000');
  });
});
