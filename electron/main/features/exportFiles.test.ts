import * as fs from 'node:fs/promises';
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { BrowserWindow, Dialog, WebContents } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ctxFor, FakeWindow, invokeEvent, tempFolder } from '../../testing/fakes';
import { guardHandler, type SenderCheck } from '../ipc';
import { EXPORT_FILTERS, exportHandlers, suggestedExportName } from './exportFiles';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

/** A minimal .xlsx-looking payload: the ZIP signature the contract checks, then anything. */
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const CSV = new TextEncoder().encode('\uFEFFLine,Category\r\n1,Servers\r\n');
/** A diagram's first bytes: the XML declaration, then the SVG element. */
const SVG = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>\n',
);
/** A .png-looking payload: the PNG signature, then anything. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HTML = new TextEncoder().encode('<!doctype html>\n<html lang="en"><title>Report</title></html>\n');

function setup(save: string | null) {
  const dialog = { showSaveDialog: vi.fn(async () => ({ canceled: save === null, filePath: save ?? '' })) };
  const h = exportHandlers({ dialog: dialog as unknown as Dialog, fs, defaultFolder: dir });
  return { h, dialog, ctx: ctxFor(new FakeWindow()) };
}

describe('suggestedExportName', () => {
  it('keeps a bare, safe name with the format extension', () => {
    expect(suggestedExportName('Site A - BOM.xlsx', 'xlsx')).toBe('Site A - BOM.xlsx');
    expect(suggestedExportName('Site A - BOM', 'csv')).toBe('Site A - BOM.csv');
    expect(suggestedExportName('../../etc/passwd', 'csv')).toBe('passwd.csv');
    expect(suggestedExportName('C:\\Users\\x\\evil.xlsx', 'xlsx')).toBe('evil.xlsx');
    expect(suggestedExportName('a:b*c?', 'xlsx')).toBe('a-b-c-.xlsx');
    expect(suggestedExportName(' .. ', 'xlsx')).toBe('Export.xlsx');
    expect(suggestedExportName('Site A - Design report', 'html')).toBe('Site A - Design report.html');
  });
});

describe('export:saveDialog', () => {
  it('offers the format filter and the suggested name, and writes the bytes', async () => {
    const target = join(dir, 'Site A - BOM.xlsx');
    const { h, dialog, ctx } = setup(target);
    const r = await h['export:saveDialog']({ suggestedName: 'Site A - BOM.xlsx', format: 'xlsx', data: XLSX }, ctx);
    expect(r).toEqual({ ok: true, value: { path: target, name: 'Site A - BOM.xlsx' } });
    expect(new Uint8Array(await readFile(target))).toEqual(XLSX);
    const options = (dialog.showSaveDialog.mock.calls[0] as unknown[])[1] as { filters: unknown; defaultPath: string };
    expect(options.filters).toEqual(EXPORT_FILTERS.xlsx);
    expect(options.defaultPath).toBe(join(dir, 'Site A - BOM.xlsx'));
    // Nothing but the file itself is left behind (the temporary file was renamed over it).
    expect(await readdir(dir)).toEqual(['Site A - BOM.xlsx']);
  });

  it.each([
    ['svg', SVG, 'SVG image'],
    ['png', PNG, 'PNG image'],
  ] as const)('saves a diagram as .%s with its own filter', async (format, data, filterName) => {
    const target = join(dir, `Site A - Diagram.${format}`);
    const { h, dialog, ctx } = setup(target);
    const r = await h['export:saveDialog']({ suggestedName: `Site A - Diagram.${format}`, format, data }, ctx);
    expect(r).toEqual({ ok: true, value: { path: target, name: `Site A - Diagram.${format}` } });
    const options = (dialog.showSaveDialog.mock.calls[0] as unknown[])[1] as { filters: unknown };
    expect(options.filters).toEqual([{ name: filterName, extensions: [format] }]);
    expect(new Uint8Array(await readFile(target))).toEqual(data);
  });

  it('writes a design report with the HTML filter', async () => {
    const target = join(dir, 'Site A - Design report.html');
    const { h, dialog, ctx } = setup(target);
    const r = await h['export:saveDialog'](
      { suggestedName: 'Site A - Design report', format: 'html', data: HTML },
      ctx,
    );
    expect(r).toEqual({ ok: true, value: { path: target, name: 'Site A - Design report.html' } });
    expect(new Uint8Array(await readFile(target))).toEqual(HTML);
    const options = (dialog.showSaveDialog.mock.calls[0] as unknown[])[1] as { filters: unknown };
    expect(options.filters).toEqual(EXPORT_FILTERS.html);
  });

  it('returns null and writes nothing when the user cancels', async () => {
    const { h, ctx } = setup(null);
    expect(await h['export:saveDialog']({ suggestedName: 'x', format: 'csv', data: CSV }, ctx)).toEqual({
      ok: true,
      value: null,
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('adds the extension a dialog left out', async () => {
    const { h, ctx } = setup(join(dir, 'typed'));
    const r = await h['export:saveDialog']({ suggestedName: 'x', format: 'csv', data: CSV }, ctx);
    expect(r).toMatchObject({ ok: true, value: { path: join(dir, 'typed.csv') } });
  });

  it('leaves an existing file intact and says what went wrong when the write fails', async () => {
    const target = join(dir, 'old.csv');
    await writeFile(target, 'old');
    const failing = {
      ...fs,
      rename: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'EACCES' }))),
    };
    const dialog = { showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target })) };
    const h = exportHandlers({ dialog: dialog as unknown as Dialog, fs: failing as typeof fs, defaultFolder: dir });
    const r = await h['export:saveDialog']({ suggestedName: 'x', format: 'csv', data: CSV }, ctxFor(new FakeWindow()));
    expect(r).toMatchObject({ ok: false, error: { code: 'export/write-failed' } });
    expect(!r.ok && r.error.message).toContain('permission denied');
    expect(!r.ok && r.error.hint).toContain('Your design has not been changed');
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['old.csv']);
  });

  it('writes through a symlink, keeping the link', async () => {
    const real = join(dir, 'real.csv');
    await writeFile(real, 'old');
    await symlink(real, join(dir, 'link.csv'));
    const { h, ctx } = setup(join(dir, 'link.csv'));
    await h['export:saveDialog']({ suggestedName: 'x', format: 'csv', data: CSV }, ctx);
    expect(new Uint8Array(await readFile(real))).toEqual(CSV);
    expect((await fs.lstat(join(dir, 'link.csv'))).isSymbolicLink()).toBe(true);
  });
});

describe('export:saveDialog through the IPC gate', () => {
  const contents = { id: 1 };
  const win = new FakeWindow().asWindow();
  const check: SenderCheck = {
    windowFromContents: (c) => (c === (contents as unknown as WebContents) ? win : null),
    isAppWindow: (w: BrowserWindow) => w === win,
    isAppUrl: (url) => url.startsWith('spindle://app/'),
  };
  const event = invokeEvent(contents, 'spindle://app/index.html');

  it.each([
    ['text instead of bytes', { suggestedName: 'x', format: 'csv', data: 'a,b' }, 'data: Expected the file as bytes'],
    ['an unknown format', { suggestedName: 'x', format: 'pdf', data: CSV }, 'format'],
    ['an extra field', { suggestedName: 'x', format: 'csv', data: CSV, path: '/etc/passwd' }, 'path'],
    ['an .xlsx that is not a ZIP archive', { suggestedName: 'x', format: 'xlsx', data: CSV }, 'must be a ZIP archive'],
    [
      'a .csv that is not UTF-8',
      { suggestedName: 'x', format: 'csv', data: new Uint8Array([0xff, 0xfe, 0x80]) },
      'UTF-8',
    ],
    ['an empty file', { suggestedName: 'x', format: 'csv', data: new Uint8Array() }, 'empty'],
    ['a .png without the PNG signature', { suggestedName: 'x', format: 'png', data: SVG }, 'PNG signature'],
    ['a .png cut short inside its signature', { suggestedName: 'x', format: 'png', data: PNG.slice(0, 4) }, 'PNG'],
    ['an .svg that is not UTF-8', { suggestedName: 'x', format: 'svg', data: new Uint8Array([0x3c, 0xff]) }, 'UTF-8'],
    ['an .svg that is a PNG', { suggestedName: 'x', format: 'svg', data: PNG }, 'UTF-8'],
    [
      'an .svg that is some other text',
      { suggestedName: 'x', format: 'svg', data: new TextEncoder().encode('<html><svg></svg></html>') },
      'must start with an SVG document',
    ],
    [
      'an .html that is not an HTML document',
      { suggestedName: 'x', format: 'html', data: CSV },
      'must start with <!doctype html>',
    ],
  ])('refuses %s with a clear message, before any dialog', async (_name, args, words) => {
    const { h, dialog } = setup(join(dir, 'never.csv'));
    const reply = await guardHandler('export:saveDialog', h['export:saveDialog'], check, vi.fn())(event, args);
    expect(reply).toMatchObject({ ok: false, error: { code: 'ipc/bad-arguments' } });
    expect(!reply.ok && reply.error.message).toContain('export:saveDialog');
    expect(!reply.ok && reply.error.message).toContain(words);
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });

  it.each([
    ['an SVG with the XML declaration', SVG],
    ['an SVG after a byte-order mark and white space', new TextEncoder().encode('\uFEFF \n\t<svg width="1"></svg>')],
    ['an SVG without a declaration', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
  ])('lets %s through to the dialog', async (_name, data) => {
    const { h, dialog } = setup(null);
    const args = { suggestedName: 'x.svg', format: 'svg', data };
    const reply = await guardHandler('export:saveDialog', h['export:saveDialog'], check, vi.fn())(event, args);
    expect(reply).toEqual({ ok: true, value: null });
    expect(dialog.showSaveDialog).toHaveBeenCalledOnce();
  });
});
