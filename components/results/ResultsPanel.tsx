/**
 * The results dock under the canvas: what the engine predicts for the open design, in tabs —
 * Summary, Servers (Jetstress table), Capacity, Failures, Findings and, for a design with published
 * results, Published vs predicted. Clicking a figure replaces the tab with its explanation until
 * "Back". Resizable by its top edge, collapsible to its header (collapsed for an empty design, open
 * for one opened with content). Every figure comes from the report; while a newer evaluation runs
 * the figures on screen are marked stale. While a failure is shown on the canvas, the Servers tab
 * and the explanations opened from it read the failure's report (reportSource.ts).
 */
import './results.css';
import './tables.css';
import './explain.css';

import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

import type { ScenarioResult } from '../../engine/ts/reportSchema';
import { selectDesignFindings } from '../../src/store/designFindings';
import { fmtCount } from '../format';
import { useDesign, useDesignStore } from '../state/DesignContext';
import { CapacityTab } from './CapacityTab';
import { ExplainProvider } from './explainContext';
import { ExplanationView } from './ExplanationView';
import { FailuresTab } from './FailuresTab';
import { FailureViewNotice } from './FailureViewNotice';
import { FindingsTab } from './FindingsTab';
import { PublishedTab } from './PublishedTab';
import { ReportSourceProvider } from './reportSource';
import { ResultsHeader, type ResultsTabId } from './ResultsHeader';
import { ServersTab } from './ServersTab';
import { SummaryTab } from './SummaryTab';
import { useReturnFocus } from './useReturnFocus';
import { useResizableHeight } from './useResizableHeight';
import { useResultsView } from './useResults';

const labels: Record<ResultsTabId, string> = {
  summary: 'Summary',
  servers: 'Servers',
  capacity: 'Capacity',
  failures: 'Failures',
  findings: 'Findings',
  // Short enough for every tab to show at 1,280 px ("Published vs predicted" was cut to "Published v").
  published: 'Published',
};

/** The failures tab's count: how many scenarios fail of how many, or just how many when none fails. */
export function failuresCount(scenarios: readonly ScenarioResult[]): number | string {
  const failing = scenarios.filter((s) => !s.pass).length;
  return failing === 0 ? scenarios.length : `${fmtCount(failing)} of ${fmtCount(scenarios.length)}`;
}

function useTabs() {
  const { report, fullPending } = useResultsView();
  const publishedCount = useDesign((s) => s.doc.meta.published?.length ?? 0);
  const linkFindings = useDesign(selectDesignFindings);
  const engineFindings = report?.findings.length;
  const tabs: { id: ResultsTabId; label: string; count?: number | string; alert?: boolean }[] = [
    { id: 'summary', label: labels.summary },
    { id: 'servers', label: labels.servers, count: report?.servers.length },
    { id: 'capacity', label: labels.capacity, alert: report ? !report.capacity.fits : false },
    {
      id: 'failures',
      label: labels.failures,
      // A red "81" read as 81 failures: say how many of them fail.
      count: report && !fullPending ? failuresCount(report.scenarios) : undefined,
      alert: report?.worstFailure ? !report.worstFailure.pass : false,
    },
    {
      id: 'findings',
      label: labels.findings,
      // Links that break the connection rules count before the engine has answered too.
      count:
        engineFindings === undefined && linkFindings.length === 0
          ? undefined
          : (engineFindings ?? 0) + linkFindings.length,
      alert: linkFindings.length > 0 || (report?.findings.some((f) => f.severity === 'error') ?? false),
    },
  ];
  if (publishedCount > 0) tabs.push({ id: 'published', label: labels.published, count: publishedCount });
  return tabs;
}

/** Tabs whose table comes last and takes the rest of the dock's height (see tables.css). */
const FILLED: ReadonlySet<ResultsTabId> = new Set(['servers', 'failures']);

