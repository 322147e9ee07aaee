/**
 * Document I/O for the app: open, save, recent files, crash-recovery autosave and custom parts,
 * on top of `src/platform` (Electron or browser). Every file is parsed, migrated and validated
 * with `parseDesignText` before the app sees it; a broken, foreign or newer-version file becomes
 * a coded error and the caller's current design stays untouched. Saving writes
 * `serializeDesign(design)`. The design handed in carries the custom drive parts its enclosures
 * use (`Design.parts`, filled in by the store's `toDesign`), so a saved file, a recovery snapshot
 * and a kept Compare candidate evaluate the same on a PC that lacks those parts.
 *
 * Failures of the `Promise<void>` / `Promise<unknown[]>` methods reject with an `IoError` carrying
 * the coded `AppError`; the others return outcomes and never reject.
 */
import { CatalogPart } from '../schema/catalog';
import { keptText, type KeptCandidate, restoreCandidates, type RestoredCandidates } from './compareKeep';
import type { Design } from '../schema/design';
import { appError, type AppError, type Result } from '../schema/errors';
import { type DesignNotice, parseDesignText, serializeDesign } from '../schema/load';
import {
  designFileName,
  designNameFromFile,
  type DocumentState,
  type ExportFile,
  getPlatform,
  type OpenedFile,
  type Platform,
  type SavedFile,
} from '../platform';

/**
 * An open's outcome. `notices`: what the user must be told about a file that did open (fields the
 * schema does not know, left out and lost on the next save); absent when there is nothing.
 */
export type OpenOutcome =
  | { ok: true; design: Design; path: string | null; name: string; notices?: readonly DesignNotice[] }
  | { ok: false; error: AppError }
  | { canceled: true };
/**
 * A save's outcome. `downloaded`: the design went to the browser's downloads (a browser without
 * File System Access), which cannot confirm the file was kept: the app must not count it as saved.
 */
export type SaveOutcome =
  | { ok: true; path: string | null; name: string; downloaded?: true }
  | { ok: false; error: AppError }
  | { canceled: true };

export type ExportOutcome =
  { ok: true; path: string | null; name: string } | { ok: false; error: AppError } | { canceled: true };

/**
 * The crash-recovery snapshot found at start: a design to offer, or (`ok: false`) the stored text
 * that no longer opens (corrupted, or made before the design checks became stricter) with the
 * reason. The unreadable text is kept until the user saves it as a file or discards it.
 */
export type FoundAutosave =
  | { ok: true; design: Design; path: string | null; name: string; savedAt: number }
  | { ok: false; text: string; error: AppError; path: string | null; name: string; savedAt: number };

/** A coded failure of an I/O call that has no outcome type of its own. */
export class IoError extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'IoError';
  }
}

