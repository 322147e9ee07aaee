import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DESIGN_VERSION } from './design';
import { parseDesignText, parseDesignValue, serializeDesign } from './load';
import { hasPrices, MAX_PRICE_KEY_CHARS, PriceList } from './prices';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/xiv-2810.json'), 'utf8');
const preset = (): Record<string, unknown> => JSON.parse(presetText) as Record<string, unknown>;

describe('prices in the design file', () => {
  it('stays within version 1: files without prices open and save exactly as before', () => {
    expect(DESIGN_VERSION).toBe(1);
    const r = parseDesignText(presetText);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect('prices' in r.value).toBe(false);
    expect(serializeDesign(r.value)).not.toContain('"prices"');
  });

  it('reads and writes back a price list', () => {
    const prices = { currency: 'EUR', unitPrices: { '2810-A14': 125000, '43W7630': 0 } };
    const r = parseDesignValue({ ...preset(), prices });
    expect(r).toMatchObject({ ok: true, value: { prices } });
    if (!r.ok) return;
    expect(parseDesignText(serializeDesign(r.value))).toEqual(r);
  });

  it('refuses a file with a bad price or currency, saying where and why', () => {
    const bad = (prices: unknown): string => {
      const r = parseDesignValue({ ...preset(), prices });
      if (r.ok) throw new Error('expected an error');
      expect(r.error.code).toBe('file/invalid');
      return r.error.message;
    };
    expect(bad({ currency: 'EUR', unitPrices: { X: -5 } })).toContain('A price cannot be negative.');
    expect(bad({ currency: 'EUR', unitPrices: { X: '12' } })).toContain('A price must be a finite number.');
    expect(bad({ currency: 'EUR', unitPrices: { X: 1e12 } })).toContain('cannot be more than 1,000,000,000');
    expect(bad({ currency: 'euro', unitPrices: {} })).toContain('three-letter ISO 4217 code');
  });
});

describe('PriceList', () => {
  it('needs a part number or line key for each price, and says so', () => {
    const r = PriceList.safeParse({ currency: 'USD', unitPrices: { ' ': 1 } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('A price needs a part number or a line key; this one is blank.');
  });

  it('takes line keys beside part numbers in the one record, and reads an older list unchanged', () => {
    // A list as saved before line keys: part numbers only, up to the old 100-character limit.
    const older = { currency: 'EUR', unitPrices: { '2810-A14': 125000, [`P${'9'.repeat(99)}`]: 1, ' QLE2562 ': 2 } };
    expect(PriceList.parse(older)).toEqual({
      currency: 'EUR',
      unitPrices: { '2810-A14': 125000, [`P${'9'.repeat(99)}`]: 1, QLE2562: 2 },
    });
    const keyed = {
      currency: 'USD',
      unitPrices: {
        QLE2562: 900,
        'Servers: Dell PowerEdge R900': 18500,
        'Cables: Fibre Channel cable — Fibre Channel link at 4 Gb/s': 95,
      },
    };
    expect(PriceList.parse(keyed)).toEqual(keyed);
    const r = parseDesignValue({ ...preset(), prices: keyed });
    expect(r).toMatchObject({ ok: true, value: { prices: keyed } });
    if (r.ok) expect(parseDesignText(serializeDesign(r.value))).toEqual(r);
  });

  it('refuses a key longer than a line key can be, saying why', () => {
    const long = 'x'.repeat(MAX_PRICE_KEY_CHARS + 1);
    const r = PriceList.safeParse({ currency: 'USD', unitPrices: { [long]: 1 } });
    expect(r.error?.issues[0]?.message).toBe("A price's part number or line key is at most 1,000 characters.");
    expect(PriceList.safeParse({ currency: 'USD', unitPrices: { [long.slice(1)]: 1 } }).success).toBe(true);
    const file = parseDesignValue({ ...preset(), prices: { currency: 'USD', unitPrices: { ' ': 1 } } });
    expect(file.ok).toBe(false);
    if (!file.ok) expect(file.error.message).toContain('A price needs a part number or a line key; this one is blank.');
  });

  it('says whether a list prices anything', () => {
    expect(hasPrices(undefined)).toBe(false);
    expect(hasPrices({ currency: 'USD', unitPrices: {} })).toBe(false);
    expect(hasPrices({ currency: 'USD', unitPrices: { A: 0 } })).toBe(true);
  });
});
