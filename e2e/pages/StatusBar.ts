/** Page object for the status bar: engine status, revision, totals; and the notice toast. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The status bar. */
export class StatusBar {
  readonly root: Locator;
  readonly engine: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('status-bar');
    this.engine = page.getByTestId('engine-status');
  }

  /** Waits until the engine has evaluated the current revision. */
  async upToDate(): Promise<void> {
    await expect(this.engine).toHaveAttribute('data-status', 'idle');
  }

  /** The design revision shown. */
  async revision(): Promise<number> {
    const text = (await this.page.getByTestId('revision').textContent()) ?? '';
    return Number(text.replace(/\D+/g, ''));
  }

  /** Achieved / target IOPS totals, when the engine reports servers. */
  totals(): Locator {
    return this.page.getByTestId('totals');
  }

  /** The notice toast's message and hint. */
  notice(): { message: Locator; hint: Locator } {
    return { message: this.page.getByTestId('notice-message'), hint: this.page.getByTestId('notice-hint') };
  }
}
