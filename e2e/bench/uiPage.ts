/**
 * The UI benchmark's (scripts/bench-ui.ts) page: the built renderer served as the e2e run serves
 * it, opened in a fresh browser context with the probes installed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { installProbes } from './uiProbes';

/** Serves `root`/dist with scripts/start.mjs, as playwright.config.ts's webServer does. */
export function serveDist(root: string): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(join(root, 'dist', 'index.html')))
    throw new Error('There is no build in dist/. Run "npm run bench:ui" (it builds first) or "npm run build".');
  const child = spawn(process.execPath, ['scripts/start.mjs', '--browser', '--no-setup'], { cwd: root });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`The static server exited (${code}): ${out}`)));
  });
}

/** A page of `url` in a new context of `viewport` [CSS px], probed from its first script on. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await installProbes(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
