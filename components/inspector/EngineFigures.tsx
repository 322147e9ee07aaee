/**
 * What the engine computed for the selected component, in a compact table with units: Jetstress
 * figures for hosts, load for hardware, capacity for RAID groups and LUNs, and the findings that
 * name it. Shows "—" for anything the report does not give. While a failure is shown on the canvas
 * the figures are the failure's, as on the selected card (capacity and findings stay the design's).
 * A figure beside its verdict (achieved against target IO/s, a latency against its limit) is
 * coloured and printed as the engine judges it, on the figure to 0.001: a failing 754.2 of 754.4
 * IO/s or 20.003 ms never reads as meeting its limit (`engine/ts/criterionFigure.ts`). A database's
 * verdict is its latencies' (the engine's), shown apart from its host's, which Jetstress gives.
 */
import type { ReactNode } from 'react';

import type { ServerResult } from '../../engine/ts/reportSchema';
import {
  selectCanvasFailureLabel,
  selectCanvasInstanceResult,
  selectCanvasLoad,
  selectCanvasReport,
  selectCanvasServerResult,
  selectCanvasStale,
} from '../../src/store/failureView';
import { selectCapacity, selectFindingsFor } from '../../src/store/selectors';
import type { DesignState } from '../../src/store/types';
import { iopsTone, utilisationTone, type Tone } from '../canvas/annotations/badges';
import { iopsPairText } from '../canvas/annotations/judgedBadge';
import {
  fmtCount,
  fmtGb,
  fmtIops,
  fmtIopsValue,
  fmtMbPerSec,
  fmtMs,
  fmtNeeded,
  fmtPct,
  fmtQueue,
  fmtRatio,
  fmtUsedShare,
} from '../format';
import { dbReadFigure, logWriteFigure } from '../results/judgedFigures';
import { lunNeed } from '../../src/report/sections/lunNeed';
import { dbReadTone, logWriteTone, serverDbReadTone, serverLogWriteTone } from '../results/tones';
import { useDesign } from '../state/DesignContext';
import { DriveSets } from './DriveSets';

