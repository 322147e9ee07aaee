/**
 * The engine benchmark's Chromium side (`npm run bench`): the app's WASM binary run in a Web
 * Worker of Debian's Chromium, as the renderer runs it, beside the Node figures the issue asks
 * for. Node 20 carries V8 11.3; a browser's V8 is years newer, and its WebAssembly code is not the
 * same code. The page and worker come from a throwaway server on 127.0.0.1 that sends the
 * cross-origin isolation headers the app's own server sends, so the worker's clock reads to 5 µs.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';

import type { Limits, Timing } from '../../cli/bench';
import { ISOLATION_HEADERS } from '../../electron/main/appOrigin';
import playwrightConfig from '../../playwright.config';
import type { BenchReply, BenchRequest } from './protocol';

/** The engine in a Chromium worker. */
export interface BrowserEngine {
  /** The browser and its version, e.g. `Chromium 156.0.8078.79`. */
  readonly version: string;
  /** One case under the run policy: cold calls of the export on `text` (engine input JSON). */
  policy(text: string, limits: Limits): Promise<Timing>;
  /** `runs` cold calls, timed one by one: their median [ms] (a side of a paired round). */
  batch(text: string, runs: number): Promise<number>;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>Spindle engine benchmark</title>
<script>
  const worker = new Worker('/worker.js', { type: 'module' });
  window.bench = (req) => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(req); });
</script>`;

/** Serves the page, the bundled worker and the binary with the app's isolation headers. */
async function serve(root: string): Promise<{ server: Server; url: string }> {
  const bundled = await build({
    entryPoints: [join(root, 'scripts/browserBench/worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, { type: string; body: Uint8Array | string }> = {
    '/': { type: 'text/html', body: PAGE },
    '/worker.js': { type: 'text/javascript', body: bundled.outputFiles[0].contents },
    '/engine.wasm': {
      type: 'application/wasm',
      body: readFileSync(join(root, 'engine/ts/generated/spindle_engine.wasm')),
    },
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, {
      ...ISOLATION_HEADERS,
      'Content-Type': file?.type ?? 'text/plain',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    res.end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function ask(page: Page, req: BenchRequest): Promise<Timing> {
  const reply = await page.evaluate(
    (r) => (window as unknown as { bench(q: BenchRequest): Promise<BenchReply> }).bench(r),
    req,
  );
  if (reply.kind === 'error') throw new Error(`In Chromium's worker: ${reply.message}`);
  return reply.timing;
}

/**
 * Starts Chromium (`SPINDLE_CHROMIUM`, else /usr/bin/chromium, as the e2e tests) with the engine in a
 * worker; null, with the reason printed, when there is no browser to run.
 */
export async function openBrowserEngine(root: string): Promise<BrowserEngine | null> {
  const { server, url } = await serve(root);
  let browser: Browser;
  try {
    browser = await chromium.launch({
      ...playwrightConfig.use?.launchOptions,
      executablePath: process.env.SPINDLE_CHROMIUM || '/usr/bin/chromium',
    });
  } catch (err) {
    server.close();
    console.warn(`No Chromium to time the engine in (${(err as Error).message.split('\n')[0]}); Node and native only.`);
    return null;
  }
  const close = async (): Promise<void> => {
    await browser.close();
    server.close();
  };
  const page = await browser.newPage();
  try {
    await page.goto(url);
    if (!(await page.evaluate(() => crossOriginIsolated)))
      throw new Error('The benchmark page is not cross-origin isolated.');
  } catch (err) {
    await close();
    throw err;
  }
  return {
    version: `Chromium ${browser.version()}`,
    policy: (text, limits) => ask(page, { kind: 'policy', text, limits }),
    batch: async (text, runs) => (await ask(page, { kind: 'batch', text, runs })).p50Ms,
    close,
  };
}
