/**
 * The summary: the answer a customer asks for first, in the order the results dock's Summary tab
 * gives it: verdict, IOPS against the target, the worst latencies against their limits, headroom,
 * the worst single failure, capacity and the bottleneck. Every figure is the report's own, with
 * its unit; a figure the report does not hold is said to be missing, never estimated.
 */
import { fmtCount, fmtGb, fmtIops, fmtMs, fmtPct, fmtRatio, fmtSignedRatio, plural } from '../../../components/format';
import {
  hasTarget,
  headroomHeadline,
  iopsLimitText,
  mailboxesText,
  noHeadroomSentence,
} from '../../../components/results/headroomText';
import { dbReadFigure, iopsFigure, logWriteFigure } from '../../../components/results/judgedFigures';
import { dbReadTone, iopsTone, logWriteTone, type Tone as ResultsTone } from '../../../components/results/tones';
import type { Report } from '../../../engine/ts/reportSchema';
import { type Fact, facts, html, type Markup, type Tone, verdict } from '../html';
import type { ReportContext, Section } from '../types';
import { agree, criterionOf, limitText, NOT_EVALUATED_FAILURES, worstDatabase } from './common';

/** The results dock's tones, as the report's (neutral has no colour). */
export const toneOf = (t: ResultsTone): Tone | undefined => (t === 'neutral' ? undefined : t);

function verdictFact(report: Report): Fact {
  const passing = report.servers.filter((s) => s.pass).length;
  if (!report.valid)
    return {
      label: 'Jetstress verdict (predicted)',
      value: verdict(false, 'Pass', 'No valid prediction'),
      note: 'The engine could not evaluate the design as drawn; the findings say what is missing.',
    };
  return {
    label: 'Jetstress verdict (predicted)',
    value: verdict(report.pass),
    note:
      report.servers.length === 0
        ? 'No server or VM of this design runs Jetstress yet'
        : `${fmtCount(passing)} of ${plural(report.servers.length, 'server')} ${agree(passing, 'passes', 'pass')} every criterion`,
  };
}

function iopsFact(report: Report): Fact {
  const t = report.totals;
  const margin = t.targetIops > 0 ? ` (${fmtSignedRatio(t.achievedIops / t.targetIops - 1)} on target)` : '';
  const iops = iopsFigure(t.achievedIops, t.targetIops);
  return {
    label: 'Transactional IOPS',
    value: `${iops.value} achieved of ${iops.limit} target${margin}`,
    tone: toneOf(iopsTone(t.achievedIops, t.targetIops)),
    note: `Database reads ${fmtIops(t.dbReadsPerSec)} · database writes ${fmtIops(t.dbWritesPerSec)} · log writes ${fmtIops(t.logWritesPerSec)}`,
  };
}

function latencyFact(report: Report, which: 'read' | 'log'): Fact {
  const read = which === 'read';
  const label = read ? 'Worst database read latency' : 'Worst log write latency';
  const pick = (x: { dbReadLatencyMs: number | null; logWriteLatencyMs: number | null }): number | null =>
    read ? x.dbReadLatencyMs : x.logWriteLatencyMs;
  // The database judged, as Jetstress judges it (and the canvas and Compare give it), not the worst
  // server average, which can hide one.
  const worst = worstDatabase(report.servers, pick);
  if (!worst) return { label, value: read ? 'No database reads in this design' : 'No log writes in this design' };
  const criteria = worst.server.criteria;
  const limit = criterionOf(report, read ? 'dbReadLatency' : 'logWriteLatency');
  const tone = read ? dbReadTone(worst.value, criteria) : logWriteTone(worst.value, criteria);
  // Beside its tone and limit, with the decimals it needs: a failing 20.003 ms is not "20.0 ms".
  const figure = read ? dbReadFigure(worst.value, criteria) : logWriteFigure(worst.value, criteria);
  const average = pick(worst.server);
  const note = [
    worst.database ? `Database ${worst.database.name}` : null,
    limit ? `Jetstress limit ${limitText(limit, figure.limit)} on each database` : 'Judged on each database',
    // Where the server's own average reads differently, say so: it is the figure its row shows.
    worst.database && average !== null && fmtMs(average) !== fmtMs(worst.value)
      ? `${worst.server.name} averages ${fmtMs(average)} over its databases`
      : null,
  ];
  return {
    label,
    value: `${figure.value} on ${worst.server.name}`,
    tone: toneOf(tone),
    note: note.filter((t) => t !== null).join(' · '),
  };
}

