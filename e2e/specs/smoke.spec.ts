import { request as httpRequest } from 'node:http';

import { appTarget, expect, test } from '../fixtures/app';

/** Raw GET with the path sent exactly as given (no client-side `..` normalisation). */
function rawGet(
  baseURL: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the built app renders without console errors', async ({ app }) => {
  await expect(app.page.locator('#root')).not.toBeEmpty();
  await app.page.waitForLoadState('networkidle');
  await app.page.screenshot({ path: 'e2e/output/smoke.png', fullPage: true });
  expect(app.problems).toEqual([]);
});

test('the page is cross-origin isolated, so it can stop an abandoned engine analysis at once', async ({ app }) => {
  // COOP/COEP from the server (or the Electron protocol handler): without them the engine
  // workers get no shared interrupt flag, and a discarded analysis runs on for up to 2 s.
  expect(await app.page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
});

test('the static server sends the app CSP and refuses to leave dist/', async ({ baseURL }) => {
  test.skip(appTarget !== 'browser', 'The Electron app is served by its own protocol handler (unit-tested).');
  const base = baseURL ?? '';
  const page = await rawGet(base, '/');
  expect(page.status).toBe(200);
  expect(page.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(page.headers['cross-origin-embedder-policy']).toBe('require-corp');
  for (const path of [
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../package.json',
  ]) {
    expect((await rawGet(base, path)).status, path).toBe(404);
  }
});
