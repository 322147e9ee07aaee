import { describe, expect, it } from 'vitest';

import { designFromDoc } from '../store/document';
import { setup } from './testkit';

describe('setPrices', () => {
  it('saves a price list as one undo step, without re-running the engine', () => {
    const { store, d } = setup();
    const revision = store.getState().revision;
    expect(
      d.dispatch('setPrices', { currency: 'eur', unitPrices: { 'T-SERVER': 4200, 'T-HBA': 799.5 } }),
    ).toMatchObject({ ok: true });
    const s = store.getState();
    expect(s.doc.prices).toEqual({ currency: 'EUR', unitPrices: { 'T-SERVER': 4200, 'T-HBA': 799.5 } });
    expect(s.revision).toBe(revision);
    expect(s.dirty).toBe(true);
    expect(s.history.past).toHaveLength(1);
    expect(s.history.past[0]!.label).toBe('Set prices');
    expect(designFromDoc(s.doc).prices).toEqual(s.doc.prices);

    d.dispatch('undo', undefined);
    expect(store.getState().doc.prices).toBeUndefined();
    expect(store.getState().dirty).toBe(false);
    d.dispatch('redo', undefined);
    expect(store.getState().doc.prices?.unitPrices['T-HBA']).toBe(799.5);
  });

  it('keeps the currency when none is given, and records nothing when nothing changed', () => {
    const { store, d } = setup();
    d.dispatch('setPrices', { currency: 'GBP', unitPrices: { A: 1 } });
    d.dispatch('setPrices', { unitPrices: { A: 2 } });
    expect(store.getState().doc.prices).toEqual({ currency: 'GBP', unitPrices: { A: 2 } });
    expect(d.dispatch('setPrices', { unitPrices: { A: 2 } })).toMatchObject({ ok: true, history: 'none' });
    expect(store.getState().history.past).toHaveLength(2);
  });

  it('removes the list when no price is left, so the file has no prices field', () => {
    const { store, d } = setup();
    d.dispatch('setPrices', { unitPrices: { A: 10 } });
    expect(d.dispatch('setPrices', { unitPrices: {} })).toMatchObject({ ok: true, label: 'Clear prices' });
    expect(store.getState().doc.prices).toBeUndefined();
    expect('prices' in designFromDoc(store.getState().doc)).toBe(false);
  });

  it('refuses bad prices and currencies with a clear message, changing nothing', () => {
    const { store, d } = setup();
    const cases: [Record<string, number>, string | undefined, RegExp, string][] = [
      [{ A: -1 }, undefined, /^A: A price cannot be negative\.$/, 'A'],
      [{ A: Number.NaN }, undefined, /A price must be a finite number\./, 'A'],
      [{ A: Number.POSITIVE_INFINITY }, undefined, /A price must be a finite number\./, 'A'],
      [{ A: 2e9 }, undefined, /cannot be more than 1,000,000,000/, 'A'],
      [{ A: 1 }, 'US', /three-letter ISO 4217 code/, 'currency'],
      [{ A: 1 }, 'U$D', /three-letter ISO 4217 code/, 'currency'],
    ];
    for (const [unitPrices, currency, message, field] of cases) {
      const r = d.dispatch('setPrices', { unitPrices, ...(currency ? { currency } : {}) });
      expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(message), field });
    }
    expect(store.getState().doc.prices).toBeUndefined();
    expect(store.getState().history.past).toHaveLength(0);
  });
});
