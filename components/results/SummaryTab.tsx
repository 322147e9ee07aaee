/**
 * The answer at a glance: the verdict, transactional IOPS against the target, headroom and extra
 * mailboxes (and what limits them), the worst single failure, capacity and the bottleneck sentence.
 * A design without Exchange servers holding databases has none of these to give: the tab says what
 * to add, as the Servers tab does, with the capacity of the storage drawn so far (if any), instead
 * of "0 of 0 servers pass" and "0 IO/s · target 0 IO/s"; and no Validate line, as there is nothing
 * to test yet.
 */
import type { ReactNode } from 'react';

import type { Headroom, Report } from '../../engine/ts/reportSchema';
import { fmtCount, fmtGb, fmtIops, fmtPct, fmtRatio, fmtSignedRatio, plural } from '../format';
import { hasTarget, headroomHeadline, iopsLimitText, mailboxesText, noHeadroomSentence } from './headroomText';
import { iopsFigure } from './judgedFigures';
import { iopsTone } from './tones';
import { useDesign } from '../state/DesignContext';
import { PendingNote } from './PendingNote';
import { ShowFailureButton } from './ShowFailureButton';
import { useResultsView, useSelectComponents } from './useResults';
import { ValidateLine } from './ValidateLine';
import { Verdict } from './Verdict';

/** The headroom card's figure and sentence, read as the engine's `case` says for the design's verdict. */
function HeadroomFigure({
  headroom: h,
  threads,
  lunsTooSmall,
  groupsOver,
  targetIops,
}: {
  headroom: Headroom;
  threads: readonly number[];
  /** The design's IOPS target: with none (0 mailboxes) there is no percentage to give. */
  targetIops: number;
  /** LUNs that are already too small for the files they hold (capacity bound before any growth). */
  lunsTooSmall: number;
  /** RAID groups whose LUNs exceed their usable space. */
  groupsOver: number;
}) {
  if (h.case === 'spare' && hasTarget(targetIops))
    return (
      <>
        <div className="sp-card__big">{headroomHeadline(h, targetIops)}</div>
        <p className="sp-card__sub">
          above the target {iopsLimitText(h)} (up to {fmtIops(h.maxIops)}) ·{' '}
          {mailboxesText(h, lunsTooSmall, groupsOver)}
        </p>
      </>
    );
  return (
    <>
      <div className={`sp-card__big${hasTarget(targetIops) ? ' sp-tone--bad' : ''}`}>
        {headroomHeadline(h, targetIops)}
      </div>
      <p className="sp-card__sub">{noHeadroomSentence(h, threads, targetIops)}</p>
    </>
  );
}

/**
 * What "Exchange needs" rests on: Microsoft's sizing rules applied to the workload's message
 * profile. Published test systems often state no profile, so their presets carry the defaults;
 * a "Does not fit" there says what those rules would ask, and the user should know it.
 */
function ProfileNote() {
  const w = useDesign((s) => s.doc.workload);
  const text =
    `Sized by Microsoft's rules for ${fmtCount(w.messagesPerDay)} messages a day of ${fmtCount(w.avgMessageKb)} KB ` +
    `and ${fmtCount(w.deletedItemRetentionDays)} days of deleted-item retention: check this profile in the workload.`;
  return <ClampedSub text={text} muted testId="summary-capacity-profile" />;
}

/**
 * A card sentence cut to three lines, whole in its tooltip. The cards share one row, as tall as
 * the tallest: two long sentences (a failure's reason, the sizing profile) made that row push
 * the bottleneck line below the fold of a dock of its default height. The Failures and Capacity
 * tabs say the same in full.
 */
function ClampedSub({ text, muted = false, testId }: { text: string; muted?: boolean; testId: string }) {
  return (
    <p className={`sp-card__sub sp-card__sub--clamp${muted ? ' sp-muted' : ''}`} title={text} data-testid={testId}>
      {text}
    </p>
  );
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="sp-card" data-testid={testId}>
      <h4 className="sp-card__title">{title}</h4>
      {children}
    </section>
  );
}

/** What the Summary says while the design has no Exchange server with a database (as the Servers tab). */
export const NO_SERVERS_YET =
  'No Exchange servers with databases yet: add a server and place a database on a LUN to get Jetstress figures.';

/** The capacity card: fits or not, and the totals behind it. */
function CapacityCard({ capacity }: { capacity: Report['capacity'] }) {
  const tooSmall = capacity.luns.filter((l) => !l.fits).length;
  return (
    <Card title="Capacity" testId="summary-capacity">
      <div className="sp-card__big">
        {capacity.luns.length === 0 ? (
          // Nothing allocated is not a fit: there is nothing to fit into yet.
          <span className="sp-muted">No LUNs yet</span>
        ) : (
          <span className={capacity.fits ? 'sp-tone--ok' : 'sp-tone--bad'}>
            {capacity.fits ? 'Fits' : 'Does not fit'}
          </span>
        )}
      </div>
      <p className="sp-card__sub">
        {tooSmall > 0 && `${plural(tooSmall, 'LUN')} too small · `}
        raw {fmtGb(capacity.rawGb)} · usable {fmtGb(capacity.usableGb)} · given to LUNs {fmtGb(capacity.allocatedGb)} ·
        Exchange needs {fmtGb(capacity.requiredGb)}
      </p>
      {!capacity.fits && <ProfileNote />}
    </Card>
  );
}

