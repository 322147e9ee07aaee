/**
 * Conversions between the design file (`Design`) and the store's document (`DesignDoc`), and the
 * blank document a new design starts from.
 */
import { APP_STAMP, DESIGN_FORMAT, DESIGN_VERSION, type Design } from '../schema/design';
import { keepUsedParts, partsToCarry, type PartLookup } from '../schema/parts';
import { hasPrices } from '../schema/prices';
import { defaultWorkload } from '../schema/workload';
import type { DesignDoc } from './types';

/** Title of a design nobody has named yet. */
export const UNTITLED = 'Untitled design';

/** A blank design: default workload, nothing on the canvas. */
export function blankDesign(): Design {
  return {
    format: DESIGN_FORMAT,
    version: DESIGN_VERSION,
    app: { ...APP_STAMP },
    meta: { title: UNTITLED },
    workload: { ...defaultWorkload },
    components: [],
    links: [],
    layout: {},
  };
}

/** The store's document for a design file. */
export function docFromDesign(design: Design): DesignDoc {
  const parts = keepUsedParts(design.parts, design.components);
  return {
    meta: design.meta,
    workload: design.workload,
    components: design.components,
    links: design.links,
    layout: design.layout,
    ...(design.prices ? { prices: design.prices } : {}),
    ...(parts ? { parts } : {}),
  };
}

/**
 * The design file for a document, stamped with this app. Layout entries of components that no
 * longer exist are left out. It carries the drive parts its enclosures use that not every PC has
 * (`partsToCarry`): those the document carries, and the custom parts of `catalog`, when given.
 */
export function designFromDoc(doc: DesignDoc, catalog?: PartLookup): Design {
  const layout: Design['layout'] = {};
  for (const c of doc.components) {
    const p = doc.layout[c.id];
    if (p) layout[c.id] = p;
  }
  return {
    format: DESIGN_FORMAT,
    version: DESIGN_VERSION,
    app: { ...APP_STAMP },
    meta: doc.meta,
    workload: doc.workload,
    components: [...doc.components],
    links: [...doc.links],
    layout,
    // Written only when it holds a price: a design without prices saves as it did before.
    ...(hasPrices(doc.prices) ? { prices: doc.prices } : {}),
    ...carried(doc, catalog),
  };
}

/** `{ parts }` for the file, or nothing when the design uses no drive it must carry. */
function carried(doc: DesignDoc, catalog: PartLookup | undefined): Pick<Design, 'parts'> {
  const parts = partsToCarry(doc.components, doc.parts, catalog);
  return parts.length > 0 ? { parts } : {};
}
