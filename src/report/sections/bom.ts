/**
 * The bill of materials in short: the BOM's lines (src/bom `buildBom`: identical parts grouped,
 * catalog part numbers only where the part still matches the catalog, drives counted per drive)
 * and the logical items that are not ordered. No prices: Spindle has no price source.
 */
import { fmtCount, plural } from '../../../components/format';
import type { Bom } from '../../bom/types';
import { type Cell, html, para, table } from '../html';
import type { ReportContext, Section } from '../types';

function lines(bom: Bom) {
  return table(
    [
      { header: 'Line', numeric: true },
      { header: 'Category' },
      { header: 'Vendor and model' },
      { header: 'Part number' },
      { header: 'Description' },
      { header: 'Quantity', numeric: true },
      { header: 'Used in' },
    ],
    bom.lines.map((l): Cell[] => [
      String(l.line),
      l.category,
      [l.vendor, l.model].filter((s) => s !== '').join(' '),
      l.partNumber === '' ? { content: 'none', tone: 'muted' } : l.partNumber,
      { content: l.description, note: l.note || undefined },
      fmtCount(l.quantity),
      l.usedInSummary,
    ]),
    { caption: `${plural(bom.lines.length, 'line')} of hardware to order`, className: 'compact' },
  );
}

/** The BOM section. */
export function bomSection(ctx: ReportContext): Section {
  const id = 'bom';
  const title = 'Bill of materials';
  const bom = ctx.bom;
  if (!bom)
    return {
      id,
      title,
      body: para(
        'Not included: the parts catalog was not available when this report was made. Export the report again once the parts list has loaded.',
      ),
    };
  const hardware = bom.lines.length === 0 ? para('The design has no hardware to order yet.') : lines(bom);
  const logical =
    bom.notOrdered.length > 0
      ? para(
          `Not ordered (logical items of the design): ${bom.notOrdered
            .map((n) => `${n.label} ${fmtCount(n.count)}`)
            .join(' · ')}.`,
          'muted small',
        )
      : null;
  return {
    id,
    title,
    body: html`${hardware}${logical}${para(
      'No prices: Spindle has no price source; ask the vendor or distributor for a quote. Part numbers are given only where the parts catalog has one and the part was not edited in the design. Export ▸ Bill of materials gives the same lines as a workbook.',
      'muted small',
    )}`,
  };
}
