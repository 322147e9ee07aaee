/**
 * What the renderer needs from its host, whether that is the Electron main process or a plain
 * browser tab. `src/io` builds on this; nothing else in the renderer talks to the host.
 *
 * Every async operation resolves to a `Result` (never rejects for an expected failure), with
 * coded errors from src/schema/errors.ts. Design text is opaque here: parsing and validation
 * happen in `src/io`.
 */
import type { CatalogPart } from '../schema/catalog';
import type { Result } from '../schema/errors';

/**
 * A file location the host understands. Desktop: an absolute path. Browser: an opaque token
 * (`fsa:<id>`) naming a stored File System Access handle, or `null` when the file came through an
 * `<input type=file>` or was downloaded and cannot be written back.
 */
export type FileLocation = string | null;

/** A design file's text as read. `name` has no extension. */
export interface OpenedFile {
  readonly path: FileLocation;
  readonly name: string;
  readonly text: string;
}

/** Where a design was written. `name` has no extension. */
export interface SavedFile {
  readonly path: FileLocation;
  readonly name: string;
  /**
   * Handed to the browser's downloads (no File System Access): the page cannot tell whether the
   * file was kept, since the user may cancel the download, so it does not count as saved.
   */
  readonly downloaded?: true;
}

/** A recent-files entry; `openedAt` [ms since the Unix epoch]. */
export interface RecentFile {
  readonly path: string;
  readonly name: string;
  readonly openedAt: number;
}

/** The stored crash-recovery snapshot; `savedAt` [ms since the Unix epoch]. */
export interface StoredSnapshot {
  readonly designText: string;
  readonly path: FileLocation;
  readonly name: string;
  readonly savedAt: number;
}

/**
 * Export formats the host can save (the bill of materials, the test plan, the diagram, the design
 * report, and unsaved work that no longer opens, as its JSON text).
 */
export type ExportFormat = 'xlsx' | 'csv' | 'svg' | 'png' | 'html' | 'json';

/** An export to save: the bytes, their format, and the file name to offer (with extension). */
export interface ExportFile {
  readonly fileName: string;
  readonly format: ExportFormat;
  /** The file's bytes (an ArrayBuffer-backed view: what IPC and Blob take as they are). */
  readonly data: Uint8Array<ArrayBuffer>;
}

/** Where an export went. `path` is null in a browser (a download: the browser picks the folder). */
export interface SavedExport {
  readonly path: FileLocation;
  readonly name: string;
}

/** The open document as the host needs to know it. */
export interface DocumentState {
  readonly name: string;
  /** Unsaved changes: the desktop app asks before the window closes, a browser before the tab does. */
  readonly dirty: boolean;
  /**
   * The autosave slot still keeps a recovery copy from an earlier session that the user has not
   * yet recovered or discarded (the app neither writes nor clears it meanwhile). The host must
   * not clear it on its own either: the desktop app otherwise clears it after the close prompt's
   * Don't Save, and once its Save succeeded.
   */
  readonly autosaveHeld: boolean;
}

/** The host. */
export interface Platform {
  /** True in the Electron app (native menu, dialogs, paths); false in a browser tab. */
  readonly isDesktop: boolean;
  /** Lets the user pick a design file and reads it. `null` value = cancelled. */
  openDialog(): Promise<Result<OpenedFile | null>>;
  /** Reads a file opened or saved before (e.g. from the recent list). */
  openPath(path: string): Promise<Result<OpenedFile>>;
  /** Replaces a file opened or saved before. `file/bad-path` when it cannot be written back. */
  save(path: string, text: string): Promise<Result<SavedFile>>;
  /** Lets the user pick where to save (`fileName` suggested, with extension). `null` = cancelled. */
  saveAsDialog(fileName: string, text: string): Promise<Result<SavedFile | null>>;
  /**
   * Saves an export where the user chooses: the desktop app shows a Save dialog with the format's
   * filter and writes atomically; a browser downloads the file. `null` value = cancelled.
   */
  saveExport(file: ExportFile): Promise<Result<SavedExport | null>>;
  /** Recent files, newest first. */
  listRecent(): Promise<Result<RecentFile[]>>;
  /** Moves a file that opened or saved fine to the top of the recent list. */
  addRecent(path: string): Promise<Result<RecentFile[]>>;
  writeAutosave(snapshot: { designText: string; path: FileLocation; name: string }): Promise<Result<null>>;
  readAutosave(): Promise<Result<StoredSnapshot | null>>;
  clearAutosave(): Promise<Result<null>>;
  /**
   * The Compare view's kept candidates (src/io/compareKeep.ts), as opaque text, or `null` when
   * none are kept. Parsed and validated in `src/io`, like design text.
   */
  readCompareCandidates(): Promise<Result<string | null>>;
  /** Replaces the kept candidates; `null` forgets them. */
  writeCompareCandidates(text: string | null): Promise<Result<null>>;
  loadCustomParts(): Promise<Result<unknown[]>>;
  saveCustomParts(parts: CatalogPart[]): Promise<Result<null>>;
  /** Title bar and unsaved-changes protection on close. Fire and forget. */
  setDocumentState(state: DocumentState): void;
  /** Native menu commands (desktop only; never fires in a browser). Returns an unsubscribe. */
  onMenuCommand(handler: (id: string, arg?: string) => void): () => void;
  /**
   * The host asks the app to save before it closes (desktop close prompt → Save). The handler
   * resolves to whether the save succeeded; the newest registered handler answers.
   */
  onSaveRequested(handler: () => Promise<boolean>): () => void;
}