function Body({ tab, onTab }: { tab: ResultsTabId; onTab: (t: ResultsTabId) => void }) {
  const { report, status, error, stale } = useResultsView();
  const empty = useDesign((s) => s.doc.components.length === 0);
  const linkFindings = useDesign(selectDesignFindings);
  let content: ReactNode;
  if (tab === 'findings' && linkFindings.length > 0) content = <FindingsTab />;
  else if (!report)
    content =
      status === 'error' ? null : (
        <p className="sp-results__empty">
          {empty ? 'Results appear here once the design has servers, storage and databases.' : 'Evaluating the design…'}
        </p>
      );
  else if (tab === 'summary') content = <SummaryTab onShowFailures={() => onTab('failures')} />;
  else if (tab === 'servers') content = <ServersTab />;
  else if (tab === 'capacity') content = <CapacityTab />;
  else if (tab === 'failures') content = <FailuresTab />;
  else if (tab === 'findings') content = <FindingsTab />;
  else content = <PublishedTab />;
  return (
    <div
      className={`sp-results__body${stale ? ' is-stale' : ''}${report && FILLED.has(tab) ? ' is-filled' : ''}`}
      data-testid={`results-body-${tab}`}
    >
      {status === 'error' && (
        <p className="sp-results__error" role="alert" data-testid="results-error">
          {error ?? 'The engine could not evaluate the design.'}
          {report && ' The figures below are from the last evaluation that succeeded.'}
        </p>
      )}
      {content}
    </div>
  );
}

/** The dock. */
export function ResultsPanel() {
  const store = useDesignStore();
  const tabs = useTabs();
  const [tab, setTab] = useState<ResultsTabId>('summary');
  const [explaining, setExplaining] = useState<string | null>(null);
  const dock = useRef<HTMLElement>(null);
  const returnFocus = useReturnFocus(dock, explaining);
  const [collapsed, setCollapsed] = useState(() => store.getState().doc.components.length === 0);
  // About a third of the window: room for a table, and the canvas keeps the rest.
  const { height, handle, nudge } = useResizableHeight(Math.round(Math.min(340, window.innerHeight * 0.36)));

  // Another document: its figures and explanations are not this one's. A document opened with
  // content shows its results at once; an empty one keeps the canvas tall while it is built (the
  // header still shows the engine's state, and any tab opens the dock).
  useEffect(() => {
    setExplaining(null);
    setCollapsed(store.getState().doc.components.length === 0);
  }, [store]);
  const shown = tabs.some((t) => t.id === tab) ? tab : 'summary';
  // The Servers tab follows the failure shown; an explanation follows the tab it was opened from.
  const viewShown = useDesign((s) => s.failureView !== null);
  const source = viewShown && shown === 'servers' ? 'failure' : 'normal';
  const choose = (t: ResultsTabId): void => {
    setTab(t);
    setExplaining(null);
    setCollapsed(false);
  };
  const explain = useCallback((id: string): void => {
    setExplaining(id);
    setCollapsed(false);
  }, []);

  return (
    <section
      ref={dock}
      className={`sp-results${collapsed ? ' is-collapsed' : ''}`}
      // --sp-dock-h caps a table's scroll region at the visible dock (tables.css).
      style={collapsed ? undefined : ({ height, '--sp-dock-h': `${height}px` } as CSSProperties)}
      aria-label="Results"
      data-testid="results-panel"
    >
      {!collapsed && (
        <div
          className="sp-results__resize"
          role="separator"
          aria-orientation="horizontal"
          aria-label="Resize the results"
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') nudge(24);
            if (e.key === 'ArrowDown') nudge(-24);
          }}
          {...handle}
        />
      )}
      <ResultsHeader
        tabs={tabs}
        active={explaining ? null : shown}
        onTab={choose}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed(!collapsed)}
      />
      {!collapsed && (
        <ExplainProvider value={explain}>
          <ReportSourceProvider value={source}>
            {explaining ? (
              <div className="sp-results__body">
                {source === 'failure' && <FailureViewNotice />}
                <ExplanationView
                  id={explaining}
                  backLabel={labels[shown]}
                  onBack={() => {
                    returnFocus(explaining);
                    setExplaining(null);
                  }}
                />
              </div>
            ) : (
              <Body tab={shown} onTab={choose} />
            )}
          </ReportSourceProvider>
        </ExplainProvider>
      )}
    </section>
  );
}
