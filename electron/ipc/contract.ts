/**
 * THE IPC contract between the Electron main process and the renderer. Every channel name
 * (`domain:verb`) lives here and nowhere else. Each entry gives:
 *
 * - `kind`: `invoke` (renderer → main, answered with `{ ok, value | error }`) or `event`
 *   (main → renderer, one payload, no answer);
 * - `args`: the Zod schema of the single argument (for an event: its payload). Main parses every
 *   invoke argument with it, because the renderer is untrusted;
 * - `result`: the Zod schema of `value` in a successful reply (`z.void()` for events);
 * - `failCode`: the coded error main answers with when the handler fails unexpectedly.
 *
 * The preload builds `window.api` by iterating this object and `api.ts` derives its type from it,
 * so adding a channel here is the only change needed to expose it (plus its main handler, which
 * the compiler demands through `InvokeHandlers` in `electron/main/ipc.ts`).
 */
import { z } from 'zod';

import { CatalogPart } from '../../src/schema/catalog';
import { errorMessages, type ErrorCode } from '../../src/schema/errors';
import { MAX_DESIGN_BYTES } from '../../src/schema/load';

import { ExportFile } from './exportFile';

// The export file checks live in exportFile.ts; re-exported so the contract stays the one import.
export { ExportFile, ExportFormat, htmlDocumentProblem, looksLikeSvg, MAX_EXPORT_BYTES } from './exportFile';

/** An invoke channel: renderer asks, main answers `{ ok: true, value } | { ok: false, error }`. */
export interface InvokeSpec<A extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly kind: 'invoke';
  readonly args: A;
  readonly result: R;
  readonly failCode: ErrorCode;
}

/** An event channel: main tells the renderer something; `args` is the payload schema. */
export interface EventSpec<P extends z.ZodType = z.ZodType> {
  readonly kind: 'event';
  readonly args: P;
  readonly result: z.ZodVoid;
}

const invoke = <A extends z.ZodType, R extends z.ZodType>(
  args: A,
  result: R,
  failCode: ErrorCode,
): InvokeSpec<A, R> => ({
  kind: 'invoke',
  args,
  result,
  failCode,
});
const event = <P extends z.ZodType>(payload: P): EventSpec<P> => ({ kind: 'event', args: payload, result: z.void() });

const errorCodes = Object.keys(errorMessages) as [ErrorCode, ...ErrorCode[]];

/** Wire shape of a coded error (`AppError` from src/schema/errors.ts). */
export const AppErrorSchema = z.object({ code: z.enum(errorCodes), message: z.string(), hint: z.string() });

/**
 * A file-system path as the renderer may send it. Length-limited and free of NUL bytes; whether
 * main will touch it is decided by main's allow-list, never by the renderer.
 */
export const PathArg = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => !p.includes('\0'), 'Paths cannot contain NUL characters.');

/** Document name shown in the title bar and used as the default file name (no extension). */
export const DocName = z.string().min(1).max(255);

/**
 * Serialized design text (`serializeDesign`). Its limit is a loose first bound in UTF-16 units,
 * which cost nothing to count: a text within it can still be more bytes than `MAX_DESIGN_BYTES`
 * as UTF-8 (a non-Latin character is up to 3 bytes), so main measures the UTF-8 bytes before it
 * writes a design and refuses more with `file/too-large-to-save`.
 */
export const DesignText = z
  .string()
  .max(MAX_DESIGN_BYTES, `Designs are limited to ${MAX_DESIGN_BYTES / 1024 / 1024} MB.`);

/** A design file main has read: the text is parsed and validated by the renderer (src/io). */
export const OpenedFile = z.object({ path: PathArg, name: DocName, text: z.string() });
/** Where a design was written. */
export const SavedFile = z.object({ path: PathArg, name: DocName });
/** One entry of the recent files list, newest first; `openedAt` [ms since the Unix epoch]. */
export const RecentEntry = z.object({ path: PathArg, name: DocName, openedAt: z.number().int().min(0) });
/** The crash-recovery snapshot, as main returns it; `savedAt` [ms since the Unix epoch]. */
export const AutosaveSnapshot = z.object({
  designText: DesignText,
  path: PathArg.nullable(),
  name: DocName,
  savedAt: z.number().int().min(0),
});

/**
 * Largest text of the Compare view's kept candidates [UTF-16 units]: the renderer keeps under
 * 8 MB (src/io/compareKeep.ts); main refuses more so a runaway renderer cannot fill the disk.
 */
export const MAX_COMPARE_TEXT = 16 * 1024 * 1024;

/** Custom catalog parts are capped so a runaway renderer cannot fill the disk. */
export const MAX_CUSTOM_PARTS = 5000;

/** Menu command ids: the native menu sends exactly these (see electron/main/features/menu.ts). */
export const MenuCommandId = z.enum([
  'file.new',
  'file.open',
  'file.save',
  'file.saveAs',
  'file.openRecent',
  'file.priceList',
  'file.exportBomXlsx',
  'file.exportBomCsv',
  'file.exportPlanCsv',
  'file.exportDiagramSvg',
  'file.exportDiagramPng',
  'file.exportReportHtml',
  'file.importJetstress',
  'edit.undo',
  'edit.redo',
  'edit.cut',
  'edit.copy',
  'edit.paste',
  'edit.delete',
  'edit.selectAll',
  'view.zoomIn',
  'view.zoomOut',
  'view.fit',
  'help.about',
]);
export type MenuCommandId = z.infer<typeof MenuCommandId>;

