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

/** One row: a label, its value and the value's unit (empty for words). */
export interface SummaryRow {
  readonly label: string;
  readonly value: string | number;
  readonly unit: string;
}

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

const row = (label: string, value: string | number, unit = ''): SummaryRow => ({ label, value, unit });

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
    row('Transactional IOPS per mailbox', w.iopsPerMailbox, 'IO/s'),
    row('Headroom on the IOPS target', w.headroomPct, '%'),
    row('Mailbox size (quota)', w.mailboxSizeMb, 'MB'),
    row('Messages sent and received per mailbox per day', w.messagesPerDay, 'messages/day'),
    row('Average message size', w.avgMessageKb, 'KB'),
    row('Deleted item retention', w.deletedItemRetentionDays, 'days'),
    row('Log truncation failure tolerance', w.logTruncationFailureDays, 'days'),
    row('Database copies', w.copiesPerDatabase),
    row('Free space kept on each LUN', w.lunFreeSpacePct, '%'),
  ];
}

/** The worst (largest) value of a per-server figure and the server it belongs to. */
function worst(
  report: Report,
  pick: (s: Report['servers'][number]) => number | null,
): { ms: number; on: string } | null {
  let out: { ms: number; on: string } | null = null;
  for (const s of report.servers) {
    const v = pick(s);
    if (v !== null && (out === null || v > out.ms)) out = { ms: v, on: s.name };
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
    row('Achieved transactional IOPS', t.achievedIops, 'IO/s'),
    row('Target transactional IOPS', t.targetIops, 'IO/s'),
    row('Mailboxes', t.mailboxes),
    read
      ? row(`Worst database read latency, on ${read.on}`, read.ms, 'ms')
      : row('Worst database read latency', 'No database reads'),
    log ? row(`Worst log write latency, on ${log.on}`, log.ms, 'ms') : row('Worst log write latency', 'No log writes'),
  ];
  if (scope !== 'full') {
    rows.push(row('Headroom', NO_FAILURES_TEXT), row('Worst single failure', NO_FAILURES_TEXT));
  } else {
    const h = report.headroom;
    if (!h) rows.push(row('Headroom', 'Not reported'));
    else if (h.case === 'spare') rows.push(row('Headroom above the target before a criterion fails', h.iopsPct, '%'));
    else
      rows.push(row('Headroom', `None as tested (${h.case === 'idle' ? 'no Jetstress I/O runs' : 'fails as tested'})`));
    const w = report.worstFailure;
    if (!w) rows.push(row('Worst single failure', 'None analysed'));
    else {
      rows.push(row('Worst single failure', `${w.label}: Jetstress ${w.pass ? 'still passes' : 'fails'}`));
      if (w.reason) rows.push(row('Why it is the worst', w.reason));
      if (w.headroomPct !== null) rows.push(row('Headroom in the worst single failure', w.headroomPct, '%'));
    }
  }
  const c = report.capacity;
  rows.push(
    row('Capacity', c.fits ? 'Fits' : 'Does not fit'),
    row('Capacity required by Exchange', c.requiredGb, 'GB'),
    row('Capacity allocated to LUNs', c.allocatedGb, 'GB'),
    row('Usable capacity', c.usableGb, 'GB'),
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
            ? `From the design's own price list, in ${input.design.prices.currency}, as entered by the user; lines without a price are left blank.`
            : 'Not included: Spindle has no price source. Ask the vendor or distributor for a quote, or enter your prices (Export ▸ Price list…).',
        ),
        row('Part numbers', 'Only where the parts catalog has one and the part was not edited in the design.'),
      ],
    },
  ];
}