function headroomFact(ctx: ReportContext): Fact {
  const label = 'Headroom above the target';
  if (!ctx.full) return { label, value: NOT_EVALUATED_FAILURES };
  const h = ctx.report.headroom;
  if (!h) return { label, value: 'Not reported by the engine for this design' };
  const tooSmall = ctx.report.capacity.luns.filter((l) => !l.fits).length;
  // With no target (0 mailboxes) there is no percentage to give: "—" and why.
  const target = ctx.report.totals.targetIops;
  if (h.case === 'spare' && hasTarget(target))
    return {
      label,
      value: `${headroomHeadline(h, target)} (up to ${fmtIops(h.maxIops)})`,
      note: `Above the target ${iopsLimitText(h)} · ${mailboxesText(h, tooSmall, ctx.report.capacity.raidGroups.filter((g) => !g.fits).length)}`,
    };
  const tested = ctx.report.servers.map((s) => s.threadsPerDatabase);
  return {
    label,
    value: headroomHeadline(h, target),
    ...(hasTarget(target) ? { tone: 'bad' as const } : {}),
    note: noHeadroomSentence(h, tested, target) ?? undefined,
  };
}

function worstFailureFact(ctx: ReportContext): Fact {
  const label = 'Worst single failure';
  if (!ctx.full) return { label, value: NOT_EVALUATED_FAILURES };
  const w = ctx.report.worstFailure;
  if (!w) return { label, value: 'None named by the engine' };
  const headroom = w.headroomPct === null ? '' : ` Headroom in that state: ${fmtPct(w.headroomPct)}.`;
  return {
    label,
    value: html`${w.label} — ${verdict(w.pass, 'Jetstress still passes', 'Jetstress fails')}`,
    note: `${w.reason.charAt(0).toUpperCase()}${w.reason.slice(1)}.${headroom}`,
  };
}

function capacityFact(report: Report): Fact {
  const c = report.capacity;
  const tooSmall = c.luns.filter((l) => !l.fits).length;
  const groupsOver = c.raidGroups.filter((g) => !g.fits).length;
  const problems = [
    tooSmall > 0 ? `${plural(tooSmall, 'LUN')} too small for ${agree(tooSmall, 'its', 'their')} files` : null,
    groupsOver > 0 ? `${plural(groupsOver, 'RAID group')} over-allocated` : null,
  ].filter((p): p is string => p !== null);
  return {
    label: 'Capacity',
    value: html`${verdict(c.fits, 'Fits', 'Does not fit')}${problems.length ? ` · ${problems.join('; ')}` : ''}`,
    note: `Exchange needs ${fmtGb(c.requiredGb)}; LUNs are given ${fmtGb(c.allocatedGb)} of ${fmtGb(c.usableGb)} usable (${fmtGb(c.rawGb)} raw)`,
  };
}

function bottleneckFact(report: Report): Fact {
  const b = report.bottleneck;
  if (!b) return { label: 'Bottleneck', value: 'None named: no component carries Jetstress I/O' };
  return { label: 'Bottleneck', value: `${b.name}, ${fmtRatio(b.utilisation)} busy`, note: b.reason };
}

/**
 * Whether the solver left the figures unsettled enough to say so: the engine's own test, which
 * raises finding SPN-W110 (a spread above 1 %). An idle design can end unconverged with no spread.
 */
export const unsettledSolver = (report: Report): boolean => report.findings.some((f) => f.code === 'SPN-W110');

/** The big verdict line of the title page. */
export function verdictBanner(report: Report): Markup {
  const t = report.totals;
  const iops = iopsFigure(t.achievedIops, t.targetIops);
  const word = !report.valid
    ? 'No valid prediction'
    : report.pass
      ? 'Predicted Jetstress: Pass'
      : 'Predicted Jetstress: Fail';
  const cls = report.valid && report.pass ? 'ok' : 'bad';
  return html`<div class="verdict-banner ${cls}">
    <span class="big">${word}</span
    ><span
      >${iops.value} of ${iops.limit} target · ${plural(t.mailboxes, 'mailbox', 'mailboxes')} in
      ${plural(t.databases, 'database')}</span
    >
  </div>`;
}

/** The summary section. */
export function summarySection(ctx: ReportContext): Section {
  const r = ctx.report;
  const rows: Fact[] = [
    verdictFact(r),
    iopsFact(r),
    latencyFact(r, 'read'),
    latencyFact(r, 'log'),
    headroomFact(ctx),
    worstFailureFact(ctx),
    capacityFact(r),
    bottleneckFact(r),
  ];
  const unsettled = !unsettledSolver(r)
    ? null
    : html`<p class="callout bad">
        The solver did not settle on this design: the figures are the mean of its last iterations (spread
        ${fmtPct(r.solver.spread * 100)}), not a prediction to quote. See finding SPN-W110.
      </p>`;
  return { id: 'summary', title: 'Summary', body: html`${unsettled}${facts(rows)}` };
}
