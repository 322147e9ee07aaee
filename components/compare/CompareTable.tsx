/**
 * The Compare view's table: metric names down the first column (fixed), one column of equal width
 * per candidate, the current design first. Each header names its candidate (renameable, whole in its
 * tooltip), says where it came from and how far its evaluation is, and offers Open and Remove.
 */
import type { ReactNode } from 'react';

import { Verdict } from '../results/Verdict';
import type { CompareCell, CompareRow } from './compareRows';
import { COST_ROW_ID } from './costRow';

/** One column's header. */
export interface CompareColumn {
  /** Stable key; null for the current design (not renameable, not removable). */
  readonly id: number | null;
  readonly name: string;
  /** Where it came from: "Current design (live)", "Snapshot", "Preset", "Design file". */
  readonly source: string;
  /** A line under the name: evaluating, or why it failed; null when figures are shown. */
  readonly status: { readonly text: string; readonly tone: 'pending' | 'bad' } | null;
}

/** Props of `CompareTable`. */
export interface CompareTableProps {
  readonly columns: readonly CompareColumn[];
  readonly rows: readonly CompareRow[];
  readonly onRename: (id: number, name: string) => void;
  readonly onRemove: (id: number) => void;
  readonly onOpen: (id: number) => void;
  /** Opens the price list (the Cost row's "Set prices…"); no button without it. */
  readonly onSetPrices?: () => void;
}

function Cell({ cell, testId }: { cell: CompareCell; testId: string }) {
  if (cell.kind === 'pending')
    return (
      <td className="sp-compare__cell is-pending" data-testid={testId} data-state="pending">
        <span className="sp-spinner" aria-hidden="true" />
        {cell.text}
      </td>
    );
  if (cell.kind === 'missing')
    return (
      <td className="sp-compare__cell sp-muted" data-testid={testId} data-state="missing">
        {cell.text}
      </td>
    );
  const tone = cell.tone ? ` sp-tone--${cell.tone}` : '';
  let main: ReactNode = <span className={`sp-compare__value${tone}`}>{cell.text}</span>;
  if (cell.pass !== undefined) main = <Verdict pass={cell.pass} yes={cell.text} no={cell.text} />;
  return (
    <td
      className={`sp-compare__cell${cell.best ? ' is-best' : ''}`}
      data-testid={testId}
      data-state="value"
      title={cell.title ?? undefined}
    >
      <div className="sp-compare__line">
        <span className="sp-compare__main" data-testid={`${testId}-value`}>
          {main}
        </span>
        {cell.best && (
          <span className="sp-compare__best" title="Best of the designs compared">
            Best
          </span>
        )}
        {cell.diff && (
          <span
            className={`sp-compare__diff${cell.diffTone ? ` is-${cell.diffTone}` : ''}${cell.diff.endsWith('same') ? ' is-same' : ''}`}
            data-testid={`${testId}-diff`}
            title={
              cell.diffTone
                ? `Difference from the first column (${cell.diffTone === 'better' ? 'better' : 'worse'})`
                : 'Difference from the first column'
            }
          >
            {cell.diff}
          </span>
        )}
      </div>
      {cell.detail && <div className="sp-compare__detail">{cell.detail}</div>}
    </td>
  );
}

function Header({
  column,
  index,
  ...on
}: { column: CompareColumn; index: number } & Omit<CompareTableProps, 'columns' | 'rows'>) {
  const { id } = column;
  return (
    <th scope="col" className="sp-compare__head" data-testid={`compare-col-${index}`}>
      <div className="sp-compare__source">{column.source}</div>
      {id === null ? (
        <div className="sp-compare__name" title={column.name} data-testid={`compare-name-${index}`}>
          {column.name}
        </div>
      ) : (
        <input
          className="sp-compare__name sp-compare__name--edit"
          defaultValue={column.name}
          key={column.name}
          title={`${column.name} (click to rename)`}
          aria-label={`Name of column ${index + 1}`}
          data-testid={`compare-name-${index}`}
          onBlur={(e) => on.onRename(id, e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') {
              e.currentTarget.value = column.name;
              e.currentTarget.blur();
              e.stopPropagation();
            }
          }}
        />
      )}
      {column.status && (
        <div
          className={`sp-compare__status sp-compare__status--${column.status.tone}`}
          title={column.status.text}
          data-testid={`compare-status-${index}`}
        >
          {column.status.tone === 'pending' && <span className="sp-spinner" aria-hidden="true" />}
          {column.status.text}
        </div>
      )}
      {id !== null && (
        <div className="sp-compare__actions">
          <button
            type="button"
            className="sp-btn sp-btn--small sp-btn--ghost"
            onClick={() => on.onOpen(id)}
            title="Open this design for editing (asks first if the current one has unsaved changes)"
            data-testid={`compare-open-${index}`}
          >
            Open
          </button>
          <button
            type="button"
            className="sp-btn sp-btn--small sp-btn--ghost"
            onClick={() => on.onRemove(id)}
            aria-label={`Remove ${column.name}`}
            title="Remove this column"
            data-testid={`compare-remove-${index}`}
          >
            Remove
          </button>
        </div>
      )}
    </th>
  );
}

/** The table. */
export function CompareTable({ columns, rows, onSetPrices, ...on }: CompareTableProps) {
  return (
    <table className="sp-table sp-compare__table" data-testid="compare-table">
      <colgroup>
        <col className="sp-compare__labels" />
        {columns.map((c, i) => (
          <col key={c.id ?? 'current'} className={i === 0 ? 'sp-compare__first' : undefined} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className="sp-compare__corner">
            Figure
          </th>
          {columns.map((c, i) => (
            <Header key={c.id ?? 'current'} column={c} index={i} {...on} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid={`compare-row-${row.id}`}>
            <th scope="row" className="sp-compare__label" title={row.note}>
              {row.label}
              {row.id === COST_ROW_ID && onSetPrices && (
                <button
                  type="button"
                  className="sp-btn sp-btn--small sp-btn--ghost sp-compare__row-action"
                  onClick={onSetPrices}
                  title="Enter or change the current design's unit prices; every column is costed with them"
                  data-testid="compare-set-prices"
                >
                  Set prices…
                </button>
              )}
            </th>
            {row.cells.map((cell, i) => (
              <Cell key={columns[i]?.id ?? 'current'} cell={cell} testId={`compare-${row.id}-${i}`} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
