/**
 * The one application window and the security settings of everything that renders web content.
 * Electron is injected (see `WindowDeps`) so the options and hardening are unit-tested with fakes.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, Session, WebContents } from 'electron';

import { ISOLATION_HEADERS } from './appOrigin';

/** Window size on first start [px]. */
export const DEFAULT_SIZE = { width: 1440, height: 900, minWidth: 960, minHeight: 600 } as const;

/**
 * Options of the app window. Security: the page gets no Node.js (`nodeIntegration` off, also in
 * workers and sub-frames), runs in Chromium's sandbox, and sees only what the preload exposes
 * through `contextBridge` (`contextIsolation`). Same-origin policy stays on (`webSecurity`), no
 * `<webview>`, and dropping a file on the window does not navigate away from the app (the
 * renderer reads dropped files itself).
 */
export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_SIZE,
    title: 'Spindle',
    show: false,
    backgroundColor: '#f7f7f8',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
    },
  };
}

/**
 * Locks down one `WebContents` (every one Electron creates, via `app.on('web-contents-created')`):
 * no navigation away from the app, no new windows, no `<webview>`. The app is a single page; any
 * navigation is a bug or an attack (for example a link in a crafted design file).
 */
export function hardenWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  isAppUrl: (url: string) => boolean,
): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/**
 * Session-wide policy: the CSP and cross-origin isolation headers on every HTTP(S) response (the
 * dev server; the built app's own scheme sets them in `appProtocol.ts`), and every permission
 * request (camera, notifications, clipboard-read, …) refused: the app needs none of them.
 */
export function secureSession(
  session: Pick<Session, 'webRequest' | 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  csp: string,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-security-policy') delete headers[key];
    headers['Content-Security-Policy'] = [csp];
    for (const [key, value] of Object.entries(ISOLATION_HEADERS)) headers[key] = [value];
    callback({ responseHeaders: headers });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** What `createMainWindow` needs from Electron. */
export interface WindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  preloadPath: string;
  /** `spindle://app/index.html`, or the checked dev server URL. */
  entryUrl: string;
  log: (message: string) => void;
}

/** Creates the window, shows it when painted, and loads the app. */
export function createMainWindow(deps: WindowDeps): BrowserWindow {
  const win = new deps.BrowserWindow(windowOptions(deps.preloadPath));
  win.once('ready-to-show', () => win.show());
  win.loadURL(deps.entryUrl).catch((err: unknown) => {
    deps.log(`Spindle could not load ${deps.entryUrl}: ${err instanceof Error ? err.message : String(err)}`);
  });
  return win;
}
