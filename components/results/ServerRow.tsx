/** One server's row in the Jetstress table. */
import type { ServerResult } from '../../engine/ts/reportSchema';
import { failedOver, offlineReasons } from '../../src/store/selectors';
import { runsNone } from '../../src/plan/hostRuns';
import { Figure } from './Figure';
import { fmtCount, fmtIops, fmtMs } from '../format';
import { dbReadFigure, iopsFigure, logWriteFigure } from './judgedFigures';
import { failingInstancesNote } from './latencyNote';
import { instanceVerdicts, iopsTone, serverDbReadTone, serverLogWriteTone, type InstanceLatency } from './tones';
import { serverFigureId, useSelectComponents } from './useResults';
import { Verdict } from './Verdict';

/** Why a server's threads read "Does not run". */
const IDLE_TITLE = 'None of its databases runs on it in this state, so Jetstress runs no threads here.';

/** Props of `ServerRow`. */
export interface ServerRowProps {
  readonly server: ServerResult;
  readonly open: boolean;
  readonly onToggle: () => void;
}

/** The row. */
export function ServerRow({ server: s, open, onToggle }: ServerRowProps) {
  const select = useSelectComponents();
  const failing = s.criteria.filter((c) => !c.pass && !c.warningOnly);
  const id = (metric: string): string => serverFigureId(s.id, metric);
  // None of its databases runs (its server failed, in the failure shown): no latency to give.
  const down = s.instances.length > 0 && offlineReasons(s).size === s.instances.length;
  // Its server failed and its DAG runs every database on another member, which carries them.
  const moved = s.instances.length > 0 && failedOver(s).length === s.instances.length;
  // Jetstress does not run on it at all: "0 autotuned" threads read as a tuning result.
  const idle = runsNone(s);
  // Beside the verdict, with the decimals it needs (a failing 20.003 ms does not read "20.0 ms").
  const latency = (text: string): string => (down ? 'Offline' : text);
  const iops = iopsFigure(s.achievedIops, s.targetIops);
  // An average Jetstress judges per database: red, and its tooltip says which of them fail.
  const averageOf = (what: string, kind: InstanceLatency): string => {
    const note = failingInstancesNote(instanceVerdicts(s.criteria, kind));
    return note ? `${what} (${note})` : what;
  };
  return (
    <tr className={open ? 'is-open' : undefined} data-testid={`server-row-${s.id}`}>
      <td className="sp-table__text">
        <button
          type="button"
          className="sp-disclosure"
          aria-expanded={open}
          onClick={onToggle}
          title={open ? 'Hide criteria and databases' : 'Show criteria and databases'}
          data-testid={`server-toggle-${s.id}`}
        >
          <span className="sp-disclosure__chevron" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="sp-link sp-table__name"
          onClick={() => select([s.id])}
          title={`${s.name}: select on the canvas`}
        >
          {s.name}
        </button>
      </td>
      <td>
        {idle ? (
          <span className="sp-muted" title={IDLE_TITLE} data-testid={`server-threads-${s.id}`}>
            Does not run
          </span>
        ) : (
          fmtCount(s.threadsPerDatabase)
        )}
        {s.autotuned && !idle && (
          <span
            className="sp-tag"
            title="Jetstress tunes the thread count automatically; the engine modelled the tuning"
          >
            autotuned
          </span>
        )}
      </td>
      <td>{iops.limit}</td>
      <td>
        <Figure
          explain={id('achievedIops')}
          tone={iopsTone(s.achievedIops, s.targetIops)}
          label="Achieved transactional IOPS"
          testId={`figure-${s.id}-achievedIops`}
        >
          {iops.value}
        </Figure>
      </td>
      <td>{fmtIops(s.dbReadsPerSec)}</td>
      <td>{fmtIops(s.dbWritesPerSec)}</td>
      <td>
        <Figure
          explain={id('dbReadLatencyMs')}
          tone={down ? 'bad' : serverDbReadTone(s)}
          label={averageOf('Average database read latency', 'dbReadLatency')}
          testId={`figure-${s.id}-dbReadLatencyMs`}
        >
          {latency(dbReadFigure(s.dbReadLatencyMs, s.criteria).value)}
        </Figure>
      </td>
      <td>
        <Figure
          explain={id('dbWriteLatencyMs')}
          label="Average database write latency"
          testId={`figure-${s.id}-dbWriteLatencyMs`}
        >
          {latency(fmtMs(s.dbWriteLatencyMs))}
        </Figure>
      </td>
      <td>
        <Figure
          explain={id('logWriteLatencyMs')}
          tone={down ? 'bad' : serverLogWriteTone(s)}
          label={averageOf('Average log write latency', 'logWriteLatency')}
          testId={`figure-${s.id}-logWriteLatencyMs`}
        >
          {latency(logWriteFigure(s.logWriteLatencyMs, s.criteria).value)}
        </Figure>
      </td>
      <td className="sp-table__text">
        {moved ? (
          <span
            className="sp-verdict sp-verdict--neutral"
            data-testid={`server-pass-${s.id}`}
            title="Its server failed: another member of its DAG runs its databases, and is judged against their targets."
          >
            Failed over
          </span>
        ) : (
          <Verdict
            pass={s.pass}
            testId={`server-pass-${s.id}`}
            title={failing.length ? `Fails: ${[...new Set(failing.map((c) => c.label))].join('; ')}` : undefined}
          />
        )}
      </td>
    </tr>
  );
}
