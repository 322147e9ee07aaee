/**
 * Page object for what the canvas view shows of the design: whether a card is wholly in sight,
 * which boxes a card overlaps on screen (click-to-add must land in view and clear of them), how
 * large a card's name is drawn, and the view controls in its corners: fit, the minimap and its
 * toggle.
 */
import type { Locator, Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible part of the canvas. */
export class CanvasView {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('canvas');
  }

  /** The minimap (absent while hidden). */
  minimap(): Locator {
    return this.root.locator('.react-flow__minimap');
  }

  /** Shows or hides the minimap with its button. */
  async toggleMinimap(): Promise<void> {
    await this.page.getByTestId('minimap-toggle').click();
  }

  /** Fits the design in view with the corner button and waits for the move to end. */
  async fit(): Promise<void> {
    await this.root.getByRole('button', { name: 'Fit the design in view' }).click();
    await this.page.waitForTimeout(400);
  }

  /** Ids of the drawn nodes whose boxes reach under `cover` (the minimap, the zoom buttons). */
  async nodesUnder(cover: Locator): Promise<string[]> {
    const c = await cover.boundingBox();
    if (!c) throw new Error('nothing covers the canvas there');
    const boxes = await this.root.locator('.react-flow__node').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { id: e.getAttribute('data-id') ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    return boxes.filter((b) => b.width > 0 && overlaps(b, c)).map((b) => b.id);
  }

  private node(id: string): Locator {
    return this.page.getByTestId(`node-${id}`);
  }

  /** Whether node `id` is drawn wholly inside the visible canvas. */
  async inView(id: string): Promise<boolean> {
    const node = await this.node(id).boundingBox();
    const view = await this.root.boundingBox();
    if (!node || !view) return false;
    return (
      node.x >= view.x - 1 &&
      node.y >= view.y - 1 &&
      node.x + node.width <= view.x + view.width + 1 &&
      node.y + node.height <= view.y + view.height + 1
    );
  }

  /**
   * Whether every one of `ids` is drawn wholly inside the visible canvas, measured from the DOM
   * even where the overview hides the cards (a node off screen is not rendered at all: false).
   */
  async allInView(ids: readonly string[]): Promise<boolean> {
    const view = await this.root.boundingBox();
    if (!view) return false;
    return this.page.evaluate(
      ({ ids, view }) =>
        ids.every((id) => {
          const el = document.querySelector(`[data-testid="node-${id}"]`);
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return (
            r.x >= view.x - 1 &&
            r.y >= view.y - 1 &&
            r.right <= view.x + view.width + 1 &&
            r.bottom <= view.y + view.height + 1
          );
        }),
      { ids, view },
    );
  }

  /** The on-screen size of node `id`'s name [px]: its font size scaled by the view's zoom. */
  async nameSizeOnScreen(id: string): Promise<number> {
    return this.node(id)
      .getByTestId('node-name')
      .first()
      .evaluate((e) => {
        const viewport = e.closest('.react-flow__viewport')!;
        const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
        return parseFloat(getComputedStyle(e).fontSize) * zoom;
      });
  }

  /** Those of `others` whose drawn boxes overlap node `id`'s on screen. */
  async overlapping(id: string, others: readonly string[]): Promise<string[]> {
    const own = await this.node(id).boundingBox();
    if (!own) throw new Error(`node ${id} is not visible`);
    const hits: string[] = [];
    for (const other of others) {
      const b = await this.node(other).boundingBox();
      if (b && overlaps(own, b)) hits.push(other);
    }
    return hits;
  }
}
