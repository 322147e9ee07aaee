import * as fs from 'node:fs/promises';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Dialog } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ctxFor, designText, FakeWindow, tempFolder } from '../../testing/fakes';
import { createPathAllowList } from './allowList';
import { MAX_DESIGN_BYTES } from '../../../src/schema/load';
import { designFileHandlers, suggestedFileName } from './designFiles';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

function setup(choice: { open?: string[]; save?: string } = {}) {
  const allowList = createPathAllowList();
  const recent = { remove: vi.fn(async () => undefined) };
  const dialog = {
    showOpenDialog: vi.fn(async () => ({ canceled: !choice.open, filePaths: choice.open ?? [] })),
    showSaveDialog: vi.fn(async () => ({ canceled: !choice.save, filePath: choice.save ?? '' })),
  };
  const h = designFileHandlers({ dialog: dialog as unknown as Dialog, allowList, recent, fs, defaultFolder: dir });
  return { h, allowList, recent, dialog, ctx: ctxFor(new FakeWindow()) };
}

describe('suggestedFileName', () => {
  it('keeps a bare, safe file name with the design extension', () => {
    expect(suggestedFileName('Site A')).toBe('Site A.spindle.json');
    expect(suggestedFileName('x.spindle.json')).toBe('x.spindle.json');
    expect(suggestedFileName('../../etc/passwd')).toBe('-..-etc-passwd.spindle.json');
    expect(suggestedFileName('a:b*c?\u0001')).toBe('a-b-c--.spindle.json');
    expect(suggestedFileName('  ...  ')).toBe('Untitled.spindle.json');
  });
});

describe('design:openDialog', () => {
  it('returns null when the user cancels', async () => {
    const { h, ctx } = setup();
    expect(await h['design:openDialog'](undefined, ctx)).toEqual({ ok: true, value: null });
  });

  it('reads the chosen file and allows it for later saves', async () => {
    const file = join(dir, 'Site A.spindle.json');
    await writeFile(file, designText());
    const { h, allowList, ctx } = setup({ open: [file] });
    expect(await h['design:openDialog'](undefined, ctx)).toEqual({
      ok: true,
      value: { path: file, name: 'Site A', text: designText() },
    });
    expect(allowList.has(file)).toBe(true);
  });

  it('reports a folder, a device and an oversized file with coded errors that fit (QA: /dev/null was "a folder")', async () => {
    await mkdir(join(dir, 'folder.json'));
    const folder = await setup({ open: [join(dir, 'folder.json')] }).h['design:openDialog'](
      undefined,
      ctxFor(new FakeWindow()),
    );
    expect(folder).toMatchObject({ ok: false, error: { code: 'file/is-folder' } });
    expect(!folder.ok && folder.error.hint).toContain('not a folder');
    if (process.platform !== 'win32') {
      const device = await setup({ open: ['/dev/null'] }).h['design:openDialog'](undefined, ctxFor(new FakeWindow()));
      expect(device).toMatchObject({ ok: false, error: { code: 'file/not-regular' } });
      expect(!device.ok && device.error.message).toContain('/dev/null is not a regular file');
    }
    const big = join(dir, 'big.json');
    await writeFile(big, '');
    await fs.truncate(big, 50 * 1024 * 1024 + 1);
    expect(await setup({ open: [big] }).h['design:openDialog'](undefined, ctxFor(new FakeWindow()))).toMatchObject({
      ok: false,
      error: { code: 'file/too-large' },
    });
  });
});

describe('design:openPath', () => {
  it('refuses a path the user did not choose', async () => {
    const { h, ctx } = setup();
    const r = await h['design:openPath']({ path: join(dir, 'x.json') }, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'file/bad-path' } });
  });

  it('drops a vanished file from the recent list and says so', async () => {
    const { h, allowList, recent, ctx } = setup();
    const gone = join(dir, 'gone.spindle.json');
    allowList.add(gone);
    const r = await h['design:openPath']({ path: gone }, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'file/read-failed' } });
    expect(!r.ok && r.error.message).toContain('removed from the recent list');
    expect(recent.remove).toHaveBeenCalledWith(gone);
  });
});