/**
 * The tab of a design without Exchange servers holding databases: what to add, and the capacity of
 * the storage drawn so far, only if there is some ("raw 0 GB · usable 0 GB" said nothing).
 */
function NoServersYet({ capacity }: { capacity: Report['capacity'] }) {
  const storage = capacity.raidGroups.length > 0 || capacity.luns.length > 0;
  return (
    <div className="sp-summary">
      <p className="sp-results__empty" data-testid="summary-empty">
        {NO_SERVERS_YET}
      </p>
      {storage && (
        <div className="sp-summary__cards">
          <CapacityCard capacity={capacity} />
        </div>
      )}
    </div>
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
  if (report.servers.length === 0) return <NoServersYet capacity={report.capacity} />;
  const { totals, capacity, headroom, bottleneck, worstFailure } = report;
  const worst = report.scenarios.find((x) => x.id === worstFailure?.scenarioId);
  const passing = report.servers.filter((s) => s.pass).length;
  const tooSmall = capacity.luns.filter((l) => !l.fits).length;
  const margin = totals.targetIops > 0 ? totals.achievedIops / totals.targetIops - 1 : null;
  // Achieved against target, coloured by that: 9,999.96 of 10,000 does not read "10,000 IO/s" in red.
  const iops = iopsFigure(totals.achievedIops, totals.targetIops);
  // Which criteria fail, on any server: a "Fail" with 3 ms reads otherwise leaves the user guessing.
  const failingCriteria = [
    ...new Set(report.servers.flatMap((s) => s.criteria.filter((c) => !c.pass && !c.warningOnly).map((c) => c.label))),
  ];
  return (
    <div className="sp-summary">
      <div className="sp-summary__cards">
        <Card title="Jetstress result" testId="summary-verdict">
          <div className="sp-card__big">
            <Verdict pass={report.pass} testId="summary-pass" />
          </div>
          <p className="sp-card__sub">
            {/* "1 of 1 server passes", "11 of 12 servers pass", as the design report says it. */}
            {fmtCount(passing)} of {plural(report.servers.length, 'server')} {passing === 1 ? 'passes' : 'pass'} ·{' '}
            {plural(totals.mailboxes, 'mailbox', 'mailboxes')} · {plural(totals.databases, 'database')}
          </p>
          {failingCriteria.length > 0 && (
            <p className="sp-card__sub sp-tone--bad" data-testid="summary-failing">
              Fails on: {failingCriteria.join('; ')}
            </p>
          )}
        </Card>
        <Card title="Transactional IOPS" testId="summary-iops">
          <div className="sp-card__big">
            <span className={`sp-tone--${iopsTone(totals.achievedIops, totals.targetIops)}`}>{iops.value}</span>
          </div>
          <p className="sp-card__sub">
            target {iops.limit} ({fmtSignedRatio(margin)}) · DB reads {fmtIops(totals.dbReadsPerSec)} · writes{' '}
            {fmtIops(totals.dbWritesPerSec)} · log writes {fmtIops(totals.logWritesPerSec)}
          </p>
        </Card>
        <Card title="Headroom" testId="summary-headroom">
          {fullPending ? (
            <PendingNote what="headroom" compact />
          ) : headroom ? (
            <HeadroomFigure
              headroom={headroom}
              threads={report.servers.map((s) => s.threadsPerDatabase)}
              lunsTooSmall={tooSmall}
              groupsOver={capacity.raidGroups.filter((g) => !g.fits).length}
              targetIops={totals.targetIops}
            />
          ) : (
            // A full report without headroom: the design has no database for Jetstress to run.
            <p className="sp-card__sub">None yet: the design has no database to run.</p>
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
              {worst && <ShowFailureButton scenario={worst} />}
              <ClampedSub
                text={`${worstFailure.reason}${worstFailure.pass && worstFailure.headroomPct !== null ? ` · headroom ${fmtPct(worstFailure.headroomPct)}` : ''}`}
                testId="summary-worst-reason"
              />
            </>
          ) : (
            <p className="sp-card__sub">No single failure was evaluated.</p>
          )}
        </Card>
        <CapacityCard capacity={capacity} />
      </div>
      {/* The engine's sentence usually says how busy the part is ("… are 85 % busy"); the
          percentage beside the name is only added when it does not, so it is not read twice. */}
      {bottleneck && (
        <p className="sp-bottleneck" data-testid="summary-bottleneck">
          <span className="sp-bottleneck__label">Bottleneck</span>
          <button type="button" className="sp-link" onClick={() => select([bottleneck.componentId])}>
            {bottleneck.name}
          </button>{' '}
          {!bottleneck.reason.includes(`${fmtRatio(bottleneck.utilisation)} busy`) && (
            <span className="sp-muted">({fmtRatio(bottleneck.utilisation)} busy) </span>
          )}
          — {bottleneck.reason}
        </p>
      )}
      <ValidateLine />
    </div>
  );
}
