/**
 * Published vs predicted: every figure the preset's source published, the engine's prediction, the
 * error and whether it is within issue 5's tolerance (IOPS ±15 %, DB read ±max(2 ms, 20 %), log
 * write ±max(1 ms, 50 %), the same pass/fail); then what was not published and the readings taken.
 * Figures measured on the built system, imported from a Jetstress report, are compared the same way.
 */
import { isImported } from '../../src/jetstress/toPublished';
import { sourceLines, sourceTitle } from '../../src/validation/citation';
import { comparePublished, summarise } from './publishedCompare';
import { ProvenanceNotes } from './ProvenanceNotes';
import { PublishedRowView } from './PublishedRowView';
import { useResultsView } from './useResults';
import { useDesign } from '../state/DesignContext';
import { fmtCount } from '../format';
import { TableScroll } from './TableScroll';

/** The tab. */
export function PublishedTab() {
  const { report, fullPending } = useResultsView();
  const meta = useDesign((s) => s.doc.meta);
  // Changed since opened in what the figures depend on (components, links, workload): an import
  // of measured figures changes only the file's metadata. The revision starts at 1 per document.
  const edited = useDesign((s) => s.dirty && s.revision > 1);
  const published = meta.published ?? [];
  // Figures imported from a Jetstress report of the built system (importJetstress) sit beside
  // those of a preset's source.
  const measured = published.some(isImported);
  const rows = report ? comparePublished(meta, report, !fullPending) : [];
  const sum = summarise(rows);
  const lines = meta.source ? sourceLines(meta.source) : null;
  return (
    <div className="sp-published" data-testid="published">
      {/* The source by its title and lines: a seed document's file name is internal. */}
      {meta.source && (
        <p className="sp-results__lead" data-testid="published-source">
          Source: <strong>{sourceTitle(meta.source)}</strong>
          {lines && <span className="sp-muted"> ({lines})</span>}
        </p>
      )}
      {report && published.length > 0 && (
        <p className="sp-published__summary" data-testid="published-summary">
          <strong className={sum.outside ? 'sp-tone--bad' : 'sp-tone--ok'}>
            {fmtCount(sum.within)} of {fmtCount(sum.checked)}
          </strong>{' '}
          {sum.checked === 1 ? 'figure' : 'figures'} with a tolerance {sum.within === 1 ? 'is' : 'are'} within it
          {sum.pending > 0 && `; ${fmtCount(sum.pending)} waiting for the failure analysis`}. Figures with no tolerance
          show their error alone.
          {edited && (
            <span className="sp-published__edited">
              {' '}
              You have changed this design since it was opened: the published figures describe the configuration as
              tested.
            </span>
          )}
        </p>
      )}
      {published.length === 0 ? (
        <p className="sp-results__empty">This design carries no published results to compare with.</p>
      ) : (
        <TableScroll label="Published figures against the prediction" testId="published-table-scroll">
          <table className="sp-table sp-table--published">
            <thead>
              <tr>
                <th className="sp-table__text">{measured ? 'Published or measured figure' : 'Published figure'}</th>
                <th>{measured ? 'Published / measured' : 'Published'}</th>
                <th className="sp-table__text">Source</th>
                <th>Predicted</th>
                <th>Error</th>
                <th className="sp-table__text">Tolerance</th>
                <th className="sp-table__text">Verdict</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <PublishedRowView key={r.figure.id} row={r} source={meta.source} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ProvenanceNotes meta={meta} />
    </div>
  );
}
