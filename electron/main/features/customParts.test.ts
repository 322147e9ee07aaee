import * as fs from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { contract } from '../../ipc/contract';
import { ctxFor, FakeWindow, tempFolder } from '../../testing/fakes';
import { customPartsHandlers, duplicatePartId } from './customParts';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

const part = (id: string) => ({
  id,
  kind: 'drive' as const,
  vendor: 'Acme',
  model: 'Spinner 15K',
  partNumber: 'SP-15',
  listPriceUsd: null,
  summary: '15k rpm FC',
  specs: { rpm: 15000 },
  source: { title: 'Acme datasheet' },
  custom: true,
});
const setup = () => ({
  h: customPartsHandlers({ file: join(dir, 'custom-parts.json'), fs, now: () => 7 }),
  ctx: ctxFor(new FakeWindow()),
});

describe('custom parts', () => {
  it('loads an empty list when nothing was saved, then round-trips saved parts', async () => {
    const { h, ctx } = setup();
    expect(await h['customParts:load'](undefined, ctx)).toEqual({ ok: true, value: [] });
    expect(await h['customParts:save']({ parts: [part('acme.sp15')] }, ctx)).toEqual({ ok: true, value: null });
    expect(await h['customParts:load'](undefined, ctx)).toEqual({ ok: true, value: [part('acme.sp15')] });
    expect(JSON.parse(await readFile(join(dir, 'custom-parts.json'), 'utf8')).version).toBe(1);
  });

  it('refuses duplicate ids without writing', async () => {
    const { h, ctx } = setup();
    const r = await h['customParts:save']({ parts: [part('a.b'), part('a.b')] }, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'catalog/duplicate-part' } });
    expect(await readdir(dir)).toEqual([]);
    expect(duplicatePartId([{ id: 'x' }, { id: 'y' }])).toBeNull();
  });

  it('rejects invalid parts at the IPC boundary', () => {
    const bad = contract['customParts:save'].args.safeParse({ parts: [{ ...part('UPPER case'), kind: 'toaster' }] });
    expect(bad.success).toBe(false);
  });

  it('keeps an unreadable file aside and explains where', async () => {
    await writeFile(join(dir, 'custom-parts.json'), '{"version": 1, "parts": [');
    const { h, ctx } = setup();
    const r = await h['customParts:load'](undefined, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'catalog/invalid-part' } });
    expect(!r.ok && r.error.message).toContain('custom-parts.invalid-7.json');
    expect(await readdir(dir)).toEqual(['custom-parts.invalid-7.json']);
  });

  it('hands every stored part to the catalog, so one invalid part hides none (review 3 #12)', async () => {
    const long = { ...part('long-one'), summary: 'x'.repeat(201) };
    const parts = [...Array.from({ length: 40 }, (_, i) => part(`part-${i}`)), long, part('part-1')];
    await writeFile(join(dir, 'custom-parts.json'), JSON.stringify({ version: 1, parts }));
    const { h, ctx } = setup();
    expect(await h['customParts:load'](undefined, ctx)).toEqual({ ok: true, value: parts });
    expect(await readdir(dir)).toEqual(['custom-parts.json']);
  });

  it('keeps on save the stored entries the renderer cannot send back (review 3 #4)', async () => {
    const long = { ...part('long-one'), summary: 'x'.repeat(201) };
    const repeat = { ...part('a.b'), model: 'Other' };
    const file = join(dir, 'custom-parts.json');
    await writeFile(file, JSON.stringify({ version: 1, parts: [part('a.b'), long, repeat, part('gone')] }));
    const { h, ctx } = setup();
    expect(await h['customParts:save']({ parts: [part('a.b'), part('new')] }, ctx)).toEqual({ ok: true, value: null });
    const saved = JSON.parse(await readFile(file, 'utf8')) as { parts: unknown[] };
    // 'gone' was removed by the user; the unreadable entry and the repeat stay, as stored.
    expect(saved.parts).toEqual([part('a.b'), part('new'), long, repeat]);
  });

  it('moves a file that became unreadable aside before a save replaces it', async () => {
    const file = join(dir, 'custom-parts.json');
    await writeFile(file, 'not JSON');
    const { h, ctx } = setup();
    expect(await h['customParts:save']({ parts: [part('new')] }, ctx)).toEqual({ ok: true, value: null });
    expect((await readdir(dir)).sort()).toEqual(['custom-parts.invalid-7.json', 'custom-parts.json']);
    expect(await readFile(join(dir, 'custom-parts.invalid-7.json'), 'utf8')).toBe('not JSON');
  });
});
