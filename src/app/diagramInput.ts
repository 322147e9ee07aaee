/**
 * What the diagram export draws beside the design: each card's key specifications and figures,
 * and the title block's verdict, written by the canvas's own code (detail lines, badges, number
 * formats), so the exported diagram says what the screen says. Figures only from a report of the
 * design as it is; without one the cards carry their names, kinds and specifications alone.
 */
import type { Report } from '../../engine/ts/reportSchema';
import { badgesFor, resultsInside } from '../../components/canvas/annotations/badges';
import { iopsPairText } from '../../components/canvas/annotations/judgedBadge';
import { databaseDetail } from '../../components/canvas/databaseDetail';
import { detailOf } from '../../components/canvas/detail';
import { DASH, fmtCount } from '../../components/format';
import type { Catalog } from '../catalog';
import { type DiagramCardText, type DiagramInput, diagramSvg, type DiagramSvg, type DiagramVerdict } from '../diagram';
import type { Design } from '../schema/design';
import { indexReport } from '../store/selectors';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the title block writes it, in the user's time zone: `24 Nov 2026` (no locale guessing). */
export function diagramDate(d: Date): string {
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/**
 * The headline of `report`: verdict, tone, and the totals behind it with their units. IO/s as the
 * app and the card badges write them (one decimal below 1,000), with more decimals where a near
 * miss needs them: a failing 754.2 of 754.4 never reads "754 / 754" under "Fail".
 */
export function verdictOf(report: Report): DiagramVerdict {
  const t = report.totals;
  const capacity = report.capacity.fits ? 'capacity fits' : 'capacity does not fit';
  if (!report.valid) return { text: 'No valid prediction', tone: 'bad', detail: 'see the findings in Spindle' };
  return {
    text: report.pass ? 'Pass' : 'Fail',
    tone: report.pass ? 'ok' : 'bad',
    detail: `${iopsPairText(t.achievedIops, t.targetIops)} IO/s achieved / target · ${fmtCount(t.mailboxes)} mailboxes · ${capacity} · normal state`,
  };
}

/**
 * The diagram's input for `design`: `report` must describe the design as it is (the caller checks
 * revisions) or be null; `driveName` names a catalog drive part for the enclosures' detail lines.
 */
export function diagramInput(
  design: Design,
  report: Report | null,
  driveName: (partId: string) => string | undefined,
  now: Date,
): DiagramInput {
  const idx = indexReport(report);
  const cards = new Map<string, DiagramCardText>();
  for (const c of design.components) {
    // A database's line keeps its LUNs whole, as its card does (databaseDetail.ts).
    const line =
      c.kind === 'database' ? databaseDetail(c, design) : { text: detailOf(c, design, driveName), keepFrom: undefined };
    const figures = report
      ? badgesFor(c, idx, resultsInside(c, design.components, idx))
          // A badge without a figure reads "—" on the canvas; in a proposal it says nothing.
          .filter((b) => b.value !== DASH)
          .map((b) => ({ label: b.label, value: b.value, tone: b.tone }))
      : [];
    cards.set(c.id, {
      detail: line.text,
      ...(line.keepFrom === undefined ? {} : { detailKeepFrom: line.keepFrom }),
      figures,
      bottleneck: report !== null && idx.bottleneckId === c.id,
    });
  }
  return { design, date: diagramDate(now), cards, verdict: report ? verdictOf(report) : null };
}

/**
 * The design's diagram as Export ▸ Diagram and the design report draw it: cards written by the
 * canvas's code, drives named from the design's carried parts, then the parts catalog when it has
 * loaded (else by part id).
 */
export function designDiagram(design: Design, report: Report | null, catalog: Catalog | null, now: Date): DiagramSvg {
  // The drives the design carries first (the figures it evaluates with), then the catalog's.
  const carried = new Map((design.parts ?? []).map((p) => [p.id, `${p.vendor} ${p.model}`]));
  return diagramSvg(diagramInput(design, report, (id) => carried.get(id) ?? catalog?.drive(id)?.name, now));
}