export interface DocumentIo {
  /** Desktop app: the native menu delivers File/Edit/View commands and their shortcuts. */
  readonly isDesktop: boolean;
  openWithDialog(): Promise<OpenOutcome>;
  openRecent(path: string): Promise<OpenOutcome>;
  /** Parses text the app already has (e.g. a dropped file). Pure. */
  openText(text: string, name: string): OpenOutcome;
  /** Saves over `current.path`; without a path (or where it cannot be written back), acts as Save As. */
  save(design: Design, current: { path: string | null; name: string }): Promise<SaveOutcome>;
  /** Asks where to save, offering `<suggestedName>.spindle.json`. */
  saveAs(design: Design, suggestedName: string): Promise<SaveOutcome>;
  /** Saves an export (a bill of materials) where the user chooses; a browser downloads it. */
  saveExport(file: ExportFile): Promise<ExportOutcome>;
  /** Newest first; empty when the list cannot be read (it is a convenience, not data). */
  listRecent(): Promise<{ path: string; name: string; openedAt: number }[]>;
  /** Stores the crash-recovery snapshot; a clean document (`dirty: false`) clears it instead. */
  writeAutosave(snapshot: { design: Design; path: string | null; name: string; dirty: boolean }): Promise<void>;
  /**
   * The snapshot to offer at start, or `null` when there is none. One that no longer parses is
   * kept, never cleared: it comes back as `ok: false` with its text. Rejects with an `IoError`
   * when the host cannot read the snapshot at all (its error says where the snapshot is kept).
   */
  readAutosave(): Promise<FoundAutosave | null>;
  clearAutosave(): Promise<void>;
  /** Title, close protection, and whether the autosave slot is held (see `holdingAutosave`). */
  setDocumentState(state: DocumentState): void;
  /** Native menu commands (desktop); see `MenuCommandId` in electron/ipc/contract.ts. */
  onMenuCommand(handler: (id: string, arg?: string) => void): () => void;
  /** The desktop close prompt's Save: save, and resolve to whether it succeeded. */
  onSaveRequested(handler: () => Promise<boolean>): () => void;
  /**
   * The Compare view's candidates kept from the last run, each design checked as Open checks a
   * file; what cannot be read is named in `dropped`. Never rejects.
   */
  readCandidates(): Promise<RestoredCandidates>;
  /**
   * Keeps `candidates` for the next run (as many as fit the cap, in order; the rest are named in
   * `tooLarge`). An empty list forgets them.
   */
  writeCandidates(
    candidates: readonly KeptCandidate[],
  ): Promise<{ ok: true; tooLarge: string[] } | { ok: false; error: AppError }>;
  loadCustomParts(): Promise<unknown[]>;
  /** Validates with `CatalogPart` (and unique ids) before storing. */
  saveCustomParts(parts: unknown[]): Promise<void>;
}

const orThrow = <T>(r: Result<T>): T => {
  if (!r.ok) throw new IoError(r.error);
  return r.value;
};

/** Creates the app's document I/O over `platform` (default: this page's platform). */
export function createDocumentIo(platform: Platform = getPlatform()): DocumentIo {
  const parseOpened = (file: OpenedFile): OpenOutcome => {
    const parsed = parseDesignText(file.text);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const outcome = { ok: true as const, design: parsed.value, path: file.path, name: file.name };
    return parsed.notices ? { ...outcome, notices: parsed.notices } : outcome;
  };
  const noteRecent = (path: string | null): void => {
    if (path !== null) void platform.addRecent(path);
  };
  const opened = (r: Result<OpenedFile | null>): OpenOutcome => {
    if (!r.ok) return r;
    if (r.value === null) return { canceled: true };
    const outcome = parseOpened(r.value);
    if ('ok' in outcome && outcome.ok) noteRecent(outcome.path);
    return outcome;
  };
  const saved = (r: Result<SavedFile | null>): SaveOutcome => {
    if (!r.ok) return r;
    if (r.value === null) return { canceled: true };
    noteRecent(r.value.path);
    const { path, name, downloaded } = r.value;
    return downloaded ? { ok: true, path, name, downloaded } : { ok: true, path, name };
  };

  const io: DocumentIo = {
    isDesktop: platform.isDesktop,
    openWithDialog: async () => opened(await platform.openDialog()),
    openRecent: async (path) => opened(await platform.openPath(path)),
    openText: (text, name) => parseOpened({ path: null, name: designNameFromFile(name), text }),
    async save(design, current) {
      if (current.path === null) return io.saveAs(design, current.name);
      const r = await platform.save(current.path, serializeDesign(design));
      // Not writable any more (e.g. a browser file without a handle): ask where instead.
      if (!r.ok && r.error.code === 'file/bad-path') return io.saveAs(design, current.name);
      return saved(r);
    },
    saveAs: async (design, suggestedName) =>
      saved(await platform.saveAsDialog(designFileName(suggestedName), serializeDesign(design))),
    async saveExport(file) {
      const r = await platform.saveExport(file);
      if (!r.ok) return r;
      return r.value === null ? { canceled: true } : { ok: true, path: r.value.path, name: r.value.name };
    },
    async listRecent() {
      const r = await platform.listRecent();
      return r.ok ? r.value : [];
    },
    async writeAutosave({ design, path, name, dirty }) {
      if (!dirty) return io.clearAutosave();
      orThrow(await platform.writeAutosave({ designText: serializeDesign(design), path, name }));
    },
    async readAutosave() {
      const r = orThrow(await platform.readAutosave());
      if (r === null) return null;
      const { designText, path, name, savedAt } = r;
      // Empty text holds no work, and an export cannot be empty: nothing to offer.
      if (designText.trim() === '') return null;
      const parsed = parseDesignText(designText);
      // Clearing it here would silently delete the user's unsaved work: the app asks instead.
      if (!parsed.ok) return { ok: false, text: designText, error: parsed.error, path, name, savedAt };
      return { ok: true, design: parsed.value, path, name, savedAt };
    },
    async clearAutosave() {
      orThrow(await platform.clearAutosave());
    },
    setDocumentState: (state) => platform.setDocumentState(state),
    onMenuCommand: (handler) => platform.onMenuCommand(handler),
    onSaveRequested: (handler) => platform.onSaveRequested(handler),
    async readCandidates() {
      const r = await platform.readCompareCandidates();
      if (!r.ok) return { candidates: [], dropped: [`the kept list (${r.error.message})`] };
      return r.value === null ? { candidates: [], dropped: [] } : restoreCandidates(r.value);
    },
    async writeCandidates(candidates) {
      const { text, tooLarge } = keptText(candidates);
      const r = await platform.writeCompareCandidates(text);
      return r.ok ? { ok: true, tooLarge } : r;
    },
    loadCustomParts: async () => orThrow(await platform.loadCustomParts()),
    async saveCustomParts(parts) {
      const checked = validateParts(parts);
      orThrow(checked.ok ? await platform.saveCustomParts(checked.value) : checked);
    },
  };
  return io;
}

