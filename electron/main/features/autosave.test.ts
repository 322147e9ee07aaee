import * as fs from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ctxFor, designText, FakeWindow, tempFolder } from '../../testing/fakes';
import { createPathAllowList } from './allowList';
import { autosaveHandlers, createAutosaveStore } from './autosave';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

const setup = () => {
  const allowList = createPathAllowList();
  const log = vi.fn();
  const store = createAutosaveStore({ file: join(dir, 'autosave.json'), fs, allowList, now: () => 42, log });
  return { store, allowList, log, h: autosaveHandlers(store), ctx: ctxFor(new FakeWindow()) };
};

describe('autosave', () => {
  it('stores, reads back and clears a snapshot', async () => {
    const { h, ctx } = setup();
    expect(await h['autosave:read'](undefined, ctx)).toEqual({ ok: true, value: null });
    await h['autosave:write']({ designText: designText(), path: null, name: 'Untitled' }, ctx);
    expect(await h['autosave:read'](undefined, ctx)).toEqual({
      ok: true,
      value: { designText: designText(), path: null, name: 'Untitled', savedAt: 42 },
    });
    await h['autosave:clear'](undefined, ctx);
    expect(await readdir(dir)).toEqual([]);
    expect(await h['autosave:clear'](undefined, ctx)).toEqual({ ok: true, value: null });
  });

  it('records only allowed paths, and re-allows them when restored after a restart', async () => {
    const first = setup();
    first.allowList.add('/d/ok.spindle.json');
    await first.store.write({ designText: designText(), path: '/etc/passwd', name: 'x' });
    expect(JSON.parse(await readFile(join(dir, 'autosave.json'), 'utf8')).path).toBeNull();
    expect(first.log).toHaveBeenCalledWith(expect.stringContaining('dropped a path'));
    await first.store.write({ designText: designText(), path: '/d/ok.spindle.json', name: 'ok' });

    const second = setup();
    expect(second.allowList.has('/d/ok.spindle.json')).toBe(false);
    expect(await second.store.read()).toMatchObject({ ok: true, value: { path: '/d/ok.spindle.json', name: 'ok' } });
    expect(second.allowList.has('/d/ok.spindle.json')).toBe(true);
  });

  it('moves a damaged snapshot aside, never deletes it, and says where it is', async () => {
    await writeFile(join(dir, 'autosave.json'), '{"version":1,"name":"x"}');
    const { store, log } = setup();
    const r = await store.read();
    const kept = join(dir, 'autosave.invalid-42.json');
    expect(r).toMatchObject({ ok: false, error: { code: 'autosave/unreadable' } });
    expect(!r.ok && r.error.message).toContain('its snapshot is damaged (');
    expect(!r.ok && r.error.hint).toContain(kept);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
    expect(await readdir(dir)).toEqual(['autosave.invalid-42.json']);
    expect(await readFile(kept, 'utf8')).toBe('{"version":1,"name":"x"}');
  });

  it('leaves a snapshot it can neither read nor move where it is, and says so', async () => {
    const text = JSON.stringify({ version: 1, savedAt: 1, path: null, name: 'x', designText: designText() });
    await writeFile(join(dir, 'autosave.json'), text);
    const denied = (): Promise<never> =>
      Promise.reject(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }));
    const store = createAutosaveStore({
      file: join(dir, 'autosave.json'),
      fs: { ...fs, open: denied, readFile: denied, rename: denied } as typeof fs,
      allowList: createPathAllowList(),
      now: () => 42,
      log: vi.fn(),
    });
    const r = await store.read();
    expect(r).toMatchObject({ ok: false, error: { code: 'autosave/unreadable' } });
    expect(!r.ok && r.error.message).toContain('could not be read (');
    expect(!r.ok && r.error.hint).toContain(join(dir, 'autosave.json'));
    expect(await readFile(join(dir, 'autosave.json'), 'utf8')).toBe(text);
  });
});
