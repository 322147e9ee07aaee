/**
 * The "Design" sheet's content: title, export time, the Exchange workload inputs, and the engine's
 * headline figures for the design as exported. Every figure is read from the store's report as it
 * is (a worst value is the largest the report gives, never a new calculation); when the report is
 * missing, older than the design or still without its failure analysis, the sheet says so instead
 * of showing figures that belong to another design.
 */
import type { Report } from '../../engine/ts/reportSchema';
import type { Design } from '../schema/design';
import { hasPrices } from '../schema/prices';
import type { FigureKind } from './numberFormat';

/**
 * One row: a label, its value and the value's unit (empty for words). A number says what kind of
 * figure it is, so the workbook shows it as the app does (numberFormat.ts).
 */
export type SummaryRow =
  | { readonly label: string; readonly value: string; readonly unit: string; readonly kind?: undefined }
  | { readonly label: string; readonly value: number; readonly unit: string; readonly kind: FigureKind };

/** A titled block of rows. */
export interface SummarySection {
  readonly title: string;
  readonly rows: readonly SummaryRow[];
}

/** What the summary reads from the store (the normal state's analysis, never a failure view's). */
export interface SummaryInput {
  readonly design: Pick<Design, 'meta' | 'workload' | 'prices'>;
  /** The store's semantic revision of the design. */
  readonly revision: number;
  readonly analysis: {
    readonly revision: number;
    readonly status: string;
    readonly scope: 'quick' | 'full' | null;
    readonly report: Report | null;
  };
  readonly exportedAt: Date;
}

/** Text of the figures row when no up-to-date report exists. */
export const NO_REPORT_TEXT =
  'Not included: the engine had not finished evaluating this version of the design. Export again once the status bar says "Up to date".';

/** Text of the failure rows when only the normal state was evaluated. */
export const NO_FAILURES_TEXT = 'Not included: the failure analysis had not finished when this was exported.';

const row = (label: string, value: string): SummaryRow => ({ label, value, unit: '' });
const figure = (label: string, value: number, unit: string, kind: FigureKind): SummaryRow => ({
  label,
  value,
  unit,
  kind,
});

