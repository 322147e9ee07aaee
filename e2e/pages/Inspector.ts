/** Page object for the inspector: fields by property key, inline errors, figures, the selected link. */
import type { Locator, Page } from '@playwright/test';

/** The inspector panel. */
export class Inspector {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('inspector');
  }

  /** The input of a property (`ramGb`, `lunQueueDepth`, `headroomPct`…). */
  field(key: string): Locator {
    return this.root.getByTestId(`field-${key}`);
  }

  /** Types a value and commits it (Enter). */
  async set(key: string, value: string): Promise<void> {
    const f = this.field(key);
    await f.fill(value);
    await f.press('Enter');
  }

  /** The inline message under a field. */
  error(key: string): Locator {
    return this.root.getByTestId(`field-error-${key}`);
  }

  /** The inspector of a selected link: its kind, its ends and (drive links) its drive count. */
  link(): Locator {
    return this.root.getByTestId('inspector-link');
  }

  /** The Ports section of the selected part. */
  ports(): Locator {
    return this.root.getByTestId('ports');
  }

  /** One port of the Ports section, by its handle id (`p0`, `fe0`, `fabric`…). */
  port(key: string): Locator {
    return this.root.getByTestId(`port-${key}`);
  }

  /** A port's "Connect to" list. */
  connectTo(key: string): Locator {
    return this.root.getByTestId(`connect-target-${key}`);
  }

  /** An engine figure row (`figure-iops`, `figure-db-read`…). */
  figure(name: string): Locator {
    return this.root.getByTestId(`figure-${name}`);
  }
}
