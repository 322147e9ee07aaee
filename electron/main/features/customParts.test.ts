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

  it('keeps an invalid file aside and explains where', async () => {
    await writeFile(join(dir, 'custom-parts.json'), JSON.stringify({ version: 1, parts: [{ id: 'x' }] }));
    const { h, ctx } = setup();
    const r = await h['customParts:load'](undefined, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'catalog/invalid-part' } });
    expect(!r.ok && r.error.message).toContain('custom-parts.invalid-7.json');
    expect(await readdir(dir)).toEqual(['custom-parts.invalid-7.json']);
  });
});
