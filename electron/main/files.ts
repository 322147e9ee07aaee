/**
 * File primitives for main: atomic writes and size-limited reads. The file system is injected
 * (`FileSystem`, defaulting to `node:fs/promises`) so tests can make a write fail half-way.
 */
import { randomBytes } from 'node:crypto';
import { constants as nodeConstants } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** The subset of `node:fs/promises` these helpers use. */
export type FileSystem = Pick<
  typeof nodeFs,
  'open' | 'rename' | 'unlink' | 'realpath' | 'stat' | 'lstat' | 'readlink' | 'mkdir' | 'readFile'
>;

/**
 * Thrown by `writeFileAtomic` instead of replacing a read-only file: the rename it writes with
 * needs only the folder to be writable, so a write-protected file was silently replaced.
 */
export class ReadOnlyFileError extends Error {
  readonly code = 'EACCES';
  constructor(readonly path: string) {
    super(`${path} is read-only`);
    this.name = 'ReadOnlyFileError';
  }
}

/** Error code of a failed file operation (`ENOENT`, `EACCES`, …), if any. */
export function errnoCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/** A short, user-readable reason for a file error (no stack, no internals). */
export function describeFsError(err: unknown): string {
  if (err instanceof ReadOnlyFileError) return 'the file is read-only';
  switch (errnoCode(err)) {
    case 'ENOENT':
      return 'the file or its folder does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EROFS':
      return 'the disk is read-only';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'EDQUOT':
      return 'the disk quota is exceeded';
    default:
      return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Writes `data` to `target` atomically: a temporary file in the same folder is written, flushed
 * to disk (`fsync`) and renamed over the target, then the folder is flushed. Readers see either
 * the old file or the new one, never a mix; if anything fails, the temporary file is removed and
 * the original is left exactly as it was. A symlinked target is written through (its real file
 * is replaced, the link kept), also when the file the link names does not exist yet; an existing
 * file keeps its permission bits, and one that is read-only is refused (`ReadOnlyFileError`).
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  fs: FileSystem = nodeFs,
): Promise<void> {
  const { real, mode } = await writeTarget(target, fs);
  const temp = join(dirname(real), `.${basename(real)}.${randomBytes(6).toString('hex')}.tmp`);
  // 'wx': fail rather than follow a pre-existing file or link at the temporary name.
  const handle = await fs.open(temp, 'wx', mode ?? 0o666);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, real);
  } catch (err) {
    await fs.unlink(temp).catch(() => undefined);
    throw err;
  }
  await syncFolder(dirname(real), fs);
}

/** Links followed at most, as the operating system does (Linux's limit). */
const MAX_LINKS = 40;

/**
 * The file a write to `target` must replace: the target itself, or the file its symlink (chain)
 * names, existing or not, and the permission bits of the one there (`null` when there is none).
 * Without following a link whose file is missing, the rename replaced the link with a file.
 */
async function writeTarget(target: string, fs: FileSystem): Promise<{ real: string; mode: number | null }> {
  let path = target;
  for (let hops = 0; ; hops++) {
    let info: Awaited<ReturnType<FileSystem['lstat']>>;
    try {
      info = await fs.lstat(path);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return { real: path, mode: null };
      throw err;
    }
    if (info.isSymbolicLink()) {
      if (hops >= MAX_LINKS) throw Object.assign(new Error(`too many symbolic links at ${target}`), { code: 'ELOOP' });
      path = resolve(dirname(path), await fs.readlink(path));
      continue;
    }
    // The folders on the way may be links too: the temporary file goes beside the real file.
    const real = await fs.realpath(path);
    const mode = (await fs.stat(real)).mode & 0o777;
    // No write bit for anyone (Windows' read-only attribute reads as this too). Root may write
    // any file, so the bits are checked, not `access(W_OK)`.
    if ((mode & 0o222) === 0) throw new ReadOnlyFileError(real);
    return { real, mode };
  }
}

/** Flushes a folder entry after a rename. Not possible on every platform (Windows): best effort. */
async function syncFolder(folder: string, fs: FileSystem): Promise<void> {
  try {
    const dir = await fs.open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // The rename is already done; a missing folder flush only weakens durability on power loss.
  }
}

/** Outcome of `readTextLimited`. `not-a-file`: a folder, or a device, pipe or socket (`folder: false`). */
export type ReadOutcome =
  | { kind: 'ok'; text: string }
  | { kind: 'too-large' }
  | { kind: 'not-a-file'; folder: boolean }
  | { kind: 'failed'; error: unknown };

/**
 * Reads a UTF-8 text file of at most `limitBytes`, from one open handle (so a file swapped or
 * grown between the size check and the read cannot get past the limit). A leading BOM is dropped.
 */
export async function readTextLimited(path: string, limitBytes: number, fs: FileSystem = nodeFs): Promise<ReadOutcome> {
  let handle: nodeFs.FileHandle;
  try {
    // Non-blocking, so a named pipe opens at once (and is refused below) instead of waiting for a
    // writer forever; a regular file reads as usual. Windows has no such flag, and no such pipes.
    handle = await fs.open(path, nodeConstants.O_RDONLY | (nodeConstants.O_NONBLOCK ?? 0));
  } catch (error) {
    return errnoCode(error) === 'EISDIR' ? { kind: 'not-a-file', folder: true } : { kind: 'failed', error };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { kind: 'not-a-file', folder: info.isDirectory() };
    if (info.size > limitBytes) return { kind: 'too-large' };
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, length);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > limitBytes) return { kind: 'too-large' };
    }
    return { kind: 'ok', text: new TextDecoder('utf-8').decode(Buffer.concat(chunks, length)) };
  } catch (error) {
    return errnoCode(error) === 'EISDIR' ? { kind: 'not-a-file', folder: true } : { kind: 'failed', error };
  } finally {
    await handle.close();
  }
}
