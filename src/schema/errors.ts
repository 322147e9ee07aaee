/**
 * The one table of user-facing error codes. Every message says what is wrong and how to fix it.
 * Codes are stable: tests, logs and IPC results refer to them. Add new codes; never renumber.
 */
/**
 * Said at the end of the hint of a file error that leaves the open design as it was. The CLI,
 * which holds no design, prints the hint without it ([`hintOutsideApp`]).
 */
export const DESIGN_KEPT = 'Your current design has not been changed.';

export const errorMessages = {
  'file/not-json': {
    // `where`: " (line 34, column 5: what was expected)", or empty when the place is unknown.
    message: 'This file is not a Spindle design: it is not valid JSON{where}.',
    hint: `If you edited it by hand, fix it at that place (a missing or extra comma or quote is the usual cause); otherwise open a .spindle.json file saved by Spindle, or check the file was not truncated. ${DESIGN_KEPT}`,
  },
  'file/utf16': {
    message: 'This file is saved as UTF-16 text; Spindle reads design files as UTF-8.',
    hint: `Open it in a text editor and save it as UTF-8 (in Notepad: Save As, Encoding: UTF-8), then open it again. ${DESIGN_KEPT}`,
  },
  'file/not-design': {
    message: 'This file is JSON but not a Spindle design (no "format": "spindle.design").',
    hint: `Open a file saved by Spindle. ${DESIGN_KEPT}`,
  },
  'file/future-version': {
    message: 'This design was saved by a newer Spindle (file version {version}; this app reads up to {current}).',
    hint: `Update Spindle to open it. ${DESIGN_KEPT}`,
  },
  'file/invalid': {
    message: 'This design file has errors and cannot be opened: {details}',
    hint: `Fix the listed fields in the file, or open another one. ${DESIGN_KEPT}`,
  },
  'file/too-large': {
    message: 'This file is larger than {limitMb} MB, which is more than any design needs.',
    hint: `Check you picked the right file. ${DESIGN_KEPT}`,
  },
  'file/read-failed': {
    message: 'The file could not be read: {reason}',
    hint: 'Check the file exists and you may read it.',
  },
  'file/is-folder': {
    message: 'The file could not be read: {path} is a folder, not a design file.',
    hint: `Choose a design file (.spindle.json), not a folder. ${DESIGN_KEPT}`,
  },
  'file/not-regular': {
    message: 'The file could not be read: {path} is not a regular file (it is a device, a pipe or a socket).',
    hint: `Choose a design file (.spindle.json) saved on a disk. ${DESIGN_KEPT}`,
  },
  'autosave/unreadable': {
    message: 'Unsaved work from an earlier session could not be recovered: its snapshot {reason}.',
    hint: 'The snapshot is kept at {kept}: open it in a text editor to copy what it holds. Your current design has not been changed.',
  },
  'file/write-failed': {
    message: 'The design could not be saved: {reason}',
    hint: 'Choose another folder, or free disk space. Nothing was overwritten.',
  },
  'file/read-only': {
    message: 'The design could not be saved: the file is read-only ({path}).',
    hint: 'Use Save As… to save it under another name or in another folder, or make the file writable first. Nothing was overwritten.',
  },
  'file/save-refused': {
    message: 'The design was not saved: it did not pass the check Spindle makes before writing a file ({details}).',
    hint: 'This is a bug in Spindle: please report it with this message. Save As… is refused the same way; undoing the last change and saving again may work. Nothing was overwritten.',
  },
  'file/too-large-to-save': {
    message: 'The design was not saved: as a file it would be {sizeMb} MB, more than the {limitMb} MB Spindle opens.',
    hint: 'Shorten long notes or descriptions, or split the design into two files, then save again. Nothing was overwritten.',
  },
  'autosave/write-failed': {
    message: 'The recovery copy of your design could not be written: {reason}',
    hint: 'Free disk space, then save your design: until the copy can be written, a crash would lose your unsaved changes. Your design has not been changed.',
  },
  'autosave/clear-failed': {
    message: 'The recovery copy of your design could not be removed: {reason}',
    hint: 'At the next start Spindle may offer this work again; choose Discard then if you do not need it. Your design has not been changed.',
  },
  'settings/read-failed': {
    message: 'Spindle could not read {what}: {reason}',
    hint: "Check that you may read Spindle's settings folder, then restart Spindle. Your design has not been changed.",
  },
  'settings/write-failed': {
    message: 'Spindle could not store {what}: {reason}',
    hint: "Free disk space, or check that you may write to Spindle's settings folder, then try again. Your design has not been changed.",
  },
  'file/bad-path': {
    message: 'That path is not allowed: {reason}',
    hint: 'Pick the file through the Open or Save dialog.',
  },
  'ipc/bad-arguments': {
    message: 'The app sent an invalid request ({channel}): {details}',
    hint: 'This is a bug in Spindle; please report it. Nothing was changed.',
  },
  'ipc/foreign-sender': {
    message: 'A request came from outside the app window and was refused.',
    hint: 'No action needed.',
  },
  'ipc/failed': {
    message: 'The desktop app could not complete the request ({channel}): {reason}',
    hint: 'Try again; if it keeps failing, restart Spindle. Nothing was changed.',
  },
  'ipc/unavailable': { message: 'This needs the desktop app ({what}).', hint: 'Use the browser file buttons instead.' },
  'engine/failed': {
    message: 'The performance engine could not evaluate the design: {reason}',
    hint: 'Undo the last change; if it keeps failing, save the design and report it.',
  },
  'engine/bad-report': {
    message: 'The performance engine returned a report the app does not understand.',
    hint: 'This is a bug in Spindle; please report it.',
  },
  'export/failed': {
    message: 'The export could not be made: {reason}',
    hint: 'Try again; if it keeps failing, save the design and report it. Your design has not been changed.',
  },
  'export/report-failed': {
    message: 'The design report could not be made: {reason}',
    hint: 'Where the message says how to put it right, do that and export again; otherwise save the design and report it. Your design has not been changed.',
  },
  'export/write-failed': {
    message: 'The export could not be saved: {reason}',
    hint: 'Choose another folder or file name, or close the file if another program (Excel, an image viewer) has it open. Your design has not been changed.',
  },
  'catalog/invalid-part': {
    message: 'This part is not valid: {details}',
    hint: 'The message names the field and what it must be.',
  },
  'catalog/duplicate-part': {
    message: 'A part with the id "{id}" already exists.',
    hint: 'Choose another part number.',
  },
} as const satisfies Record<string, { message: string; hint: string }>;

export type ErrorCode = keyof typeof errorMessages;

/** A hint as a tool without an open design (the CLI) gives it: without [`DESIGN_KEPT`]. */
export function hintOutsideApp(hint: string): string {
  return hint.replace(DESIGN_KEPT, '').trim();
}

/** A coded, user-presentable error. */
export interface AppError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly hint: string;
}

/** Builds an `AppError` filling `{placeholders}` from `params`. */
export function appError(code: ErrorCode, params: Record<string, string | number> = {}): AppError {
  const fill = (s: string): string => s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
  const entry = errorMessages[code];
  return { code, message: fill(entry.message), hint: fill(entry.hint) };
}

/** Result type used across IPC and file loading: a value or a coded error. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };
