/**
 * Types of the bill of materials: what the writers (CSV, XLSX) and the app read. A BOM is derived
 * from a design and the parts catalog by `buildBom` and never stored; it carries no prices, because
 * Spindle has no source for them (the user's own list prices it: prices.ts), and no number it did
 * not read from the design or the catalog.
 */
import type { CatalogPart } from '../schema/catalog';

/** Orderable hardware categories, in the order the BOM lists them. */
export const BOM_CATEGORIES = [
  'Servers',
  'HBAs',
  'Switches',
  'Arrays',
  'RAID controllers',
  'Enclosures',
  'Drives',
  'Cables',
] as const;
export type BomCategory = (typeof BOM_CATEGORIES)[number];

/** One line of the BOM: identical parts grouped, with how many and where they are used. */
export interface BomLine {
  /** 1-based position in the BOM. */
  readonly line: number;
  readonly category: BomCategory;
  /** Empty when the component is not from the catalog. */
  readonly vendor: string;
  readonly model: string;
  /**
   * The catalog part's number, only when every component of the line still matches that part;
   * empty otherwise (and when the catalog has none). Never made up.
   */
  readonly partNumber: string;
  /**
   * What the price list prices a line without a part number by (priceKey.ts: `Servers: Dell
   * PowerEdge R900`, `Cables: Fibre Channel cable — Fibre Channel link at 8 Gb/s`). `buildBom`
   * sets it on every line without a part number; absent on lines with one, which are priced by
   * their part number. Optional so that a line made by hand (a test's) prices as it always did.
   */
  readonly lineKey?: string;
  /** Key specs with units, e.g. `2 × 8 Gb/s FC ports; LUN queue depth 32`. */
  readonly description: string;
  /** Pieces to order: components, drives (not enclosures) or cables. */
  readonly quantity: number;
  /** Every component (or cable, as `A ↔ B`) the line stands for, in design order. */
  readonly usedIn: readonly string[];
  /** `usedIn` shortened for a table cell (`Module 1–15`, `… and 12 more`). */
  readonly usedInSummary: string;
  /** Why the part number is missing, or what was changed from the catalog part; empty if nothing. */
  readonly note: string;
}

/** Design items that are not hardware to order (virtual machines, RAID groups, LUNs, databases). */
export interface NotOrderedItem {
  /** Plural label: `Virtual machines`, `RAID groups`, `LUNs`, `Databases`. */
  readonly label: string;
  readonly count: number;
  readonly names: readonly string[];
}

/** The whole bill of materials. */
export interface Bom {
  readonly lines: readonly BomLine[];
  readonly notOrdered: readonly NotOrderedItem[];
}

/** What the BOM needs from the parts catalog (`Catalog` satisfies it). */
export interface PartLookup {
  get(id: string): CatalogPart | undefined;
}
