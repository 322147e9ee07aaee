/**
 * The Price list dialog (Export ▸ Price list…, or Set prices… in the Compare view's Cost row): the
 * user's own unit price for each part number of the current design's bill of materials, in one
 * currency, with each line's extended price and the total as they type. Spindle has no price
 * source: every field starts blank unless the design's list already has a price for that part.
 * Save is one undo step (`setPrices`); a field that is not a price says why beside it and nothing
 * is saved until it is fixed or cleared. A click beside the dialog does not close it while a typed
 * price is unsaved (a stray click lost them all); Cancel and Esc still do.
 */
import '../results/tables.css';
import './prices.css';

import { type FormEvent, useMemo, useState } from 'react';

import { buildBom } from '../../src/bom';
import { DEFAULT_CURRENCY } from '../../src/schema/prices';
import { Dialog } from '../chrome/Dialog';
import { useCatalog, useDesign, useDispatcher } from '../state/DesignContext';
import { fmtMoney } from '../format';
import { type ParsedPrice, parseCurrency, parsePrice, priceRows } from './priceRows';
import { closePriceList, usePriceListOpen } from './pricesDialogState';

/** The dialog while it is open. */
export function PricesDialogHost() {
  return usePriceListOpen() ? <PricesDialog onClose={closePriceList} /> : null;
}

/** Text of a stored price in its field: as typed, without thousands separators. */
const fieldText = (n: number | undefined): string => (n === undefined ? '' : String(n));

