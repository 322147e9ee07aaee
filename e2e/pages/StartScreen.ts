/**
 * Page object for the start screen: shown at launch when there is nothing to recover, and after
 * New. Opens a preset or keeps the empty design.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The start screen. */
export class StartScreen {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('start-screen');
  }

  /** Waits until the app has decided what to show at launch (start screen, recovery or nothing). */
  async launched(): Promise<void> {
    await expect(this.page.locator('.sp-app')).toHaveAttribute('data-launch', 'ready');
  }

  /** A preset's card. */
  card(id: string): Locator {
    return this.page.getByTestId(`start-preset-${id}`);
  }

  /** Opens a preset with one click and waits until it is the open document. */
  async openPreset(id: string): Promise<void> {
    await this.launched();
    await this.card(id).click();
    await expect(this.root).toBeHidden();
    await expect(this.page.getByTestId('document-name')).toContainText(id);
  }

  /** Keeps the empty design. */
  async newEmpty(): Promise<void> {
    await this.page.getByTestId('start-new').click();
    await expect(this.root).toBeHidden();
  }

  /** Closes the start screen if the launch showed it, so the editor is free to use. */
  async dismissIfShown(): Promise<void> {
    await this.launched();
    if (await this.root.isVisible()) await this.newEmpty();
  }
}
