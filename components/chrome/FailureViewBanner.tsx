/**
 * The banner across the top of the canvas while a failure is shown on it (the Failures tab's
 * "Show"): which failure, and the whole design's figures in that state from the failure view's
 * report — achieved against target IO/s, the worst database read and log write latency over every
 * database that runs, the databases left offline, a drive failure's rebuild time (the row's: the
 * view's report has no rebuild), and the verdict. Read as the Failures row reads
 * them (failureFigures), so they are the row's figures. "Back to normal", or Esc while no field has
 * the keyboard, leaves the view.
 */
import './failureBanner.css';

import { useEffect } from 'react';

import type { ScenarioResult } from '../../engine/ts/reportSchema';
import { failureFigures, type FailureFigures, selectViewReport } from '../../src/store/failureView';
import { fmtCount, fmtHours } from '../format';
import { dbReadFigure, iopsFigure, logWriteFigure } from '../results/judgedFigures';
import { dbReadTone, iopsTone, logWriteTone, type Tone } from '../results/tones';
import { Verdict } from '../results/Verdict';
import { useDesign, useDesignStore } from '../state/DesignContext';

/** Whether a key pressed in `target` is typed into it (Esc there belongs to the field). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Esc leaves the view while `active`. Heard in the capture phase and marked handled, so the app's
 * own Esc (clear the selection, useShortcuts.ts) waits for the next press: one Esc, one step back.
 */
function useEscapeLeaves(active: boolean, leave: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      if (isTyping(e.target) || document.querySelector('.sp-dialog')) return;
      e.preventDefault();
      leave();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active, leave]);
}

/** A drive failure's rebuild, as its Failures row gives it: under this state's load, and on idle drives. */
function Rebuild({ row }: { row: ScenarioResult }) {
  if (row.rebuildHours === null) return null;
  const idle = row.rebuildIdleHours === null ? '' : ` On otherwise idle drives: ${fmtHours(row.rebuildIdleHours)}.`;
  return (
    <div title={`How long the rebuild onto the hot spare takes under this state's load.${idle}`}>
      <dt>Rebuild</dt>
      <dd data-testid="failure-view-rebuild">{fmtHours(row.rebuildHours)}</dd>
    </div>
  );
}

/**
 * The achieved IO/s's colour: the state's verdict's when it fails or a database is offline. Met
 * target alone, "8,523 IO/s of 6,000 IO/s" read green beside a Fail with half the databases
 * offline: the IO/s count only the databases that run, so meeting the target proves nothing there.
 */
function achievedTone(f: FailureFigures): Tone {
  return f.pass && f.offline === 0 ? iopsTone(f.achievedIops, f.targetIops) : 'bad';
}

/** The achieved IO/s's tooltip: what they count, and, with databases offline, what they do not. */
function achievedTitle(f: FailureFigures): string {
  const base = `Achieved transactional IO/s of every server in this state, against the target ${iopsFigure(f.achievedIops, f.targetIops).limit}`;
  if (f.offline === 0) return base;
  const dbs = f.offline === 1 ? '1 database is' : `${fmtCount(f.offline)} of ${fmtCount(f.databases)} databases are`;
  return `${base}. ${dbs} offline: their I/O stops, and Jetstress fails whatever the IO/s of the rest.`;
}

