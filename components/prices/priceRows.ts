/**
 * The Price list dialog as data, pure so it can be tested without React: the rows (one per part
 * number of the current design's BOM), the parsing of what the user typed, and amounts in words.
 * Prices are the user's own [currency units per piece]; nothing here suggests or fills in one.
 */
import type { Bom } from '../../src/bom';
import { Currency, UnitPrice } from '../../src/schema/prices';

/** One part number to price: its BOM lines' quantities summed. */
export interface PriceRow {
  readonly partNumber: string;
  /** Vendor, model and specs of its (first) BOM line. */
  readonly description: string;
  /** Pieces in the design. */
  readonly quantity: number;
}

/**
 * The rows of `bom`: lines with a part number, one row per part number (one part may sit on more
 * than one line when its description differs), in BOM order. Lines without a part number cannot
 * be priced from a list and are counted apart.
 */
export function priceRows(bom: Bom): { rows: PriceRow[]; withoutPartNumber: number } {
  const rows = new Map<string, PriceRow>();
  let withoutPartNumber = 0;
  for (const l of bom.lines) {
    if (!l.partNumber) {
      withoutPartNumber++;
      continue;
    }
    const seen = rows.get(l.partNumber);
    const description = [l.vendor, l.model].filter(Boolean).join(' ') + (l.description ? ` — ${l.description}` : '');
    rows.set(l.partNumber, {
      partNumber: l.partNumber,
      description: seen?.description ?? description,
      quantity: (seen?.quantity ?? 0) + l.quantity,
    });
  }
  return { rows: [...rows.values()], withoutPartNumber };
}

/** What a price field holds: nothing (unpriced), a price, or why it is not one. */
export type ParsedPrice = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * A price field's text as a unit price. Blank is "no price". A plain number with an optional
 * decimal point; thousands separators (`,`, spaces) are dropped. No currency signs or decimal
 * commas: the currency is its own field, and `1,5` would be ambiguous.
 */
export function parsePrice(text: string): ParsedPrice {
  const t = text.trim().replace(/[\s,]/g, '');
  if (t === '') return { ok: true, value: null };
  if (t.startsWith('-') && /^-\d*\.?\d+$/.test(t)) return { ok: false, error: 'A price cannot be negative.' };
  if (!/^\d*\.?\d+$/.test(t) && !/^\d+\.$/.test(t))
    return {
      ok: false,
      error: 'Enter a number, such as 1234.50, without a currency sign; leave it blank for no price.',
    };
  const checked = UnitPrice.safeParse(Number(t));
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: checked.error.issues[0]!.message };
}

/** The currency field's text as an ISO 4217 code, or why it is not one. */
export function parseCurrency(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const checked = Currency.safeParse(text.trim().toUpperCase());
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: checked.error.issues[0]!.message };
}
