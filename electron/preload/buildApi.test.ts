import { describe, expect, it, vi } from 'vitest';

import { apiName, contract } from '../ipc/contract';
import { buildApi, type IpcRendererLike } from './buildApi';

function fakeIpc() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipc = {
    invoke: vi.fn(async (channel: string, args: unknown) => ({ ok: true, value: { channel, args } })),
    on: vi.fn((channel: string, l: (...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(l);
      return ipc;
    }),
    removeListener: vi.fn((channel: string, l: (...args: unknown[]) => void) => {
      listeners.get(channel)?.delete(l);
      return ipc;
    }),
    emit: (channel: string, payload: unknown) =>
      listeners.get(channel)?.forEach((l) => l({ sender: 'SECRET' }, payload)),
  };
  return ipc;
}

describe('buildApi', () => {
  it('has exactly one member per contract channel and is frozen', () => {
    const api = buildApi(fakeIpc() as unknown as IpcRendererLike) as unknown as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(Object.keys(contract).map(apiName).sort());
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('maps invoke channels to ipcRenderer.invoke with one argument', async () => {
    const ipc = fakeIpc();
    const api = buildApi(ipc as unknown as IpcRendererLike);
    await expect(api.designOpenPath({ path: '/a.json' })).resolves.toEqual({
      ok: true,
      value: { channel: 'design:openPath', args: { path: '/a.json' } },
    });
    await api.recentList();
    expect(ipc.invoke).toHaveBeenLastCalledWith('recent:list', undefined);
  });

  it('delivers only the payload of events, never the IPC event, until unsubscribed', () => {
    const ipc = fakeIpc();
    const api = buildApi(ipc as unknown as IpcRendererLike);
    const seen: unknown[][] = [];
    const off = api.menuCommand.on((...args: unknown[]) => seen.push(args));
    ipc.emit('menu:command', { id: 'file.save' });
    off();
    ipc.emit('menu:command', { id: 'file.new' });
    expect(seen).toEqual([[{ id: 'file.save' }]]);
  });

  it('drops and reports a malformed event payload', () => {
    const ipc = fakeIpc();
    const log = vi.fn();
    const api = buildApi(ipc as unknown as IpcRendererLike, log);
    const listener = vi.fn();
    api.documentSaveRequested.on(listener);
    ipc.emit('document:saveRequested', { requestId: 'x' });
    expect(listener).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('document:saveRequested'));
  });
});
