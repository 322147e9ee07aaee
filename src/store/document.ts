/**
 * Conversions between the design file (`Design`) and the store's document (`DesignDoc`), and the
 * blank document a new design starts from.
 */
import { APP_STAMP, DESIGN_FORMAT, DESIGN_VERSION, type Design } from '../schema/design';
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
  return {
    meta: design.meta,
    workload: design.workload,
    components: design.components,
    links: design.links,
    layout: design.layout,
    ...(design.prices ? { prices: design.prices } : {}),
  };
}

/**
 * The design file for a document, stamped with this app. Layout entries of components that no
 * longer exist are left out.
 */
export function designFromDoc(doc: DesignDoc): Design {
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
  };
}
