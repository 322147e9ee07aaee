/**
 * The Jetstress test plan as a CSV file: `PLAN_HEADERS` and a row per database, written with the
 * bill of materials' CSV rules (RFC 4180 quoting, a UTF-8 byte-order mark so Excel reads `×`, and
 * text that looks like a formula kept as text). Pure.
 */
import { csvField, exportFileName, UTF8_BOM } from '../bom';
import type { JetstressPlan } from './jetstressPlan';
import { PLAN_HEADERS, planRows } from './planTable';

/** The plan as CSV text (CRLF line ends, as RFC 4180 writes them). */
export function planToCsv(plan: JetstressPlan): string {
  const line = (cells: readonly (string | number | null)[]): string =>
    cells.map((c) => (c === null ? '' : csvField(c))).join(',');
  return UTF8_BOM + [line(PLAN_HEADERS), ...planRows(plan).map(line)].join('\r\n') + '\r\n';
}

/** `<design title> - Jetstress test plan.csv`. */
export const planFileName = (title: string): string => exportFileName(title, 'Jetstress test plan', 'csv');
