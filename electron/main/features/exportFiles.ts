/**
 * Saving exports (the bill of materials as .xlsx or .csv, the Jetstress test plan as .csv, the
 * design diagram as .svg or .png, the design report as .html). Main shows the Save dialog with the
 * format's filter and writes the renderer's bytes atomically to the path the user chose; the
 * contract (`ExportFile`) has already checked the bytes are what the
 * format says. The path is not added to the allow-list: an export is written once, and the
 * renderer cannot name it later.
 */
import { basename, dirname, extname, join } from 'node:path';

import type { Dialog } from 'electron';

import { appError, type Result } from '../../../src/schema/errors';
import type { ExportFormat } from '../../ipc/contract';
import { describeFsError, errnoCode, writeFileAtomic, type FileSystem } from '../files';
import type { InvokeHandlers } from '../ipc';

/** Save dialog filters per format. */
export const EXPORT_FILTERS: Readonly<Record<ExportFormat, { name: string; extensions: string[] }[]>> = {
  xlsx: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
  csv: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
  svg: [{ name: 'SVG image', extensions: ['svg'] }],
  png: [{ name: 'PNG image', extensions: ['png'] }],
  html: [{ name: 'HTML document', extensions: ['html', 'htm'] }],
  json: [{ name: 'Spindle design (JSON text)', extensions: ['json'] }],
};

/**
 * The name the dialog offers: a bare file name (no folder, so a crafted name cannot steer the
 * dialog elsewhere), unsafe characters replaced, ending in the format's extension.
 */
export function suggestedExportName(name: string, format: ExportFormat): string {
  const safe = [...basename(name.replace(/\\/g, '/'))]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '-' : ch))
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 150);
  const stem = safe.toLowerCase().endsWith(`.${format}`) ? safe.slice(0, -(format.length + 1)) : safe;
  return `${stem || 'Export'}.${format}`;
}

/**
 * Some save dialogs (GTK) do not add the filter's extension: a name typed without one gets it,
 * unless a file of that name already exists (the dialog confirmed overwriting only what was typed).
 */
async function withExtension(path: string, format: ExportFormat, fs: FileSystem): Promise<string> {
  if (extname(path) !== '') return path;
  const extended = `${path}.${format}`;
  try {
    await fs.stat(extended);
    return path;
  } catch (err) {
    return errnoCode(err) === 'ENOENT' ? extended : path;
  }
}

/** What the export handler needs. */
export interface ExportDeps {
  dialog: Pick<Dialog, 'showSaveDialog'>;
  fs: FileSystem;
  /** Folder the first export dialog opens in (the user's Documents folder). */
  defaultFolder: string;
}

/** IPC handler for `export:saveDialog`. */
export function exportHandlers(deps: ExportDeps): Pick<InvokeHandlers, 'export:saveDialog'> {
  let lastFolder: string | null = null;
  return {
    'export:saveDialog': async ({ suggestedName, format, data }, { window }) => {
      const choice = await deps.dialog.showSaveDialog(window, {
        title: 'Export',
        defaultPath: join(lastFolder ?? deps.defaultFolder, suggestedExportName(suggestedName, format)),
        filters: EXPORT_FILTERS[format],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || !choice.filePath) return { ok: true, value: null };
      const path = await withExtension(choice.filePath, format, deps.fs);
      try {
        await writeFileAtomic(path, data, deps.fs);
      } catch (err) {
        const result: Result<never> = {
          ok: false,
          error: appError('export/write-failed', { reason: `${describeFsError(err)} (${path})` }),
        };
        return result;
      }
      lastFolder = dirname(path);
      return { ok: true, value: { path, name: basename(path) } };
    },
  };
}
