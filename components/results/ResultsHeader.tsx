/**
 * The results dock's header: the tabs, the engine's state (evaluating, updating, analysing
 * failures, error) and the collapse button. Stays visible when the dock is collapsed; the totals
 * and verdict at a glance are in the status bar.
 */
import { fmtCount } from '../format';
import { useResultsView } from './useResults';

/** A tab of the dock. */
export type ResultsTabId = 'summary' | 'servers' | 'capacity' | 'failures' | 'findings' | 'published';

/** Props of `ResultsHeader`. */
export interface ResultsHeaderProps {
  readonly tabs: readonly { id: ResultsTabId; label: string; count?: number | string; alert?: boolean }[];
  readonly active: ResultsTabId | null;
  readonly onTab: (id: ResultsTabId) => void;
  readonly collapsed: boolean;
  readonly onToggleCollapsed: () => void;
}

/**
 * The state's words. Where the tabs leave them no room they wrap out of sight (results.css) but stay
 * in the text for screen readers, and in the state's tooltip.
 */
function Words({ children }: { children: string }) {
  return <span className="sp-state__text">{children}</span>;
}

function EngineState() {
  const { report, stale, fullPending, status, error } = useResultsView();
  if (status === 'error')
    return (
      <span
        className="sp-state sp-state--error"
        title={error ?? 'The engine could not evaluate the design'}
        data-testid="results-state"
        data-state="error"
      >
        <span className="sp-state__dot" aria-hidden="true" />
        <Words>Engine error</Words>
      </span>
    );
  if (!report)
    return (
      <span
        className="sp-state sp-state--running"
        title="Evaluating the design"
        data-testid="results-state"
        data-state="evaluating"
      >
        <span className="sp-spinner" aria-hidden="true" />
        <Words>Evaluating…</Words>
      </span>
    );
  if (stale)
    return (
      <span
        className="sp-state sp-state--stale"
        data-testid="results-state"
        data-state="stale"
        title="Updating: the figures shown are for the design before your last change"
      >
        <span className="sp-spinner" aria-hidden="true" />
        <Words>Updating…</Words>
      </span>
    );
  if (fullPending)
    return (
      <span
        className="sp-state sp-state--running"
        title="Analysing failures: the normal-state figures are current, the failure scenarios and the headroom are still running"
        data-testid="results-state"
        data-state="failures"
      >
        <span className="sp-spinner" aria-hidden="true" />
        <Words>Analysing failures…</Words>
      </span>
    );
  return (
    <span
      className="sp-state sp-state--ok"
      title="Up to date: everything shown is for the current design"
      data-testid="results-state"
      data-state="current"
    >
      <span className="sp-state__dot" aria-hidden="true" />
      <Words>Up to date</Words>
    </span>
  );
}

/** The header. */
export function ResultsHeader({ tabs, active, onTab, collapsed, onToggleCollapsed }: ResultsHeaderProps) {
  return (
    <div className="sp-results__header">
      <div className="sp-results__tabs" role="tablist" aria-label="Results">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={active === t.id}
            className={`sp-results__tab${active === t.id ? ' is-active' : ''}`}
            onClick={() => onTab(t.id)}
            data-testid={`results-tab-${t.id}`}
          >
            {t.label}
            {t.count !== undefined && (
              <span className={`sp-results__count${t.alert ? ' is-alert' : ''}`}>
                {typeof t.count === 'number' ? fmtCount(t.count) : t.count}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="sp-results__glance">
        <EngineState />
        <button
          type="button"
          className="sp-btn sp-btn--small sp-btn--ghost sp-results__collapse"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          title={collapsed ? 'Show the results' : 'Hide the results'}
          data-testid="results-collapse"
        >
          <span className={`sp-chevron${collapsed ? ' is-up' : ''}`} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
