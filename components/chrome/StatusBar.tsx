/**
 * The status bar: engine state (up to date, evaluating, waiting, error), time of the last
 * evaluation, design revision, size, and the engine's totals once it reports servers: achieved
 * against target IO/s, the Jetstress verdict and, beside it, the capacity verdict (a green "Jetstress pass"
 * alone read as "the design is fine" while its LUNs were too small). While a failure is shown on the
 * canvas the totals stay the normal state's, and say so: beside a banner that reads "Fail" for the
 * failure, a bare "Jetstress pass" read as a contradiction. A design with error findings (an
 * enclosure giving RAID groups drives it does not hold, a LUN on no RAID group) says so beside
 * both verdicts: the engine predicts what it can model, and "pass · fits" alone read as "buildable".
 */
import './chrome.css';

import { selectDesignFindings } from '../../src/store/designFindings';
import { selectIsStale } from '../../src/store/selectors';
import { fmtCount, fmtDuration, fmtIops, fmtIopsValue } from '../format';
import { iopsTone } from '../results/tones';
import { useDesign } from '../state/DesignContext';

const statusText = {
  idle: 'Up to date',
  running: 'Evaluating…',
  stale: 'Changes pending',
  error: 'Engine error',
} as const;

const isError = (f: { severity: string }): boolean => f.severity === 'error';

/** The bottom bar. */
export function StatusBar() {
  const status = useDesign((s) => s.analysis.status);
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
  const engineErrors = useDesign((s) => s.analysis.report?.findings.filter(isError).length ?? 0);
  // The design's own findings (links that break a rule, names used twice), as the Findings tab lists them.
  const errors = engineErrors + useDesign(selectDesignFindings).filter(isError).length;
  const failureShown = useDesign((s) => s.failureView !== null);
  const shownStatus = status === 'idle' && stale ? 'stale' : status;

  return (
    <footer className="sp-statusbar" data-testid="status-bar">
      <span
        className={`sp-status sp-status--${shownStatus}`}
        title={error ?? undefined}
        data-testid="engine-status"
        data-status={shownStatus}
      >
        <span className="sp-status__dot" aria-hidden="true" />
        {statusText[shownStatus]}
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
