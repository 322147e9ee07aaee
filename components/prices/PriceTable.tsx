/**
 * The Price list dialog's table: one row per price key, with the BOM lines it prices, the part
 * number (or, for a line without one, a dash and under its description the line key the price is
 * saved under, so the user sees exactly which line a price goes to), the description, the quantity, the unit price field and the
 * extended price, and the total of the priced rows. Stateless: the dialog holds what is typed.
 */
import { fmtMoney } from '../format';
import type { ParsedPrice, PriceRow } from './priceRows';

/** `3`, `3, 5`: the BOM lines a row prices. */
const lineList = (lines: readonly number[]): string => lines.join(', ');

/** What the table needs from the dialog. */
export interface PriceTableProps {
  readonly rows: readonly PriceRow[];
  readonly currency: string;
  /** The field's text of a key. */
  readonly textOf: (key: string) => string;
  readonly parsed: ReadonlyMap<string, ParsedPrice>;
  /** Whether a key's message is shown (after Save, or once its field was left). */
  readonly showError: (key: string) => boolean;
  readonly onType: (key: string, text: string) => void;
  readonly onLeave: (key: string) => void;
  /** Total of the priced rows [currency units]. */
  readonly total: number;
}

/** The table. */
export function PriceTable({ rows, currency, textOf, parsed, showError, onType, onLeave, total }: PriceTableProps) {
  return (
    <div className="sp-prices__scroll">
      <table className="sp-table sp-prices__table" data-testid="prices-table">
        <thead>
          <tr>
            <th scope="col" title="The bill of materials' line numbers this price applies to">
              BOM line
            </th>
            <th scope="col" className="sp-table__text">
              Part number
            </th>
            <th scope="col" className="sp-table__text">
              Description
            </th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price ({currency})</th>
            <th scope="col">Extended ({currency})</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const p = parsed.get(r.key)!;
            const error = !p.ok && showError(r.key) ? p.error : null;
            const what = r.partNumber || r.description;
            return (
              <tr
                key={r.key}
                data-testid={`prices-row-${i}`}
                data-key={r.key}
                {...(r.partNumber ? { 'data-part': r.partNumber } : {})}
              >
                <td data-testid={`prices-lines-${i}`}>{lineList(r.lines)}</td>
                {r.partNumber ? (
                  <td className="sp-table__text sp-prices__part">{r.partNumber}</td>
                ) : (
                  <td className="sp-table__text sp-prices__nopart" title="No part number: priced by its line key">
                    —
                  </td>
                )}
                <td className="sp-table__text sp-prices__desc" title={r.description}>
                  <div className="sp-prices__desc-text">{r.description}</div>
                  {!r.partNumber && (
                    <div className="sp-prices__key" data-testid={`prices-key-${i}`}>
                      No part number: priced as &ldquo;{r.key}&rdquo;
                    </div>
                  )}
                </td>
                <td>{r.quantity.toLocaleString('en-US')}</td>
                <td>
                  <input
                    id={`sp-price-${i}`}
                    className={`sp-input sp-prices__input${error ? ' is-invalid' : ''}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={textOf(r.key)}
                    placeholder="no price"
                    aria-label={`Unit price of ${what} in ${currency}`}
                    aria-invalid={error !== null}
                    aria-describedby={error ? `sp-price-${i}-error` : undefined}
                    onChange={(e) => onType(r.key, e.target.value)}
                    onBlur={() => onLeave(r.key)}
                    data-testid={`prices-input-${i}`}
                  />
                  {error && (
                    <div
                      className="sp-field__error"
                      id={`sp-price-${i}-error`}
                      role="alert"
                      data-testid={`prices-error-${i}`}
                    >
                      {error}
                    </div>
                  )}
                </td>
                <td data-testid={`prices-ext-${i}`}>
                  {p.ok && p.value !== null ? fmtMoney(p.value * r.quantity, currency) : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Total of the priced lines
            </th>
            <td data-testid="prices-total">{fmtMoney(total, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
