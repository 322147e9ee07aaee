/**
 * The app's connections to the outside: document I/O (Electron or browser), the parts catalog
 * (sql.js, with the user's custom parts) and a factory for engine clients (one Web Worker per open
 * document, so each document's revisions stand alone).
 */
import { createEngineClient, createLanedClient, type EngineClient } from '../../engine/ts/client';
import { createWorkerTransport } from '../../engine/ts/workerTransport';
import { openCatalog, type Catalog } from '../catalog';
import { locateBrowserSqlWasm } from '../catalog/browserWasm';
import { createDocumentIo, IoError, type DocumentIo } from '../io';
import { appError, type AppError } from '../schema/errors';

/** What the shell works with. */
export interface Services {
  readonly io: DocumentIo;
  /**
   * Opens the catalog with the stored custom parts (invalid ones are skipped). When the stored
   * parts cannot be loaded, the shipped catalog opens without them and `onPartsError` is told why
   * (and where the host kept the file).
   */
  openCatalog(onPartsError?: (error: AppError) => void): Promise<Catalog>;
  /** A new engine client over its own worker; dispose it with the document. */
  createEngine(): EngineClient;
}

/** The real services for the renderer. */
export function createServices(): Services {
  const io = createDocumentIo();
  return {
    io,
    async openCatalog(onPartsError) {
      let custom: unknown[] = [];
      try {
        custom = await io.loadCustomParts();
      } catch (err) {
        // The shipped catalog still opens without them; the user is told what became of them.
        custom = [];
        onPartsError?.(err instanceof IoError ? err.error : appError('file/read-failed', { reason: String(err) }));
      }
      return openCatalog({ custom, locateSqlWasm: locateBrowserSqlWasm });
    },
    // Two workers: quick evaluations never wait behind a failure analysis (see createLanedClient).
    createEngine: () =>
      createLanedClient(createEngineClient(createWorkerTransport()), createEngineClient(createWorkerTransport())),
  };
}
