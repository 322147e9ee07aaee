/** How the palette groups and describes catalog parts. Pure. */
import type { CatalogPart, PartKind } from '../../src/schema/catalog';
import { fmtCount } from '../format';

/** Category headings, in palette order. */
export const categoryLabel: Record<PartKind, string> = {
  server: 'Servers',
  vm: 'Virtual machines',
  hba: 'HBAs',
  switch: 'FC switches',
  array: 'Storage arrays',
  enclosure: 'Disk enclosures',
  drive: 'Drives',
  raidGroup: 'RAID groups',
  lun: 'LUNs',
  database: 'Databases',
};

/** Parts grouped by kind, keeping the catalog's order. */
export function groupParts(parts: readonly CatalogPart[]): { kind: PartKind; parts: CatalogPart[] }[] {
  const groups = new Map<PartKind, CatalogPart[]>();
  for (const p of parts) {
    const list = groups.get(p.kind);
    if (list) list.push(p);
    else groups.set(p.kind, [p]);
  }
  return [...groups].map(([kind, list]) => ({ kind, parts: list }));
}

/**
 * "US$ 12,345", or null when the part has no list price. The shipped catalog cites none, so a
 * price line on every card would only say "not known"; only a price someone entered (a custom
 * part) is shown.
 */
export function priceText(p: CatalogPart): string | null {
  return p.listPriceUsd === null ? null : `US$ ${fmtCount(p.listPriceUsd)}`;
}

/** A drive part is fitted to an enclosure rather than placed; say so in its tooltip. */
export function usageHint(p: CatalogPart): string {
  return p.kind === 'drive'
    ? 'Drag onto a disk enclosure, or select an enclosure and click, to fit this drive.'
    : 'Drag onto the canvas, or click to add.';
}
