/**
 * The Compare view's table: metric names down the first column (fixed), one column of equal width
 * per candidate, the current design first. Each header names its candidate (renameable, whole in its
 * tooltip, never to another column's name), says where it came from and how far its evaluation is,
 * and offers Open and Remove.
 */
import { type ReactNode, useState } from 'react';

import { Verdict } from '../results/Verdict';
import { columnTitles, committedName, MAX_NAME_LENGTH, renameRefusal } from './columnName';
import type { CompareCell, CompareRow } from './compareRows';
import { COST_ROW_ID } from './costRow';

/** One column's header. */
export interface CompareColumn {
  /** Stable key; null for the current design (not renameable, not removable). */
  readonly id: number | null;
  readonly name: string;
  /** The whole name where `name` is a short one (a preset's title): the header's tooltip, the CSV's Design row. */
  readonly fullName?: string | null;
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

/** The difference's tooltip: from what, in what unit where `pp` would need explaining, and which way. */
function diffTitle(diff: string, tone: 'better' | 'worse' | null): string {
  const unit = diff.endsWith(' pp') ? ' in percentage points' : '';
  return `Difference from the first column${unit}${tone ? ` (${tone})` : ''}`;
}

function Cell({ cell, testId, bestRule }: { cell: CompareCell; testId: string; bestRule: string | undefined }) {
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
          <span
            className="sp-compare__best"
            title={bestRule ? `Best of the designs compared: the ${bestRule}` : 'Best of the designs compared'}
          >
            Best
          </span>
        )}
        {cell.diff && (
          <span
            className={`sp-compare__diff${cell.diffTone ? ` is-${cell.diffTone}` : ''}${cell.diff.endsWith('same') ? ' is-same' : ''}`}
            data-testid={`${testId}-diff`}
            title={diffTitle(cell.diff, cell.diffTone)}
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
  titles,
  ...on
}: { column: CompareColumn; index: number; titles: readonly string[] } & Omit<CompareTableProps, 'columns' | 'rows'>) {
  const { id } = column;
  // The name as the CSV writes it too (columnName.ts): never blank, never another column's.
  const name = titles[index] ?? column.name;
  const whole = column.fullName ?? name;
  // Whether the field holds as many characters as a name takes, so the cut is said, not silent.
  const [atLimit, setAtLimit] = useState(false);
  // Why the last rename was refused (another column's name), until the name is typed again.
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <th scope="col" className="sp-compare__head" data-testid={`compare-col-${index}`}>
      <div className="sp-compare__source" title={column.fullName ?? undefined}>
        {column.source}
      </div>
      {id === null ? (
        <div className="sp-compare__name" title={whole} data-testid={`compare-name-${index}`}>
          {name}
        </div>
      ) : (
        // The name wrapped to three lines, so two columns that differ at the end ("IBM N series, HBA
        // queue depth 16" and "… 256") read apart; the field over it takes the clicks and shows its
        // text only while it is edited (compare.css).
        <div className="sp-compare__name-wrap">
          <div className="sp-compare__name sp-compare__name--shown" aria-hidden="true">
            {name}
          </div>
          <input
            className="sp-compare__name sp-compare__name--edit"
            defaultValue={name}
            key={name}
            maxLength={MAX_NAME_LENGTH}
            title={`${whole} (click to rename; up to ${MAX_NAME_LENGTH} characters)`}
            aria-label={`Name of column ${index + 1}`}
            data-testid={`compare-name-${index}`}
            onChange={(e) => {
              setAtLimit(e.currentTarget.value.length >= MAX_NAME_LENGTH);
              setRefused(null);
            }}
            onBlur={(e) => {
              setAtLimit(false);
              const next = committedName(e.currentTarget.value, name);
              const refusal = next === name ? null : renameRefusal(next, index, titles);
              setRefused(refusal);
              // The field shows what the column is now called: a blank or a taken name puts the name back.
              e.currentTarget.value = refusal ? name : next;
              if (!refusal && next !== name) on.onRename(id, next);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
              if (e.key === 'Escape') {
                e.currentTarget.value = name;
                e.currentTarget.blur();
                e.stopPropagation();
              }
            }}
          />
        </div>
      )}
      {atLimit && (
        <div className="sp-compare__name-limit" role="status" data-testid={`compare-name-limit-${index}`}>
          {MAX_NAME_LENGTH} characters at most: the rest is cut.
        </div>
      )}
      {refused && (
        <div className="sp-compare__name-limit" role="alert" data-testid={`compare-name-refused-${index}`}>
          {refused}
        </div>
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
            aria-label={`Remove ${name}`}
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

/**
 * Under the table, for each row whose "best" is judged on something other than the figure shown
 * and where one is marked, what it is judged on: a "Best" beside the smaller IO/s must be
 * defensible without hovering; and for a row that marks none although its figures differ, why.
 */
function BestRules({ rows }: { rows: readonly CompareRow[] }) {
  const ruled = rows.filter((r) => r.bestRule && r.cells.some((c) => c.kind === 'value' && c.best));
  const unranked = rows.filter((r) => r.unranked);
  if (ruled.length === 0 && unranked.length === 0) return null;
  return (
    <div className="sp-compare__footnotes" data-testid="compare-best-rules">
      {ruled.map((r) => (
        <p key={r.id}>
          “Best” in {r.label}: the {r.bestRule}.
        </p>
      ))}
      {unranked.map((r) => (
        <p key={r.id} data-testid={`compare-unranked-${r.id}`}>
          {r.label}: {r.unranked}
        </p>
      ))}
    </div>
  );
}

/** The table. */
export function CompareTable({ columns, rows, onSetPrices, ...on }: CompareTableProps) {
  const titles = columnTitles(columns.map((c) => c.name));
  return (
    <>
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
              <Header key={c.id ?? 'current'} column={c} index={i} titles={titles} {...on} />
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
                <Cell
                  key={columns[i]?.id ?? 'current'}
                  cell={cell}
                  testId={`compare-${row.id}-${i}`}
                  bestRule={row.bestRule}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <BestRules rows={rows} />
    </>
  );
}
