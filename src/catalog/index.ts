/**
 * Public face of the parts catalog. The renderer opens it with the browser wasm locator from
 * `./browserWasm`; Node (tests, CLI) calls `openCatalog()` without options.
 */
export { type Catalog, type OpenCatalogOptions, type RejectedPart, openCatalog } from './catalog';
export {
  type Adoption,
  adoptCarriedParts,
  adoptionNotices,
  type DesignParts,
  partName,
  type PartsNotice,
  removalRefusal,
} from './carriedParts';
export { type Placement, controllerName, createComponentsFromPart } from './createComponents';
export { entriesTheHostKeeps, rejectedNotice, type StoredPartsNotice } from './storedParts';
export { DriveSpecsChecked, HDD_RPMS, type SpecsOf, specSchemas, validatePart } from './specs';
