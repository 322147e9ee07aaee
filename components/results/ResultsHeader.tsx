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
/** One engine state as the header shows it: a dot or a spinner, then its words (which may give way). */
interface StateView {
  readonly state: 'error' | 'evaluating' | 'stale' | 'failures' | 'current';
  readonly tone: 'error' | 'running' | 'stale' | 'ok';
  readonly busy: boolean;
  readonly words: string;
  readonly title: string;
}

function stateView(v: ReturnType<typeof useResultsView>): StateView {
  if (v.status === 'error')
    return {
      state: 'error',
      tone: 'error',
      busy: false,
      words: 'Engine error',
      title: v.error ?? 'The engine could not evaluate the design',
    };
  if (!v.report)
    return { state: 'evaluating', tone: 'running', busy: true, words: 'Evaluating…', title: 'Evaluating the design' };
  if (v.stale)
    return {
      state: 'stale',
      tone: 'stale',
      busy: true,
      words: 'Updating…',
      title: 'Updating: the figures shown are for the design before your last change',
    };
  if (v.fullPending)
    return {
      state: 'failures',
      tone: 'running',
      busy: true,
      words: 'Analysing failures…',
      title:
        'Analysing failures: the normal-state figures are current, the failure scenarios and the headroom are still running',
    };
  return {
    state: 'current',
    tone: 'ok',
    busy: false,
    words: 'Up to date',
    title: 'Up to date: everything shown is for the current design',
  };
}

function EngineState() {
  const v = stateView(useResultsView());
  return (
    <span className={`sp-state sp-state--${v.tone}`} title={v.title} data-testid="results-state" data-state={v.state}>
      <span className={v.busy ? 'sp-spinner' : 'sp-state__dot'} aria-hidden="true" />
      <span className="sp-state__text">{v.words}</span>
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
