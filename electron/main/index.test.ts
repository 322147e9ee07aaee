import { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { BrowserWindowConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { contract } from '../ipc/contract';
import { invokeEvent, tempFolder } from '../testing/fakes';
import { runApp, type ElectronMain } from './index';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder());
  await mkdir(join(dir, 'dist'));
  await writeFile(join(dir, 'dist', 'index.html'), '<div id="root"></div>');
});
afterEach(() => cleanup());

function fakeElectron() {
  const order: string[] = [];
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  const windows: FakeBrowserWindow[] = [];
  class FakeBrowserWindow extends EventEmitter {
    static getFocusedWindow = () => windows[0] ?? null;
    static fromWebContents = (c: unknown) => windows.find((w) => w.webContents === c) ?? null;
    readonly webContents = Object.assign(new EventEmitter(), { send: vi.fn() });
    url = '';
    constructor(readonly options: BrowserWindowConstructorOptions) {
      super();
      windows.push(this);
    }
    loadURL(url: string): Promise<void> {
      this.url = url;
      return Promise.resolve();
    }
    show(): void {}
    setTitle(): void {}
  }
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    requestSingleInstanceLock: () => true,
    enableSandbox: () => order.push('enableSandbox'),
    whenReady: () => Promise.resolve().then(() => order.push('ready')),
    getPath: (name: string) => join(dir, name),
    quit: vi.fn(),
  });
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    dialog: { showErrorBox: vi.fn(), showMessageBox: vi.fn(), showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
    ipcMain: { handle: (channel: string, h: never) => handlers.set(channel, h) },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: vi.fn() },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => order.push('registerScheme')),
      handle: vi.fn(() => order.push('handle')),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: vi.fn() },
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
      },
    },
  };
  return { electron, order, handlers, windows, app };
}

/** Waits until the app opened its window (start-up reads the user-data folder first). */
const started = (f: ReturnType<typeof fakeElectron>) => vi.waitFor(() => expect(f.windows).toHaveLength(1));

describe('runApp', () => {
  it('declares the scheme and sandbox before ready, then installs everything before the window', async () => {
    const f = fakeElectron();
    runApp(f.electron as unknown as ElectronMain, { appRoot: dir, env: {}, platform: 'linux', log: vi.fn() });
    await started(f);
    expect(f.order).toEqual(['enableSandbox', 'registerScheme', 'ready', 'handle']);
    expect(f.electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'spindle' }),
    ]);
    expect(f.electron.session.defaultSession.webRequest.onHeadersReceived).toHaveBeenCalled();
    expect(f.electron.Menu.setApplicationMenu).toHaveBeenCalled();
    const invokeChannels = Object.entries(contract).filter(([, s]) => s.kind === 'invoke');
    expect(f.handlers.size).toBe(invokeChannels.length);
    expect(f.windows).toHaveLength(1);
    expect(f.windows[0]?.url).toBe('spindle://app/index.html');
    expect(f.windows[0]?.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      preload: join(dir, 'dist-electron', 'preload.cjs'),
    });
  });

  it('answers the app window and refuses other senders', async () => {
    const f = fakeElectron();
    runApp(f.electron as unknown as ElectronMain, { appRoot: dir, env: {}, platform: 'linux', log: vi.fn() });
    await started(f);
    const list = f.handlers.get('recent:list');
    const own = f.windows[0]?.webContents ?? {};
    expect(await list?.(invokeEvent(own, 'spindle://app/index.html'))).toEqual({ ok: true, value: [] });
    expect(await list?.(invokeEvent({}, 'spindle://app/index.html'))).toMatchObject({
      ok: false,
      error: { code: 'ipc/foreign-sender' },
    });
  });

  it('hardens every web contents Electron creates', async () => {
    const f = fakeElectron();
    runApp(f.electron as unknown as ElectronMain, { appRoot: dir, env: {}, platform: 'linux', log: vi.fn() });
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    f.app.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.listenerCount('will-navigate')).toBe(1);
  });

  it('explains a missing build instead of opening an empty window', async () => {
    const f = fakeElectron();
    runApp(f.electron as unknown as ElectronMain, {
      appRoot: join(dir, 'elsewhere'),
      env: {},
      platform: 'linux',
      log: vi.fn(),
    });
    await vi.waitFor(() => expect(f.app.quit).toHaveBeenCalled());
    expect(f.electron.dialog.showErrorBox).toHaveBeenCalledWith(
      'Spindle is not built',
      expect.stringContaining('npm start'),
    );
    expect(f.app.quit).toHaveBeenCalled();
    expect(f.windows).toHaveLength(0);
  });

  it('ignores a non-local SPINDLE_DEV_URL and loads the built app', async () => {
    const f = fakeElectron();
    const log = vi.fn();
    runApp(f.electron as unknown as ElectronMain, {
      appRoot: dir,
      env: { SPINDLE_DEV_URL: 'https://evil.example/' },
      platform: 'linux',
      log,
    });
    await started(f);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('SPINDLE_DEV_URL must be'));
    expect(f.windows[0]?.url).toBe('spindle://app/index.html');
  });
});
