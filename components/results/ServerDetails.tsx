/**
 * A server opened in the Jetstress table: every criterion the engine judged (value, comparator,
 * threshold, scope, verdict) and every database instance with its own figures. A criterion judged
 * yes or no (whether a database runs) reads "Runs: no (its reason)", with no numeric limit.
 */
import type { ServerResult } from '../../engine/ts/reportSchema';
import { fmtCount, fmtIops, fmtMs } from '../format';
import { isYesNo, YES_NO_LIMIT, yesNoWords } from '../../engine/ts/criterionWords';
import { dbReadFigure, logWriteFigure } from './judgedFigures';
import { criterionLimitFigure } from '../../src/report/sections/limitFigure';
import { dbReadTone, logWriteTone } from './tones';
import { Verdict } from './Verdict';

const comparatorText: Record<string, string> = { '<=': '≤', '>=': '≥', '<': '<', '>': '>' };

/** A criterion's cells: a figure against its limit, or a yes/no answer in words (`words`). */
interface CriterionCells {
  readonly name: string;
  readonly value: string;
  readonly limit: string;
  readonly words: boolean;
}

function criterionCells(c: ServerResult['criteria'][number]): CriterionCells {
  if (isYesNo(c)) {
    const words = yesNoWords(c);
    return { name: words.name, value: words.answer, limit: YES_NO_LIMIT, words: true };
  }
  // Value and limit read as the verdict does ("20.003 ms" against "≤ 20.000 ms"), and the limit is
  // never rounded ("5.63 MB/s" against "≥ 6.75 MB/s", as the test plan and the findings say it).
  const figure = criterionLimitFigure(c);
  return {
    name: c.label,
    value: figure.value,
    limit: `${comparatorText[c.comparator] ?? c.comparator} ${figure.limit}`,
    words: false,
  };
}

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
            {s.criteria.map((c, i) => {
              const cells = criterionCells(c);
              return (
                <tr key={`${c.id}-${c.scope}-${i}`} data-testid="criterion-row">
                  <td className="sp-table__text">{cells.name}</td>
                  <td className="sp-table__text sp-muted">{c.scope}</td>
                  <td className={cells.words ? 'sp-table__text' : undefined}>{cells.value}</td>
                  <td className={cells.words ? 'sp-muted' : undefined}>{cells.limit}</td>
                  <td className="sp-table__text">
                    <Verdict pass={c.pass} warnOnly={c.warningOnly} />
                  </td>
                </tr>
              );
            })}
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
                <td className={`sp-tone--${dbReadTone(i.dbReadLatencyMs, s.criteria)}`}>
                  {dbReadFigure(i.dbReadLatencyMs, s.criteria).value}
                </td>
                <td>{fmtMs(i.dbWriteLatencyMs)}</td>
                <td>{fmtIops(i.logWritesPerSec)}</td>
                <td className={`sp-tone--${logWriteTone(i.logWriteLatencyMs, s.criteria)}`}>
                  {logWriteFigure(i.logWriteLatencyMs, s.criteria).value}
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
