/**
 * Page object for the parts palette: find parts, drag them onto the canvas (HTML5 drag and drop
 * carrying the part id, as a user does) or click them to add.
 */
import type { Locator, Page } from '@playwright/test';

import { StartScreen } from './StartScreen';

/** The parts list. */
export class Palette {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('palette');
  }

  /** A part's card. */
  item(partId: string): Locator {
    return this.page.getByTestId(`palette-item-${partId}`);
  }

  /** Waits for the catalog to list parts, keeping the empty design if the start screen is shown. */
  async ready(): Promise<void> {
    await new StartScreen(this.page).dismissIfShown();
    await this.root.locator('[data-testid^="palette-item-"]').first().waitFor();
  }

  /** Filters the list. */
  async search(text: string): Promise<void> {
    await this.page.getByTestId('palette-search').fill(text);
  }

  /** Drags a part onto a point of the page (screen coordinates) with native drag and drop. */
  async dragTo(partId: string, target: Locator, point: { x: number; y: number }): Promise<void> {
    const box = await target.boundingBox();
    if (!box) throw new Error('drop target is not visible');
    await this.item(partId).scrollIntoViewIfNeeded();
    await this.item(partId).dragTo(target, { targetPosition: { x: point.x - box.x, y: point.y - box.y } });
  }

  /** Click-to-add. */
  async add(partId: string): Promise<void> {
    await this.item(partId).click();
  }
}
