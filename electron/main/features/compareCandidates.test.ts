import * as fs from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { contract, MAX_COMPARE_TEXT } from '../../ipc/contract';
import { ctxFor, FakeWindow, tempFolder } from '../../testing/fakes';
import { compareCandidatesHandlers } from './compareCandidates';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

const setup = () => {
  const log = vi.fn();
  return {
    h: compareCandidatesHandlers({ file: join(dir, 'compare-candidates.json'), fs, now: () => 7, log }),
    ctx: ctxFor(new FakeWindow()),
    log,
  };
};

describe('kept Compare candidates (main)', () => {
  it('reads nothing at first, round-trips the text, and forgets it on null', async () => {
    const { h, ctx } = setup();
    expect(await h['compare:read'](undefined, ctx)).toEqual({ ok: true, value: null });
    expect(await h['compare:write']({ text: '{"x":1}' }, ctx)).toEqual({ ok: true, value: null });
    expect(await h['compare:read'](undefined, ctx)).toEqual({ ok: true, value: '{"x":1}' });
    await h['compare:write']({ text: null }, ctx);
    expect(await readdir(dir)).toEqual([]);
    expect(await h['compare:read'](undefined, ctx)).toEqual({ ok: true, value: null });
  });

  it('moves an unreadable file aside, keeping it, and says where it is', async () => {
    const { h, ctx, log } = setup();
    await writeFile(join(dir, 'compare-candidates.json'), '{broken');
    const r = await h['compare:read'](undefined, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'file/read-failed' } });
    expect(!r.ok && r.error.message).toContain(join(dir, 'compare-candidates.invalid-7.json'));
    expect(await readFile(join(dir, 'compare-candidates.invalid-7.json'), 'utf8')).toBe('{broken');
    expect(await readdir(dir)).toEqual(['compare-candidates.invalid-7.json']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
  });

  it('refuses text over the cap at the IPC boundary', () => {
    const args = contract['compare:write'].args;
    expect(args.safeParse({ text: 'x'.repeat(MAX_COMPARE_TEXT + 1) }).success).toBe(false);
    expect(args.safeParse({ text: null, extra: 1 }).success).toBe(false);
  });
});
