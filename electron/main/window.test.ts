import { EventEmitter } from 'node:events';

import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';

import { createMainWindow, hardenWebContents, secureSession, windowOptions } from './window';

describe('windowOptions', () => {
  it('isolates the page from Node.js and keeps web security on', () => {
    const prefs = windowOptions('/app/preload.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });
});

function fakeContents(): EventEmitter & { openHandler?: () => unknown; setWindowOpenHandler(h: () => unknown): void } {
  const c = Object.assign(new EventEmitter(), {
    openHandler: undefined as undefined | (() => unknown),
    setWindowOpenHandler(h: () => unknown) {
      c.openHandler = h;
    },
  });
  return c;
}

describe('hardenWebContents', () => {
  const isApp = (url: string): boolean => url.startsWith('spindle://app/');

  it('blocks navigation and redirects away from the app', () => {
    const c = fakeContents();
    hardenWebContents(c as unknown as WebContents, isApp);
    for (const eventName of ['will-navigate', 'will-redirect']) {
      const away = { preventDefault: vi.fn() };
      c.emit(eventName, away, 'https://evil.example/');
      expect(away.preventDefault).toHaveBeenCalled();
      const inside = { preventDefault: vi.fn() };
      c.emit(eventName, inside, 'spindle://app/index.html');
      expect(inside.preventDefault).not.toHaveBeenCalled();
    }
  });

  it('denies new windows and <webview>', () => {
    const c = fakeContents();
    hardenWebContents(c as unknown as WebContents, isApp);
    expect(c.openHandler?.()).toEqual({ action: 'deny' });
    const attach = { preventDefault: vi.fn() };
    c.emit('will-attach-webview', attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });
});

describe('secureSession', () => {
  function fakeSession() {
    const s = {
      headers: undefined as
        undefined | ((details: { responseHeaders?: Record<string, string[]> }, cb: (r: unknown) => void) => void),
      request: undefined as undefined | ((c: unknown, p: string, cb: (ok: boolean) => void) => void),
      check: undefined as undefined | (() => boolean),
      webRequest: { onHeadersReceived: (h: never) => (s.headers = h) },
      setPermissionRequestHandler: (h: never) => (s.request = h),
      setPermissionCheckHandler: (h: never) => (s.check = h),
    };
    secureSession(s as unknown as Session, 'CSP');
    return s;
  }

  it('sends the CSP on every response, replacing any other policy', () => {
    const s = fakeSession();
    let reply: unknown;
    s.headers?.({ responseHeaders: { 'content-security-policy': ['lax'], 'X-Other': ['1'] } }, (r) => (reply = r));
    expect(reply).toEqual({
      responseHeaders: {
        'Content-Security-Policy': ['CSP'],
        'Cross-Origin-Opener-Policy': ['same-origin'],
        'Cross-Origin-Embedder-Policy': ['require-corp'],
        'X-Other': ['1'],
      },
    });
  });

  it('refuses every permission request and check', () => {
    const s = fakeSession();
    const cb = vi.fn();
    s.request?.({}, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(s.check?.()).toBe(false);
  });
});

describe('createMainWindow', () => {
  it('creates one window with the secure options, loads the entry URL and shows it when painted', async () => {
    const created: {
      options: BrowserWindowConstructorOptions;
      win: EventEmitter & { show: () => void; loadURL: (u: string) => Promise<void> };
    }[] = [];
    class FakeBrowserWindow extends EventEmitter {
      shown = false;
      loaded = '';
      constructor(readonly options: BrowserWindowConstructorOptions) {
        super();
        created.push({ options, win: this as never });
      }
      show(): void {
        this.shown = true;
      }
      loadURL(url: string): Promise<void> {
        this.loaded = url;
        return Promise.reject(new Error('offline'));
      }
    }
    const log = vi.fn();
    const win = createMainWindow({
      BrowserWindow: FakeBrowserWindow as never,
      preloadPath: '/p.cjs',
      entryUrl: 'spindle://app/index.html',
      log,
    });
    const fake = win as unknown as FakeBrowserWindow;
    expect(created).toHaveLength(1);
    expect(created[0]?.options.webPreferences?.sandbox).toBe(true);
    expect(fake.loaded).toBe('spindle://app/index.html');
    expect(fake.shown).toBe(false);
    fake.emit('ready-to-show');
    expect(fake.shown).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not load spindle://app/index.html: offline'));
  });
});
