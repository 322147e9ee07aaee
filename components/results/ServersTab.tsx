/**
 * Per server, a Jetstress-style table: threads (and whether Jetstress tuned them), target and
 * achieved transactional IOPS, database reads/s and writes/s, average database read, database
 * write and log write latency, and the verdict. A row opens to the server's criteria and its
 * databases (Jetstress instances). Latencies and achieved IOPS open their explanation. While a
 * failure is shown on the canvas the panel has it read the failure's report (reportSource.ts), under
 * a line that says so.
 */
import { Fragment, useState } from 'react';

import { FailureViewNotice } from './FailureViewNotice';
import { useReportSource } from './reportSource';
import { ServerDetails } from './ServerDetails';
import { ServerRow } from './ServerRow';
import { useResultsView } from './useResults';
import { TableScroll } from './TableScroll';

/** The tab. */
export function ServersTab() {
  const { report } = useResultsView();
  const failure = useReportSource() === 'failure';
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (!report) return null;
  if (report.servers.length === 0)
    return (
      <p className="sp-results__empty">
        No Exchange servers with databases yet: add a server and place a database on a LUN to get Jetstress figures.
      </p>
    );
  const toggle = (id: string): void =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const table = (
    <TableScroll label="Jetstress results by server" testId="servers-table-scroll">
      <table className="sp-table sp-table--servers" data-testid="servers-table">
        <thead>
          <tr>
            <th className="sp-table__text">Server</th>
            <th title="Jetstress threads per database">Threads / DB</th>
            <th>Target IOPS</th>
            <th>Achieved IOPS</th>
            <th>DB reads/s</th>
            <th>DB writes/s</th>
            <th title="Average database read latency">DB read</th>
            <th title="Average database write latency">DB write</th>
            <th title="Average log write latency">Log write</th>
            <th className="sp-table__text">Result</th>
          </tr>
        </thead>
        <tbody>
          {report.servers.map((s) => (
            <Fragment key={s.id}>
              <ServerRow server={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
              {open.has(s.id) && (
                <tr className="sp-table__details">
                  <td colSpan={10}>
                    <ServerDetails server={s} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  if (!failure) return table;
  return (
    <div className="sp-tab-fill">
      <FailureViewNotice />
      {table}
    </div>
  );
}