/** The dialog. */
export function PricesDialog({ onClose }: { onClose: () => void }) {
  const catalog = useCatalog();
  const components = useDesign((s) => s.doc.components);
  const links = useDesign((s) => s.doc.links);
  const stored = useDesign((s) => s.doc.prices);
  const dispatcher = useDispatcher();
  const { rows, withoutPartNumber } = useMemo(
    () =>
      catalog
        ? priceRows(buildBom({ components: [...components], links: [...links] }, catalog))
        : { rows: [], withoutPartNumber: 0 },
    [catalog, components, links],
  );
  const [currencyText, setCurrencyText] = useState(stored?.currency ?? DEFAULT_CURRENCY);
  /** What the user typed, by part number; a field not typed in shows the stored price. */
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const textOf = (pn: string): string => edits[pn] ?? fieldText(stored?.unitPrices[pn]);
  /** Whether Save was pressed: messages show from then on, and as soon as a field is left. */
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);

  const currency = parseCurrency(currencyText);
  const shownCurrency = currency.ok ? currency.value : DEFAULT_CURRENCY;
  const parsed = new Map<string, ParsedPrice>(
    rows.map((r) => [r.partNumber, parsePrice(textOf(r.partNumber), shownCurrency)]),
  );
  // Prices for parts not in this design (removed, or from a list reused across designs) are kept.
  const kept = Object.entries(stored?.unitPrices ?? {}).filter(([pn]) => !parsed.has(pn));
  let total = 0;
  let unpriced = withoutPartNumber;
  for (const r of rows) {
    const p = parsed.get(r.partNumber);
    if (p?.ok && p.value !== null) total += p.value * r.quantity;
    else unpriced++;
  }
  const showError = (key: string): boolean => tried || touched.has(key);
  // Whether Cancel would throw away something typed: a price or the currency changed from the list.
  const unsaved =
    currencyText !== (stored?.currency ?? DEFAULT_CURRENCY) ||
    Object.entries(edits).some(([pn, text]) => text !== fieldText(stored?.unitPrices[pn]));

  const save = (e?: FormEvent): void => {
    e?.preventDefault();
    setTried(true);
    setRefusal(null);
    const bad = [...parsed].find(([, p]) => !p.ok);
    if (!currency.ok || bad) {
      const id = !currency.ok ? 'sp-prices-currency' : `sp-price-${rows.findIndex((r) => r.partNumber === bad![0])}`;
      document.getElementById(id)?.focus();
      return;
    }
    const unitPrices: Record<string, number> = Object.fromEntries(kept);
    for (const [pn, p] of parsed) if (p.ok && p.value !== null) unitPrices[pn] = p.value;
    const r = dispatcher.dispatch('setPrices', { currency: currency.value, unitPrices });
    if (r instanceof Promise || r.ok) return onClose();
    setRefusal(`${r.reason} ${r.hint}`);
  };

  return (
    <Dialog
      title="Price list"
      onCancel={onClose}
      testId="prices-dialog"
      unsavedNote={unsaved ? 'Your changes are not saved: Save prices keeps them, Cancel discards them.' : null}
      actions={
        <>
          <button type="button" className="sp-btn" onClick={onClose} data-testid="prices-cancel">
            Cancel
          </button>
          <button type="button" className="sp-btn sp-btn--primary" onClick={() => save()} data-testid="prices-save">
            Save prices
          </button>
        </>
      }
    >
      <form className="sp-prices" onSubmit={save} noValidate>
        <p className="sp-field__help">
          Your own unit prices, by part number; Spindle has no price source and never fills one in. Leave a price blank
          for a part you have no price for. Saved with the design; Undo takes a save back.
        </p>
        <div className="sp-field sp-prices__currency">
          <label className="sp-field__label" htmlFor="sp-prices-currency">
            Currency (ISO 4217 code)
          </label>
          <input
            id="sp-prices-currency"
            className={`sp-input${!currency.ok && showError('currency') ? ' is-invalid' : ''}`}
            value={currencyText}
            maxLength={3}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setCurrencyText(e.target.value.toUpperCase())}
            onBlur={() => setTouched((t) => new Set(t).add('currency'))}
            aria-invalid={!currency.ok}
            aria-describedby="sp-prices-currency-error"
            data-testid="prices-currency"
          />
          {!currency.ok && showError('currency') && (
            <p
              className="sp-field__error"
              id="sp-prices-currency-error"
              role="alert"
              data-testid="prices-currency-error"
            >
              {currency.error}
            </p>
          )}
        </div>
        {!catalog ? (
          <p className="sp-muted">The parts catalog is still loading: the part numbers appear in a moment.</p>
        ) : rows.length === 0 ? (
          <p className="sp-muted" data-testid="prices-empty">
            No line of this design&rsquo;s bill of materials has a part number, so none can be priced from a list.
          </p>
        ) : (
          <div className="sp-prices__scroll">
            <table className="sp-table sp-prices__table" data-testid="prices-table">
              <thead>
                <tr>
                  <th scope="col" className="sp-table__text">
                    Part number
                  </th>
                  <th scope="col" className="sp-table__text">
                    Description
                  </th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit price ({shownCurrency})</th>
                  <th scope="col">Extended ({shownCurrency})</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => {
                  const p = parsed.get(r.partNumber)!;
                  const error = !p.ok && showError(r.partNumber) ? p.error : null;
                  return (
                    <tr key={r.partNumber} data-testid={`prices-row-${i}`} data-part={r.partNumber}>
                      <td className="sp-table__text sp-prices__part">{r.partNumber}</td>
                      <td className="sp-table__text sp-prices__desc" title={r.description}>
                        {r.description}
                      </td>
                      <td>{r.quantity.toLocaleString('en-US')}</td>
                      <td>
                        <input
                          id={`sp-price-${i}`}
                          className={`sp-input sp-prices__input${error ? ' is-invalid' : ''}`}
                          inputMode="decimal"
                          autoComplete="off"
                          value={textOf(r.partNumber)}
                          placeholder="no price"
                          aria-label={`Unit price of ${r.partNumber} in ${shownCurrency}`}
                          aria-invalid={error !== null}
                          aria-describedby={error ? `sp-price-${i}-error` : undefined}
                          onChange={(e) => setEdits((t) => ({ ...t, [r.partNumber]: e.target.value }))}
                          onBlur={() => setTouched((t) => new Set(t).add(r.partNumber))}
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
                        {p.ok && p.value !== null ? fmtMoney(p.value * r.quantity, shownCurrency) : ''}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    Total of the priced lines
                  </th>
                  <td data-testid="prices-total">{fmtMoney(total, shownCurrency)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <p className="sp-muted" data-testid="prices-unpriced">
          {unpriced === 0
            ? 'Every line of the bill of materials has a price.'
            : `${unpriced === 1 ? '1 line has' : `${unpriced} lines have`} no price${withoutPartNumber ? ` (${withoutPartNumber} without a part number)` : ''}.`}
          {kept.length > 0 &&
            ` ${kept.length} more ${kept.length === 1 ? 'price is' : 'prices are'} kept for parts not in this design.`}
        </p>
        {refusal && (
          <p className="sp-field__error" role="alert" data-testid="prices-refused">
            {refusal}
          </p>
        )}
        {/* Enter in a field saves, as in the app's other dialogs. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Dialog>
  );
}