/** One labelled figure of a `sp-figures` list, toned like the canvas badges. */
export function Row({
  label,
  children,
  tone = 'neutral',
  testId,
}: {
  label: string;
  children: ReactNode;
  tone?: Tone;
  testId?: string;
}) {
  return (
    <div className="sp-figures__row">
      <dt>{label}</dt>
      <dd className={`sp-tone--${tone}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * `text` as a sentence: a full stop added unless it already ends with one, or with "!", "?" or
 * "…" (perhaps inside a closing quote or bracket). Engine texts differ: "No drives: connect the
 * group to an enclosure." ends with its own stop, a right-sizing basis does not.
 */
function sentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]['"’”)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The server whose Jetstress run holds database `id` (in the failure shown, if one is), or null. */
const selectHostOf =
  (id: string) =>
  (s: DesignState): ServerResult | null =>
    selectCanvasReport(s)?.servers.find((srv) => srv.instances.some((i) => i.id === id)) ?? null;

/** Engine figures for component `id`. */
export function EngineFigures({ id }: { id: string }) {
  const server = useDesign(selectCanvasServerResult(id));
  const instance = useDesign(selectCanvasInstanceResult(id));
  const host = useDesign(selectHostOf(id));
  const load = useDesign(selectCanvasLoad(id));
  const capacity = useDesign(selectCapacity(id));
  const findings = useDesign(selectFindingsFor(id));
  const stale = useDesign(selectCanvasStale);
  const failure = useDesign(selectCanvasFailureLabel);
  const hasReport = useDesign((s) => s.analysis.report !== null);
  const freeSpacePct = useDesign((s) => s.doc.workload.lunFreeSpacePct);
  // A LUN's need split as its basis note gives it: the files' own, and the share kept free.
  const need = capacity && 'usedPct' in capacity ? lunNeed(capacity, freeSpacePct) : null;

  const empty = !server && !instance && !load && !capacity && findings.length === 0;
  return (
    <section className={`sp-section${stale ? ' is-stale' : ''}`} data-testid="engine-figures">
      <h3 className="sp-section__title">
        Engine figures {stale && <span className="sp-muted sp-small">updating…</span>}
      </h3>
      {failure && (
        <p className="sp-muted sp-small" data-testid="engine-figures-failure">
          In the failure shown: {sentence(failure)}
        </p>
      )}
      {empty && (
        <p className="sp-muted">
          {hasReport ? 'The engine reports no figures for this component.' : 'No evaluation yet.'}
        </p>
      )}
      {server && (
        <dl className="sp-figures">
          <Row label="Result" tone={server.pass ? 'ok' : 'bad'} testId="figure-pass">
            {server.pass ? 'Pass' : 'Fail'}
          </Row>
          <Row
            label="Achieved / target IOPS"
            tone={iopsTone(server.achievedIops, server.targetIops)}
            testId="figure-iops"
          >
            {iopsPairText(server.achievedIops, server.targetIops)} IO/s
          </Row>
          <Row label="DB read latency" tone={serverDbReadTone(server)} testId="figure-db-read">
            {dbReadFigure(server.dbReadLatencyMs, server.criteria).value}
          </Row>
          <Row label="DB write latency">{fmtMs(server.dbWriteLatencyMs)}</Row>
          <Row label="Log write latency" tone={serverLogWriteTone(server)} testId="figure-log-write">
            {logWriteFigure(server.logWriteLatencyMs, server.criteria).value}
          </Row>
          <Row label="DB reads / writes">
            {fmtIopsValue(server.dbReadsPerSec)} / {fmtIopsValue(server.dbWritesPerSec)} IO/s
          </Row>
          <Row label="Log writes">{fmtIops(server.logWritesPerSec)}</Row>
          <Row label="Background maintenance">
            {/* Off, or an Exchange version before 24x7 maintenance: nothing runs, not "0 MB/s". */}
            {server.bdmMbPerSec > 0 ? fmtMbPerSec(server.bdmMbPerSec) : 'not run'}
          </Row>
          <Row label="Threads per database">
            {fmtCount(server.threadsPerDatabase)}
            {server.autotuned ? ' (tuned)' : ''}
          </Row>
        </dl>
      )}
      {instance && (
        // A database's Jetstress instance: the figures its card shows, and the rest of them.
        <dl className="sp-figures" data-testid="instance-figures">
          {/*
            Two verdicts, each named for what it judges: the engine passes a database on its own
            latencies only, and Jetstress judges IO/s on the server's total. A bare "Result Pass"
            above a red "215 / 384 IO/s" read as the database's verdict on its IO/s.
          */}
          <Row label="Latency limits" tone={instance.pass ? 'ok' : 'bad'} testId="figure-instance-latency">
            {instance.pass ? 'Pass' : 'Fail'}
          </Row>
          <Row label="Achieved / target IOPS" tone={iopsTone(instance.achievedIops, instance.targetIops)}>
            {iopsPairText(instance.achievedIops, instance.targetIops)} IO/s
          </Row>
          {host && (
            <Row label="Host result" tone={host.pass ? 'ok' : 'bad'} testId="figure-host-result">
              {host.pass ? 'Pass' : 'Fail'}
            </Row>
          )}
          <Row label="DB read latency" tone={dbReadTone(instance.dbReadLatencyMs)}>
            {dbReadFigure(instance.dbReadLatencyMs).value}
          </Row>
          <Row label="Log write latency" tone={logWriteTone(instance.logWriteLatencyMs)}>
            {logWriteFigure(instance.logWriteLatencyMs).value}
          </Row>
          <Row label="DB reads / writes">
            {fmtIopsValue(instance.dbReadsPerSec)} / {fmtIopsValue(instance.dbWritesPerSec)} IO/s
          </Row>
          <Row label="Mailboxes · threads">
            {fmtCount(instance.mailboxes)} · {fmtCount(instance.threads)}
          </Row>
        </dl>
      )}
      {instance && host && (
        <p className="sp-muted sp-small" data-testid="instance-judged-on-host">
          Jetstress judges {host.name} as a whole, not each database: its IO/s against the sum of its databases&rsquo;
          targets, and every database&rsquo;s latencies.
        </p>
      )}
      {load && (
        <dl className="sp-figures">
          <Row label="Busy" tone={utilisationTone(load.utilisation)} testId="figure-util">
            {fmtRatio(load.utilisation)}
          </Row>
          <Row label="Throughput">
            {fmtIops(load.iops)} · {fmtMbPerSec(load.mbPerSec)}
          </Row>
          <Row label="Queue length">{fmtQueue(load.queueLength)}</Row>
          {/* An idle part has no visits to time: a dash, not "0.00 ms". */}
          <Row label="Time per visit">{load.iops > 0 ? fmtMs(load.responseMs) : '—'}</Row>
        </dl>
      )}
      {load?.driveSets && <DriveSets sets={load.driveSets} />}
      {capacity && 'usableGb' in capacity && (
        <>
          <dl className="sp-figures">
            <Row label="Drives">{capacity.drives}</Row>
            <Row label="Raw / usable">
              {fmtGb(capacity.rawGb)} / {fmtGb(capacity.usableGb)}
            </Row>
            <Row label="Given to LUNs">{fmtGb(capacity.allocatedGb)}</Row>
            <Row label={capacity.freeGb < 0 ? 'Over-allocated' : 'Free'} tone={capacity.fits ? 'ok' : 'bad'}>
              {fmtGb(Math.abs(capacity.freeGb))}
            </Row>
          </dl>
          {/* Where the usable figure comes from: right-sizing and reserves are not obvious. */}
          <p className="sp-muted sp-small" data-testid="usable-basis">
            Usable: {sentence(capacity.usableBasis)}
          </p>
        </>
      )}
      {capacity && 'usedPct' in capacity && need && (
        <>
          <dl className="sp-figures">
            <Row label="Needed" testId="figure-needed">
              {fmtNeeded(need.databasesGb, need.logsGb)}
            </Row>
            {need.freeGb > 0 && (
              // A share of what the LUN needs, not of its size: 20 % of a 520 GB LUN is not 146 GB.
              <Row label="Kept free" testId="figure-kept-free">
                {fmtGb(need.freeGb)} ({fmtPct(need.freePct)} of the {fmtGb(capacity.requiredGb)} the LUN needs)
              </Row>
            )}
            <Row label="Used" tone={capacity.fits ? 'ok' : 'bad'}>
              {fmtUsedShare(capacity.usedPct)} of {fmtGb(capacity.sizeGb)}
            </Row>
          </dl>
          {/* Why it needs that much: mailboxes, their size on disk, overheads, logs, free space. */}
          <p className="sp-muted sp-small" data-testid="required-basis">
            {capacity.requiredBasis}
          </p>
        </>
      )}
      {findings.length > 0 && (
        <ul className="sp-findings" data-testid="findings">
          {findings.map((f, i) => (
            <li key={`${f.code}-${i}`} className={`sp-finding sp-finding--${f.severity}`}>
              <p className="sp-finding__message">{f.message}</p>
              <p className="sp-finding__hint">{f.hint}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
