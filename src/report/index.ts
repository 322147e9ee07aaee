/**
 * The design report: design + engine report + date → one self-contained HTML file to send to a
 * customer or print to PDF (`buildDesignReport`), and the name to offer for it. Pure: no DOM, no
 * React; `src/app/useReportExport.ts` wires it to the store, the catalog and the platform.
 */
import { exportFileName } from '../bom/fileName';

export { buildDesignReport } from './buildReport';
export { checkedSvg } from './sections/topology';
export type { DesignReportInput } from './types';

/** `<design title> - Design report.html`. */
export function reportFileName(title: string): string {
  return exportFileName(title, 'Design report', 'html');
}
