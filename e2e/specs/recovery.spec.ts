/**
 * Crash recovery when the stored snapshot is damaged: the browser build keeps it in IndexedDB
 * (src/platform/browser/kvStore.ts), and a record the app cannot read must be offered back to the
 * user as a file, never dropped and then replaced by the next autosave. (The desktop app's
 * snapshot file is moved aside and named in a notice: electron/main/features/autosave.test.ts.)
 */
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { appTarget, expect, reloadApp, test } from '../fixtures/app';

test.skip(appTarget !== 'browser', 'The desktop app keeps its snapshot in a file (unit-tested in electron/main).');

/** Puts `value` under `key` in the app's IndexedDB store, as a damaged or foreign record would be. */
async function putRecord(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('spindle', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(v, k);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}

test('a damaged recovery record is offered as a file, with its text unchanged', async ({ app }) => {
  const { page } = app;
  const damaged = { designText: 42, name: 'Site C', savedAt: 'yesterday' };
  await putRecord(page, 'autosave', damaged);
  await reloadApp(app);

  const banner = page.getByTestId('recovery-unreadable');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Site C');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('recovery-save-file').click()]);
  expect(download.suggestedFilename()).toBe('Site C (unsaved work).spindle.json');
  expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(damaged);
  expect(app.problems).toEqual([]);
});
