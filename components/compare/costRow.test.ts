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
    const row = costRow(
      [bom(line('D300', 10), line('', 2)), bom(line('D600', 5)), bom(line('D300', 10), line('', 2))],
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
      detail: 'every line priced',
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
});
