/**
 * Reading and writing design files in a browser tab. With the File System Access API (Chromium)
 * the user picks real files and Spindle can save back to them; otherwise a hidden
 * `<input type=file>` opens and a download saves (`Blob` + `<a download>`).
 */
import { appError, type Result } from '../../schema/errors';
import { MAX_DESIGN_BYTES } from '../../schema/load';

/** `FileSystemFileHandle` plus the permission methods Chromium has (not yet in lib.dom). */
export interface FileHandle extends FileSystemFileHandle {
  queryPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
  requestPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
}

interface PickerOptions {
  types: { description: string; accept: Record<string, string[]> }[];
  excludeAcceptAllOption?: boolean;
  suggestedName?: string;
  multiple?: boolean;
}

/** What file access needs from the page (the window, or fakes in tests). */
export interface FileHost {
  showOpenFilePicker?: (options: PickerOptions) => Promise<FileHandle[]>;
  showSaveFilePicker?: (options: PickerOptions) => Promise<FileHandle>;
  document: Document;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

const TYPES = [{ description: 'Spindle designs', accept: { 'application/json': ['.json'] } }];

const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';
const reason = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Reads a picked `File`, refusing oversized ones before reading them. */
export async function readFileText(file: Blob): Promise<Result<string>> {
  if (file.size > MAX_DESIGN_BYTES)
    return { ok: false, error: appError('file/too-large', { limitMb: MAX_DESIGN_BYTES / 1024 / 1024 }) };
  try {
    return { ok: true, value: await file.text() };
  } catch (err) {
    return { ok: false, error: appError('file/read-failed', { reason: reason(err) }) };
  }
}

/** Asks for (or confirms) permission on a stored handle; false when the user refuses. */
async function permitted(handle: FileHandle, mode: 'read' | 'readwrite'): Promise<boolean> {
  if (!handle.queryPermission || !handle.requestPermission) return true;
  if ((await handle.queryPermission({ mode })) === 'granted') return true;
  return (await handle.requestPermission({ mode })) === 'granted';
}

/** Lets the user pick one design file. `null` = cancelled. */
export async function pickFile(host: FileHost): Promise<Result<{ file: File; handle: FileHandle | null } | null>> {
  if (!host.showOpenFilePicker) {
    const file = await pickWithInput(host.document, '.json,application/json');
    return { ok: true, value: file ? { file, handle: null } : null };
  }
  try {
    const [handle] = await host.showOpenFilePicker({ types: TYPES, multiple: false });
    return { ok: true, value: handle ? { file: await handle.getFile(), handle } : null };
  } catch (err) {
    if (isAbort(err)) return { ok: true, value: null };
    return { ok: false, error: appError('file/read-failed', { reason: reason(err) }) };
  }
}

/**
 * Lets the user pick one file through a hidden `<input type=file>` taking `accept` (extensions
 * and MIME types, comma-separated). Works in a browser tab and in Electron's renderer alike.
 * `null` = cancelled.
 */
export function pickWithInput(doc: Document, accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    const done = (file: File | null): void => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => done(null), { once: true });
    doc.body.append(input);
    input.click();
  });
}

/** Reads a stored handle again (recent list), asking for permission if the browser requires. */
export async function readHandle(handle: FileHandle): Promise<Result<File> & { missing?: boolean }> {
  try {
    if (!(await permitted(handle, 'read')))
      return { ok: false, error: appError('file/read-failed', { reason: 'permission was not granted' }) };
    return { ok: true, value: await handle.getFile() };
  } catch (err) {
    const missing = err instanceof DOMException && err.name === 'NotFoundError';
    return {
      ok: false,
      error: appError('file/read-failed', { reason: missing ? `${handle.name} no longer exists` : reason(err) }),
      missing,
    };
  }
}

/**
 * Replaces a handle's contents. The browser writes to a temporary file and swaps it in on
 * `close()`, so a failure leaves the original untouched; the stream is aborted on error.
 */
export async function writeHandle(handle: FileHandle, text: string): Promise<Result<null>> {
  let stream: FileSystemWritableFileStream | null = null;
  try {
    if (!(await permitted(handle, 'readwrite')))
      return { ok: false, error: appError('file/write-failed', { reason: 'permission was not granted' }) };
    stream = await handle.createWritable();
    await stream.write(text);
    await stream.close();
    return { ok: true, value: null };
  } catch (err) {
    await stream?.abort().catch(() => undefined);
    return { ok: false, error: appError('file/write-failed', { reason: reason(err) }) };
  }
}

/** Lets the user pick where to save. `null` = cancelled. Only with File System Access. */
export async function pickSaveHandle(
  host: Required<Pick<FileHost, 'showSaveFilePicker'>>,
  fileName: string,
): Promise<Result<FileHandle | null>> {
  try {
    return { ok: true, value: await host.showSaveFilePicker({ types: TYPES, suggestedName: fileName }) };
  } catch (err) {
    if (isAbort(err)) return { ok: true, value: null };
    return { ok: false, error: appError('file/write-failed', { reason: reason(err) }) };
  }
}

/**
 * Saves by downloading (browsers without File System Access, and every export). The browser picks
 * the folder. `type` is the MIME type of the data (a design is JSON).
 */
export function download(
  host: Pick<FileHost, 'document' | 'URL'>,
  fileName: string,
  data: string | Uint8Array,
  type = 'application/json',
): void {
  const url = host.URL.createObjectURL(new Blob([data as BlobPart], { type }));
  const a = host.document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  host.document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => host.URL.revokeObjectURL(url), 60_000);
}
