/**
 * Small JSON documents main keeps in the user-data folder (recent list, autosave, custom parts):
 * read with a size limit and a Zod schema, written atomically.
 */
import { basename, dirname, extname, join } from 'node:path';

import type { z } from 'zod';

import { describeFsError, errnoCode, readTextLimited, writeFileAtomic, type FileSystem } from './files';

/** Outcome of `readJsonFile`. `invalid` carries a user-readable reason. */
export type JsonRead<T> =
  | { kind: 'missing' }
  | { kind: 'ok'; value: T }
  | { kind: 'invalid'; reason: string }
  | { kind: 'failed'; reason: string };

/** Reads and validates a JSON file of at most `limitBytes`. Never throws. */
export async function readJsonFile<T>(
  path: string,
  schema: z.ZodType<T>,
  limitBytes: number,
  fs: FileSystem,
): Promise<JsonRead<T>> {
  const read = await readTextLimited(path, limitBytes, fs);
  switch (read.kind) {
    case 'failed':
      return errnoCode(read.error) === 'ENOENT'
        ? { kind: 'missing' }
        : { kind: 'failed', reason: describeFsError(read.error) };
    case 'too-large':
      return { kind: 'invalid', reason: `it is larger than ${limitBytes} bytes` };
    case 'not-a-file':
      return { kind: 'invalid', reason: 'it is not a file' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(read.text);
  } catch {
    return { kind: 'invalid', reason: 'it is not valid JSON' };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'invalid', reason: `${issue?.path.join('.') || '(file)'}: ${issue?.message ?? 'invalid'}` };
  }
  return { kind: 'ok', value: parsed.data };
}

/** Writes `value` as indented JSON, atomically, creating the folder if needed. */
export async function writeJsonFile(path: string, value: unknown, fs: FileSystem): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, JSON.stringify(value, null, 2) + '\n', fs);
}

/** Removes the file at `path`; one already gone is not an error. */
export async function removeJsonFile(path: string, fs: FileSystem): Promise<void> {
  try {
    await fs.unlink(path);
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') throw err;
  }
}

/**
 * Moves an unreadable file aside (`name.invalid-<time>.json`) before it would be replaced, so
 * nothing the user had is lost. A rename, not a copy: it needs no read access to the file, and
 * leaves nothing behind for a later write to replace. Returns the new path.
 */
export async function moveAside(path: string, fs: FileSystem, now: number): Promise<string> {
  const ext = extname(path);
  const aside = join(dirname(path), `${basename(path, ext)}.invalid-${now}${ext}`);
  await fs.rename(path, aside);
  return aside;
}
