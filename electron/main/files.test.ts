import { execFileSync } from 'node:child_process';
import * as nodeFs from 'node:fs/promises';
import { chmod, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { tempFolder } from '../testing/fakes';
import { describeFsError, ReadOnlyFileError, readTextLimited, writeFileAtomic, type FileSystem } from './files';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(() => cleanup());

/** A real file system whose open handles write half of the data, then fail (like a full disk). */
function failingMidWrite(): FileSystem {
  return {
    ...nodeFs,
    open: (async (path: string, flags: string, mode?: number) => {
      const handle = await nodeFs.open(path, flags, mode);
      if (flags !== 'wx') return handle;
      return Object.assign(Object.create(handle) as nodeFs.FileHandle, {
        writeFile: async (data: string) => {
          await handle.write(data.slice(0, data.length / 2));
          throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      });
    }) as FileSystem['open'],
  };
}

describe('writeFileAtomic', () => {
  it('creates a new file', async () => {
    const target = join(dir, 'a.json');
    await writeFileAtomic(target, 'hello');
    expect(await readFile(target, 'utf8')).toBe('hello');
  });

  it('replaces an existing file and leaves no temporary file behind', async () => {
    const target = join(dir, 'a.json');
    await writeFile(target, 'old');
    await writeFileAtomic(target, 'new');
    expect(await readFile(target, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('leaves the original intact when the write fails half-way', async () => {
    const target = join(dir, 'a.json');
    await writeFile(target, 'the original design');
    await expect(writeFileAtomic(target, 'x'.repeat(10_000), failingMidWrite())).rejects.toThrow('no space');
    expect(await readFile(target, 'utf8')).toBe('the original design');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('leaves the original intact when the rename fails', async () => {
    const target = join(dir, 'a.json');
    await writeFile(target, 'original');
    const fs: FileSystem = { ...nodeFs, rename: () => Promise.reject(new Error('rename refused')) };
    await expect(writeFileAtomic(target, 'new', fs)).rejects.toThrow('rename refused');
    expect(await readFile(target, 'utf8')).toBe('original');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('fails without creating anything when the folder does not exist', async () => {
    await expect(writeFileAtomic(join(dir, 'missing', 'a.json'), 'x')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes through a symlink, keeping the link', async () => {
    await mkdir(join(dir, 'real'));
    const real = join(dir, 'real', 'a.json');
    await writeFile(real, 'old');
    const link = join(dir, 'link.json');
    await symlink(real, link);
    await writeFileAtomic(link, 'new');
    expect(await readFile(real, 'utf8')).toBe('new');
    expect((await nodeFs.lstat(link)).isSymbolicLink()).toBe(true);
  });

  it('writes through a symlink whose file does not exist yet, keeping the link (QA: it became a file)', async () => {
    await mkdir(join(dir, 'real'));
    const link = join(dir, 'link.json');
    await symlink(join('real', 'a.json'), link);
    await writeFileAtomic(link, 'new');
    expect(await readFile(join(dir, 'real', 'a.json'), 'utf8')).toBe('new');
    expect((await nodeFs.lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readdir(join(dir, 'real'))).toEqual(['a.json']);
  });

  it('refuses to replace a read-only file, leaving it as it was (QA: Save replaced it)', async () => {
    const target = join(dir, 'a.json');
    await writeFile(target, 'protected');
    await chmod(target, 0o444);
    const refused = writeFileAtomic(target, 'new');
    await expect(refused).rejects.toBeInstanceOf(ReadOnlyFileError);
    await expect(refused).rejects.toMatchObject({ code: 'EACCES' });
    expect(await readFile(target, 'utf8')).toBe('protected');
    expect(await readdir(dir)).toEqual(['a.json']);
    expect(describeFsError(new ReadOnlyFileError(target))).toBe('the file is read-only');
  });

  it('keeps the permission bits of the file it replaces', async () => {
    const target = join(dir, 'a.json');
    await writeFile(target, 'old');
    await chmod(target, 0o600);
    await writeFileAtomic(target, 'new');
    expect((await stat(target)).mode & 0o777).toBe(0o600);
  });
});

describe('readTextLimited', () => {
  it('reads UTF-8 text and drops a byte-order mark', async () => {
    const file = join(dir, 'a.json');
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"é":1}')]));
    expect(await readTextLimited(file, 100)).toEqual({ kind: 'ok', text: '{"é":1}' });
  });

  it('reads files larger than one chunk', async () => {
    const file = join(dir, 'big.json');
    const text = 'y'.repeat(200_000);
    await writeFile(file, text);
    expect(await readTextLimited(file, 300_000)).toEqual({ kind: 'ok', text });
  });

  it('refuses a file over the limit', async () => {
    const file = join(dir, 'a.json');
    await writeFile(file, '12345');
    expect(await readTextLimited(file, 4)).toEqual({ kind: 'too-large' });
    expect(await readTextLimited(file, 5)).toEqual({ kind: 'ok', text: '12345' });
  });

  it('refuses a folder, and tells it from a device (QA: /dev/null was called a folder)', async () => {
    expect(await readTextLimited(dir, 100)).toEqual({ kind: 'not-a-file', folder: true });
    if (process.platform !== 'win32')
      expect(await readTextLimited('/dev/null', 100)).toEqual({ kind: 'not-a-file', folder: false });
  });

  it('refuses a named pipe at once instead of waiting for a writer', async () => {
    if (process.platform === 'win32') return;
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    expect(await readTextLimited(fifo, 100)).toEqual({ kind: 'not-a-file', folder: false });
  });

  it('reports a missing file with its errno code', async () => {
    const r = await readTextLimited(join(dir, 'nope.json'), 100);
    expect(r.kind).toBe('failed');
    if (r.kind === 'failed') expect(describeFsError(r.error)).toBe('the file or its folder does not exist');
  });
});
