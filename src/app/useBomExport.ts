/**
 * Export ▸ Bill of materials: reads the open design, the parts catalog and the engine's report
 * from the store, builds the BOM (src/bom), writes it as .xlsx or .csv and hands the bytes to the
 * host to save. Read-only: the design, its history and its analysis are never touched; the only
 * thing written to the store is a notice saying what happened and, on failure, what to do.
 */
import { useCallback, useRef } from 'react';

import {
  bomFileName,
  type BomFormat,
  bomToCsv,
  bomToXlsx,
  buildBom,
  currentReport,
  designSummary,
  priceBom,
  unpricedNote,
} from '../bom';
import type { Catalog } from '../catalog';
import { appError, type AppError } from '../schema/errors';
import type { DesignStore } from '../store/createDesignStore';
import type { DocumentIo } from '../io';
import { errorNotice } from '../store/notices';
import { exportDesign } from './exportDesign';

/** Builds the file for `format`: the bytes and whether the Design sheet has the engine's figures. */
async function render(
  store: DesignStore,
  catalog: Catalog,
  format: BomFormat,
  now: Date,
): Promise<{ data: Uint8Array<ArrayBuffer>; lines: number; figures: boolean; prices: string }> {
  const state = store.getState();
  const design = exportDesign(store);
  const bom = buildBom(design, catalog);
  // The design's own price list, if it has one; the file is as before when it has none.
  const priced = priceBom(bom, design.prices);
  const prices = priced
    ? `Prices in ${priced.currency} from the design's price list${priced.unpriced ? `; ${unpricedNote(priced.unpriced)}` : ''}.`
    : 'No prices: set your own with Export ▸ Price list….';
  if (format === 'csv')
    return { data: new TextEncoder().encode(bomToCsv(bom, priced)), lines: bom.lines.length, figures: true, prices };
  const input = { design, revision: state.revision, analysis: state.analysis, exportedAt: now };
  const data = await bomToXlsx(bom, designSummary(input), now, priced);
  return { data, lines: bom.lines.length, figures: currentReport(input) !== null, prices };
}

/** The export action for the toolbar and the File menu. Resolves once the user has been told. */
export function useBomExport(
  io: DocumentIo,
  store: DesignStore,
  catalog: Catalog | null,
  now: () => Date = () => new Date(),
): (format: BomFormat) => Promise<void> {
  const current = useRef({ store, catalog });
  current.current = { store, catalog };
  return useCallback(
    async (format: BomFormat) => {
      const { store: s, catalog: parts } = current.current;
      const fail = (error: AppError): void => s.notify(errorNotice(error));
      if (!parts) {
        s.notify({
          tone: 'warning',
          message: 'The parts catalog is still loading, so the bill of materials cannot list part numbers yet.',
          hint: 'Try Export again in a moment.',
        });
        return;
      }
      let file: Awaited<ReturnType<typeof render>>;
      try {
        file = await render(s, parts, format, now());
      } catch (err) {
        return fail(appError('export/failed', { reason: err instanceof Error ? err.message : String(err) }));
      }
      const title = exportDesign(s).meta.title;
      const out = await io.saveExport({ fileName: bomFileName(title, format), format, data: file.data });
      if ('canceled' in out) return;
      if (!out.ok) return fail(out.error);
      s.notify({
        tone: file.figures ? 'info' : 'warning',
        message: `Bill of materials saved: ${out.name} (${file.lines} ${file.lines === 1 ? 'line' : 'lines'}).`,
        hint: file.figures
          ? file.prices
          : 'The Design sheet has no predicted figures: the engine had not finished. Export again once it says "Up to date".',
      });
    },
    [io, now],
  );
}
