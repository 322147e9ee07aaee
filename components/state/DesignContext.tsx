/**
 * React access to the current document's store, the command dispatcher and the catalog. The app
 * provides them; components read the store only through narrow selectors (`useDesign`) so a change
 * re-renders only what depends on it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';

import type { Catalog } from '../../src/catalog';
import type { Dispatcher } from '../../src/commands/dispatch';
import type { DesignStore } from '../../src/store/createDesignStore';
import type { DesignState } from '../../src/store/types';

const StoreContext = createContext<DesignStore | null>(null);
const DispatcherContext = createContext<Dispatcher | null>(null);
const CatalogContext = createContext<Catalog | null>(null);

/** Props of `DesignProvider`. */
export interface DesignProviderProps {
  readonly store: DesignStore;
  readonly dispatcher: Dispatcher;
  /** Null while the catalog loads. */
  readonly catalog: Catalog | null;
  readonly children: ReactNode;
}

/** Provides the document store, dispatcher and catalog to the components below. */
export function DesignProvider({ store, dispatcher, catalog, children }: DesignProviderProps) {
  return (
    <StoreContext.Provider value={store}>
      <DispatcherContext.Provider value={dispatcher}>
        <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>
      </DispatcherContext.Provider>
    </StoreContext.Provider>
  );
}

/** The current document's store (for imperative reads in event handlers). */
export function useDesignStore(): DesignStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useDesignStore needs a DesignProvider above it.');
  return store;
}

/** Subscribes to one slice of the document state; re-renders when it changes (Object.is). */
export function useDesign<T>(selector: (s: DesignState) => T): T {
  return useStore(useDesignStore(), selector);
}

/** As `useDesign`, comparing the selected object or array shallowly. */
export function useDesignShallow<T extends object>(selector: (s: DesignState) => T): T {
  return useStore(useDesignStore(), useShallow(selector));
}

/** The command dispatcher. */
export function useDispatcher(): Dispatcher {
  const d = useContext(DispatcherContext);
  if (!d) throw new Error('useDispatcher needs a DesignProvider above it.');
  return d;
}

/** The parts catalog, or null while it loads. */
export function useCatalog(): Catalog | null {
  return useContext(CatalogContext);
}
