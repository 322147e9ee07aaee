import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { tempFolder } from '../testing/fakes';
import { createAppRequestHandler, registerAppProtocol, resolveAppFile } from './appProtocol';

let dir: string;
let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder());
  root = join(dir, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(root, 'assets', 'engine.wasm'), Buffer.from([0, 97, 115, 109]));
  await writeFile(join(dir, 'secret.txt'), 'outside dist');
});
afterEach(() => cleanup());

describe('resolveAppFile', () => {
  it('maps app URLs into the root', () => {
    expect(resolveAppFile(root, 'spindle://app/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'spindle://app/assets/engine.wasm?v=1')).toBe(join(root, 'assets', 'engine.wasm'));
  });

  it('clamps dot segments (also percent-encoded) to the root, as URL parsing does', () => {
    expect(resolveAppFile(root, 'spindle://app/%2e%2e/secret.txt')).toBe(join(root, 'secret.txt'));
    expect(resolveAppFile(root, 'spindle://app/assets/../../../secret.txt')).toBe(join(root, 'secret.txt'));
  });

  it.each([
    'spindle://app/..%2fsecret.txt',
    'spindle://app/assets%5c..%5c..%5csecret.txt',
    'spindle://app/%00index.html',
    'spindle://elsewhere/index.html',
    'https://app/index.html',
    'spindle://app/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(resolveAppFile(root, url)).toBeNull();
  });
});

describe('app request handler', () => {
  const csp = "default-src 'self'";
  const get = (url: string, method = 'GET'): Promise<Response> =>
    createAppRequestHandler(root, csp)(new Request(url, { method }));

  it('serves files with their content type, the CSP, nosniff and cross-origin isolation', async () => {
    const page = await get('spindle://app/index.html');
    expect(page.status).toBe(200);
    // COOP + COEP make the page cross-origin isolated: it shares memory with its engine workers.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('id="root"');
    const wasm = await get('spindle://app/assets/engine.wasm');
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(wasm.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(new Uint8Array(await wasm.arrayBuffer())).toEqual(new Uint8Array([0, 97, 115, 109]));
  });

  it('answers 404 (still with the CSP) for missing files, folders and traversal', async () => {
    for (const url of ['spindle://app/nope.js', 'spindle://app/assets', 'spindle://app/%2e%2e/secret.txt']) {
      const r = await get(url);
      expect(r.status, url).toBe(404);
      expect(r.headers.get('content-security-policy')).toBe(csp);
    }
  });

  it('does not follow a symlink out of the root', async () => {
    await symlink(join(dir, 'secret.txt'), join(root, 'leak.txt'));
    expect((await get('spindle://app/leak.txt')).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('spindle://app/index.html', 'POST')).status).toBe(405);
    const head = await get('spindle://app/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('registers itself for the spindle scheme', () => {
    const calls: string[] = [];
    registerAppProtocol({ handle: (scheme) => calls.push(scheme) }, root, csp);
    expect(calls).toEqual(['spindle']);
  });
});