describe('design:save', () => {
  it('writes an allowed path atomically', async () => {
    const file = join(dir, 'a.spindle.json');
    await writeFile(file, designText('old'));
    const { h, allowList, ctx } = setup();
    allowList.add(file);
    expect(await h['design:save']({ path: file, text: designText('new') }, ctx)).toEqual({
      ok: true,
      value: { path: file, name: 'a' },
    });
    expect(await readFile(file, 'utf8')).toBe(designText('new'));
    expect(await readdir(dir)).toEqual(['a.spindle.json']);
  });

  it('refuses a path the user did not choose, touching nothing', async () => {
    const file = join(dir, 'victim.txt');
    await writeFile(file, 'precious');
    const { h, ctx } = setup();
    expect(await h['design:save']({ path: file, text: designText() }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'file/bad-path' },
    });
    expect(await readFile(file, 'utf8')).toBe('precious');
  });

  it('refuses text that is not a valid design, leaving the file intact', async () => {
    const file = join(dir, 'a.spindle.json');
    await writeFile(file, designText('keep me'));
    const { h, allowList, ctx } = setup();
    allowList.add(file);
    const r = await h['design:save']({ path: file, text: '{"format":"spindle.design","version":1}' }, ctx);
    // Its own code: "Choose another folder, or free disk space" does not fix a design the check refuses.
    expect(r).toMatchObject({ ok: false, error: { code: 'file/save-refused' } });
    expect(!r.ok && r.error.message).toContain('did not pass the check');
    expect(!r.ok && r.error.hint).toContain('please report it');
    expect(!r.ok && r.error.hint).not.toContain('free disk space');
    expect(await readFile(file, 'utf8')).toBe(designText('keep me'));
  });

  it('refuses a design larger than Open takes, counted in bytes (QA: 53 MB of CJK text saved, then would not open)', async () => {
    const file = join(dir, 'a.spindle.json');
    await writeFile(file, designText('keep me'));
    const { h, allowList, ctx } = setup();
    allowList.add(file);
    // Fewer characters than the limit (what the IPC contract counts), more bytes than Open reads.
    const text = designText('中'.repeat(Math.floor(MAX_DESIGN_BYTES / 3) + 1));
    expect(text.length).toBeLessThan(MAX_DESIGN_BYTES);
    const r = await h['design:save']({ path: file, text }, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'file/too-large-to-save' } });
    expect(!r.ok && r.error.message).toContain('as a file it would be 50.1 MB, more than the 50 MB Spindle opens');
    expect(await readFile(file, 'utf8')).toBe(designText('keep me'));
  });

  it('refuses to replace a read-only file, pointing to Save As (QA: Save replaced a write-protected file)', async () => {
    const file = join(dir, 'a.spindle.json');
    await writeFile(file, designText('protected'));
    await fs.chmod(file, 0o444);
    const { h, allowList, ctx } = setup();
    allowList.add(file);
    const r = await h['design:save']({ path: file, text: designText('new') }, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'file/read-only' } });
    expect(!r.ok && r.error.message).toContain('the file is read-only');
    expect(!r.ok && r.error.hint).toContain('Save As…');
    expect(await readFile(file, 'utf8')).toBe(designText('protected'));
  });

  it('reports a write failure with the reason', async () => {
    const { h, allowList, ctx } = setup();
    const file = join(dir, 'no-such-folder', 'a.spindle.json');
    allowList.add(file);
    const r = await h['design:save']({ path: file, text: designText() }, ctx);
    expect(r).toMatchObject({ ok: false, error: { code: 'file/write-failed' } });
    expect(!r.ok && r.error.message).toContain('does not exist');
  });
});

describe('design:saveAsDialog', () => {
  it('offers a safe name in the last folder, writes the chosen path and allows it', async () => {
    const chosen = join(dir, 'chosen.spindle.json');
    const { h, allowList, dialog, ctx } = setup({ save: chosen });
    const r = await h['design:saveAsDialog']({ suggestedName: '../Site/A', text: designText() }, ctx);
    expect(r).toEqual({ ok: true, value: { path: chosen, name: 'chosen' } });
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      ctx.window,
      expect.objectContaining({ defaultPath: join(dir, '-Site-A.spindle.json') }),
    );
    expect(await readFile(chosen, 'utf8')).toBe(designText());
    expect(allowList.has(chosen)).toBe(true);
  });

  it('adds the extension to a bare typed name, but never redirects onto an existing file', async () => {
    const bare = join(dir, 'plan');
    expect(
      await setup({ save: bare }).h['design:saveAsDialog'](
        { suggestedName: 'x', text: designText() },
        ctxFor(new FakeWindow()),
      ),
    ).toEqual({
      ok: true,
      value: { path: `${bare}.spindle.json`, name: 'plan' },
    });
    await writeFile(join(dir, 'other.spindle.json'), 'keep');
    const other = join(dir, 'other');
    await setup({ save: other }).h['design:saveAsDialog'](
      { suggestedName: 'x', text: designText() },
      ctxFor(new FakeWindow()),
    );
    expect(await readFile(join(dir, 'other.spindle.json'), 'utf8')).toBe('keep');
    expect(await readFile(other, 'utf8')).toBe(designText());
  });

  it('returns null when the user cancels, and never shows a dialog for invalid text', async () => {
    const { h, dialog, ctx } = setup();
    expect(await h['design:saveAsDialog']({ suggestedName: 'x', text: designText() }, ctx)).toEqual({
      ok: true,
      value: null,
    });
    dialog.showSaveDialog.mockClear();
    expect(await h['design:saveAsDialog']({ suggestedName: 'x', text: 'nope' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'file/save-refused' },
    });
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});