/** `2026-11-24 04:40 UTC` (minutes; UTC so the sheet reads the same in every office). */
export function utcStamp(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The report when it describes the design as it is now (same revision, nothing pending). */
export function currentReport(input: SummaryInput): Report | null {
  const { analysis, revision } = input;
  const report = analysis.report;
  if (!report || analysis.revision !== revision || analysis.status === 'stale') return null;
  return report;
}

function workloadRows(w: Design['workload']): SummaryRow[] {
  return [
    row('Exchange version', w.exchangeVersion),
    figure('Transactional IOPS per mailbox', w.iopsPerMailbox, 'IO/s', 'perMailbox'),
    figure('Headroom on the IOPS target', w.headroomPct, '%', 'percent'),
    figure('Mailbox size (quota)', w.mailboxSizeMb, 'MB', 'input'),
    figure('Messages sent and received per mailbox per day', w.messagesPerDay, 'messages/day', 'input'),
    figure('Average message size', w.avgMessageKb, 'KB', 'input'),
    figure('Deleted item retention', w.deletedItemRetentionDays, 'days', 'input'),
    figure('Log truncation failure tolerance', w.logTruncationFailureDays, 'days', 'input'),
    figure('Database copies', w.copiesPerDatabase, '', 'count'),
    figure('Free space kept on each LUN', w.lunFreeSpacePct, '%', 'percent'),
  ];
}

type Latencies = Pick<Report['servers'][number], 'dbReadLatencyMs' | 'logWriteLatencyMs'>;

/**
 * The worst (largest) value of a latency over every database, and where: Jetstress judges the
 * latency criteria on each database, as the canvas, the Compare view and the design report give
 * the worst (the worst server average, 12.6 ms on a CLARiiON phase 1 VM, hid a database at
 * 16.6 ms). A server whose report lists no databases counts as one.
 */
function worst(report: Report, pick: (s: Latencies) => number | null): { ms: number; on: string } | null {
  // `on`: where, as the row's label ends ("database MBX1 SG1 on MBX1 (…)").
  let out: { ms: number; on: string } | null = null;
  for (const s of report.servers)
    for (const d of s.instances.length > 0 ? s.instances : [null]) {
      const v = pick(d ?? s);
      if (v !== null && (out === null || v > out.ms))
        out = { ms: v, on: d ? `database ${d.name} on ${s.name}` : `on ${s.name}` };
    }
  return out;
}

function figureRows(report: Report, scope: SummaryInput['analysis']['scope']): SummaryRow[] {
  const t = report.totals;
  const read = worst(report, (s) => s.dbReadLatencyMs);
  const log = worst(report, (s) => s.logWriteLatencyMs);
  const rows: SummaryRow[] = [
    row(
      'Jetstress verdict (predicted)',
      !report.valid ? 'No valid prediction (see the findings)' : report.pass ? 'Pass' : 'Fail',
    ),
    figure('Achieved transactional IOPS', t.achievedIops, 'IO/s', 'iops'),
    figure('Target transactional IOPS', t.targetIops, 'IO/s', 'iops'),
    figure('Mailboxes', t.mailboxes, '', 'count'),
    read
      ? figure(`Worst database read latency, ${read.on}`, read.ms, 'ms', 'latency')
      : row('Worst database read latency', 'No database reads'),
    log
      ? figure(`Worst log write latency, ${log.on}`, log.ms, 'ms', 'latency')
      : row('Worst log write latency', 'No log writes'),
  ];
  if (scope !== 'full') {
    rows.push(row('Headroom', NO_FAILURES_TEXT), row('Worst single failure', NO_FAILURES_TEXT));
  } else {
    const h = report.headroom;
    if (!h) rows.push(row('Headroom', 'Not reported'));
    else if (h.case === 'spare')
      rows.push(figure('Headroom above the target before a criterion fails', h.iopsPct, '%', 'percent'));
    else
      rows.push(row('Headroom', `None as tested (${h.case === 'idle' ? 'no Jetstress I/O runs' : 'fails as tested'})`));
    const w = report.worstFailure;
    if (!w) rows.push(row('Worst single failure', 'None analysed'));
    else {
      rows.push(row('Worst single failure', `${w.label}: Jetstress ${w.pass ? 'still passes' : 'fails'}`));
      if (w.reason) rows.push(row('Why it is the worst', w.reason));
      if (w.headroomPct !== null)
        rows.push(figure('Headroom in the worst single failure', w.headroomPct, '%', 'percent'));
    }
  }
  const c = report.capacity;
  rows.push(
    row('Capacity', c.fits ? 'Fits' : 'Does not fit'),
    figure('Capacity required by Exchange', c.requiredGb, 'GB', 'size'),
    figure('Capacity allocated to LUNs', c.allocatedGb, 'GB', 'size'),
    figure('Usable capacity', c.usableGb, 'GB', 'size'),
  );
  return rows;
}

/** The Design sheet's sections. */
export function designSummary(input: SummaryInput): SummarySection[] {
  const { meta, workload } = input.design;
  const report = currentReport(input);
  const about = [row('Title', meta.title), row('Exported', utcStamp(input.exportedAt))];
  if (meta.description) about.push(row('Description', meta.description));
  const figuresTitle = report
    ? `Predicted Jetstress result (Spindle engine ${report.engineVersion}, normal state)`
    : 'Predicted Jetstress result';
  return [
    { title: 'Design', rows: about },
    { title: 'Exchange workload', rows: workloadRows(workload) },
    {
      title: figuresTitle,
      rows: report ? figureRows(report, input.analysis.scope) : [row('Predicted figures', NO_REPORT_TEXT)],
    },
    {
      title: 'About this bill of materials',
      rows: [
        row(
          'Prices',
          hasPrices(input.design.prices)
            ? `From the design's own price list, in ${input.design.prices.currency}, as entered by the user: a line by its part number, a line without one by its line key (vendor and model, or what it is made of); lines without a price are left blank.`
            : 'Not included: Spindle has no price source. Ask the vendor or distributor for a quote, or enter your prices (Export ▸ Price list…).',
        ),
        row('Part numbers', 'Only where the parts catalog has one and the part was not edited in the design.'),
      ],
    },
  ];
}