function Figures({
  f,
  criteria,
  row,
}: {
  f: FailureFigures;
  criteria: Parameters<typeof dbReadTone>[1];
  row: ScenarioResult | null;
}) {
  // Beside the verdict, with the decimals it needs: a failing 20.003 ms is not "20.0 ms".
  const iops = iopsFigure(f.achievedIops, f.targetIops);
  return (
    <dl className="sp-failure-banner__figures">
      <div title={achievedTitle(f)}>
        <dt>Achieved</dt>
        <dd className={`sp-tone--${achievedTone(f)}`} data-testid="failure-view-achieved">
          {iops.value}
        </dd>
        <dd className="sp-failure-banner__of">of {iops.limit}</dd>
      </div>
      {/* Next to the IO/s it qualifies: with databases offline, a target met is not a success. */}
      {f.offline > 0 && (
        <div title="Databases with no running copy in this state: their I/O stops, and Jetstress fails">
          <dt>Offline</dt>
          <dd className="sp-tone--bad" data-testid="failure-view-offline">
            {fmtCount(f.offline)} of {fmtCount(f.databases)} DBs
          </dd>
        </div>
      )}
      <div title="Highest average read latency of any database that runs in this state">
        <dt>Worst DB read</dt>
        <dd className={`sp-tone--${dbReadTone(f.worstDbReadLatencyMs, criteria)}`} data-testid="failure-view-read">
          {dbReadFigure(f.worstDbReadLatencyMs, criteria).value}
        </dd>
      </div>
      <div title="Highest average log write latency of any database that runs in this state">
        <dt>Worst log write</dt>
        <dd className={`sp-tone--${logWriteTone(f.worstLogWriteLatencyMs, criteria)}`} data-testid="failure-view-log">
          {logWriteFigure(f.worstLogWriteLatencyMs, criteria).value}
        </dd>
      </div>
      {row && <Rebuild row={row} />}
      <div>
        <dt className="sp-visually-hidden">Jetstress</dt>
        <dd>
          <Verdict pass={f.pass} testId="failure-view-pass" />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Whether the figures differ from the scenario's row of the Failures tab beyond the engine's
 * precision. They are the same state solved twice: the what-if from the healthy state, the row
 * within the failure analysis from the state before it; each solve stops once it moves by less
 * than 2·10⁻⁵ per iteration, so they agree to about 10⁻⁴ (`tests/integration/whatif.rs`, every
 * scenario of four presets), a failure that does not settle to its spread. Compared as shown, a
 * last digit flipped ("33,265" beside the row's "33,264" IO/s on CLARiiON phase 1's SP B) and
 * read as a different evaluation. Should a kind of failure reach the engine that it cannot apply
 * on its own, the banner must still not pass the normal figures off as the failure's.
 */
function differsFromRow(f: FailureFigures, row: ScenarioResult): boolean {
  const tolerance = Math.max(1e-3, 2 * row.spread);
  const apart = (a: number | null, b: number | null): boolean =>
    a === null || b === null ? a !== b : Math.abs(a - b) > tolerance * Math.max(Math.abs(a), Math.abs(b));
  return (
    apart(f.achievedIops, row.achievedIops) ||
    apart(f.worstDbReadLatencyMs, row.worstDbReadLatencyMs) ||
    apart(f.worstLogWriteLatencyMs, row.worstLogWriteLatencyMs) ||
    f.pass !== row.pass
  );
}

/** The figures the banner shows: the row's where the two agree, so both read alike to the digit. */
function asRow(f: FailureFigures, row: ScenarioResult | null, differs: boolean): FailureFigures {
  if (!row || differs) return f;
  return {
    ...f,
    achievedIops: row.achievedIops,
    worstDbReadLatencyMs: row.worstDbReadLatencyMs,
    worstLogWriteLatencyMs: row.worstLogWriteLatencyMs,
  };
}

/** The row's figures as the Failures tab writes them beside its verdict. */
function rowText(row: ScenarioResult, criteria: Parameters<typeof dbReadTone>[1]): string {
  const read = dbReadFigure(row.worstDbReadLatencyMs, criteria).value;
  const log = logWriteFigure(row.worstLogWriteLatencyMs, criteria).value;
  return `${iopsFigure(row.achievedIops, row.targetIops).value}, ${read} and ${log}`;
}

/** The banner; nothing when no failure is shown. */
export function FailureViewBanner() {
  const store = useDesignStore();
  const view = useDesign((s) => s.failureView);
  const report = useDesign(selectViewReport);
  // The scenario's row in the full report of this revision, once there is one.
  const row = useDesign((s) =>
    s.failureView && s.analysis.scope === 'full' && s.analysis.revision === s.revision
      ? (s.analysis.report?.scenarios.find((r) => r.id === s.failureView?.scenarioId) ?? null)
      : null,
  );
  const leave = store.leaveFailureView;
  useEscapeLeaves(view !== null, leave);
  if (!view) return null;
  const state = report ? 'ready' : view.status === 'error' ? 'error' : 'running';
  const figures = report ? failureFigures(report) : null;
  const differs = figures !== null && row !== null && differsFromRow(figures, row);
  const criteria = report?.servers[0]?.criteria ?? [];
  return (
    <div className="sp-failure-banner" role="status" data-testid="failure-view-banner" data-state={state}>
      <p className="sp-failure-banner__title" title={view.label}>
        <span className="sp-failure-banner__kicker">Failure view:</span>{' '}
        <strong data-testid="failure-view-label">{view.label}</strong>
      </p>
      {report ? (
        <Figures f={asRow(figures!, row, differs)} criteria={criteria} row={row} />
      ) : state === 'error' ? (
        <p className="sp-failure-banner__error" data-testid="failure-view-error">
          {view.error}
        </p>
      ) : (
        <p className="sp-failure-banner__pending" data-testid="failure-view-pending">
          <span className="sp-spinner" aria-hidden="true" /> Evaluating…
        </p>
      )}
      {differs && (
        <p
          className="sp-failure-banner__differs"
          data-testid="failure-view-differs"
          title={`The Failures row gives ${rowText(row, criteria)} (${row.pass ? 'Pass' : 'Fail'}) for this failure: the canvas could not show it as the analysis modelled it.`}
        >
          Not the Failures row’s figures
        </p>
      )}
      <button type="button" className="sp-btn sp-btn--small" onClick={leave} data-testid="failure-view-back">
        Back to normal
      </button>
    </div>
  );
}
