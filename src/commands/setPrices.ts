/**
 * Sets the design's price list (the Price list dialog's Save): one undo step per save. Prices are
 * the user's own, by part number (or, for a line without one, by its BOM line key), in one
 * currency; they never change the engine's figures, so the design's revision stays (see
 * `semanticChanged`). A list with no price is removed, not kept empty, so a design without prices
 * saves as it did before prices existed.
 */
import { issueSentence } from '../schema/issues';
import { DEFAULT_CURRENCY, hasPrices, PriceList } from '../schema/prices';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `setPrices`: the whole list as the dialog holds it. */
export interface SetPricesArgs {
  /** ISO 4217 code; absent keeps the current one (or USD). */
  readonly currency?: string;
  /** Unit price by part number or BOM line key [`currency` per piece]; a line left out has no price. */
  readonly unitPrices: Readonly<Record<string, number>>;
}

/** Replaces the price list. */
export const setPrices: Command<SetPricesArgs> = {
  id: 'setPrices',
  label: 'Set prices',
  run(state, args): CommandResult {
    const currency = (args.currency ?? state.doc.prices?.currency ?? DEFAULT_CURRENCY).trim().toUpperCase();
    const parsed = PriceList.safeParse({ currency, unitPrices: { ...args.unitPrices } });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'currency' ? 'currency' : issue?.path.slice(1).map(String).join('.');
      const what = issue?.path[0] === 'unitPrices' && field ? `${field}: ` : '';
      return refuse(`${what}${issueSentence(issue, 'Invalid price.')}`, 'Nothing was changed.', field || undefined);
    }
    const next = hasPrices(parsed.data) ? parsed.data : null;
    if (JSON.stringify(next ?? null) === JSON.stringify(state.doc.prices ?? null))
      return { ok: true, patch: {}, history: 'none' };
    return commit({ prices: next }, next ? 'Set prices' : 'Clear prices');
  },
};
