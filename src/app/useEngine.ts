/**
 * Runs engine sync for the current document once the catalog (drive specifications) is open: one
 * engine client (Web Worker) per document, disposed with it.
 */
import { useEffect } from 'react';

import type { Catalog } from '../catalog';
import type { DesignStore } from '../store/createDesignStore';
import { startEngineSync } from '../store/engineSync';
import type { Services } from './services';

/** Keeps `store`'s analysis slice evaluated. */
export function useEngine(services: Services, store: DesignStore, catalog: Catalog | null): void {
  useEffect(() => {
    if (!catalog) return;
    const client = services.createEngine();
    const stop = startEngineSync(store, { client, drives: (id) => catalog.drive(id) });
    return () => {
      stop();
      client.dispose();
    };
  }, [catalog, services, store]);
}
