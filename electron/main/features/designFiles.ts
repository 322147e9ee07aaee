/**
 * Open…, Save and Save As… for design files. Main owns the operating system, not the format: it
 * shows dialogs and moves bytes; parsing and migration happen in the renderer (src/io). Before it
 * overwrites anything, main still checks the text is a valid design, so a misbehaving renderer
 * cannot replace a user's file with something Spindle could not open again.
 */
import { basename, dirname, extname, join } from 'node:path';

import type { Dialog } from 'electron';

import { appError, type AppError, type Result } from '../../../src/schema/errors';
import { MAX_DESIGN_BYTES, parseDesignText } from '../../../src/schema/load';
import {
  describeFsError,
  errnoCode,
  ReadOnlyFileError,
  readTextLimited,
  writeFileAtomic,
  type FileSystem,
} from '../files';
import type { InvokeHandlers } from '../ipc';
import type { PathAllowList } from './allowList';
import { designName, type RecentStore } from './recent';

/** File-type filters of the Open and Save dialogs. */
export const DESIGN_FILTERS = [
  { name: 'Spindle designs', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

/** What the design-file handlers need. */
export interface DesignFileDeps {
  dialog: Pick<Dialog, 'showOpenDialog' | 'showSaveDialog'>;
  allowList: PathAllowList;
  recent: Pick<RecentStore, 'remove'>;
  fs: FileSystem;
  /** Folder the first Save dialog opens in (the user's Documents folder). */
  defaultFolder: string;
}

type Opened = { path: string; name: string; text: string };

const fail = (error: AppError): { ok: false; error: AppError } => ({ ok: false, error });

/**
 * File name offered by the Save dialog: the document name made safe for every file system, with
 * the `.spindle.json` extension. Security: only a bare file name is kept, so a crafted name
 * (`../../x`) cannot steer the dialog's starting folder.
 */
export function suggestedFileName(name: string): string {
  const safe = [...name.replace(/\.spindle\.json$/i, '')]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '-' : ch))
    .join('');
  const bare = safe.replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 120);
  return `${bare || 'Untitled'}.spindle.json`;
}

/**
 * Some save dialogs (GTK) do not add the extension of the chosen filter. A name typed without
 * any extension gets `.spindle.json`, unless a file of that name already exists: the dialog only
 * confirmed overwriting the name the user typed, so nothing else is ever replaced silently.
 */
export async function withDesignExtension(path: string, fs: FileSystem): Promise<string> {
  if (extname(path) !== '') return path;
  const extended = `${path}.spindle.json`;
  try {
    await fs.stat(extended);
    return path;
  } catch (err) {
    return errnoCode(err) === 'ENOENT' ? extended : path;
  }
}

/** Reads a design file the user chose, mapping every failure to a coded error. */
export async function readDesignFile(path: string, fs: FileSystem): Promise<Result<Opened> & { missing?: boolean }> {
  const read = await readTextLimited(path, MAX_DESIGN_BYTES, fs);
  switch (read.kind) {
    case 'ok':
      return { ok: true, value: { path, name: designName(path), text: read.text } };
    case 'too-large':
      return fail(appError('file/too-large', { limitMb: MAX_DESIGN_BYTES / 1024 / 1024 }));
    case 'not-a-file':
      return fail(appError(read.folder ? 'file/is-folder' : 'file/not-regular', { path }));
    case 'failed':
      return {
        ...fail(appError('file/read-failed', { reason: `${describeFsError(read.error)} (${path})` })),
        missing: errnoCode(read.error) === 'ENOENT',
      };
  }
}

/**
 * Why `text` must not be written as a design file, or null. Main checks the design before it
 * replaces anything (see the module comment), and measures it as the file will hold it: in UTF-8
 * bytes, the unit Open counts. Counted in characters, 18 M characters of CJK notes (53 MB) were
 * saved, and then refused on open.
 */
function refusal(text: string): AppError | null {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_DESIGN_BYTES) {
    // Rounded up, so a design just over the limit does not read as "50 MB, more than 50 MB".
    const sizeMb = (Math.ceil((bytes / 1024 / 1024) * 10) / 10).toLocaleString('en-US');
    return appError('file/too-large-to-save', { sizeMb, limitMb: MAX_DESIGN_BYTES / 1024 / 1024 });
  }
  const parsed = parseDesignText(text);
  return parsed.ok ? null : appError('file/save-refused', { details: parsed.error.message });
}

/** IPC handlers for `design:*`. */
export function designFileHandlers(
  deps: DesignFileDeps,
): Pick<InvokeHandlers, 'design:openDialog' | 'design:openPath' | 'design:save' | 'design:saveAsDialog'> {
  let lastFolder: string | null = null;

  const write = async (path: string, text: string): Promise<Result<{ path: string; name: string }>> => {
    const refused = refusal(text);
    if (refused) return fail(refused);
    try {
      await writeFileAtomic(path, text, deps.fs);
    } catch (err) {
      if (err instanceof ReadOnlyFileError) return fail(appError('file/read-only', { path }));
      return fail(appError('file/write-failed', { reason: `${describeFsError(err)} (${path})` }));
    }
    lastFolder = dirname(path);
    return { ok: true, value: { path, name: designName(path) } };
  };

  return {
    'design:openDialog': async (_args, { window }) => {
      const choice = await deps.dialog.showOpenDialog(window, {
        title: 'Open design',
        defaultPath: lastFolder ?? deps.defaultFolder,
        properties: ['openFile'],
        filters: DESIGN_FILTERS,
      });
      const path = choice.filePaths[0];
      if (choice.canceled || !path) return { ok: true, value: null };
      deps.allowList.add(path);
      lastFolder = dirname(path);
      const read = await readDesignFile(path, deps.fs);
      return read.ok ? { ok: true, value: read.value } : { ok: false, error: read.error };
    },

    'design:openPath': async ({ path }) => {
      if (!deps.allowList.has(path)) {
        return fail(
          appError('file/bad-path', { reason: 'it was not chosen in an Open or Save dialog or the recent list' }),
        );
      }
      const read = await readDesignFile(path, deps.fs);
      if (!read.ok && read.missing) {
        await deps.recent.remove(path);
        return fail(
          appError('file/read-failed', { reason: `${path} no longer exists; it was removed from the recent list` }),
        );
      }
      return read.ok ? { ok: true, value: read.value } : read;
    },

    'design:save': async ({ path, text }) => {
      if (!deps.allowList.has(path)) {
        return fail(appError('file/bad-path', { reason: 'it was not chosen in an Open or Save dialog; use Save As…' }));
      }
      return write(path, text);
    },

    'design:saveAsDialog': async ({ suggestedName, text }, { window }) => {
      // Refused before the dialog: the user should not pick a place for a file that is not written.
      const refused = refusal(text);
      if (refused) return fail(refused);
      const choice = await deps.dialog.showSaveDialog(window, {
        title: 'Save design',
        defaultPath: join(lastFolder ?? deps.defaultFolder, basename(suggestedFileName(suggestedName))),
        filters: DESIGN_FILTERS,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || !choice.filePath) return { ok: true, value: null };
      const path = await withDesignExtension(choice.filePath, deps.fs);
      deps.allowList.add(path);
      return write(path, text);
    },
  };
}
