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

  /** The newest notice's message, hint and close button (notices fold into one card, newest shown). */
  notice(): { root: Locator; message: Locator; hint: Locator; close: Locator } {
    const root = this.page.getByTestId('notice').last();
    return {
      root,
      message: root.getByTestId('notice-message'),
      hint: root.getByTestId('notice-hint'),
      close: root.getByTestId('notice-close'),
    };
  }

  /** Every notice kept, oldest first, shown or folded behind the newest. */
  notices(): Locator {
    return this.page.getByTestId('notice');
  }

  /** The notices a user can see now. */
  shownNotices(): Locator {
    return this.notices().filter({ visible: true });
  }

  /** The button unfolding the earlier notices above the newest, and folding them again. */
  noticeFold(): Locator {
    return this.page.getByTestId('notice-fold');
  }

  /** The area the notices cover. */
  noticeArea(): Locator {
    return this.page.getByTestId('notices');
  }
}
