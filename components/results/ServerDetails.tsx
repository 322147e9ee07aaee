/**
 * A server opened in the Jetstress table: every criterion the engine judged (value, comparator,
 * threshold, scope, verdict) and every database instance with its own figures.
 */
import type { ServerResult } from '../../engine/ts/reportSchema';
import { fmtCount, fmtIops, fmtMs, fmtValue } from '../format';
import { dbReadTone, logWriteTone } from './tones';
import { Verdict } from './Verdict';

const comparatorText: Record<string, string> = { '<=': '≤', '>=': '≥', '<': '<', '>': '>', '==': '=' };

/** The details. */
export function ServerDetails({ server: s }: { server: ServerResult }) {
  return (
    <div className="sp-server-details" data-testid={`server-details-${s.id}`}>
      <section>
        <h4 className="sp-subtitle">Criteria</h4>
        <table className="sp-table sp-table--inner">
          <thead>
            <tr>
              <th className="sp-table__text">Criterion</th>
              <th className="sp-table__text">Scope</th>
              <th>Value</th>
              <th>Limit</th>
              <th className="sp-table__text">Result</th>
            </tr>
          </thead>
          <tbody>
            {s.criteria.map((c, i) => (
              <tr key={`${c.id}-${c.scope}-${i}`} data-testid="criterion-row">
                <td className="sp-table__text">{c.label}</td>
                <td className="sp-table__text sp-muted">{c.scope}</td>
                <td>{fmtValue(c.value, c.unit)}</td>
                <td>
                  {comparatorText[c.comparator] ?? c.comparator} {fmtValue(c.threshold, c.unit)}
                </td>
                <td className="sp-table__text">
                  <Verdict pass={c.pass} warnOnly={c.warningOnly} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h4 className="sp-subtitle">Databases (Jetstress instances)</h4>
        <table className="sp-table sp-table--inner">
          <thead>
            <tr>
              <th className="sp-table__text">Database</th>
              <th>Mailboxes</th>
              <th>Threads</th>
              <th>Target IOPS</th>
              <th>Achieved IOPS</th>
              <th>DB reads/s</th>
              <th>DB writes/s</th>
              <th>DB read</th>
              <th>DB write</th>
              <th>Log writes/s</th>
              <th>Log write</th>
              <th className="sp-table__text">Result</th>
            </tr>
          </thead>
          <tbody>
            {s.instances.map((i) => (
              <tr key={i.id} data-testid="instance-row">
                <td className="sp-table__text">{i.name}</td>
                <td>{fmtCount(i.mailboxes)}</td>
                <td>{fmtCount(i.threads)}</td>
                <td>{fmtIops(i.targetIops)}</td>
                <td>{fmtIops(i.achievedIops)}</td>
                <td>{fmtIops(i.dbReadsPerSec)}</td>
                <td>{fmtIops(i.dbWritesPerSec)}</td>
                <td className={`sp-tone--${dbReadTone(i.dbReadLatencyMs, s.criteria)}`}>{fmtMs(i.dbReadLatencyMs)}</td>
                <td>{fmtMs(i.dbWriteLatencyMs)}</td>
                <td>{fmtIops(i.logWritesPerSec)}</td>
                <td className={`sp-tone--${logWriteTone(i.logWriteLatencyMs, s.criteria)}`}>
                  {fmtMs(i.logWriteLatencyMs)}
                </td>
                <td className="sp-table__text">
                  <Verdict pass={i.pass} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
