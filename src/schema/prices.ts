/**
 * The design's price list: the presales engineer's own unit prices, by part number, in one
 * currency. Spindle has no price source and never makes one up: a price exists only because the
 * user typed it (Export ▸ Price list…). A BOM line is priced by its part number; lines without one
 * (an edited part, hardware "to be specified", cables) cannot be priced from the list.
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

/** A part number as the BOM prints it (the key a price is stored under). */
export const PricedPartNumber = z
  .string()
  .trim()
  .min(1, 'A price needs a part number.')
  .max(100, 'A part number is at most 100 characters.');

/** The price list saved with a design. */
export const PriceList = z.object({
  currency: Currency,
  /** Unit price by part number [`currency` per piece]. */
  unitPrices: z
    .record(PricedPartNumber, UnitPrice)
    .refine((r) => Object.keys(r).length <= MAX_PRICED_PARTS, `A price list holds at most ${MAX_PRICED_PARTS} prices.`),
});
export type PriceList = z.infer<typeof PriceList>;

/** Whether `list` holds at least one price (a list of none prices nothing and is not saved). */
export function hasPrices(list: PriceList | undefined): list is PriceList {
  return list !== undefined && Object.keys(list.unitPrices).length > 0;
}
