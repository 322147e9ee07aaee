/**
 * The parts list, fed by the catalog: search, categories, key specs, part number and list price.
 * Drag a part onto the canvas, or click it to add it (into the selected container when it fits
 * there, else near the centre of the view, clear of other cards); the view then moves to show the
 * new part if it is not in sight. Custom parts can be added and removed; one the open design uses
 * is not removed, and the parts a design file carries join them when it is opened
 * (`useCarriedParts`). Stored custom parts the catalog could not load are named once, in a notice,
 * and persisted with the rest (`Catalog.storedParts`), so a save never drops them.
 */
import './palette.css';

import { useCallback, useEffect, useMemo, useState } from 'react';

import { type Catalog, rejectedNotice } from '../../src/catalog';
import type { CatalogPart, PartKind } from '../../src/schema/catalog';
import { useCanvasControl } from '../state/CanvasControl';
import { useCatalog, useDesignStore, useDispatcher } from '../state/DesignContext';
import { CustomPartForm } from './CustomPartForm';
import { PaletteItem } from './PaletteItem';
import { categoryLabel, groupParts } from './paletteModel';
import { useCarriedParts } from './useCarriedParts';

/** Catalogs whose refused stored parts the user was told about (once per catalog, not per mount). */
const reported = new WeakSet<Catalog>();

/** Props of `Palette`. */
export interface PaletteProps {
  /**
   * Persists the custom parts after one was added or removed: `catalog.storedParts()`, which holds
   * the stored parts the catalog refused at open too.
   */
  readonly onCustomPartsChanged: (parts: CatalogPart[]) => void;
}

/** The palette panel. */
export function Palette({ onCustomPartsChanged }: PaletteProps) {
  const catalog = useCatalog();
  const dispatcher = useDispatcher();
  const store = useDesignStore();
  const control = useCanvasControl();
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [collapsed, setCollapsed] = useState<ReadonlySet<PartKind>>(new Set());
  const [adding, setAdding] = useState(false);

  const groups = useMemo(() => {
    void version;
    return catalog ? groupParts(catalog.list({ search: search.trim() || undefined })) : [];
  }, [catalog, search, version]);

  const onAdd = useCallback(
    (partId: string) => {
      const selected = store.getState().selection.components[0];
      const near = control.centre();
      const r = dispatcher.dispatch('addComponent', {
        partId,
        ...(selected ? { prefer: selected } : {}),
        ...(near ? { near } : {}),
      });
      const added = store.getState().selection.components[0];
      if (!(r instanceof Promise) && r.ok && added) control.reveal(added);
    },
    [control, dispatcher, store],
  );

  const persist = useCallback(() => {
    setVersion((v) => v + 1);
    if (catalog) onCustomPartsChanged(catalog.storedParts());
  }, [catalog, onCustomPartsChanged]);
  const { catalogChanged, remove: onRemove } = useCarriedParts(store, catalog, persist);

  useEffect(() => {
    if (!catalog || reported.has(catalog)) return;
    reported.add(catalog);
    const notice = rejectedNotice(catalog.rejected);
    if (notice) store.notify(notice);
  }, [catalog, store]);

  const toggle = (kind: PartKind): void => {
    const next = new Set(collapsed);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    setCollapsed(next);
  };

  return (
    <aside className="sp-palette" aria-label="Parts" data-testid="palette">
      <div className="sp-palette__head">
        <h2 className="sp-panel-title">Parts</h2>
        <input
          type="search"
          className="sp-input"
          placeholder="Search vendor, model, part number…"
          aria-label="Search parts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="palette-search"
        />
      </div>
      <div className="sp-palette__list">
        {!catalog && <p className="sp-muted sp-palette__note">Loading the parts catalog…</p>}
        {catalog && groups.length === 0 && <p className="sp-muted sp-palette__note">No part matches “{search}”.</p>}
        {groups.map((g) => {
          const open = search.trim() !== '' || !collapsed.has(g.kind);
          return (
            <section key={g.kind} className="sp-palette__group" data-testid={`palette-group-${g.kind}`}>
              <button
                type="button"
                className="sp-palette__group-head"
                aria-expanded={open}
                onClick={() => toggle(g.kind)}
              >
                <span className={`sp-chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
                {categoryLabel[g.kind]}
                <span className="sp-palette__count">{g.parts.length}</span>
              </button>
              {open && (
                <ul className="sp-palette__items">
                  {g.parts.map((p) => (
                    <PaletteItem key={p.id} part={p} onAdd={onAdd} onRemove={onRemove} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <div className="sp-palette__foot">
        <button
          type="button"
          className="sp-btn sp-btn--block"
          disabled={!catalog}
          onClick={() => setAdding(true)}
          data-testid="add-custom-part"
        >
          Add a custom part…
        </button>
      </div>
      {adding && catalog && (
        <CustomPartForm
          catalog={catalog}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            catalogChanged();
          }}
        />
      )}
    </aside>
  );
}
