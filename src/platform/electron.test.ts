// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

import type { SpindleApi } from '../../electron/ipc/api';
import { createElectronPlatform, isTextFieldFocused } from './electron';

function fakeApi() {
  const listeners: Record<string, ((payload: never) => void)[]> = { menu: [], save: [] };
  const ok = async (value: unknown = null) => ({ ok: true, value });
  const api = {
    designOpenDialog: vi.fn(() => ok({ path: '/a', name: 'a', text: '{}' })),
    designOpenPath: vi.fn(() => ok()),
    designSave: vi.fn(() => Promise.reject(new Error('No handler registered for design:save'))),
    designSaveAsDialog: vi.fn(() => ok(null)),
    recentList: vi.fn(() => ok([])),
    recentAdd: vi.fn(() => ok([])),
    recentClear: vi.fn(() => ok()),
    autosaveWrite: vi.fn(() => ok()),
    autosaveRead: vi.fn(() => ok()),
    autosaveClear: vi.fn(() => ok()),
    compareRead: vi.fn(() => ok(null)),
    compareWrite: vi.fn(() => ok()),
    customPartsLoad: vi.fn(() => ok([])),
    customPartsSave: vi.fn(() => ok()),
    documentSetState: vi.fn(() => ok()),
    documentSaveDone: vi.fn(() => ok()),
    editNative: vi.fn(() => ok()),
    exportSaveDialog: vi.fn(() => ok({ path: '/d/x.xlsx', name: 'x.xlsx' })),
    menuCommand: { on: (l: never) => (listeners.menu?.push(l), () => undefined) },
    documentSaveRequested: { on: vi.fn((l: never) => (listeners.save?.push(l), () => undefined)) },
  };
  const emit = (name: 'menu' | 'save', payload: unknown) => listeners[name]?.forEach((l) => l(payload as never));
  return { api, emit, platform: createElectronPlatform(api as unknown as SpindleApi) };
}

describe('electron platform', () => {
  it('forwards calls with the contract argument shapes', async () => {
    const { api, platform } = fakeApi();
    expect(platform.isDesktop).toBe(true);
    expect(await platform.openDialog()).toEqual({ ok: true, value: { path: '/a', name: 'a', text: '{}' } });
    await platform.saveAsDialog('a.spindle.json', 'T');
    expect(api.designSaveAsDialog).toHaveBeenCalledWith({ suggestedName: 'a.spindle.json', text: 'T' });
    await platform.writeAutosave({ designText: 'T', path: null, name: 'a' });
    expect(api.autosaveWrite).toHaveBeenCalledWith({ designText: 'T', path: null, name: 'a' });
    platform.setDocumentState({ name: 'a', dirty: true, autosaveHeld: true });
    expect(api.documentSetState).toHaveBeenCalledWith({ name: 'a', dirty: true, autosaveHeld: true });
    const data = new Uint8Array([0x50, 0x4b, 3, 4]);
    expect(await platform.saveExport({ fileName: 'x.xlsx', format: 'xlsx', data })).toEqual({
      ok: true,
      value: { path: '/d/x.xlsx', name: 'x.xlsx' },
    });
    expect(api.exportSaveDialog).toHaveBeenCalledWith({ suggestedName: 'x.xlsx', format: 'xlsx', data });
  });

  it('turns a rejected invoke into a coded error instead of throwing', async () => {
    const { platform } = fakeApi();
    const r = await platform.save('/a', 'T');
    expect(r).toMatchObject({ ok: false, error: { code: 'ipc/bad-arguments' } });
    expect(!r.ok && r.error.message).toContain('design:save');
  });

  it('sends edit commands to a focused text field natively, and everything else to the app', () => {
    const { api, emit, platform } = fakeApi();
    const handler = vi.fn();
    platform.onMenuCommand(handler);
    emit('menu', { id: 'edit.paste' });
    expect(handler).toHaveBeenCalledWith('edit.paste', undefined);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    emit('menu', { id: 'edit.paste' });
    expect(api.editNative).toHaveBeenCalledWith({ action: 'paste' });
    emit('menu', { id: 'file.openRecent', arg: '/a.json' });
    expect(handler).toHaveBeenLastCalledWith('file.openRecent', '/a.json');
    expect(handler).toHaveBeenCalledTimes(2);
    input.remove();
  });

  it('answers save requests with the newest handler’s result', async () => {
    const { api, emit, platform } = fakeApi();
    const off = platform.onSaveRequested(async () => true);
    platform.onSaveRequested(async () => Promise.reject(new Error('boom')));
    emit('save', { requestId: 3 });
    await vi.waitFor(() => expect(api.documentSaveDone).toHaveBeenCalledWith({ requestId: 3, saved: false }));
    off();
    expect(api.documentSaveRequested.on).toHaveBeenCalledTimes(1);
  });
});

describe('isTextFieldFocused', () => {
  it('knows what the user types into', () => {
    const make = (html: string) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      return div.firstElementChild;
    };
    expect(isTextFieldFocused(null)).toBe(false);
    expect(isTextFieldFocused(make('<input type="text">'))).toBe(true);
    expect(isTextFieldFocused(make('<input type="number">'))).toBe(true);
    expect(isTextFieldFocused(make('<textarea></textarea>'))).toBe(true);
    expect(isTextFieldFocused(make('<input type="checkbox">'))).toBe(false);
    expect(isTextFieldFocused(make('<input type="text" readonly>'))).toBe(false);
    expect(isTextFieldFocused(make('<button>x</button>'))).toBe(false);
  });
});