/**
 * The unreadable autosave's text, unchanged, as a file to save through `saveExport`:
 * `<name> (unsaved work).spindle.json`, for the user to fix by hand and Open.
 */
export function unreadableAutosaveFile(found: { text: string; name: string }): ExportFile {
  // Saved as an export, not as a design: a design save checks the design, which this text fails.
  return {
    fileName: designFileName(`${found.name} (unsaved work)`),
    format: 'json',
    data: new TextEncoder().encode(found.text),
  };
}

/**
 * `io` with the document's autosave writes and clears dropped while `held()` is true: the one
 * autosave slot still holds an earlier session's work (a recovery copy, readable or not) the user
 * has not yet recovered, saved or discarded, and a routine write (an edit) or clear (Open, New,
 * Save) must not destroy it meanwhile. The app reports the hold to the host as
 * `setDocumentState({autosaveHeld})`, so the host does not clear it either.
 */
export function holdingAutosave(io: DocumentIo, held: () => boolean): DocumentIo {
  return {
    ...io,
    writeAutosave: (snapshot) => (held() ? Promise.resolve() : io.writeAutosave(snapshot)),
    clearAutosave: () => (held() ? Promise.resolve() : io.clearAutosave()),
  };
}

/** Checks custom parts before they are stored: each a valid `CatalogPart`, ids unique. */
export function validateParts(parts: unknown[]): Result<CatalogPart[]> {
  const valid: CatalogPart[] = [];
  const ids = new Set<string>();
  for (const [i, raw] of parts.entries()) {
    const parsed = CatalogPart.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        error: appError('catalog/invalid-part', {
          details: `part ${i + 1}, ${issue?.path.join('.') || 'part'}: ${issue?.message ?? 'invalid'}`,
        }),
      };
    }
    if (ids.has(parsed.data.id))
      return { ok: false, error: appError('catalog/duplicate-part', { id: parsed.data.id }) };
    ids.add(parsed.data.id);
    valid.push(parsed.data);
  }
  return { ok: true, value: valid };
}