/** Text-editing operations main performs natively on the sender's focused text field. */
export const NativeEditAction = z.enum(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll']);
export type NativeEditAction = z.infer<typeof NativeEditAction>;

/** The contract. Keys are channel names; see the module comment for the meaning of each field. */
export const contract = {
  /** Shows the Open dialog and reads the chosen file. `null` = the user cancelled. */
  'design:openDialog': invoke(z.void(), OpenedFile.nullable(), 'file/read-failed'),
  /** Reads a file the user chose before (dialog or recent list). */
  'design:openPath': invoke(z.strictObject({ path: PathArg }), OpenedFile, 'file/read-failed'),
  /** Atomically writes a valid design over a path the user chose before. */
  'design:save': invoke(z.strictObject({ path: PathArg, text: DesignText }), SavedFile, 'file/write-failed'),
  /** Shows the Save dialog, then writes atomically. `null` = the user cancelled. */
  'design:saveAsDialog': invoke(
    z.strictObject({ suggestedName: z.string().max(255), text: DesignText }),
    SavedFile.nullable(),
    'file/write-failed',
  ),
  /** The recent files list, newest first (at most 10). */
  'recent:list': invoke(z.void(), z.array(RecentEntry), 'file/read-failed'),
  /** Moves a user-chosen path to the top of the recent list (after it opened or saved fine). */
  'recent:add': invoke(z.strictObject({ path: PathArg }), z.array(RecentEntry), 'file/write-failed'),
  /** Empties the recent list. */
  'recent:clear': invoke(z.void(), z.null(), 'file/write-failed'),
  /** Stores the crash-recovery snapshot (atomically, in the user-data folder). */
  'autosave:write': invoke(
    z.strictObject({ designText: DesignText, path: PathArg.nullable(), name: DocName }),
    z.null(),
    'file/write-failed',
  ),
  /** The crash-recovery snapshot, or `null` when there is none (or it was unreadable). */
  'autosave:read': invoke(z.void(), AutosaveSnapshot.nullable(), 'file/read-failed'),
  /** Deletes the crash-recovery snapshot. */
  'autosave:clear': invoke(z.void(), z.null(), 'file/write-failed'),
  /** The Compare view's kept candidates (opaque text, validated by the renderer), or `null`. */
  'compare:read': invoke(z.void(), z.string().max(MAX_COMPARE_TEXT).nullable(), 'file/read-failed'),
  /** Replaces the kept candidates (atomically, in the user-data folder); `null` forgets them. */
  'compare:write': invoke(
    z.strictObject({ text: z.string().max(MAX_COMPARE_TEXT).nullable() }),
    z.null(),
    'file/write-failed',
  ),
  /**
   * The user's custom catalog parts as stored, unchecked: the catalog checks each
   * (src/catalog/storedParts.ts), so one bad part hides no other.
   */
  'customParts:load': invoke(z.void(), z.array(z.unknown()), 'file/read-failed'),
  /** Replaces the user's custom catalog parts (validated with `CatalogPart`). */
  'customParts:save': invoke(
    z.strictObject({ parts: z.array(CatalogPart).max(MAX_CUSTOM_PARTS) }),
    z.null(),
    'file/write-failed',
  ),
  /**
   * Tells main the document name and whether it has unsaved changes (title bar, close prompt), and
   * whether the autosave slot is held: it still keeps a recovery copy the user has not yet
   * recovered or discarded, which main must then never clear (Don't Save, or after Save on close).
   */
  'document:setState': invoke(
    z.strictObject({ name: DocName, dirty: z.boolean(), autosaveHeld: z.boolean() }),
    z.null(),
    'ipc/bad-arguments',
  ),
  /** Answers a `document:saveRequested` event: did the save succeed? */
  'document:saveDone': invoke(
    z.strictObject({ requestId: z.number().int().min(0), saved: z.boolean() }),
    z.null(),
    'ipc/bad-arguments',
  ),
  /**
   * Shows the Save dialog for an export (a bill of materials, a test plan, a diagram) and writes
   * the bytes atomically. `null` = the user cancelled. The path is not added to the allow-list:
   * main never reads or writes it again on the renderer's word.
   */
  'export:saveDialog': invoke(
    ExportFile,
    z.object({ path: PathArg, name: z.string() }).nullable(),
    'export/write-failed',
  ),
  /** Performs a native text-editing operation in the sender (used when a text field has focus). */
  'edit:native': invoke(z.strictObject({ action: NativeEditAction }), z.null(), 'ipc/bad-arguments'),

  /** A native menu item was chosen. `arg` is the file path for `file.openRecent`. */
  'menu:command': event(z.object({ id: MenuCommandId, arg: z.string().optional() })),
  /** The user chose Save in the close prompt: save, then answer with `document:saveDone`. */
  'document:saveRequested': event(z.object({ requestId: z.number().int().min(0) })),
} as const;

/** The contract's type. */
export type Contract = typeof contract;
/** Every channel name. */
export type ChannelName = keyof Contract;
/** Channels the renderer invokes. */
export type InvokeChannel = { [K in ChannelName]: Contract[K]['kind'] extends 'invoke' ? K : never }[ChannelName];
/** Channels main emits. */
export type EventChannel = Exclude<ChannelName, InvokeChannel>;

/** Renderer-facing property name of a channel: `design:openDialog` → `designOpenDialog`. */
export type ApiName<C extends string> = C extends `${infer D}:${infer V}` ? `${D}${Capitalize<V>}` : never;

/** Runtime twin of `ApiName`. */
export function apiName<C extends string>(channel: C): ApiName<C> {
  const [domain, verb = ''] = channel.split(':');
  return `${domain}${verb.charAt(0).toUpperCase()}${verb.slice(1)}` as ApiName<C>;
}

/** Zod schema of the full reply of an invoke channel: `{ ok: true, value } | { ok: false, error }`. */
export function replySchema(channel: InvokeChannel): z.ZodType {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value: contract[channel].result }),
    z.object({ ok: z.literal(false), error: AppErrorSchema }),
  ]);
}
