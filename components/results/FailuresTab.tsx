/**
 * Every single failure the engine evaluated: whether the design survives it (every database still
 * served), the IOPS it still achieves, the worst DB read and log write latency, the verdict,
 * headroom, rebuild time, and notes under the scenario's name. The worst single failure is named at
 * the top and highlighted; failing scenarios come first. A name selects the failed component;
 * "Show" beside it shows the whole design in that failure on the canvas (failureView.ts), and
 * again leaves it. A design with no failure to evaluate says what to add, as the Servers tab does,
 * instead of "Only scenarios that fail (0 of 0)" over bare column headers.
 */
import { useState } from 'react';

import type { Report } from '../../engine/ts/reportSchema';
import { fmtCount, fmtHours, fmtPct } from '../format';
import { dbReadFigure, iopsFigure, logWriteFigure } from './judgedFigures';
import { PendingNote } from './PendingNote';
import { dbReadTone, iopsTone, logWriteTone } from './tones';
import { useResultsView, useSelectComponents } from './useResults';
import { Verdict } from './Verdict';
import { TableScroll } from './TableScroll';
import { useDesign } from '../state/DesignContext';
import { ShowFailureButton } from './ShowFailureButton';
import { orderScenarios, scenarioNotes } from './scenarioText';

/** What the tab says when the report evaluated no single failure. */
function noFailuresText(report: Pick<Report, 'servers' | 'valid'>): string {
  if (report.servers.length === 0)
    return 'No Exchange servers with databases yet: add a server and place a database on a LUN, and each single failure (a server, HBA, switch, controller or a drive of a RAID group) is evaluated here.';
  return report.valid
    ? 'No single failure was evaluated for this design.'
    : 'No single failure was evaluated: the engine cannot evaluate this design as it is drawn (the Findings tab says why).';
}

/** The tab. */
export function FailuresTab() {
  const { report, fullPending } = useResultsView();
  const select = useSelectComponents();
  const shownId = useDesign((st) => st.failureView?.scenarioId ?? null);
  const [failingOnly, setFailingOnly] = useState(false);
  if (!report) return null;
  if (fullPending && report.scenarios.length === 0) return <PendingNote />;
  if (report.scenarios.length === 0)
    return (
      <p className="sp-results__empty" data-testid="failures-empty">
        {noFailuresText(report)}
      </p>
    );
  const criteria = report.servers[0]?.criteria ?? [];
  const worstId = report.worstFailure?.scenarioId ?? null;
  const failing = report.scenarios.filter((s) => !s.pass || !s.survivable).length;
  const rows = orderScenarios(report.scenarios, worstId).filter((s) => !failingOnly || !s.pass || !s.survivable);
  return (
    <div className="sp-failures sp-tab-fill" data-testid="failures">
      {fullPending && <PendingNote compact />}
      {report.worstFailure && (
        <p className="sp-worst" data-testid="worst-failure">
          <span className="sp-worst__label">Worst single failure</span>
          <strong>{report.worstFailure.label}</strong> — {report.worstFailure.reason}
          {report.worstFailure.headroomPct !== null && ` · headroom ${fmtPct(report.worstFailure.headroomPct)}`}
        </p>
      )}
      <div className="sp-failures__filter">
        <label className="sp-check">
          <input type="checkbox" checked={failingOnly} onChange={(e) => setFailingOnly(e.target.checked)} />
          Only scenarios that fail ({fmtCount(failing)} of {fmtCount(report.scenarios.length)})
        </label>
      </div>
      <TableScroll label="Single failures" testId="failures-table-scroll">
        <table className="sp-table sp-table--failures">
          <thead>
            <tr>
              <th className="sp-table__text">Scenario</th>
              <th className="sp-table__text" title="Every database is still served">
                Survivable
              </th>
              <th>Achieved IOPS</th>
              <th title="Worst average database read latency over the servers">Worst DB read</th>
              <th title="Worst average log write latency over the servers">Worst log write</th>
              <th className="sp-table__text">Result</th>
              <th title="IOPS above the target before a criterion fails; only a scenario that passes has any">
                Headroom
              </th>
              <th>Rebuild</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => {
              const notes = scenarioNotes(s);
              // Beside the verdict, with the decimals it needs: a failing 20.003 ms is not "20.0 ms".
              const iops = iopsFigure(s.achievedIops, s.targetIops);
              return (
                <tr
                  key={s.id}
                  className={[s.id === worstId ? 'is-worst' : '', s.id === shownId ? 'is-shown' : ''].join(' ').trim()}
                  data-testid="scenario-row"
                  data-scenario={s.id}
                >
                  <td className="sp-table__text">
                    <ShowFailureButton scenario={s} />
                    {s.id === worstId && <span className="sp-tag sp-tag--bad">worst</span>}
                    <button
                      type="button"
                      className="sp-link"
                      onClick={() => select([s.componentId])}
                      title="Select the failed component"
                    >
                      {s.label}
                    </button>
                    {notes && <span className="sp-table__notes">{notes}</span>}
                  </td>
                  <td className="sp-table__text">
                    <Verdict pass={s.survivable} yes="Yes" no="No" />
                  </td>
                  <td className={`sp-tone--${iopsTone(s.achievedIops, s.targetIops)}`} title={`Target ${iops.limit}`}>
                    {iops.value}
                  </td>
                  <td className={`sp-tone--${dbReadTone(s.worstDbReadLatencyMs, criteria)}`}>
                    {dbReadFigure(s.worstDbReadLatencyMs, criteria).value}
                  </td>
                  <td className={`sp-tone--${logWriteTone(s.worstLogWriteLatencyMs, criteria)}`}>
                    {logWriteFigure(s.worstLogWriteLatencyMs, criteria).value}
                  </td>
                  <td className="sp-table__text">
                    <Verdict pass={s.pass} />
                  </td>
                  <td>{s.headroom && s.pass ? fmtPct(s.headroom.iopsPct) : '—'}</td>
                  <td
                    title={
                      s.rebuildIdleHours === null
                        ? undefined
                        : `Under this load. On otherwise idle drives: ${fmtHours(s.rebuildIdleHours)}.`
                    }
                  >
                    {fmtHours(s.rebuildHours)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
