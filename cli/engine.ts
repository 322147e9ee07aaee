/**
 * The Node evaluation pipeline shared by the CLI, the golden files, the validation table and the
 * benchmark: the app's own design translation (`toEngineInput`), the app's catalog, and the same
 * WASM binary behind the same latest-wins client, so every report is Zod-validated exactly as the
 * app validates it.
 */
import { readFile, stat } from 'node:fs/promises';

import { createEngineClient, createInProcessTransport, type EngineOutcome } from '../engine/ts/client';
import type { EngineInput, EngineOptions } from '../engine/ts/input';
import { loadNodeEngine } from '../engine/ts/nodeEngine';
import type { Report } from '../engine/ts/reportSchema';
import { toEngineInput } from '../engine/ts/toEngineInput';
import { type Catalog, openCatalog } from '../src/catalog';
import type { Design } from '../src/schema/design';
import { appError, type Result } from '../src/schema/errors';
import { MAX_DESIGN_BYTES, type ParsedDesign, parseDesignText } from '../src/schema/load';

/** Revision sent with every CLI evaluation (there is no editing history here). */
export const CLI_REVISION = 1;

export interface Pipeline {
  readonly catalog: Catalog;
  /** The engine input the app would send for `design` with `options`. */
  input(design: Design, options: EngineOptions): EngineInput;
  /**
   * Evaluates through the client; the outcome's report is Zod-validated. Never rejects. Calls are
   * queued, so concurrent callers each get their own report (never `stale`).
   */
  evaluate(design: Design, options: EngineOptions): Promise<EngineOutcome>;
  /** As `evaluate`, but throws on an engine error (scripts and tests). */
  report(design: Design, options: EngineOptions): Promise<Report>;
  dispose(): void;
}

/** Opens the catalog and the WASM engine. Throws when the engine binary is missing. */
export async function openPipeline(): Promise<Pipeline> {
  const [catalog, engine] = await Promise.all([openCatalog(), loadNodeEngine()]);
  const client = createEngineClient(createInProcessTransport(engine));
  let revision = CLI_REVISION;
  const input = (design: Design, options: EngineOptions): EngineInput =>
    toEngineInput(design, CLI_REVISION, (id) => catalog.drive(id), options);
  // The client is latest-wins; callers here want every answer, so evaluations are queued one
  // after another, each with a fresh client revision (the report itself echoes CLI_REVISION).
  let queue: Promise<unknown> = Promise.resolve();
  const evaluate = (design: Design, options: EngineOptions): Promise<EngineOutcome> => {
    const next = queue.then(() => client.evaluate(revision++, input(design, options)));
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    catalog,
    input,
    evaluate,
    async report(design, options) {
      const outcome = await evaluate(design, options);
      if (outcome.status === 'ok') return outcome.report;
      throw new Error(outcome.status === 'error' ? outcome.message : 'The evaluation was superseded.');
    },
    dispose: () => client.dispose(),
  };
}

/**
 * Reads a design file's text, refusing files larger than any design (`MAX_DESIGN_BYTES`) and
 * anything that is not a regular file before reading them. Errors are the app's coded file errors.
 * The text is decoded as the app decodes it (UTF-8); a byte-order mark, which Node keeps, is
 * dropped by `parseDesignText`, and a UTF-16 file is named as such there, so both take the same files.
 */
export async function readDesignText(path: string): Promise<Result<string>> {
  try {
    const info = await stat(path);
    if (info.isDirectory())
      return {
        ok: false,
        // The app's hint says "Choose…": here the user types the path.
        error: {
          ...appError('file/is-folder', { path }),
          hint: 'Give the path of a design file (.spindle.json), not a folder.',
        },
      };
    // A device or a pipe (/dev/zero, a FIFO) could be read forever: its size says nothing.
    if (!info.isFile()) return { ok: false, error: appError('file/not-regular', { path }) };
    if (info.size > MAX_DESIGN_BYTES)
      return { ok: false, error: appError('file/too-large', { limitMb: MAX_DESIGN_BYTES / 1024 / 1024 }) };
    return { ok: true, value: await readFile(path, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? `${path} does not exist.`
        : code === 'EACCES'
          ? `permission denied for ${path}.`
          : `${path}: ${err instanceof Error ? err.message : String(err)}`;
    return { ok: false, error: appError('file/read-failed', { reason }) };
  }
}

/** Reads, migrates and validates a design file, with what opening it tells the user (`notices`). */
export async function loadDesignFile(path: string): Promise<ParsedDesign> {
  const text = await readDesignText(path);
  return text.ok ? parseDesignText(text.value) : text;
}
