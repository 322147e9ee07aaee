/**
 * Page object for the toolbar's Export menu: opening it by mouse or keyboard, and exporting the
 * bill of materials, the Jetstress test plan, the design diagram or the design report, which the browser build
 * delivers as a download.
 */
import { readFile } from 'node:fs/promises';

import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Export formats, as the menu items' test ids name them. */
export type BomFormat = 'xlsx' | 'csv';
/** Diagram formats, as the menu items' test ids name them. */
export type DiagramFormat = 'svg' | 'png';

/** The Export menu. */
export class ExportMenu {
  readonly button: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('tool-export');
    this.menu = page.getByRole('menu', { name: 'Export' });
  }

  /** The menu item for `format`. */
  item(format: BomFormat): Locator {
    return this.page.getByTestId(`export-bom-${format}`);
  }

  /** Opens the menu with a click. */
  async open(): Promise<void> {
    await this.button.click();
    await expect(this.menu).toBeVisible();
  }

  /** Exports by mouse and returns the download. */
  async exportBom(format: BomFormat): Promise<Download> {
    await this.open();
    const download = this.page.waitForEvent('download');
    await this.item(format).click();
    return download;
  }

  /** Opens the Price list dialog from the menu's first item. */
  async openPriceList(): Promise<void> {
    await this.open();
    await this.page.getByTestId('export-prices').click();
  }

  /** Exports the Jetstress test plan (CSV) by mouse and returns the download. */
  async exportPlan(): Promise<Download> {
    await this.open();
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('export-plan-csv').click();
    return download;
  }

  /** Exports the design diagram by mouse and returns the download. */
  async exportDiagram(format: DiagramFormat): Promise<Download> {
    await this.open();
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId(`export-diagram-${format}`).click();
    return download;
  }

  /** Exports the design report (HTML) by mouse and returns the download. */
  async exportReport(): Promise<Download> {
    await this.open();
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('export-report-html').click();
    return download;
  }

  /** Exports with the keyboard only: focus the button, Enter, arrows to the item, Enter. */
  async exportBomByKeyboard(format: BomFormat): Promise<Download> {
    await this.button.focus();
    await this.page.keyboard.press('Enter');
    // The first item is the price list (not an export); the BOM items follow it.
    await expect(this.page.getByTestId('export-prices')).toBeFocused();
    await this.page.keyboard.press('ArrowDown');
    await expect(this.item('xlsx')).toBeFocused();
    if (format === 'csv') await this.page.keyboard.press('ArrowDown');
    await expect(this.item(format)).toBeFocused();
    const download = this.page.waitForEvent('download');
    await this.page.keyboard.press('Enter');
    return download;
  }

  /** The downloaded file's bytes. */
  static async bytes(download: Download): Promise<Buffer> {
    const path = await download.path();
    return readFile(path);
  }
}
