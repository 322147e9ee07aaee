/**
 * The BOM priced with the design's own price list. Pure. A line is priced when the list has a
 * price under its key (priceKey.ts): its part number, or, for a line without one, its line key
 * (`Servers: Dell PowerEdge R900`). Every other line stays unpriced (blank in the files, counted
 * in a note), never estimated. Amounts are in the list's currency; the extended price is the unit
 * price × quantity, and the total is the sum of the priced lines only. The BOM view, the CSV and
 * XLSX files, the report and Compare's Cost row all price through `priceBom`, so they agree.
 */
import { hasPrices, type PriceList } from '../schema/prices';
import { priceKeyOf } from './priceKey';
import type { Bom, BomLine } from './types';

/** One line's prices [currency units]; null where the line has no price. */
export interface LinePrice {
  /** Per piece. */
  readonly unit: number | null;
  /** Unit price × quantity. */
  readonly extended: number | null;
}

/** A BOM's prices: one entry per BOM line, in order, and the total of the priced ones. */
export interface PricedBom {
  /** ISO 4217 code of every amount here. */
  readonly currency: string;
  readonly lines: readonly LinePrice[];
  /** Sum of the extended prices of the priced lines [currency units]. */
  readonly total: number;
  /** Lines with a price. */
  readonly priced: number;
  /** Lines without one (none in the list under the line's key). */
  readonly unpriced: number;
}

/**
 * Drops floating-point residue from a product or sum (`0.1 × 3` is 0.30000000000000004) without
 * rounding a real amount: four decimals are more than any currency's minor unit.
 */
export function money(n: number): number {
  return Number(n.toFixed(4));
}

/** The unit price of a line, or null: the list has none under its part number or line key. */
export function unitPriceOf(line: Pick<BomLine, 'partNumber' | 'lineKey'>, list: PriceList): number | null {
  const key = priceKeyOf(line);
  if (key === null) return null;
  return Object.hasOwn(list.unitPrices, key) ? (list.unitPrices[key] ?? null) : null;
}

/** Prices `bom` with `list`; null when the list holds no price (the BOM is then written as before). */
export function priceBom(bom: Bom, list: PriceList | undefined): PricedBom | null {
  if (!hasPrices(list)) return null;
  let total = 0;
  let priced = 0;
  const lines = bom.lines.map((l): LinePrice => {
    const unit = unitPriceOf(l, list);
    if (unit === null) return { unit: null, extended: null };
    const extended = money(unit * l.quantity);
    total += extended;
    priced++;
    return { unit, extended };
  });
  return { currency: list.currency, lines, total: money(total), priced, unpriced: lines.length - priced };
}

/** `3 lines have no price`, `1 line has no price`; empty when every line is priced. */
export function unpricedNote(unpriced: number): string {
  if (unpriced === 0) return '';
  return unpriced === 1 ? '1 line has no price' : `${unpriced.toLocaleString('en-US')} lines have no price`;
}

/** The two price column headers, naming the currency. */
export function priceColumns(currency: string): [string, string] {
  return [`Unit price (${currency})`, `Extended price (${currency})`];
}

/** Where the price columns go: right after "Quantity" (0-based), so price sits by quantity. */
export const PRICE_AT = 7;

/** `cells` (a header or a line in `BOM_COLUMNS` order) with the two price cells inserted. */
export function withPrices<T>(cells: readonly T[], prices: readonly [T, T]): T[] {
  return [...cells.slice(0, PRICE_AT), ...prices, ...cells.slice(PRICE_AT)];
}

/** Digits after the decimal point the currency's amounts are shown with (JPY 0, USD 2). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
