/**
 * Failure analysis: every single failure the engine evaluated (each server, HBA, switch,
 * controller, and a drive in each RAID group), what it leaves running and whether Jetstress still
 * passes, in the Failures tab's order (the worst first, then interrupted, then failing) and words.
 */
import { fmtCount, fmtHours, fmtPct, plural } from '../../../components/format';
import { dbReadFigure, iopsFigure, logWriteFigure } from '../../../components/results/judgedFigures';
import { orderScenarios, scenarioNotes } from '../../../components/results/scenarioText';
import { dbReadTone, iopsTone, logWriteTone } from '../../../components/results/tones';
import { type Cell, html, para, table, verdict } from '../html';
import type { ReportContext, Section } from '../types';
import { agree, NOT_EVALUATED_FAILURES } from './common';
import { toneOf } from './summary';

/** The failures section. */
export function failuresSection(ctx: ReportContext): Section {
  const id = 'failures';
  const title = 'Failure analysis';
  if (!ctx.full) return { id, title, body: para(NOT_EVALUATED_FAILURES) };
  const r = ctx.report;
  if (r.scenarios.length === 0)
    return { id, title, body: para('The design has no component whose single failure the engine analyses.') };
  const criteria = r.servers[0]?.criteria ?? [];
  const worstId = r.worstFailure?.scenarioId ?? null;
  const rows = orderScenarios(r.scenarios, worstId);
  const failing = r.scenarios.filter((s) => !s.pass || !s.survivable).length;
  const w = r.worstFailure;
  const worst = w
    ? html`<p class="callout${w.pass ? '' : ' bad'}">
        <strong>Worst single failure: ${w.label}.</strong> ${
          w.reason.charAt(0).toUpperCase() + w.reason.slice(1)
        }.${w.headroomPct !== null ? ` Headroom in that state: ${fmtPct(w.headroomPct)}.` : ''}
      </p>`
    : null;
  const body = table(
    [
      { header: 'Scenario', sub: 'what fails, and the engine’s notes' },
      { header: 'Survivable', sub: 'every database served' },
      { header: 'Achieved', numeric: true, sub: 'of the target' },
      { header: 'Worst DB read', numeric: true, sub: 'server average' },
      { header: 'Worst log write', numeric: true, sub: 'server average' },
      { header: 'Jetstress' },
      { header: 'Headroom', numeric: true, sub: 'passing states only' },
      { header: 'Rebuild', numeric: true, sub: 'under load (idle)' },
    ],
    rows.map((s): Cell[] => {
      // Beside the verdict, with the decimals it needs: a failing 20.003 ms is not "20.0 ms".
      const iops = iopsFigure(s.achievedIops, s.targetIops);
      return [
        { content: s.label, note: scenarioNotes(s) || undefined },
        verdict(s.survivable, 'Yes', 'No'),
        {
          content: iops.value,
          tone: toneOf(iopsTone(s.achievedIops, s.targetIops)),
          note: `of ${iops.limit}`,
        },
        {
          content: dbReadFigure(s.worstDbReadLatencyMs, criteria).value,
          tone: toneOf(dbReadTone(s.worstDbReadLatencyMs, criteria)),
        },
        {
          content: logWriteFigure(s.worstLogWriteLatencyMs, criteria).value,
          tone: toneOf(logWriteTone(s.worstLogWriteLatencyMs, criteria)),
        },
        verdict(s.pass),
        s.headroom && s.pass ? fmtPct(s.headroom.iopsPct) : 'none',
        s.rebuildHours === null
          ? 'no rebuild'
          : {
              content: fmtHours(s.rebuildHours),
              note: s.rebuildIdleHours === null ? undefined : `idle: ${fmtHours(s.rebuildIdleHours)}`,
            },
      ];
    }),
    {
      caption: `${plural(r.scenarios.length, 'single failure')}; ${fmtCount(failing)} ${agree(failing, 'interrupts a database or fails', 'interrupt a database or fail')} a criterion`,
      className: 'compact',
      rowClass: (i) => (rows[i]?.id === worstId ? 'worst' : null),
    },
  );
  return {
    id,
    title,
    body: html`${worst}${para(
      'Each row is the design with one component failed and everything else as drawn: the figures are whole-design worst values in that state. Survivable means every database is still served; the Jetstress column says whether every criterion still holds.',
      'muted',
    )}${body}`,
  };
}
