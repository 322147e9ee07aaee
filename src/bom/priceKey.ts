/**
 * What a price list keys a BOM line's price by. A line with a part number is priced by it, as it
 * always was. A line without one (a catalog part the catalog has no number for, such as the Dell
 * R900 or the CLARiiON DAE; an edited part; hardware to be specified; every cable) is priced by a
 * line key built from what the line is built from, in words a user can read in the dialog and in
 * the saved file:
 *
 * - a catalog part: its category, vendor and model (`Servers: Dell PowerEdge R900`). Not its
 *   description, which also holds settings (an HBA's queue depth, an array's cache mirroring) that
 *   do not change the part ordered: a price must not be lost because a setting changed;
 * - an edited part or hardware to be specified: its name and the hardware it is made of
 *   (`Servers: Dell PowerEdge R900 (edited) — 4 × 4-core 2.93 GHz CPUs, 64 GB RAM`), as that, not
 *   a catalog part, is what is ordered;
 * - a cable: its type and what the line is counted by (`Cables: Fibre Channel cable — Fibre
 *   Channel link at 8 Gb/s`): the design has no cable length or SFP, so those cannot key it.
 *
 * The category prefix (`Servers: `, `Cables: `) keeps the two kinds of keys apart: no part number
 * of the shipped catalog holds a colon, so a part number in an older list never prices a line
 * without one by accident.
 */
import type { BomCategory, BomLine } from './types';

/** `Servers: Dell PowerEdge R900`; `Cables: Fibre Channel cable — Fibre Channel link at 8 Gb/s`. */
export function lineKey(category: BomCategory, name: string, hardware?: string): string {
  const text = hardware ? `${category}: ${name} — ${hardware}` : `${category}: ${name}`;
  // One space between words and none at the ends: the price list trims what it stores, so a key
  // with a stray space (a custom part's "Acme " vendor) would never find its price again.
  return text.replace(/\s+/gu, ' ').trim();
}

/** The key `line` is priced by: its part number, else its line key; null when it has neither. */
export function priceKeyOf(line: Pick<BomLine, 'partNumber' | 'lineKey'>): string | null {
  const partNumber = line.partNumber.trim();
  if (partNumber) return partNumber;
  return line.lineKey ? line.lineKey : null;
}
