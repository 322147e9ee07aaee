/**
 * What the report sections' tests share: the text of a section as a reader sees it, and the
 * context a section is built in, around a report of the one-server plan design.
 */
import type { Report } from '../../../engine/ts/reportSchema';
import { oneServer } from '../../plan/planFixture';
import type { ReportContext } from '../types';

/** The text of markup, tags dropped and entities read, so figures are found as a reader sees them. */
export const sectionText = (m: { __html: string }): string =>
  m.__html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** A full report's context for `report`, on the one-server design, with no BOM. */
export function sectionContext(report: Report): ReportContext {
  return { design: oneServer(1).design, report, full: true, generatedAt: new Date(0), bom: null, names: new Map() };
}
