/**
 * Page object for the Price list dialog: opened from the Export menu or the Compare view's Cost
 * row; a unit price typed per part number, the currency, the totals it shows, and Save.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The Price list dialog. */
export class PriceList {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('prices-dialog');
  }

  /** The row of a part number. */
  row(partNumber: string): Locator {
    return this.root.locator(`tr[data-part="${partNumber}"]`);
  }

  /** The unit price field of a part number. */
  input(partNumber: string): Locator {
    return this.row(partNumber).getByRole('textbox');
  }

  /** The message beside a part number's field, when what it holds is not a price. */
  error(partNumber: string): Locator {
    return this.row(partNumber).getByRole('alert');
  }

  /** A part number's extended price (unit price × quantity), as shown. */
  extended(partNumber: string): Locator {
    return this.row(partNumber).locator('[data-testid^="prices-ext-"]');
  }

  /** Types a unit price (text as a user types it; empty for no price). */
  async setPrice(partNumber: string, text: string): Promise<void> {
    await this.input(partNumber).fill(text);
  }

  /** The currency field. */
  currency(): Locator {
    return this.root.getByTestId('prices-currency');
  }

  /** The total of the priced lines, as shown. */
  total(): Locator {
    return this.root.getByTestId('prices-total');
  }

  /** The line saying how many lines have no price. */
  unpriced(): Locator {
    return this.root.getByTestId('prices-unpriced');
  }

  /** Presses Save; the dialog closes when every field holds a price or nothing. */
  async save(): Promise<void> {
    await this.root.getByTestId('prices-save').click();
  }

  /** Saves and waits for the dialog to close. */
  async saveAndClose(): Promise<void> {
    await this.save();
    await expect(this.root).toBeHidden();
  }

  /** Closes without saving. */
  async cancel(): Promise<void> {
    await this.root.getByTestId('prices-cancel').click();
    await expect(this.root).toBeHidden();
  }
}
