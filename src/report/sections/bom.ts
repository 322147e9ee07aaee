/**
 * The bill of materials in short: the BOM's lines (src/bom `buildBom`: identical parts grouped,
 * catalog part numbers only where the part still matches the catalog, drives counted per drive)
 * and the logical items that are not ordered. Priced with the design's own price list when it
 * has one (src/bom `priceBom`: unit and extended price per line, the total of the priced lines,
 * unpriced lines left blank and counted), as the exported workbook is; Spindle has no price source
 * of its own, so a design without a list gets no prices.
 */
import { fmtCount, fmtMoney, plural } from '../../../components/format';
import { type PricedBom, priceBom, unpricedNote } from '../../bom/prices';
import type { Bom } from '../../bom/types';
import { type Cell, html, type Markup, para, table } from '../html';
import type { ReportContext, Section } from '../types';

function lines(bom: Bom, priced: PricedBom | null) {
  const money = (n: number | null | undefined): Cell =>
    priced && n !== null && n !== undefined ? fmtMoney(n, priced.currency) : { content: '', tone: 'muted' };
  return table(
    [
      { header: 'Line', numeric: true },
      { header: 'Category' },
      { header: 'Vendor and model' },
      { header: 'Part number' },
      { header: 'Description' },
      { header: 'Quantity', numeric: true },
      ...(priced
        ? [
            { header: `Unit price (${priced.currency})`, numeric: true },
            { header: `Extended (${priced.currency})`, numeric: true },
          ]
        : []),
      { header: 'Used in' },
    ],
    bom.lines.map((l, i): Cell[] => [
      String(l.line),
      l.category,
      [l.vendor, l.model].filter((s) => s !== '').join(' '),
      l.partNumber === '' ? { content: 'none', tone: 'muted' } : l.partNumber,
      { content: l.description, note: l.note || undefined },
      fmtCount(l.quantity),
      ...(priced ? [money(priced.lines[i]?.unit), money(priced.lines[i]?.extended)] : []),
      l.usedInSummary,
    ]),
    { caption: `${plural(bom.lines.length, 'line')} of hardware to order`, className: 'compact' },
  );
}

/** What the section says about prices: the total and what it leaves out, or that there are none. */
function pricesNote(priced: PricedBom | null): Markup {
  if (!priced)
    return para(
      'No prices: the design has no price list (Export ▸ Price list… in Spindle), and Spindle has no price source of its own; ask the vendor or distributor for a quote.',
      'muted small',
    );
  const unpriced = unpricedNote(priced.unpriced);
  return html`<p data-testid="report-bom-total">
    <strong>Total of the priced lines: ${fmtMoney(priced.total, priced.currency)}</strong>${
      unpriced ? ` (${unpriced}; it is not in the total)` : ''
    }.
    The unit prices are the design's own price list, entered in Spindle, not a quote.
  </p>`;
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
  const priced = priceBom(bom, ctx.design.prices);
  const hardware = bom.lines.length === 0 ? para('The design has no hardware to order yet.') : lines(bom, priced);
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
    body: html`${hardware}${bom.lines.length > 0 ? pricesNote(priced) : null}${logical}${para(
      'Part numbers are given only where the parts catalog has one and the part was not edited in the design. Export ▸ Bill of materials gives the same lines as a workbook.',
      'muted small',
    )}`,
  };
}
