/**
 * One line at the top of the Servers tab (and of an explanation opened from it) while a failure is
 * shown on the canvas: which failure its figures are for, and the way back to the normal state.
 * The other tabs keep the normal state's figures and say nothing.
 */
import { selectViewReport } from '../../src/store/failureView';
import { useDesign, useDesignStore } from '../state/DesignContext';

/** The notice; nothing when no failure is shown. */
export function FailureViewNotice() {
  const store = useDesignStore();
  const label = useDesign((s) => s.failureView?.label ?? null);
  const answered = useDesign((s) => selectViewReport(s) !== null);
  const failed = useDesign((s) => s.failureView?.status === 'error');
  if (label === null) return null;
  const lead = answered ? 'Figures for the failure shown: ' : failed ? 'Not evaluated: ' : 'Evaluating ';
  const tail = answered
    ? '.'
    : failed
      ? '. The normal figures are shown.'
      : '… The normal figures are shown until then.';
  return (
    <p className="sp-failure-notice" data-testid="failure-view-notice" data-answered={answered}>
      <span className="sp-failure-notice__mark" aria-hidden="true" />
      <span className="sp-failure-notice__text" title={`${lead}${label}${tail}`}>
        {lead}
        <strong>{label}</strong>
        {tail}
      </span>
      <button
        type="button"
        className="sp-link sp-failure-notice__back"
        onClick={() => store.leaveFailureView()}
        data-testid="failure-view-notice-back"
      >
        Back to normal
      </button>
    </p>
  );
}
