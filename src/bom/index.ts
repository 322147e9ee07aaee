/**
 * Bill of materials: design + parts catalog → lines (`buildBom`), and the lines as CSV
 * (`bomToCsv`) or an Excel workbook (`bomToXlsx`, which loads exceljs on demand). Pure: the app
 * reads the store and the catalog, calls these, and hands the bytes to the platform to save.
 */
export { buildBom, UNSPECIFIED_MODEL } from './buildBom';
export { BOM_COLUMNS, bomToCsv, csvField, guardFormula, UTF8_BOM } from './csv';
export { bomFileName, type BomFormat, exportFileName } from './fileName';
export {
  type LinePrice,
  minorDigits,
  money,
  priceBom,
  priceColumns,
  type PricedBom,
  unitPriceOf,
  unpricedNote,
} from './prices';
export { lineKey, priceKeyOf } from './priceKey';
export { currentReport, designSummary, type SummaryInput, type SummarySection } from './summary';
export {
  BOM_CATEGORIES,
  type Bom,
  type BomCategory,
  type BomLine,
  type NotOrderedItem,
  type PartLookup,
} from './types';
export { bomToXlsx, currencyFormat, SHEETS } from './xlsx';
