/**
 * Test helper (not used by the app): renders components inside a DesignProvider with a fresh store,
 * a dispatcher over the test parts, and a small in-memory catalog standing in for sql.js.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

import type { Catalog } from '../../src/catalog';
import { createDispatcher, type Dispatcher } from '../../src/commands/dispatch';
import { testParts, testPartSource } from '../../src/commands/testkit';
import type { CatalogPart } from '../../src/schema/catalog';
import { createDesignStore, type DesignStore } from '../../src/store/createDesignStore';
import { makeReport } from '../../src/store/reportFixture';
import type { Report } from '../../engine/ts/reportSchema';
import { DesignProvider } from '../state/DesignContext';

/** A catalog over `testParts` with working custom parts (validation: ids must be new). */
export function fakeCatalog(parts: readonly CatalogPart[] = testParts): Catalog {
  const all = [...parts];
  return {
    list: ({ kind, search } = {}) =>
      all.filter(
        (p) =>
          (!kind || p.kind === kind) &&
          (!search ||
            `${p.vendor} ${p.model} ${p.partNumber} ${p.summary}`.toLowerCase().includes(search.toLowerCase())),
      ),
    get: (id) => all.find((p) => p.id === id),
    drive: () => undefined,
    kinds: () => [],
    addCustom(part) {
      const p = part as CatalogPart;
      if (all.some((x) => x.id === p.id))
        return {
          ok: false,
          error: {
            code: 'catalog/duplicate-part',
            message: `A part with the id "${p.id}" already exists.`,
            hint: 'Choose another part number.',
          },
        };
      all.push({ ...p, custom: true });
      return { ok: true, value: p };
    },
    removeCustom(id) {
      const i = all.findIndex((p) => p.id === id && p.custom);
      if (i >= 0) all.splice(i, 1);
      return i >= 0;
    },
    customParts: () => all.filter((p) => p.custom),
    storedParts: () => all.filter((p) => p.custom),
    rejected: [],
  };
}

/** Renders `ui` over a fresh document (and the test parts' catalog unless one is given). */
export function renderWithDesign(
  ui: ReactElement,
  store: DesignStore = createDesignStore(),
  catalog: Catalog = fakeCatalog(),
): RenderResult & { store: DesignStore; dispatcher: Dispatcher; catalog: Catalog } {
  const parts = testPartSource();
  const dispatcher = createDispatcher({ store: () => store, parts: () => parts });
  const result = render(
    <DesignProvider store={store} dispatcher={dispatcher} catalog={catalog}>
      {ui}
    </DesignProvider>,
  );
  return { ...result, store, dispatcher, catalog };
}

/** Gives `store` a finished quick report of the current revision carrying these component loads. */
export function showComponentLoads(store: DesignStore, components: Report['components']): void {
  const revision = store.getState().revision;
  act(() =>
    store.setAnalysis({ revision, report: makeReport(revision, { components }), scope: 'quick', status: 'idle' }),
  );
}
