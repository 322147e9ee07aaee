import type { BrowserWindow, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';

import { contract, replySchema, type InvokeChannel } from '../ipc/contract';
import { FakeWindow, invokeEvent } from '../testing/fakes';
import {
  guardHandler,
  registerIpcHandlers,
  sendEvent,
  trustedWindow,
  type InvokeHandlers,
  type SenderCheck,
} from './ipc';

const appContents = { id: 1 };
const appWindow = new FakeWindow().asWindow();
const strangerContents = { id: 2 };
const strangerWindow = new FakeWindow().asWindow();
const check: SenderCheck = {
  windowFromContents: (c) =>
    c === (appContents as unknown as WebContents)
      ? appWindow
      : c === (strangerContents as unknown as WebContents)
        ? strangerWindow
        : null,
  isAppWindow: (w: BrowserWindow) => w === appWindow,
  isAppUrl: (url) => url.startsWith('spindle://app/'),
};
const APP = 'spindle://app/index.html';

describe('trustedWindow', () => {
  it('accepts the top frame of an app window showing the app', () => {
    expect(trustedWindow(invokeEvent(appContents, APP), check)).toBe(appWindow);
  });

  it.each([
    ['a window the app did not create', invokeEvent(strangerContents, APP)],
    ['contents with no window (e.g. a webview)', invokeEvent({ id: 3 }, APP)],
    ['a sub-frame', invokeEvent(appContents, APP, { url: APP })],
    ['a page the window navigated to', invokeEvent(appContents, 'https://evil.example/')],
    ['a disposed frame', invokeEvent(appContents, null)],
  ])('refuses %s', (_name, event) => {
    expect(trustedWindow(event, check)).toBeNull();
  });
});

describe('guardHandler', () => {
  const log = vi.fn();

  it('refuses a foreign sender without running the handler', async () => {
    const handler = vi.fn();
    const reply = await guardHandler('recent:list', handler, check, log)(invokeEvent(strangerContents, APP));
    expect(reply).toMatchObject({ ok: false, error: { code: 'ipc/foreign-sender' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses arguments that do not match the contract, naming the channel and field', async () => {
    const handler = vi.fn();
    const run = guardHandler('design:openPath', handler, check, log);
    const bad = await run(invokeEvent(appContents, APP), { path: 42 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'ipc/bad-arguments' } });
    expect(!bad.ok && bad.error.message).toContain('design:openPath');
    expect(!bad.ok && bad.error.message).toContain('path');
    expect(await run(invokeEvent(appContents, APP), { path: '/a', extra: 1 })).toMatchObject({ ok: false });
    expect(await run(invokeEvent(appContents, APP), { path: '/a\0b' })).toMatchObject({ ok: false });
    expect(await run(invokeEvent(appContents, APP), { path: '/a' }, 'second')).toMatchObject({
      ok: false,
      error: { code: 'ipc/bad-arguments' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes parsed arguments and the caller window to the handler', async () => {
    const handler = vi.fn(async () => ({ ok: true as const, value: [] }));
    const reply = await guardHandler(
      'recent:add',
      handler,
      check,
      log,
    )(invokeEvent(appContents, APP), { path: '/a.json' });
    expect(reply).toEqual({ ok: true, value: [] });
    expect(handler).toHaveBeenCalledWith({ path: '/a.json' }, { window: appWindow, sender: appContents });
  });

  it('turns a throwing handler into the channel’s coded error instead of throwing across IPC', async () => {
    const run = guardHandler('design:save', async () => Promise.reject(new Error('disk on fire')), check, log);
    const reply = await run(invokeEvent(appContents, APP), { path: '/a.json', text: '{}' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'file/write-failed' } });
    expect(!reply.ok && reply.error.message).toContain('disk on fire');
    expect(replySchema('design:save').safeParse(reply).success).toBe(true);
  });
});

describe('guardHandler: a thrown error in the words of its channel (QA: the recovery copy said "The design could not be saved")', () => {
  const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const fail = () => Promise.reject(full);
  const log = vi.fn();

  it.each([
    [
      'autosave:write',
      { designText: '{}', path: null, name: 'x' },
      'autosave/write-failed',
      'The recovery copy of your design could not be written: the disk is full',
    ],
    [
      'autosave:clear',
      undefined,
      'autosave/clear-failed',
      'The recovery copy of your design could not be removed: the disk is full',
    ],
    [
      'customParts:save',
      { parts: [] },
      'settings/write-failed',
      'Spindle could not store your custom parts: the disk is full',
    ],
    [
      'compare:write',
      { text: null },
      'settings/write-failed',
      'Spindle could not store the kept Compare candidates: the disk is full',
    ],
    [
      'recent:add',
      { path: '/a.json' },
      'settings/write-failed',
      'Spindle could not store the recent files list: the disk is full',
    ],
    [
      'recent:list',
      undefined,
      'settings/read-failed',
      'Spindle could not read the recent files list: the disk is full',
    ],
    ['edit:native', { action: 'copy' }, 'ipc/failed', '(edit:native): the disk is full'],
    [
      'design:save',
      { path: '/a.json', text: '{}' },
      'file/write-failed',
      'The design could not be saved: the disk is full',
    ],
  ] as const)('%s', async (channel, args, code, message) => {
    const reply = await guardHandler(
      channel as InvokeChannel,
      fail as never,
      check,
      log,
    )(invokeEvent(appContents, APP), args);
    expect(reply).toMatchObject({ ok: false, error: { code } });
    expect(!reply.ok && reply.error.message).toContain(message);
    expect(!reply.ok && reply.error.message).not.toContain('ENOSPC');
    expect(replySchema(channel as InvokeChannel).safeParse(reply).success).toBe(true);
  });
});

describe('guardHandler: replies are held to the contract (QA: never checked)', () => {
  it('answers a coded ipc/failed instead of a value outside the result schema', async () => {
    const log = vi.fn();
    const handler = vi.fn(async () => ({ ok: true as const, value: [{ path: 'relative', name: '', openedAt: -1 }] }));
    const reply = await guardHandler('recent:list', handler, check, log)(invokeEvent(appContents, APP));
    expect(reply).toMatchObject({ ok: false, error: { code: 'ipc/failed' } });
    expect(!reply.ok && reply.error.message).toContain('recent:list');
    expect(!reply.ok && reply.error.message).toContain('did not match the contract');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('outside the contract'));
  });

  it('refuses an error with an unknown code, and sends what the schema reads', async () => {
    const bad = vi.fn(async () => ({ ok: false as const, error: { code: 'nope' as never, message: 'm', hint: 'h' } }));
    expect(await guardHandler('recent:clear', bad, check, vi.fn())(invokeEvent(appContents, APP))).toMatchObject({
      ok: false,
      error: { code: 'ipc/failed' },
    });
    const extra = vi.fn(async () => ({
      ok: true as const,
      value: { path: '/a.json', name: 'a', text: '{}', secret: 1 },
    }));
    expect(
      await guardHandler(
        'design:openPath',
        extra as never,
        check,
        vi.fn(),
      )(invokeEvent(appContents, APP), { path: '/a.json' }),
    ).toEqual({ ok: true, value: { path: '/a.json', name: 'a', text: '{}' } });
  });
});

describe('registerIpcHandlers', () => {
  it('registers exactly the invoke channels of the contract, once each', () => {
    const invokeChannels = Object.entries(contract)
      .filter(([, s]) => s.kind === 'invoke')
      .map(([c]) => c as InvokeChannel);
    const handlers = Object.fromEntries(invokeChannels.map((c) => [c, vi.fn()])) as unknown as InvokeHandlers;
    const registered: string[] = [];
    registerIpcHandlers({ handle: (channel: string) => registered.push(channel) }, handlers, check, vi.fn());
    expect(registered.sort()).toEqual([...invokeChannels].sort());
    expect(registered).not.toContain('menu:command');
  });
});

describe('sendEvent', () => {
  it('sends a payload that matches the contract', () => {
    const win = new FakeWindow();
    sendEvent(win.asWindow(), 'menu:command', { id: 'file.openRecent', arg: '/a.json' });
    expect(win.sent).toEqual([{ channel: 'menu:command', payload: { id: 'file.openRecent', arg: '/a.json' } }]);
  });

  it('throws on a payload that breaks the contract (a bug in main) and skips destroyed windows', () => {
    const win = new FakeWindow();
    expect(() => sendEvent(win.asWindow(), 'menu:command', { id: 'file.explode' as never })).toThrow();
    win.destroyed = true;
    sendEvent(win.asWindow(), 'document:saveRequested', { requestId: 1 });
    expect(win.sent).toEqual([]);
  });
});
