/**
 * Per server (or VM) that runs Jetstress: the figures of a Jetstress report's "Transactional I/O
 * Performance" and "Test Summary", as the engine predicts them. One table of the figures, then
 * every criterion the engine judged, one line per criterion and server (`summariseCriteria`, as
 * the Jetstress test plan gives them), with the range predicted over the databases it is judged on.
 */
import { fmtCount, fmtIops, fmtMs, fmtValue, plural } from '../../../components/format';
import { dbReadTone, iopsTone, logWriteTone } from '../../../components/results/tones';
import type { ServerResult } from '../../../engine/ts/reportSchema';
import { type CriterionSummary, plannedCriteria, summariseCriteria } from '../../plan/jetstressPlan';
import { type Cell, html, type Markup, para, pill, table, verdict } from '../html';
import type { ReportContext, Section } from '../types';
import { agree, limitText } from './common';
import { toneOf } from './summary';

/** A server's criteria as the plan summarises them: one line per criterion over its scopes. */
export function serverCriteria(s: ServerResult): CriterionSummary[] {
  return summariseCriteria(plannedCriteria(s));
}

/**
 * The verdict, with the criteria that fail (`Database read latency (average), 3 of 4 databases`)
 * and, apart, those that only warn, as Jetstress reports them.
 */
function resultCell(s: ServerResult): Cell {
  const failing = serverCriteria(s).filter((c) => c.failing > 0);
  const words = (cs: readonly CriterionSummary[]): string =>
    cs
      .map((c) => `${c.label}${c.scopes > 1 ? `, ${fmtCount(c.failing)} of ${plural(c.scopes, 'database')}` : ''}`)
      .join('; ');
  const fails = failing.filter((c) => !c.warningOnly);
  const warns = failing.filter((c) => c.warningOnly);
  const note = [fails.length ? `Fails: ${words(fails)}.` : '', warns.length ? `Warning: ${words(warns)}.` : '']
    .filter(Boolean)
    .join(' ');
  return { content: verdict(s.pass), note: note || undefined };
}

function threadsText(s: ServerResult): string {
  const n = fmtValue(s.threadsPerDatabase, '');
  return s.autotuned ? `${n} (autotuned)` : n;
}

/** The range predicted for a criterion over its scopes: `15.6 ms`, `9.84–12.1 ms`. */
function rangeText(c: CriterionSummary): string {
  if (c.lowest === null || c.highest === null) return 'Not predicted';
  const low = fmtValue(c.lowest, c.unit);
  const high = fmtValue(c.highest, c.unit);
  return low === high ? low : `${low} to ${high}`;
}

function criteriaTable(servers: readonly ServerResult[]): Markup {
  const rows: Cell[][] = [];
  const groupRows = new Set<number>();
  for (const s of servers) {
    groupRows.add(rows.length);
    rows.push([s.name]);
    for (const c of serverCriteria(s)) {
      rows.push([
        { content: c.label, note: c.scopes > 1 ? `judged on each of ${plural(c.scopes, 'database')}` : undefined },
        limitText(c),
        { content: rangeText(c) },
        c.failing === 0
          ? verdict(true)
          : {
              content: c.warningOnly ? pill('Warning', 'warn') : verdict(false),
              note:
                c.scopes > 1
                  ? `${fmtCount(c.failing)} of ${fmtCount(c.scopes)} ${agree(c.failing, 'fails', 'fail')}`
                  : undefined,
            },
      ]);
    }
  }
  return table(
    [
      { header: 'Criterion' },
      { header: 'Limit', numeric: true },
      { header: 'Predicted', numeric: true, sub: 'lowest to highest' },
      { header: 'Result' },
    ],
    rows,
    { className: 'compact', rowClass: (i) => (groupRows.has(i) ? 'group' : null) },
  );
}

/** The servers section. */
export function serversSection(ctx: ReportContext): Section {
  const servers = ctx.report.servers;
  if (servers.length === 0)
    return {
      id: 'servers',
      title: 'Jetstress servers',
      body: para('No server or VM of this design runs Jetstress, so there are no per-server figures.'),
    };
  const rows = servers.map((s): Cell[] => [
    s.name,
    threadsText(s),
    fmtIops(s.targetIops),
    { content: fmtIops(s.achievedIops), tone: toneOf(iopsTone(s.achievedIops, s.targetIops)) },
    fmtIops(s.dbReadsPerSec),
    fmtIops(s.dbWritesPerSec),
    { content: fmtMs(s.dbReadLatencyMs), tone: toneOf(dbReadTone(s.dbReadLatencyMs, s.criteria)) },
    fmtMs(s.dbWriteLatencyMs),
    { content: fmtMs(s.logWriteLatencyMs), tone: toneOf(logWriteTone(s.logWriteLatencyMs, s.criteria)) },
    resultCell(s),
  ]);
  const figures = table(
    [
      { header: 'Server' },
      { header: 'Threads', sub: 'per database' },
      { header: 'Target', numeric: true, sub: 'transactional' },
      { header: 'Achieved', numeric: true, sub: 'transactional' },
      { header: 'DB reads', numeric: true },
      { header: 'DB writes', numeric: true },
      { header: 'DB read', numeric: true, sub: 'latency' },
      { header: 'DB write', numeric: true, sub: 'latency' },
      { header: 'Log write', numeric: true, sub: 'latency' },
      { header: 'Result', sub: 'failing criteria named' },
    ],
    rows,
    { caption: 'Predicted Jetstress figures per server (averages over its databases)' },
  );
  return {
    id: 'servers',
    title: 'Jetstress servers',
    body: html`${para(
        'What Jetstress is predicted to measure on each server or VM that runs it: the transactional I/O of its databases and the average latencies, judged by the criteria the engine applies for this Exchange version.',
      )}${figures}
      <h3>Criteria</h3>
      ${criteriaTable(servers)}`,
  };
}
