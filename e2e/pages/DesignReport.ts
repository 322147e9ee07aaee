/**
 * Page object for an exported design report (Export ▸ Design report), opened as a customer would
 * open the file: in a browser page of its own, with nothing of the app around it.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** Width the report is read and judged at [px]: a laptop browser window. */
export const REPORT_WIDTH = 1200;

/** The report in a page of its own. */
export class DesignReport {
  private constructor(readonly page: Page) {}

  /** Opens `html` (the downloaded file's text) in a new page of `context`. */
  static async open(context: BrowserContext, html: string): Promise<DesignReport> {
    const page = await context.newPage();
    await page.setViewportSize({ width: REPORT_WIDTH, height: 1400 });
    await page.setContent(html, { waitUntil: 'load' });
    return new DesignReport(page);
  }

  /** The design title (the report's heading). */
  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The verdict banner under the title. */
  verdict(): Locator {
    return this.page.locator('.verdict-banner');
  }

  /** A numbered section by its anchor id (`summary`, `servers`, `failures`…). */
  section(id: string): Locator {
    return this.page.locator(`section#${id}`);
  }

  /** The numbered section headings, in order. */
  async headings(): Promise<string[]> {
    return this.page.locator('section.sec > h2').allTextContents();
  }

  /** The body rows of the per-server Jetstress table, as the text of their cells. */
  async serverRows(): Promise<string[][]> {
    const rows = this.section('servers').locator('table').first().locator('tbody tr');
    return rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (td) => (td.textContent ?? '').trim())));
  }

  /** The report as a printed A4 PDF (headless Chromium's print to PDF). */
  async pdf(): Promise<Buffer> {
    return this.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
