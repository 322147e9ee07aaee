/** One published figure beside its prediction, error and tolerance verdict. */
import type { Meta } from '../../src/schema/provenance';
import { DASH, fmtSignedRatio, fmtSignedValue } from '../format';
import { type PublishedRow, sourceText, statusText, valueText } from './publishedCompare';

/** The row. */
export function PublishedRowView({ row, source }: { row: PublishedRow; source: Meta['source'] }) {
  const { figure: f, predicted } = row;
  const underFailure = f.failedComponentId !== undefined;
  const boolTone = typeof f.value === 'boolean' ? (f.value ? 'ok' : 'bad') : 'neutral';
  return (
    <tr data-testid={`published-row-${f.id}`} data-status={row.status} data-metric={f.metric}>
      <td className="sp-table__text">
        <span className="sp-published__label">{f.label}</span>
        {row.scenario && <span className="sp-published__scenario">compared with: {row.scenario.label}</span>}
      </td>
      <td className={`sp-published__value sp-tone--${boolTone}`} data-testid="published-value">
        {valueText(f.value, f.unit, underFailure)}
      </td>
      <td
        className="sp-table__text sp-published__source"
        title={`${sourceText(f.source, source)}${f.source.quote ? `:\n“${f.source.quote}”` : ''}`}
      >
        {sourceText(f.source, source)}
      </td>
      <td className="sp-published__value" data-testid="published-predicted" title={row.note ?? undefined}>
        {valueText(predicted, f.unit, underFailure)}
      </td>
      <td className="sp-published__error">
        {row.errorAbs === null ? (
          DASH
        ) : (
          <>
            {fmtSignedValue(row.errorAbs, f.unit)}
            <span className="sp-muted"> ({fmtSignedRatio(row.errorRel)})</span>
          </>
        )}
      </td>
      <td className="sp-table__text sp-muted">{row.tolerance ?? DASH}</td>
      <td className="sp-table__text">
        <span className={`sp-status-chip sp-status-chip--${row.status}`} title={row.note ?? undefined}>
          {row.status === 'pending' && <span className="sp-spinner" aria-hidden="true" />}
          {statusText[row.status]}
        </span>
      </td>
    </tr>
  );
}
