/** What the Export menu (toolbar and File menu) can write. */
export type ExportKind =
  /** The bill of materials as an Excel workbook (src/bom). */
  | 'bomXlsx'
  /** The bill of materials as CSV. */
  | 'bomCsv'
  /** The Jetstress test plan as CSV, a row per database (src/plan). */
  | 'planCsv'
  /** The design diagram as SVG (src/diagram). */
  | 'diagramSvg'
  /** The design diagram as PNG, rasterised from the SVG. */
  | 'diagramPng'
  /** The design report as one printable HTML file (src/report). */
  | 'reportHtml';
