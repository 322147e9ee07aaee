/**
 * App lifecycle. Electron is passed in (`entry.ts` passes the real module, tests a fake), and
 * every feature is a `setupX()`/`xHandlers()` module wired here once the app is ready.
 *
 * Order matters: the privileged `spindle://` scheme and the sandbox must be declared before
 * `ready`; the protocol handler, session policy, IPC handlers and menu are installed before the
 * first window exists, so the page never runs without them.
 */
import { existsSync } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';

import type * as ElectronModule from 'electron';
import type { BrowserWindow } from 'electron';

import { APP_ENTRY_URL, contentSecurityPolicy, isAppUrl, parseDevUrl } from './appOrigin';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './appProtocol';
import { createPathAllowList } from './features/allowList';
import { autosaveHandlers, createAutosaveStore } from './features/autosave';
import { compareCandidatesHandlers } from './features/compareCandidates';
import { customPartsHandlers } from './features/customParts';
import { designFileHandlers } from './features/designFiles';
import { exportHandlers } from './features/exportFiles';
import { setupDocumentState } from './features/documentState';
import { editHandlers, setupMenu } from './features/menu';
import { createRecentStore, recentHandlers } from './features/recent';
import type { FileSystem } from './files';
import { registerIpcHandlers, sendEvent } from './ipc';
import { createMainWindow, hardenWebContents, secureSession } from './window';

/** The parts of the `electron` module the app uses. */
export type ElectronMain = Pick<
  typeof ElectronModule,
  'app' | 'BrowserWindow' | 'dialog' | 'ipcMain' | 'Menu' | 'protocol' | 'session'
>;

/** Where the app lives and how it runs. */
export interface RunOptions {
  /** Folder holding `dist/` (renderer) and `dist-electron/` (main, preload). */
  appRoot: string;
  env: Record<string, string | undefined>;
  platform: string;
  fs?: FileSystem;
  log?: (message: string) => void;
}

/** Starts Spindle. Returns once the lifecycle handlers are installed; the window opens on `ready`. */
export function runApp(electron: ElectronMain, options: RunOptions): void {
  const { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session } = electron;
  const log = options.log ?? ((m: string) => console.warn(m));
  const fs = options.fs ?? nodeFs;
  const isMac = options.platform === 'darwin';

  const dev = parseDevUrl(options.env.SPINDLE_DEV_URL);
  if (dev && !dev.ok) log(`${dev.reason} Loading the built app instead.`);
  const devOrigin = dev?.ok ? dev.origin : null;
  const entryUrl = dev?.ok ? dev.url : APP_ENTRY_URL;
  const csp = contentSecurityPolicy(devOrigin);
  const appUrl = (url: string): boolean => isAppUrl(url, devOrigin);
  const distDir = join(options.appRoot, 'dist');

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, appUrl));

  const windows = new Set<BrowserWindow>();
  const target = (): BrowserWindow | undefined => {
    const focused = BrowserWindow.getFocusedWindow();
    return focused && windows.has(focused) ? focused : [...windows][0];
  };
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('window-all-closed', () => {
    if (!isMac || quitting) app.quit();
  });

  const start = async (): Promise<void> => {
    if (!devOrigin && !existsSync(join(distDir, 'index.html'))) {
      dialog.showErrorBox(
        'Spindle is not built',
        `No renderer build was found in ${distDir}. Run "npm start" from the project folder; it builds the app first.`,
      );
      app.quit();
      return;
    }
    registerAppProtocol(protocol, distDir, csp);
    secureSession(session.defaultSession, csp);

    const userData = app.getPath('userData');
    const allowList = createPathAllowList();
    const recent = await createRecentStore({ file: join(userData, 'recent.json'), fs, now: Date.now, log });
    for (const r of recent.list()) allowList.add(r.path);
    const autosave = createAutosaveStore({ file: join(userData, 'autosave.json'), fs, allowList, now: Date.now, log });
    const documentState = setupDocumentState({ dialog, autosave, isMac, log });

    setupMenu({
      Menu,
      recent,
      isMac,
      devTools: !app.isPackaged,
      log,
      send: (id, arg) => {
        const win = target();
        if (win) sendEvent(win, 'menu:command', arg === undefined ? { id } : { id, arg });
      },
    });
    registerIpcHandlers(
      ipcMain,
      {
        ...designFileHandlers({ dialog, allowList, recent, fs, defaultFolder: app.getPath('documents') }),
        ...exportHandlers({ dialog, fs, defaultFolder: app.getPath('documents') }),
        ...recentHandlers(recent, allowList),
        ...autosaveHandlers(autosave),
        ...customPartsHandlers({ file: join(userData, 'custom-parts.json'), fs, now: Date.now }),
        ...compareCandidatesHandlers({ file: join(userData, 'compare-candidates.json'), fs, now: Date.now, log }),
        ...documentState.handlers,
        ...editHandlers(),
      },
      {
        windowFromContents: (c) => BrowserWindow.fromWebContents(c),
        isAppWindow: (w) => windows.has(w),
        isAppUrl: appUrl,
      },
      log,
    );

    const open = (): void => {
      const preloadPath = join(options.appRoot, 'dist-electron', 'preload.cjs');
      const win = createMainWindow({ BrowserWindow, preloadPath, entryUrl, log });
      windows.add(win);
      documentState.attach(win);
      win.on('closed', () => windows.delete(win));
    };
    open();
    app.on('activate', () => {
      if (windows.size === 0) open();
    });
    app.on('second-instance', () => {
      const win = target();
      if (!win) return open();
      if (win.isMinimized()) win.restore();
      win.focus();
    });
  };

  app
    .whenReady()
    .then(start)
    .catch((err: unknown) => {
      dialog.showErrorBox('Spindle could not start', err instanceof Error ? err.message : String(err));
      app.quit();
    });
}
