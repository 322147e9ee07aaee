/**
 * The Compare view's Cost row: each column's bill of materials priced with the CURRENT design's
 * price list, so every candidate is costed on one list (a candidate's own list, if it has one, is
 * not used: two lists would compare the lists, not the designs). A total counts priced lines only
 * and says how many are unpriced; the lowest total is marked best, and each later column says how
 * it differs from the first, in the list's currency, where the totals compare (see `costRow`).
 * Pure: boms in, a row out.
 */
import { type Bom, money, priceBom, type PricedBom } from '../../src/bom';
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
 * What a column's total leaves out: its unpriced lines, each as part, description and quantity,
 * in a fixed order. Two totals that leave out the same lines differ by exactly what the two
 * designs cost apart; any other pair differs by an unknown amount.
 */
function unpricedKey(bom: Bom, priced: PricedBom): string {
  const left = bom.lines.filter((_, i) => priced.lines[i]?.unit === null);
  return JSON.stringify(
    left.map((l) => [l.category, l.vendor, l.model, l.partNumber, l.description, l.quantity]).sort(),
  );
}

/** Why two totals are not compared: what each leaves out differs, so their gap is not a cost. */
const APART = 'the designs leave different lines unpriced, so the gap between their totals is not what they cost apart';

/** Under the table when no total is marked best for that reason. */
export const NOT_RANKED = `No total is marked best: ${APART}. Price every line (Set prices…) to compare them.`;

/**
 * The row for columns whose BOMs are `boms` (null: not known yet, the catalog is loading), the
 * first being the current design, priced with `list`, the current design's price list.
 *
 * Invariant: a total counts priced lines only, so it is compared with another (the "Best" mark,
 * a better or worse difference) only when both leave out the same lines (the same parts in the
 * same quantities, or none): "Best −€3,039.92" for a design that is cheaper only because its 16
 * drives have no price would put a wrong number in front of a customer. Where the columns'
 * unpriced lines differ, no total is best, and a column whose unpriced lines differ from the first
 * column's shows no difference and says why.
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
    return {
      total: priced.priced > 0 ? priced.total : null,
      unpriced: priced.unpriced,
      left: unpricedKey(bom, priced),
      parts: priceRows(bom),
    };
  });
  const known = readings.flatMap((r) => (r && r.total !== null ? [{ ...r, total: r.total }] : []));
  // Ranked as shown: two totals that read the same are both best or neither.
  const shown = known.map((r) => fmtMoney(r.total, currency));
  const comparable = known.every((r) => r.left === known[0]!.left);
  const ranked = comparable && known.length >= 2 && shown.some((t) => t !== shown[0]);
  const best = ranked ? fmtMoney(Math.min(...known.map((r) => r.total)), currency) : null;
  const first = readings[0] && readings[0].total !== null ? { ...readings[0], total: readings[0].total } : null;
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
        title: `None of its ${r.parts.rows.length} lines to price is in the current design's price list.`,
      };
    const apart = first !== null && i > 0 && r.left !== first.left;
    const delta = first === null || i === 0 || apart ? null : money(r.total - first.total);
    const text = fmtMoney(r.total, currency);
    const short = r.unpriced
      ? `${unpricedText(r.unpriced)}: the total counts priced lines only, so it is lower than the real cost.`
      : null;
    return {
      kind: 'value',
      text,
      detail: apart ? `${detail} · not compared` : detail,
      tone: null,
      diff: delta === null ? null : delta === 0 ? 'same' : signedMoney(delta, currency),
      diffTone: delta === null || delta === 0 ? null : delta < 0 ? 'better' : 'worse',
      best: best !== null && text === best,
      title: apart ? `${short ?? ''} Not compared with the first column: ${APART}.`.trim() : short,
    };
  });
  return {
    id: COST_ROW_ID,
    label: `Cost (${currency})`,
    note: `Each design's bill of materials priced with the current design's price list, so all are compared on one list. Priced lines only; lower is better, compared only between designs that leave the same lines unpriced; differences in ${currency}.`,
    ...(known.length >= 2 && !comparable ? { unranked: NOT_RANKED } : {}),
    cells,
  };
}
