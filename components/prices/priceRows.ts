/**
 * The Price list dialog as data, pure so it can be tested without React: the rows (one per price
 * key of the current design's BOM: a part number, or the line key of a line without one), the
 * parsing of what the user typed, and amounts in words. Prices are the user's own [currency units
 * per piece]; nothing here suggests or fills in one.
 */
import { type Bom, minorDigits, priceKeyOf } from '../../src/bom';
import { Currency, MAX_PRICE_KEY_CHARS, UnitPrice } from '../../src/schema/prices';

/** One price to enter: a part number, or a line without one, with its BOM lines' quantities summed. */
export interface PriceRow {
  /** What the price is saved under: the part number, else the line key (`Servers: Dell PowerEdge R900`). */
  readonly key: string;
  /** The part number; empty when the row is priced by its line key. */
  readonly partNumber: string;
  /** Vendor, model and specs of its (first) BOM line. */
  readonly description: string;
  /** The BOM's line numbers it prices, so a row can be found in the BOM. */
  readonly lines: readonly number[];
  /** Pieces in the design. */
  readonly quantity: number;
}

/**
 * The rows of `bom`, one per price key (one part may sit on more than one line when its
 * description differs, e.g. two queue depths of one HBA), in BOM order. `unpriceable` counts the
 * lines no key can price: a line made without a line key (never by `buildBom`), or one whose key is
 * longer than a price list accepts (`MAX_PRICE_KEY_CHARS`: an array with many differing controllers).
 */
export function priceRows(bom: Bom): { rows: PriceRow[]; unpriceable: number } {
  const rows = new Map<string, PriceRow>();
  let unpriceable = 0;
  for (const l of bom.lines) {
    const key = priceKeyOf(l);
    if (key === null || key.length > MAX_PRICE_KEY_CHARS) {
      unpriceable++;
      continue;
    }
    const seen = rows.get(key);
    const description = [l.vendor, l.model].filter(Boolean).join(' ') + (l.description ? ` — ${l.description}` : '');
    rows.set(key, {
      key,
      partNumber: seen?.partNumber ?? l.partNumber.trim(),
      description: seen?.description ?? description,
      lines: [...(seen?.lines ?? []), l.line],
      quantity: (seen?.quantity ?? 0) + l.quantity,
    });
  }
  return { rows: [...rows.values()], unpriceable };
}

/** What a price field holds: nothing (unpriced), a price, or why it is not one. */
export type ParsedPrice = { ok: true; value: number | null } | { ok: false; error: string };

/** Thousands grouped by commas: 1,234 · 1,234,567.50 (a comma before every group of three digits). */
const COMMA_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
/** Thousands grouped by spaces (also the no-break spaces locales paste): 12 345.67. */
const SPACE_GROUPED = /^\d{1,3}([ \u00a0\u202f]\d{3})+(\.\d*)?$/u;
/** Digits with separators only: text that was meant as a number, whatever its separators. */
const NUMBER_LIKE = /^[\d.,\s]*\d[\d.,\s]*$/u;

/** Why a price with a comma that is not thousands grouping is refused. */
export const DECIMAL_COMMA_ERROR =
  'Use a point for decimals (1234.50); a comma may only separate thousands (1,234.50).';

/**
 * Why a price finer than its currency's minor unit is refused (189.995 EUR, 100.5 JPY): the
 * report and the workbook print a unit price to the currency's digits, so €190.00 × 16 would
 * stand beside a line total of €3,039.92. Trailing zeros are not finer (190.000 is 190).
 */
export function tooPreciseError(currency: string, digits: number): string {
  if (digits === 0) return `A price in ${currency} takes no decimals (1235): ${currency} has no smaller unit.`;
  const example = (1234.5).toFixed(digits);
  return `A price in ${currency} takes at most ${digits} ${digits === 1 ? 'decimal' : 'decimals'} (${example}), as ${currency} amounts are charged.`;
}

/**
 * A price field's text as a unit price in `currency` (an ISO 4217 code; one not known reads as 2
 * decimals). Blank is "no price". A plain number with an optional
 * decimal point, its thousands optionally grouped by commas or spaces (`1,234.50`, `12 345.67`).
 * A comma anywhere else is refused, not dropped: `1234,50` or `1,5` is a decimal comma, and
 * dropping it read the price as 100 or 10 times what was meant (and `1.234,50` as 1.2345), with no
 * word. No currency signs: the currency is its own field. No more decimals than the currency's
 * minor unit has (`minorDigits`, the one source the report and the workbook format with too).
 */
export function parsePrice(text: string, currency: string): ParsedPrice {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  const negative = t.startsWith('-');
  const body = negative ? t.slice(1) : t;
  const ungrouped = COMMA_GROUPED.test(body) || SPACE_GROUPED.test(body) ? body.replace(/[\s,]/gu, '') : body;
  if (!/^\d*\.?\d+$/.test(ungrouped) && !/^\d+\.$/.test(ungrouped)) {
    if (body.includes(',') && NUMBER_LIKE.test(body)) return { ok: false, error: DECIMAL_COMMA_ERROR };
    return {
      ok: false,
      error: 'Enter a number, such as 1234.50, without a currency sign; leave it blank for no price.',
    };
  }
  if (negative) return { ok: false, error: 'A price cannot be negative.' };
  const decimals = (ungrouped.split('.')[1] ?? '').replace(/0+$/, '').length;
  const digits = minorDigits(currency);
  if (decimals > digits) return { ok: false, error: tooPreciseError(currency, digits) };
  const checked = UnitPrice.safeParse(Number(ungrouped));
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: checked.error.issues[0]!.message };
}

/** The currency field's text as an ISO 4217 code, or why it is not one. */
export function parseCurrency(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const checked = Currency.safeParse(text.trim().toUpperCase());
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: checked.error.issues[0]!.message };
}
