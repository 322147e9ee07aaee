/**
 * Page object for the overview: zoomed far out, one 2D canvas draws the design and the DOM cards
 * are hidden (components/canvas/overview). The canvas reports what its last frame drew as data
 * attributes, which is what a test can read of it.
 */
import type { Locator, Page } from '@playwright/test';

/** What the overview drew in its last frame, and how many frames it has drawn. */
export interface OverviewDrawn {
  /** Containers and cards. */
  readonly boxes: number;
  readonly links: number;
  /** Box labels (boxes too small on screen carry none). */
  readonly labels: number;
  readonly draws: number;
}

/** The overview canvas. */
export class Overview {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('overview');
  }

  /** True when the canvas draws the overview rather than the DOM cards. */
  async isActive(): Promise<boolean> {
    const cls = await this.page.getByTestId('canvas').getAttribute('class');
    return cls?.split(' ').includes('is-overview') ?? false;
  }

  /** What the last frame drew. */
  async drawn(): Promise<OverviewDrawn> {
    const read = async (k: string) => Number((await this.root.getAttribute(`data-${k}`)) ?? NaN);
    return {
      boxes: await read('boxes'),
      links: await read('links'),
      labels: await read('labels'),
      draws: await read('draws'),
    };
  }
}
