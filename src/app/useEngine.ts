/**
 * Runs engine sync for the current document once the catalog (drive specifications) is open: one
 * engine client (Web Worker) per document, disposed with it; and the failure view's sync, whose
 * own client is made only when a failure is first shown and is disposed with the document too.
 */
import { useEffect } from 'react';

import type { Catalog } from '../catalog';
import type { DesignStore } from '../store/createDesignStore';
import { startEngineSync } from '../store/engineSync';
import { startFailureViewSync } from '../store/failureViewSync';
import type { Services } from './services';

/** Keeps `store`'s analysis slice and failure view evaluated. */
export function useEngine(services: Services, store: DesignStore, catalog: Catalog | null): void {
  useEffect(() => {
    if (!catalog) return;
    const drives = (id: string) => catalog.drive(id);
    const client = services.createEngine();
    const stop = startEngineSync(store, { client, drives });
    const stopView = startFailureViewSync(store, { createClient: () => services.createEngine(), drives });
    return () => {
      stopView();
      stop();
      client.dispose();
    };
  }, [catalog, services, store]);
}
