/**
 * Keeps the open document and the user's custom parts in step (src/catalog/carriedParts.ts):
 *
 * - the document's `toDesign` (save, autosave, Compare snapshots) carries the custom drives its
 *   enclosures use, found in the catalog (`store.carryPartsFrom`);
 * - when a document is opened (file, recent, drop, recovery, a Compare candidate), the parts it
 *   carries that the catalog lacks join the user's custom parts, and the user is told once;
 * - a custom part the design uses is not removed (the user is told which enclosures use it);
 * - a catalog change the design's figures depend on re-evaluates the design.
 */
import { useCallback, useEffect, useRef } from 'react';

import { adoptCarriedParts, adoptionNotices, removalRefusal, type Catalog } from '../../src/catalog';
import type { DesignStore } from '../../src/store/createDesignStore';

/** Documents whose carried parts were already brought in (once per store, even if effects rerun). */
const adopted = new WeakSet<DesignStore>();

/** What the palette calls after it changed the catalog, and to remove a custom part. */
export interface CarriedParts {
  /** The custom parts changed (added or removed): re-evaluates the design if it uses one. */
  readonly catalogChanged: () => void;
  /** Removes custom part `id` unless the design uses it; then says why (a refusal notice). */
  readonly remove: (id: string) => void;
}

/**
 * Wires `store` to `catalog`'s custom parts. `onChanged` persists the custom parts and refreshes
 * the list; it is called whenever they changed here.
 */
export function useCarriedParts(store: DesignStore, catalog: Catalog | null, onChanged: () => void): CarriedParts {
  /** The custom part ids last seen, to tell which ones a change added or removed. */
  const known = useRef<ReadonlySet<string>>(new Set());

  const catalogChanged = useCallback(() => {
    if (!catalog) return;
    const now = new Set(catalog.customParts().map((p) => p.id));
    const changed = [...now].filter((id) => !known.current.has(id));
    for (const id of known.current) if (!now.has(id)) changed.push(id);
    known.current = now;
    store.partsChanged(changed);
    onChanged();
  }, [catalog, onChanged, store]);

  useEffect(() => {
    if (!catalog) return;
    known.current = new Set(catalog.customParts().map((p) => p.id));
    store.carryPartsFrom((id) => catalog.get(id));
    if (!adopted.has(store)) {
      adopted.add(store);
      const adoption = adoptCarriedParts(store.getState().doc, catalog);
      for (const notice of adoptionNotices(adoption)) store.notify(notice);
      if (adoption.added.length > 0) catalogChanged();
    }
    return () => store.carryPartsFrom(null);
  }, [catalog, catalogChanged, store]);

  const remove = useCallback(
    (id: string) => {
      if (!catalog) return;
      const refusal = removalRefusal(id, store.getState().doc, catalog);
      if (refusal) return store.notify({ ...refusal, refusal: true });
      if (catalog.removeCustom(id)) catalogChanged();
    },
    [catalog, catalogChanged, store],
  );

  return { catalogChanged, remove };
}
