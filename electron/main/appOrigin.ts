/**
 * Where the app's own page comes from, and the Content-Security-Policy it runs under.
 *
 * The built renderer (dist/) is served from the privileged custom scheme `spindle://app/` rather
 * than `file://`: Chromium refuses `fetch()` of `file:` URLs, and the engine worker and sql.js both
 * fetch their `.wasm`. A custom scheme also gives the page a real origin, so `'self'` in the CSP
 * means exactly the app's files, and the sender check can recognise the app's frames by URL.
 */

/** Custom scheme serving dist/. Registered as privileged before `app.ready`. */
export const APP_SCHEME = 'spindle';
/** Host part of app URLs; `spindle://app/index.html` is the entry page. */
export const APP_HOST = 'app';
/** The entry page when the built renderer is loaded. */
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Headers that make the app page cross-origin isolated (COOP + COEP), sent with every app response
 * (scripts/start.mjs and vite.config.ts send the same). Isolation is what lets the page share
 * memory with its engine workers: the page abandons a failure analysis by raising a flag the
 * engine polls (engine/ts/workerTransport.ts). The app loads nothing from other origins, so
 * `require-corp` costs nothing.
 */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * The Content-Security-Policy of the app page: only the app's own files; `'wasm-unsafe-eval'` so
 * the engine and sql.js can compile WebAssembly (it does not allow `eval` of JavaScript); workers
 * from the app or from `blob:`; inline styles because React Flow positions nodes with them; no
 * remote origins, no plugins, no forms, no framing. `devOrigin` (the Vite dev server) is added to
 * script, style, connect (including its hot-reload WebSocket) and worker sources in dev runs only.
 */
export function contentSecurityPolicy(devOrigin: string | null = null): string {
  const dev = devOrigin ? ` ${devOrigin}` : '';
  const devSocket = devOrigin ? ` ${devOrigin.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${dev}`,
    `worker-src 'self' blob:${dev}`,
    `style-src 'self' 'unsafe-inline'${dev}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob: data:${dev}${devSocket}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Checks `SPINDLE_DEV_URL`. Only a plain-HTTP server on this machine (127.0.0.1, ::1 or
 * localhost) is accepted: loading the app from anywhere else would hand a remote origin the
 * preload API. Returns the origin, or an explanation of why the value was refused.
 */
export function parseDevUrl(
  value: string | undefined,
): { ok: true; url: string; origin: string } | { ok: false; reason: string } | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: `SPINDLE_DEV_URL "${value}" is not a URL; use e.g. http://127.0.0.1:5173/.` };
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'http:' || !local || url.username || url.password) {
    return { ok: false, reason: `SPINDLE_DEV_URL must be an http:// URL on 127.0.0.1 or localhost (got "${value}").` };
  }
  return { ok: true, url: url.href, origin: url.origin };
}

/**
 * True when `url` is a page of this app: the custom scheme and host, or the accepted dev origin.
 * Used for the IPC sender check and to refuse navigation anywhere else.
 */
export function isAppUrl(url: string, devOrigin: string | null = null): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  return devOrigin !== null && parsed.origin === devOrigin;
}
