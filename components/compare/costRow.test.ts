import { describe, expect, it } from 'vitest';

import type { Bom, BomLine } from '../../src/bom';
import { costRow } from './costRow';

const line = (partNumber: string, quantity: number): BomLine => ({
  line: 1,
  category: 'Drives',
  vendor: 'IBM',
  model: partNumber ? `Drive ${partNumber}` : '(edited)',
  partNumber,
  description: '',
  quantity,
  usedIn: [],
  usedInSummary: '',
  note: '',
});
const bom = (...lines: BomLine[]): Bom => ({ lines, notOrdered: [] });
const list = { currency: 'USD', unitPrices: { D300: 250, D600: 400 } };

describe('costRow', () => {
  it('says "No prices" in every column when the current design has no price list', () => {
    const row = costRow([bom(line('D300', 10)), bom(line('D600', 5))], undefined);
    expect(row.label).toBe('Cost');
    expect(row.cells).toEqual([
      { kind: 'missing', text: 'No prices' },
      { kind: 'missing', text: 'No prices' },
    ]);
  });

  it("costs every column with the current design's list, marks the lowest and shows differences", () => {
    // Every design leaves the same line unpriced (2 edited parts): the totals differ by what the
    // designs cost apart.
    const row = costRow(
      [bom(line('D300', 10), line('', 2)), bom(line('D600', 5), line('', 2)), bom(line('D300', 10), line('', 2))],
      list,
    );
    expect(row.label).toBe('Cost (USD)');
    expect(row.note).toContain("current design's price list");
    expect(row.cells[0]).toMatchObject({
      kind: 'value',
      text: '$2,500.00',
      detail: '1 line unpriced',
      diff: null,
      best: false,
    });
    expect(row.cells[1]).toMatchObject({
      text: '$2,000.00',
      detail: '1 line unpriced',
      diff: '−$500.00',
      diffTone: 'better',
      best: true,
    });
    expect(row.cells[2]).toMatchObject({ text: '$2,500.00', diff: 'same', diffTone: null, best: false });
  });

  it('compares no total for a design none of whose parts is priced, and waits for the catalog', () => {
    const row = costRow([bom(line('D300', 1)), bom(line('X1', 4)), null], list);
    expect(row.cells[1]).toMatchObject({ text: 'No prices for its parts', detail: '1 line unpriced', best: false });
    expect(row.cells[1]).toMatchObject({ diff: null });
    expect(row.cells[2]).toEqual({ kind: 'pending', text: 'Loading the parts catalog…' });
    expect(row.cells[0]).toMatchObject({ text: '$250.00', best: false });
  });

  it('marks no total best, and gives no difference, where the designs leave different lines unpriced (QA 6 #4)', () => {
    // The current design's 16 drives are priced; the variant's 16 SAS drives are not in the list,
    // so its total is lower only because its drives have no price.
    const current = bom(line('LSI', 1), line('D300', 16), line('', 3));
    const variant = bom(line('LSI', 1), line('SAS600', 16), line('', 3));
    const priced = { currency: 'EUR', unitPrices: { LSI: 1234.51, D300: 189.99 } };
    const row = costRow([current, variant], priced);
    expect(row.cells[1]).toMatchObject({
      text: '€1,234.51',
      detail: '2 lines unpriced · not compared',
      diff: null,
      diffTone: null,
      best: false,
    });
    expect(row.cells[0]).toMatchObject({ text: '€4,274.35', best: false });
    expect((row.cells[1] as { title: string }).title).toContain('Not compared with the first column');
    expect(row.unranked).toMatch(/^No total is marked best: the designs leave different lines unpriced/);
    // Priced in full, they compare again.
    const full = costRow([current, variant], { currency: 'EUR', unitPrices: { ...priced.unitPrices, SAS600: 250 } });
    expect(full.cells.map((c) => (c.kind === 'value' ? c.best : null))).toEqual([true, false]);
    expect(full.cells[1]).toMatchObject({ diff: '+€960.16', diffTone: 'worse' });
    expect(full.unranked).toBeUndefined();
  });

  it('marks every total that reads the same as the lowest (ties as shown)', () => {
    const row = costRow([bom(line('A', 1)), bom(line('B', 1)), bom(line('C', 1))], {
      currency: 'USD',
      unitPrices: { A: 100.004, B: 100.001, C: 120 },
    });
    expect(row.cells.map((c) => (c.kind === 'value' ? c.best : null))).toEqual([true, true, false]);
  });
});
