/**
 * The answer at a glance: the verdict, transactional IOPS against the target, headroom and extra
 * mailboxes (and what limits them), the worst single failure, capacity and the bottleneck sentence.
 */
import type { ReactNode } from 'react';

import { fmtCount, fmtGb, fmtIops, fmtPct, fmtRatio, fmtSignedRatio, plural } from '../format';
import { PendingNote } from './PendingNote';
import { useResultsView, useSelectComponents } from './useResults';
import { Verdict } from './Verdict';

/** What binds the headroom first, in words (the engine gives a criterion id, `capacity` or `threads`). */
function limitedByText(limitedBy: string): string {
  const words: Record<string, string> = {
    capacity: 'LUN capacity',
    threads: 'the thread search limit',
    dbReadLatency: 'database read latency',
    logWriteLatency: 'log write latency',
    achievedIops: 'achieved IOPS',
    bdmThroughput: 'background maintenance',
  };
  return words[limitedBy] ?? limitedBy;
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="sp-card" data-testid={testId}>
      <h4 className="sp-card__title">{title}</h4>
      {children}
    </section>
  );
}

/** Props of `SummaryTab`. */
export interface SummaryTabProps {
  /** Opens the failures tab. */
  readonly onShowFailures: () => void;
}

/** The tab. */
export function SummaryTab({ onShowFailures }: SummaryTabProps) {
  const { report, fullPending } = useResultsView();
  const select = useSelectComponents();
  if (!report) return null;
  const { totals, capacity, headroom, bottleneck, worstFailure } = report;
  const passing = report.servers.filter((s) => s.pass).length;
  const tooSmall = capacity.luns.filter((l) => !l.fits).length;
  const margin = totals.targetIops > 0 ? totals.achievedIops / totals.targetIops - 1 : null;
  return (
    <div className="sp-summary">
      <div className="sp-summary__cards">
        <Card title="Jetstress result" testId="summary-verdict">
          <div className="sp-card__big">
            <Verdict pass={report.servers.length ? report.pass : null} testId="summary-pass" />
          </div>
          <p className="sp-card__sub">
            {plural(passing, 'server')} of {fmtCount(report.servers.length)} pass ·{' '}
            {plural(totals.mailboxes, 'mailbox', 'mailboxes')} · {plural(totals.databases, 'database')}
          </p>
        </Card>
        <Card title="Transactional IOPS" testId="summary-iops">
          <div className="sp-card__big">
            <span className={totals.achievedIops >= totals.targetIops ? 'sp-tone--ok' : 'sp-tone--bad'}>
              {fmtIops(totals.achievedIops)}
            </span>
          </div>
          <p className="sp-card__sub">
            target {fmtIops(totals.targetIops)} ({fmtSignedRatio(margin)}) · DB reads {fmtIops(totals.dbReadsPerSec)} ·
            writes {fmtIops(totals.dbWritesPerSec)} · log writes {fmtIops(totals.logWritesPerSec)}
          </p>
        </Card>
        <Card title="Headroom" testId="summary-headroom">
          {fullPending ? (
            <PendingNote what="headroom" compact />
          ) : headroom ? (
            <>
              <div className="sp-card__big">{fmtPct(headroom.iopsPct)}</div>
              <p className="sp-card__sub">
                above the target before a criterion fails (up to {fmtIops(headroom.maxIops)}) ·{' '}
                {plural(headroom.extraMailboxes, 'extra mailbox', 'extra mailboxes')}, limited by{' '}
                {limitedByText(headroom.limitedBy)}
              </p>
            </>
          ) : (
            <p className="sp-card__sub">None: the design does not meet its target today.</p>
          )}
        </Card>
        <Card title="Worst single failure" testId="summary-worst">
          {fullPending ? (
            <PendingNote compact />
          ) : worstFailure ? (
            <>
              <div className="sp-card__line">
                <Verdict pass={worstFailure.pass} yes="Survives" no="Fails" />
                <button type="button" className="sp-link" onClick={onShowFailures} title="Show every failure scenario">
                  {worstFailure.label}
                </button>
              </div>
              <p className="sp-card__sub">
                {worstFailure.reason}
                {worstFailure.headroomPct !== null && ` · headroom ${fmtPct(worstFailure.headroomPct)}`}
              </p>
            </>
          ) : (
            <p className="sp-card__sub">No single failure was evaluated.</p>
          )}
        </Card>
        <Card title="Capacity" testId="summary-capacity">
          <div className="sp-card__big">
            <span className={capacity.fits ? 'sp-tone--ok' : 'sp-tone--bad'}>
              {capacity.fits ? 'Fits' : 'Does not fit'}
            </span>
          </div>
          <p className="sp-card__sub">
            {tooSmall > 0 && `${plural(tooSmall, 'LUN')} too small · `}
            raw {fmtGb(capacity.rawGb)} · usable {fmtGb(capacity.usableGb)} · given to LUNs{' '}
            {fmtGb(capacity.allocatedGb)} · Exchange needs {fmtGb(capacity.requiredGb)}
          </p>
        </Card>
      </div>
      {bottleneck && (
        <p className="sp-bottleneck" data-testid="summary-bottleneck">
          <span className="sp-bottleneck__label">Bottleneck</span>
          <button type="button" className="sp-link" onClick={() => select([bottleneck.componentId])}>
            {bottleneck.name}
          </button>{' '}
          <span className="sp-muted">({fmtRatio(bottleneck.utilisation)} busy)</span> — {bottleneck.reason}
        </p>
      )}
    </div>
  );
}
