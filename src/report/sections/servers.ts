/**
 * Per server (or VM) that runs Jetstress: the figures of a Jetstress report's "Transactional I/O
 * Performance" and "Test Summary", as the engine predicts them. One table of the figures, then
 * every criterion the engine judged, one line per criterion and server (`summariseCriteria`, as
 * the Jetstress test plan gives them), with the range predicted over the databases it is judged on.
 */
import { fmtCount, fmtIops, fmtMs, fmtValue, plural } from '../../../components/format';
import { isYesNo, YES_NO_LIMIT, yesNoWords } from '../../../engine/ts/criterionWords';
import { dbReadFigure, iopsFigure, logWriteFigure } from '../../../components/results/judgedFigures';
import { limitFigure } from './limitFigure';
import { runsNone } from '../../plan/hostRuns';
import { iopsTone, serverDbReadTone, serverLogWriteTone } from '../../../components/results/tones';
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
 * A failing criterion as what happened. The engine names background maintenance by what it must do
 * ("Background maintenance keeps 90 % of its rate"), which after "Warning:" read as good news: it
 * reads "background maintenance below 90 % of its rate". Other labels name the measure that fails
 * ("Database read latency (average)") and are kept. A criterion judged once (on the host) gives
 * its figure against its limit, as the criteria table prints them: "(5.63 of 6.75 MB/s)"; one
 * judged per database says on how many it fails.
 */
function failedWords(c: CriterionSummary): string {
  const keeps = /^Background maintenance keeps (.+)$/i.exec(c.label);
  const name = keeps ? `background maintenance below ${keeps[1]}` : c.label;
  if (c.scopes > 1) return `${name}, ${fmtCount(c.failing)} of ${plural(c.scopes, 'database')}`;
  if (isYesNo(c) || c.lowest === null) return name;
  const f = limitFigure(c.lowest, c.threshold, c.comparator, c.unit);
  const unit = ` ${c.unit === 'IOPS' ? 'IO/s' : c.unit}`;
  // "5.63 of 6.75 MB/s" for a floor; "20.003 ms, limit ≤ 20.000 ms" for a ceiling.
  const floor = (c.comparator === '>=' || c.comparator === '>') && f.value.endsWith(unit) && f.limit.endsWith(unit);
  return floor
    ? `${name} (${f.value.slice(0, -unit.length)} of ${f.limit})`
    : `${name} (${f.value}, limit ${limitText(c, f.limit)})`;
}

/**
 * The verdict, with the criteria that fail (`Database read latency (average), 3 of 4 databases`)
 * and, apart, those that only warn, as Jetstress reports them, each as what happened
 * (`failedWords`).
 */
function resultCell(s: ServerResult): Cell {
  const failing = serverCriteria(s).filter((c) => c.failing > 0);
  const words = (cs: readonly CriterionSummary[]): string => cs.map(failedWords).join('; ');
  const fails = failing.filter((c) => !c.warningOnly);
  const warns = failing.filter((c) => c.warningOnly);
  const note = [fails.length ? `Fails: ${words(fails)}.` : '', warns.length ? `Warning: ${words(warns)}.` : '']
    .filter(Boolean)
    .join(' ');
  return { content: verdict(s.pass), note: note || undefined };
}

/** Threads per database; "Does not run" where none of its databases runs (not "0 (autotuned)"). */
function threadsText(s: ServerResult): string {
  if (runsNone(s)) return 'Does not run';
  const n = fmtValue(s.threadsPerDatabase, '');
  return s.autotuned ? `${n} (autotuned)` : n;
}

/**
 * The range predicted for a criterion over its scopes (`15.6 ms`, `9.84 ms to 12.1 ms`), and its
 * limit: each end with the decimals its verdict needs (a failing 20.003 ms is not "20.0 ms"), the
 * limit never rounded (6.75 MB/s is not "6.8 MB/s") and with the more decimals of the two ends.
 */
function rangeAndLimit(c: CriterionSummary): { range: string; limit: string } {
  // Whether a database runs: "Runs: no (its reason)", not "Not predicted" against "= 1".
  if (isYesNo(c)) return { range: yesNoWords({ ...c, pass: c.failing === 0 }).answer, limit: YES_NO_LIMIT };
  if (c.lowest === null || c.highest === null)
    return { range: 'Not predicted', limit: limitText(c, limitFigure(null, c.threshold, c.comparator, c.unit).limit) };
  const low = limitFigure(c.lowest, c.threshold, c.comparator, c.unit);
  const high = limitFigure(c.highest, c.threshold, c.comparator, c.unit);
  // The same threshold at two counts of decimals: the longer text has more.
  const limit = limitText(c, high.limit.length >= low.limit.length ? high.limit : low.limit);
  return { range: low.value === high.value ? low.value : `${low.value} to ${high.value}`, limit };
}

function criteriaTable(servers: readonly ServerResult[]): Markup {
  const rows: Cell[][] = [];
  const groupRows = new Set<number>();
  for (const s of servers) {
    groupRows.add(rows.length);
    rows.push([s.name]);
    for (const c of serverCriteria(s)) {
      const { range, limit } = rangeAndLimit(c);
      rows.push([
        {
          content: isYesNo(c) ? yesNoWords({ ...c, pass: c.failing === 0 }).name : c.label,
          note: c.scopes > 1 ? `judged on each of ${plural(c.scopes, 'database')}` : undefined,
        },
        limit,
        { content: range },
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
  // Figures beside their verdict take the decimals it needs (a failing 20.003 ms is not "20.0 ms").
  const rows = servers.map((s): Cell[] => {
    const iops = iopsFigure(s.achievedIops, s.targetIops);
    return [
      s.name,
      threadsText(s),
      iops.limit,
      { content: iops.value, tone: toneOf(iopsTone(s.achievedIops, s.targetIops)) },
      fmtIops(s.dbReadsPerSec),
      fmtIops(s.dbWritesPerSec),
      {
        content: dbReadFigure(s.dbReadLatencyMs, s.criteria).value,
        tone: toneOf(serverDbReadTone(s)),
      },
      fmtMs(s.dbWriteLatencyMs),
      {
        content: logWriteFigure(s.logWriteLatencyMs, s.criteria).value,
        tone: toneOf(serverLogWriteTone(s)),
      },
      resultCell(s),
    ];
  });
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
