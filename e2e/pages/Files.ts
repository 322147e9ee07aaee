/**
 * Page object for the document's file actions as a browser user meets them: Save and Open in the
 * toolbar, "Open a design file" on the start screen, a file dropped onto the window, the document
 * name and the unsaved-changes marker. Where the browser has no File System Access API, Save is a
 * download and Open a file input; both are captured here through Playwright's `download` and
 * `filechooser` events.
 */
import { readFile } from 'node:fs/promises';

import { expect, type Locator, type Page } from '@playwright/test';

import { StatusBar } from './StatusBar';

/** A design file as it left or reaches the app. */
export interface DesignFile {
  readonly name: string;
  readonly text: string;
}

/** The file actions. */
export class Files {
  readonly documentName: Locator;
  readonly dirtyMarker: Locator;

  constructor(readonly page: Page) {
    this.documentName = page.getByTestId('document-name').locator('.sp-docname__name');
    this.dirtyMarker = page.getByTestId('dirty-marker');
  }

  /** Clicks Save and waits until the document is marked saved. */
  async save(): Promise<void> {
    await this.page.getByTestId('tool-save').click();
    await expect(this.dirtyMarker).toHaveCount(0);
  }

  /**
   * Clicks Save where saving is a download; returns the downloaded file. The browser cannot tell
   * whether a download was kept, so an edited design stays marked unsaved and a notice says so.
   */
  async saveByDownload(): Promise<DesignFile> {
    const dirty = (await this.dirtyMarker.count()) > 0;
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('tool-save').click(),
    ]);
    const path = await download.path();
    const name = download.suggestedFilename();
    if (dirty) {
      await expect(new StatusBar(this.page).notice().message).toContainText(`Downloaded ${name}`);
      await expect(this.dirtyMarker).toHaveCount(1);
    } else {
      await expect(this.dirtyMarker).toHaveCount(0);
    }
    return { name, text: await readFile(path, 'utf8') };
  }

  /** The start screen's "open a file" button, or the toolbar's Open when the start screen is gone. */
  private openButton(from: 'start' | 'toolbar'): Locator {
    return this.page.getByTestId(from === 'start' ? 'start-open' : 'tool-open');
  }

  /** Clicks Open (the picker, real or fake, answers) and waits for the document `name`. */
  async open(name: string, from: 'start' | 'toolbar' = 'start'): Promise<void> {
    await this.openButton(from).click();
    await expect(this.documentName).toHaveText(name);
  }

  /** Drops `file` onto `target` (e.g. the canvas) as from a file manager; waits for the document `name`. */
  async drop(file: DesignFile, target: Locator, name: string): Promise<void> {
    await this.dropFile(file, target, 'application/json');
    await expect(this.documentName).toHaveText(name);
  }

  /** Drops a Jetstress result report (`.html`) onto `target`; the open document stays. */
  async dropReport(file: DesignFile, target: Locator): Promise<void> {
    await this.dropFile(file, target, 'text/html');
  }

  /** Clicks the Summary tab's "Import a Jetstress result…" and chooses `file` in the file dialog. */
  async importReport(file: DesignFile): Promise<void> {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.page.getByTestId('import-jetstress').click(),
    ]);
    await chooser.setFiles({ name: file.name, mimeType: 'text/html', buffer: Buffer.from(file.text) });
  }

  private async dropFile(file: DesignFile, target: Locator, type: string): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, text, type }) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], name, { type }));
        return dt;
      },
      { ...file, type },
    );
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
  }

  /** Clicks Open where opening is a file input, and chooses `file`. */
  async openWithFileInput(file: DesignFile, expectedName: string, from: 'start' | 'toolbar' = 'start'): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.openButton(from).click()]);
    await chooser.setFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
    await expect(this.documentName).toHaveText(expectedName);
  }
}
