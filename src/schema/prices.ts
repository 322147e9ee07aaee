/**
 * The design's price list: the presales engineer's own unit prices, in one currency. Spindle has
 * no price source and never makes one up: a price exists only because the user typed it (Export ▸
 * Price list…). A BOM line is priced by its part number; a line without one (a catalog part the
 * catalog has no number for, an edited part, hardware "to be specified", a cable) by its line key,
 * the words src/bom/priceKey.ts builds from what the line is made of (`Servers: Dell PowerEdge
 * R900`, `Cables: Fibre Channel cable — Fibre Channel link at 8 Gb/s`). Both sit in the one
 * `unitPrices` record, so the stored shape is unchanged: a list saved before line keys existed
 * (part numbers only) reads and prices exactly as it did, and no migration is needed. A line key
 * an older build does not know is, to it, a part number no line has: it keeps it and prices
 * nothing by it. What did change is the longest key accepted (100 → `MAX_PRICE_KEY_CHARS`), as a
 * line key holds a vendor, model and specs; every key valid before is valid still.
 *
 * Saved in the design file as the optional top-level `prices`, within file version 1: a file
 * without it (every file written before) reads exactly as before, so no migration is needed. An
 * empty list (no price) is not written at all, so a design without prices saves byte for byte as
 * it did before the field existed. The one cost of not bumping: a build from before this field
 * opens a file with prices but drops them when it saves (`Design` strips unknown keys). That is
 * acceptable only while no such build is in users' hands (the app is at 0.1.0); after a release,
 * a new field that must survive a round trip through an older build needs a version bump.
 */
import { z } from 'zod';

/** Currency of a price list when the user has not chosen one (ISO 4217). */
export const DEFAULT_CURRENCY = 'USD';

/** Largest unit price accepted [currency units]: far above any storage part, below float trouble. */
export const MAX_UNIT_PRICE = 1e9;

/** Most prices one list holds: more than the largest preset's BOM has lines, by far. */
export const MAX_PRICED_PARTS = 5000;

/** An ISO 4217 currency code: three capital letters (`USD`, `EUR`, `GBP`). */
export const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO 4217 code in capitals, such as USD, EUR or GBP.');

/** One unit price [currency units per piece]. */
export const UnitPrice = z
  .number({ error: 'A price must be a finite number.' })
  .min(0, 'A price cannot be negative.')
  .max(MAX_UNIT_PRICE, 'A price cannot be more than 1,000,000,000.');

/**
 * Longest key accepted: room for a line key's category, vendor (80), model (120) and specs. The
 * longest line key of the six presets is far below it; part numbers are at most 80.
 */
export const MAX_PRICE_KEY_CHARS = 1000;

/** What a price is stored under: a part number as the BOM prints it, or a line key. */
export const PriceKey = z
  .string()
  .trim()
  .min(1, 'A price needs a part number or a line key; this one is blank.')
  .max(
    MAX_PRICE_KEY_CHARS,
    `A price's part number or line key is at most ${MAX_PRICE_KEY_CHARS.toLocaleString('en-US')} characters.`,
  );

/** The price list saved with a design. */
export const PriceList = z.object({
  currency: Currency,
  /** Unit price by part number or line key [`currency` per piece]. */
  unitPrices: z
    .record(PriceKey, UnitPrice, {
      // Zod words a bad key "Invalid key in record"; say what is wrong with it instead.
      error: (issue) =>
        issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? 'A price key is not valid.') : undefined,
    })
    .refine((r) => Object.keys(r).length <= MAX_PRICED_PARTS, `A price list holds at most ${MAX_PRICED_PARTS} prices.`),
});
export type PriceList = z.infer<typeof PriceList>;

/** Whether `list` holds at least one price (a list of none prices nothing and is not saved). */
export function hasPrices(list: PriceList | undefined): list is PriceList {
  return list !== undefined && Object.keys(list.unitPrices).length > 0;
}
