/**
 * Page object for the failure view: "Show" on a row of the Failures tab, the banner across the top
 * of the canvas (its label, figures and "Back to normal"), the failed card's marker, and the Servers
 * tab's line saying which failure its figures are for.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { Results } from './Results';

/** The failure view. */
export class FailureView {
  readonly banner: Locator;
  private readonly results: Results;

  constructor(readonly page: Page) {
    this.banner = page.getByTestId('failure-view-banner');
    this.results = new Results(page);
  }

  /** The Show button of a scenario's row (the Failures tab must be open). */
  showButton(scenarioId: string): Locator {
    return this.results.scenario(scenarioId).getByRole('button', { name: 'Show on canvas' });
  }

  /** The achieved IO/s of a scenario's row, as the Failures tab shows it ("33,263 IO/s"). */
  async rowAchieved(scenarioId: string): Promise<string> {
    return (await this.results.scenario(scenarioId).locator('td').nth(2).textContent()) ?? '';
  }

  /** The rebuild time of a drive failure's row, as the Failures tab shows it ("1.1 h"). */
  async rowRebuild(scenarioId: string): Promise<string> {
    return (await this.results.scenario(scenarioId).locator('td').last().textContent()) ?? '';
  }

  /** Shows a scenario's failure and waits until the banner gives its figures. */
  async show(scenarioId: string): Promise<void> {
    await this.showButton(scenarioId).click();
    await expect(this.showButton(scenarioId)).toHaveAttribute('aria-pressed', 'true');
    await this.answered();
  }

  /** Waits until the banner gives the figures of the failure shown (not "Evaluating…"). */
  async answered(timeout = 30_000): Promise<void> {
    await expect(this.banner).toHaveAttribute('data-state', 'ready', { timeout });
  }

  /** The failure's name in the banner. */
  label(): Locator {
    return this.banner.getByTestId('failure-view-label');
  }

  /** A figure of the banner: `achieved`, `read`, `log`, `offline`, `rebuild` or `pass`. */
  figure(name: 'achieved' | 'read' | 'log' | 'offline' | 'rebuild' | 'pass'): Locator {
    return this.banner.getByTestId(`failure-view-${name}`);
  }

  /** The banner's warning that its figures are not the Failures row's. */
  differs(): Locator {
    return this.banner.getByTestId('failure-view-differs');
  }

  /** Leaves the view with the banner's button. */
  async backToNormal(): Promise<void> {
    await this.banner.getByRole('button', { name: 'Back to normal' }).click();
    await expect(this.banner).toBeHidden();
  }

  /** The "Failed" (or "Drive failed") marker on a component's card. */
  marker(componentId: string): Locator {
    return this.page.getByTestId(`node-${componentId}`).getByTestId('node-failed').first();
  }

  /** The Servers tab's line naming the failure its figures are for. */
  notice(): Locator {
    return this.page.getByTestId('failure-view-notice');
  }
}
