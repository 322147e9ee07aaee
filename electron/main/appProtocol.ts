/**
 * Serves the built renderer (dist/) on `spindle://app/`. Every response carries the app's
 * Content-Security-Policy and cross-origin isolation headers: Electron's
 * `webRequest.onHeadersReceived` only sees HTTP(S) responses, so for the custom scheme the headers
 * are set here, where the response is made.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';

import type { Protocol } from 'electron';

import { APP_HOST, APP_SCHEME, ISOLATION_HEADERS } from './appOrigin';

/** Content types of the files a Vite build emits. Unknown extensions are sent as bytes. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The scheme's privileges; pass to `protocol.registerSchemesAsPrivileged` before `app.ready`. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  // standard: relative URLs and origins work; secure: treated like https; supportFetchAPI: the
  // worker can fetch the engine .wasm. No CORS bypass and no service workers are granted.
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const;

/**
 * Maps a request URL to a file under `root`, or `null` when it must not be served: another host,
 * an encoded separator or NUL, or a path that leaves `root` (`..`). `/` maps to `index.html`.
 */
export function resolveAppFile(root: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // Security: an encoded "/" or "\" could smuggle a traversal past URL normalisation.
  if (pathname.includes('\0') || pathname.includes('\\') || /%2f|%5c/i.test(url.pathname)) return null;
  const file = join(root, pathname === '/' ? 'index.html' : pathname);
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return file;
}

/** Builds the request handler for `protocol.handle`. `csp` is sent with every response. */
export function createAppRequestHandler(root: string, csp: string): (request: Request) => Promise<Response> {
  const baseHeaders = {
    ...ISOLATION_HEADERS,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
  const refuse = (status: number, text: string): Response =>
    new Response(text, { status, headers: { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Method not allowed');
    const file = resolveAppFile(root, request.url);
    if (!file) return refuse(404, 'Not found');
    try {
      // Security: a symlink inside dist/ must not lead outside it either.
      const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
      if (!(realFile + sep).startsWith(realRoot + sep) || !(await stat(realFile)).isFile())
        return refuse(404, 'Not found');
      const body = request.method === 'HEAD' ? null : await readFile(realFile);
      const type = MIME_TYPES[extname(realFile).toLowerCase()] ?? 'application/octet-stream';
      return new Response(body, { status: 200, headers: { ...baseHeaders, 'Content-Type': type } });
    } catch {
      return refuse(404, 'Not found');
    }
  };
}

/** Registers the handler for `spindle://` (after `app.ready`). */
export function registerAppProtocol(protocol: Pick<Protocol, 'handle'>, distDir: string, csp: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(distDir, csp));
}
