/**
 * Page object for the results dock under the canvas: tabs, the engine state it shows, figures that
 * open their explanation, the explanation's terms, and the published-vs-predicted rows.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Tabs of the dock. */
export type ResultsTab = 'summary' | 'servers' | 'capacity' | 'failures' | 'findings' | 'published';

/** One published figure as the panel shows it. */
export interface PublishedRowText {
  readonly id: string;
  readonly status: string;
  readonly published: string;
  readonly predicted: string;
}

/** The results dock. */
export class Results {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('results-panel');
  }

  /** Opens a tab. */
  async tab(id: ResultsTab): Promise<void> {
    await this.root.getByTestId(`results-tab-${id}`).click();
    await expect(this.root.getByTestId(`results-body-${id}`)).toBeVisible();
  }

  /** Makes the dock taller (dy > 0) or shorter by dragging its top edge [px]. */
  async resizeBy(dy: number): Promise<void> {
    const handle = this.root.locator('.sp-results__resize');
    const b = await handle.boundingBox();
    if (!b) throw new Error('the results dock is collapsed');
    const { mouse } = this.page;
    await mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await mouse.down();
    await mouse.move(b.x + b.width / 2, b.y + b.height / 2 - dy, { steps: 6 });
    await mouse.up();
  }

  /** The engine state shown: evaluating, stale, failures (analysing), current, error. */
  state(): Locator {
    return this.root.getByTestId('results-state');
  }

  /** Waits until the full evaluation (failures and headroom) of the current design is shown. */
  async complete(timeout = 90_000): Promise<void> {
    await expect(this.state()).toHaveAttribute('data-state', 'current', { timeout });
  }

  /** A row of the failures tab, by scenario id (`server:esx1`, `disk:mbx1-rg-db1`…). */
  scenario(id: string): Locator {
    return this.root.locator(`[data-testid="scenario-row"][data-scenario="${id}"]`);
  }

  /** A server figure in the Jetstress table (`achievedIops`, `dbReadLatencyMs`, `logWriteLatencyMs`…). */
  figure(serverId: string, metric: string): Locator {
    return this.root.getByTestId(`figure-${serverId}-${metric}`);
  }

  /** Clicks a figure and waits for its explanation. */
  async explain(serverId: string, metric: string): Promise<void> {
    await this.figure(serverId, metric).click();
    await expect(this.explanation()).toBeVisible();
  }

  /** The strip of tabs (Summary … Published) in the dock's header. */
  tabStrip(): Locator {
    return this.root.getByRole('tablist', { name: 'Results' });
  }

  /** The open explanation's Back button and headline value. */
  explanationHeader(): { back: Locator; value: Locator } {
    return {
      back: this.root.getByTestId('explanation-back'),
      value: this.root.getByTestId('explanation-value'),
    };
  }

  /** The open explanation. */
  explanation(): Locator {
    return this.root.getByTestId('explanation');
  }

  /** The explanation's chart rows (label, bar, value with unit). */
  terms(): Locator {
    return this.explanation().getByTestId('explanation-term');
  }

  /**
   * Each term of the open explanation as shown: its label and value, and whether either is cut
   * (drawn narrower or shorter than its text, as an ellipsis or a clip would leave it).
   */
  async termsAsShown(): Promise<{ label: string; value: string; cut: boolean }[]> {
    return this.terms().evaluateAll((rows) =>
      rows.map((row) => {
        const label = row.querySelector<HTMLElement>('[data-testid="explanation-term-label"]')!;
        const value = row.querySelector<HTMLElement>('[data-testid="explanation-term-value"]')!;
        const cut = (e: HTMLElement): boolean =>
          e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1;
        return { label: label.textContent ?? '', value: value.textContent ?? '', cut: cut(label) || cut(value) };
      }),
    );
  }

  /** The scroll region of a tab's table (`servers`, `failures`, `published`). */
  tableRegion(tab: 'servers' | 'failures' | 'published'): Locator {
    return this.root.getByTestId(`${tab}-table-scroll`).getByRole('region');
  }

  /** Scrolls a table sideways as a user does, with the wheel over it (Shift+wheel on a mouse). */
  async scrollTableSideways(tab: 'servers' | 'failures' | 'published', dx: number): Promise<void> {
    const box = await this.tableRegion(tab).boundingBox();
    if (!box) throw new Error(`the ${tab} table is not shown`);
    await this.page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 60));
    await this.page.mouse.wheel(dx, 0);
  }

  /** Whether `target` is drawn wholly inside the visible part of `region` (and of the dock). */
  async shownIn(target: Locator, region: Locator): Promise<boolean> {
    const [t, r, dock] = await Promise.all([target.boundingBox(), region.boundingBox(), this.root.boundingBox()]);
    if (!t || !r || !dock) return false;
    const inside = (a: typeof t, b: typeof t): boolean =>
      a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
    return inside(t, r) && inside(t, dock);
  }

  /** Selects a LUN by clicking its name in the Capacity tab (the tab must be open). */
  async selectLun(name: string): Promise<void> {
    await this.root.getByTestId('capacity-lun').getByRole('button', { name, exact: true }).click();
  }

  /** Every published-vs-predicted row, as text. */
  async publishedRows(): Promise<PublishedRowText[]> {
    return this.root.locator('[data-testid^="published-row-"]').evaluateAll((rows) =>
      rows.map((r) => ({
        id: (r.getAttribute('data-testid') ?? '').slice('published-row-'.length),
        status: r.getAttribute('data-status') ?? '',
        published: r.querySelector('[data-testid="published-value"]')?.textContent ?? '',
        predicted: r.querySelector('[data-testid="published-predicted"]')?.textContent ?? '',
      })),
    );
  }

  /** One published-vs-predicted row. */
  publishedRow(id: string): Locator {
    return this.root.getByTestId(`published-row-${id}`);
  }
}
