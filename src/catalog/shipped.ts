/**
 * The reviewable sources of the shipped catalog, bundled by import. Each file is an array of
 * `CatalogPart` rows; `openCatalog` validates every row on load.
 */
import arrays from './data/arrays.json';
import drives from './data/drives.json';
import enclosures from './data/enclosures.json';
import generic from './data/generic.json';
import hbas from './data/hbas.json';
import servers from './data/servers.json';
import switches from './data/switches.json';

/** Every shipped row, unvalidated, with the file it came from first. */
export const shippedSources: Readonly<Record<string, readonly unknown[]>> = {
  'drives.json': drives,
  'servers.json': servers,
  'hbas.json': hbas,
  'switches.json': switches,
  'arrays.json': arrays,
  'enclosures.json': enclosures,
  'generic.json': generic,
};

/** Every shipped row, unvalidated. */
export const shippedParts: readonly unknown[] = Object.values(shippedSources).flat();
