/**
 * The Compare view's Cost row: each column's bill of materials priced with the CURRENT design's
 * price list, so every candidate is costed on one list (a candidate's own list, if it has one, is
 * not used: two lists would compare the lists, not the designs). A total counts priced lines only
 * and says how many are unpriced; the lowest total is marked best, and each later column says how
 * it differs from the first, in the list's currency. Pure: boms in, a row out.
 */
import { type Bom, money, priceBom } from '../../src/bom';
import { hasPrices, type PriceList } from '../../src/schema/prices';
import { fmtMoney } from '../format';
import { priceRows } from '../prices/priceRows';
import type { CompareCell, CompareRow } from './compareRows';

/** Id of the row (tests, e2e `compare-row-cost`). */
export const COST_ROW_ID = 'cost';

const MINUS = '−';

/** `+$1,200.00`, `−€300.00`. */
function signedMoney(n: number, currency: string): string {
  return `${n < 0 ? MINUS : '+'}${fmtMoney(Math.abs(n), currency)}`;
}

/** `1 line unpriced`, `3 lines unpriced`. */
const unpricedText = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'line' : 'lines'} unpriced`;

/**
 * The row for columns whose BOMs are `boms` (null: not known yet, the catalog is loading), the
 * first being the current design, priced with `list`, the current design's price list.
 */
export function costRow(boms: readonly (Bom | null)[], list: PriceList | undefined): CompareRow {
  if (!hasPrices(list)) {
    return {
      id: COST_ROW_ID,
      label: 'Cost',
      note: 'The current design has no price list: Spindle has no price source. Set prices… to enter yours.',
      cells: boms.map((): CompareCell => ({ kind: 'missing', text: 'No prices' })),
    };
  }
  const { currency } = list;
  const readings = boms.map((bom) => {
    if (!bom) return null;
    const priced = priceBom(bom, list)!;
    return { total: priced.priced > 0 ? priced.total : null, unpriced: priced.unpriced, parts: priceRows(bom) };
  });
  const known = readings.map((r) => r?.total ?? null).filter((v): v is number => v !== null);
  const best = known.length >= 2 && known.some((v) => v !== known[0]) ? Math.min(...known) : null;
  const first = readings[0]?.total ?? null;
  const cells = readings.map((r, i): CompareCell => {
    if (!r) return { kind: 'pending', text: 'Loading the parts catalog…' };
    const detail = r.unpriced ? unpricedText(r.unpriced) : 'every line priced';
    if (r.total === null)
      return {
        kind: 'value',
        text: 'No prices for its parts',
        detail,
        tone: null,
        diff: null,
        diffTone: null,
        best: false,
        title: `None of its ${r.parts.rows.length} part numbers is in the current design's price list.`,
      };
    const delta = first === null || i === 0 ? null : money(r.total - first);
    return {
      kind: 'value',
      text: fmtMoney(r.total, currency),
      detail,
      tone: null,
      diff: delta === null ? null : delta === 0 ? 'same' : signedMoney(delta, currency),
      diffTone: delta === null || delta === 0 ? null : delta < 0 ? 'better' : 'worse',
      best: best !== null && r.total === best,
      title: r.unpriced
        ? `${unpricedText(r.unpriced)}: the total counts priced lines only, so it is lower than the real cost.`
        : null,
    };
  });
  return {
    id: COST_ROW_ID,
    label: `Cost (${currency})`,
    note: `Each design's bill of materials priced with the current design's price list, so all are compared on one list. Priced lines only; lower is better; differences in ${currency}.`,
    cells,
  };
}
