/**
 * The Price list dialog (Export ▸ Price list…, or Set prices… in the Compare view's Cost row): the
 * user's own unit price for each part number of the current design's bill of materials, and for
 * each line without one (priced by its line key: src/bom/priceKey.ts), in one currency, with each line's extended price and the total as they type. Spindle has no price
 * source: every field starts blank unless the design's list already has a price for that key.
 * Save is one undo step (`setPrices`); a field that is not a price says why beside it and nothing
 * is saved until it is fixed or cleared. A click beside the dialog does not close it while a typed
 * price is unsaved (a stray click lost them all); Cancel and Esc still do.
 */
import '../results/tables.css';
import './prices.css';

import { type FormEvent, useMemo, useState } from 'react';

import { buildBom } from '../../src/bom';
import { DEFAULT_CURRENCY, MAX_PRICE_KEY_CHARS } from '../../src/schema/prices';
import { Dialog } from '../chrome/Dialog';
import { useCatalog, useDesign, useDispatcher } from '../state/DesignContext';
import { type ParsedPrice, parseCurrency, parsePrice, priceRows } from './priceRows';
import { closePriceList, usePriceListOpen } from './pricesDialogState';
import { PriceTable } from './PriceTable';

/** The dialog while it is open. */
export function PricesDialogHost() {
  return usePriceListOpen() ? <PricesDialog onClose={closePriceList} /> : null;
}

/**
 * Why some lines cannot be priced at all, after the unpriced count: ` (1 cannot be priced: …)`.
 * Only a line whose key is longer than a price list takes: an array with many differing
 * controllers, described in full.
 */
function unpriceableWords(n: number): string {
  if (n === 0) return '';
  const max = MAX_PRICE_KEY_CHARS.toLocaleString('en-US');
  return ` (${n} cannot be priced: the description that keys ${n === 1 ? 'its' : 'their'} price is over ${max} characters; make ${n === 1 ? 'its' : 'their'} controllers alike to shorten it)`;
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
  const { rows, unpriceable } = useMemo(
    () =>
      catalog
        ? priceRows(buildBom({ components: [...components], links: [...links] }, catalog))
        : { rows: [], unpriceable: 0 },
    [catalog, components, links],
  );
  const [currencyText, setCurrencyText] = useState(stored?.currency ?? DEFAULT_CURRENCY);
  /** What the user typed, by price key; a field not typed in shows the stored price. */
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const textOf = (key: string): string => edits[key] ?? fieldText(stored?.unitPrices[key]);
  /** Whether Save was pressed: messages show from then on, and as soon as a field is left. */
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);

  const currency = parseCurrency(currencyText);
  const shownCurrency = currency.ok ? currency.value : DEFAULT_CURRENCY;
  const parsed = new Map<string, ParsedPrice>(rows.map((r) => [r.key, parsePrice(textOf(r.key), shownCurrency)]));
  // Prices for keys not in this design (parts removed, or a list reused across designs) are kept.
  const kept = Object.entries(stored?.unitPrices ?? {}).filter(([key]) => !parsed.has(key));
  let total = 0;
  // Counted by BOM line, as the BOM, its files and Compare count them; a row may price several.
  let unpriced = unpriceable;
  for (const r of rows) {
    const p = parsed.get(r.key);
    if (p?.ok && p.value !== null) total += p.value * r.quantity;
    else unpriced += r.lines.length;
  }
  const showError = (key: string): boolean => tried || touched.has(key);
  // Whether Cancel would throw away something typed: a price or the currency changed from the list.
  const unsaved =
    currencyText !== (stored?.currency ?? DEFAULT_CURRENCY) ||
    Object.entries(edits).some(([key, text]) => text !== fieldText(stored?.unitPrices[key]));

  const save = (e?: FormEvent): void => {
    e?.preventDefault();
    setTried(true);
    setRefusal(null);
    const bad = [...parsed].find(([, p]) => !p.ok);
    if (!currency.ok || bad) {
      const id = !currency.ok ? 'sp-prices-currency' : `sp-price-${rows.findIndex((r) => r.key === bad![0])}`;
      document.getElementById(id)?.focus();
      return;
    }
    const unitPrices: Record<string, number> = Object.fromEntries(kept);
    for (const [key, p] of parsed) if (p.ok && p.value !== null) unitPrices[key] = p.value;
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
          Your own unit prices, by part number; Spindle has no price source and never fills one in. A line without a
          part number (a cable, a part the catalog has no number for, an edited part) is priced by its line key: its
          vendor and model, or what it is made of. Leave a price blank for a line you have no price for. Saved with the
          design; Undo takes a save back.
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
          <p className="sp-muted">The parts catalog is still loading: the lines to price appear in a moment.</p>
        ) : rows.length === 0 ? (
          <p className="sp-muted" data-testid="prices-empty">
            This design&rsquo;s bill of materials has no line to price yet: add hardware to the canvas first.
          </p>
        ) : (
          <PriceTable
            rows={rows}
            currency={shownCurrency}
            textOf={textOf}
            parsed={parsed}
            showError={showError}
            onType={(key, text) => setEdits((t) => ({ ...t, [key]: text }))}
            onLeave={(key) => setTouched((t) => new Set(t).add(key))}
            total={total}
          />
        )}
        <p className="sp-muted" data-testid="prices-unpriced">
          {unpriced === 0
            ? 'Every line of the bill of materials has a price.'
            : `${unpriced === 1 ? '1 line has' : `${unpriced} lines have`} no price${unpriceableWords(unpriceable)}.`}
          {kept.length > 0 &&
            ` ${kept.length} more ${kept.length === 1 ? 'price is' : 'prices are'} kept for parts or lines not in this design.`}
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
