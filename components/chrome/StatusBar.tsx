/**
 * The status bar: engine state (evaluating, updating, analysing failures, up to date, error, in
 * the results dock header's words), time of the last evaluation, design revision, size, and the
 * engine's totals once it reports servers: achieved against target IO/s, the Jetstress verdict
 * and, beside it, the capacity verdict (a green "Jetstress pass" alone read as "the design is
 * fine" while its LUNs were too small). While a failure is shown on the canvas the totals stay the
 * normal state's, and say so: beside a banner that reads "Fail" for the failure, a bare "Jetstress
 * pass" read as a contradiction. A design with error findings (an enclosure giving RAID groups
 * drives it does not hold, a LUN on no RAID group) says so beside both verdicts: the engine
 * predicts what it can model, and "pass · fits" alone read as "buildable".
 */
import './chrome.css';

import { designErrorCount } from '../../src/store/designFindings';
import { selectIsStale } from '../../src/store/selectors';
import type { AnalysisState, AnalysisStatus } from '../../src/store/types';
import { fmtCount, fmtDuration, fmtIops, fmtIopsValue } from '../format';
import { iopsTone } from '../results/tones';
import { useDesign } from '../state/DesignContext';

/**
 * The engine's state, in the results dock header's words (ResultsHeader.tsx) and the docs' (ui.md,
 * "The results dock"), so the two never disagree: "Evaluating…" only while there is no report at
 * all, "Updating…" while the figures shown are for an older revision, "Analysing failures…" while
 * the normal state is current and the failure scenarios and headroom are still running. The status
 * bar reads the normal state's report, never the failure view's.
 */
export type EngineState = 'idle' | 'running' | 'stale' | 'failures' | 'error';

const statusText: Readonly<Record<EngineState, string>> = {
  idle: 'Up to date',
  running: 'Evaluating…',
  stale: 'Updating…',
  failures: 'Analysing failures…',
  error: 'Engine error',
};

const statusTitle: Readonly<Record<Exclude<EngineState, 'error'>, string>> = {
  idle: 'Up to date: everything shown is for the current design',
  running: 'Evaluating the design',
  stale: 'Updating: the figures shown are for the design before your last change',
  failures:
    'Analysing failures: the normal-state figures are current, the failure scenarios and the headroom are still running',
};

/** The dot's look: both busy states pulse (the dock shows a spinner for both). */
const dotClass: Readonly<Record<EngineState, string>> = {
  idle: 'idle',
  running: 'running',
  stale: 'stale',
  failures: 'running',
  error: 'error',
};

/** What `engineState` reads of the normal-state analysis. */
export interface EngineStateInput {
  readonly status: AnalysisStatus;
  readonly hasReport: boolean;
  readonly scope: AnalysisState['scope'];
  /** Its report is of an older revision than the design's (`selectIsStale`). */
  readonly stale: boolean;
}

/** The state of the normal-state analysis, as the dock header judges it. Pure. */
export function engineState(a: EngineStateInput): EngineState {
  if (a.status === 'error') return 'error';
  if (!a.hasReport) return 'running';
  if (a.stale || a.status === 'stale') return 'stale';
  return a.scope === 'full' ? 'idle' : 'failures';
}

/** The bottom bar. */
export function StatusBar() {
  const status = useDesign((s) => s.analysis.status);
  const hasReport = useDesign((s) => s.analysis.report !== null);
  const error = useDesign((s) => s.analysis.error);
  const elapsed = useDesign((s) => s.analysis.elapsedMs);
  const scope = useDesign((s) => s.analysis.scope);
  const revision = useDesign((s) => s.revision);
  const stale = useDesign(selectIsStale);
  const components = useDesign((s) => s.doc.components.length);
  const links = useDesign((s) => s.doc.links.length);
  const totals = useDesign((s) => s.analysis.report?.totals ?? null);
  const servers = useDesign((s) => s.analysis.report?.servers.length ?? 0);
  const pass = useDesign((s) => s.analysis.report?.pass ?? null);
  const fits = useDesign((s) => s.analysis.report?.capacity.fits ?? null);
  const hasLuns = useDesign((s) => (s.analysis.report?.capacity.luns.length ?? 0) > 0);
  // The engine's errors and the design's own (links that break a rule, names used twice).
  const errors = useDesign((s) => designErrorCount(s, s.analysis.report));
  const failureShown = useDesign((s) => s.failureView !== null);
  const state = engineState({ status, hasReport, scope, stale });

  return (
    <footer className="sp-statusbar" data-testid="status-bar">
      <span
        className={`sp-status sp-status--${dotClass[state]}`}
        title={state === 'error' ? (error ?? undefined) : statusTitle[state]}
        data-testid="engine-status"
        data-status={state}
      >
        <span className="sp-status__dot" aria-hidden="true" />
        {statusText[state]}
      </span>
      <span className="sp-statusbar__item" data-testid="engine-elapsed">
        {elapsed === null ? 'Engine —' : `Engine ${fmtDuration(elapsed)}${scope === 'quick' ? ' (normal state)' : ''}`}
      </span>
      <span className="sp-statusbar__item" data-testid="revision">
        Revision {revision}
      </span>
      <span className="sp-statusbar__item">
        {fmtCount(components)} component{components === 1 ? '' : 's'} · {fmtCount(links)} link{links === 1 ? '' : 's'}
      </span>
      <span className="sp-statusbar__spacer" />
      {totals && servers > 0 && (
        <span className={`sp-statusbar__totals${stale ? ' is-stale' : ''}`} data-testid="totals">
          {failureShown && (
            <span
              className="sp-muted"
              title="The design without the failure shown on the canvas"
              data-testid="totals-normal-state"
            >
              Normal state:
            </span>
          )}
          <span className={`sp-tone--${iopsTone(totals.achievedIops, totals.targetIops)}`}>
            {fmtIopsValue(totals.achievedIops)} / {fmtIops(totals.targetIops)}
          </span>
          {pass !== null && (
            <span className={`sp-pill ${pass ? 'sp-pill--ok' : 'sp-pill--bad'}`}>
              {pass ? 'Jetstress pass' : 'Jetstress fail'}
            </span>
          )}
          {fits !== null && hasLuns && (
            <span className={`sp-pill ${fits ? 'sp-pill--ok' : 'sp-pill--bad'}`} data-testid="capacity-verdict">
              {fits ? 'Capacity fits' : 'Capacity short'}
            </span>
          )}
          {errors > 0 && (
            <span
              className="sp-pill sp-pill--bad"
              data-testid="design-errors"
              title="The design cannot be built as drawn: the Findings tab lists what to fix. Until then the figures model only what can be modelled."
            >
              {fmtCount(errors)} design error{errors === 1 ? '' : 's'}
            </span>
          )}
        </span>
      )}
    </footer>
  );
}
