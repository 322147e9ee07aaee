/**
 * Page object for the Compare view: open and close it, add candidates (snapshot, preset, file),
 * rename them, read a row's cells by column (0 is the current design) and export the table.
 */
import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** The Compare view. */
export class Compare {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('compare-dialog');
  }

  /** Opens the view with the toolbar button. */
  async open(): Promise<void> {
    await this.page.getByTestId('tool-compare').click();
    await expect(this.root).toBeVisible();
  }

  /** Closes it (Close button). */
  async close(): Promise<void> {
    await this.root.getByTestId('compare-close').click();
    await expect(this.root).toBeHidden();
  }

  /** Keeps a snapshot of the current design. */
  async keepSnapshot(): Promise<void> {
    await this.root.getByTestId('compare-snapshot').click();
  }

  /** Adds a preset by id. */
  async addPreset(id: string): Promise<void> {
    await this.root.getByTestId('compare-preset').selectOption(id);
  }

  /** Adds a design file through the app's open dialog. */
  async addFile(): Promise<void> {
    await this.root.getByTestId('compare-file').click();
  }

  /** How many columns there are, the current design's included. */
  columns(): Locator {
    return this.root.locator('[data-testid^="compare-col-"]');
  }

  /** Column `i`'s name (a field for candidates). */
  name(i: number): Locator {
    return this.root.getByTestId(`compare-name-${i}`);
  }

  /** Renames column `i` (a candidate) and commits with Enter. */
  async rename(i: number, name: string): Promise<void> {
    await this.name(i).fill(name);
    await this.name(i).press('Enter');
  }

  /** Column `i`'s status line (evaluating, or why it failed); absent once its figures are in. */
  status(i: number): Locator {
    return this.root.getByTestId(`compare-status-${i}`);
  }

  /** Waits until column `i` shows every figure (failures and headroom included). */
  async evaluated(i: number, timeout = 90_000): Promise<void> {
    await expect(this.root.getByTestId(`compare-col-${i}`)).toBeVisible();
    await expect(this.status(i)).toHaveCount(0, { timeout });
  }

  /** The cell of row `row` (`iops`, `dbRead`, `headroom`…) in column `i`. */
  cell(row: string, i: number): Locator {
    return this.root.getByTestId(`compare-${row}-${i}`);
  }

  /** The main figure of a cell. */
  value(row: string, i: number): Locator {
    return this.root.getByTestId(`compare-${row}-${i}-value`);
  }

  /** The difference from the first column shown in a cell. */
  diff(row: string, i: number): Locator {
    return this.root.getByTestId(`compare-${row}-${i}-diff`);
  }

  /** Removes column `i`. */
  async remove(i: number): Promise<void> {
    await this.root.getByTestId(`compare-remove-${i}`).click();
  }

  /** Exports the table (Export (CSV)) and returns the download. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.root.getByTestId('compare-export').click();
    return download;
  }
}
