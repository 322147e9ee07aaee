import * as fs from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeWindow, ctxFor, tempFolder } from '../../testing/fakes';
import { createPathAllowList } from './allowList';
import { createRecentStore, designName, MAX_RECENT, recentHandlers } from './recent';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

let clock = 1000;
const deps = () => ({ file: join(dir, 'recent.json'), fs, now: () => clock++, log: vi.fn() });

describe('designName', () => {
  it('drops the design extensions', () => {
    expect(designName('/x/Site A.spindle.json')).toBe('Site A');
    expect(designName('/x/plan.JSON')).toBe('plan');
    expect(designName('/x/notes.txt')).toBe('notes.txt');
  });
});

describe('recent store', () => {
  it('keeps the newest first, without duplicates, at most 10, and persists', async () => {
    const store = await createRecentStore(deps());
    for (let i = 0; i < 12; i++) await store.add(`/d/${i}.spindle.json`);
    await store.add('/d/5.spindle.json');
    const list = store.list();
    expect(list).toHaveLength(MAX_RECENT);
    expect(list.map((e) => e.name).slice(0, 3)).toEqual(['5', '11', '10']);
    expect(new Set(list.map((e) => e.path)).size).toBe(MAX_RECENT);
    const reloaded = await createRecentStore(deps());
    expect(reloaded.list()).toEqual(list);
  });

  it('notifies listeners, removes and clears', async () => {
    const store = await createRecentStore(deps());
    const seen: number[] = [];
    store.onChange((e) => seen.push(e.length));
    await store.add('/d/a.json');
    await store.add('/d/b.json');
    await store.remove('/d/a.json');
    await store.clear();
    expect(seen).toEqual([1, 2, 1, 0]);
    expect(JSON.parse(await readFile(join(dir, 'recent.json'), 'utf8'))).toEqual({ version: 1, entries: [] });
  });

  it('starts empty from a corrupt file, keeping a copy of it', async () => {
    await writeFile(join(dir, 'recent.json'), '{ not json');
    const d = deps();
    const store = await createRecentStore(d);
    expect(store.list()).toEqual([]);
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
    expect((await readdir(dir)).some((f) => f.startsWith('recent.invalid-'))).toBe(true);
  });
});

describe('recent handlers', () => {
  it('adds only paths the user chose', async () => {
    const allow = createPathAllowList();
    const h = recentHandlers(await createRecentStore(deps()), allow);
    const ctx = ctxFor(new FakeWindow());
    expect(await h['recent:add']({ path: '/etc/passwd' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'file/bad-path' },
    });
    allow.add('/d/chosen.spindle.json');
    expect(await h['recent:add']({ path: '/d/chosen.spindle.json' }, ctx)).toMatchObject({
      ok: true,
      value: [{ name: 'chosen' }],
    });
    expect(await h['recent:list'](undefined, ctx)).toMatchObject({
      ok: true,
      value: [{ path: '/d/chosen.spindle.json' }],
    });
    expect(await h['recent:clear'](undefined, ctx)).toEqual({ ok: true, value: null });
  });
});

describe('path allow-list', () => {
  it('matches resolved absolute paths and never relative ones', () => {
    const allow = createPathAllowList();
    allow.add('/d/x/../a.json');
    allow.add('relative.json');
    expect(allow.has('/d/a.json')).toBe(true);
    expect(allow.has('/d/./a.json')).toBe(true);
    expect(allow.has('/d/b.json')).toBe(false);
    expect(allow.has('relative.json')).toBe(false);
  });
});
