/**
 * Export ▸ Diagram: the whole open design as drawn at its stored layout (src/diagram), as SVG or
 * as a PNG rasterised here, handed to the host to save. Read-only, like the other exports: the
 * only thing written to the store is a notice. Figures appear only when the engine's report
 * describes the design as it is now; otherwise the diagram says they are not included.
 */
import { useCallback, useRef } from 'react';

import { currentReport, exportFileName } from '../bom';
import type { Catalog } from '../catalog';
import { PNG_MAX_SIDE, PNG_SCALE } from '../diagram';
import type { DocumentIo } from '../io';
import { appError, type AppError } from '../schema/errors';
import type { DesignStore } from '../store/createDesignStore';
import { designDiagram } from './diagramInput';
import { svgToPng } from './svgToPng';
import { errorNotice } from '../store/notices';
import { exportDesign } from './exportDesign';

/** Diagram formats. */
export type DiagramFormat = 'svg' | 'png';

/** `<design title> - Diagram.svg` / `.png`. */
export function diagramFileName(title: string, format: DiagramFormat): string {
  return exportFileName(title, 'Diagram', format);
}

/** The diagram export action for the toolbar and the File menu. Resolves once the user has been told. */
export function useDiagramExport(
  io: DocumentIo,
  store: DesignStore,
  catalog: Catalog | null,
  now: () => Date = () => new Date(),
): (format: DiagramFormat) => Promise<void> {
  const current = useRef({ store, catalog });
  current.current = { store, catalog };
  return useCallback(
    async (format: DiagramFormat) => {
      const { store: s, catalog: parts } = current.current;
      const fail = (error: AppError): void => s.notify(errorNotice(error));
      const state = s.getState();
      const design = exportDesign(s);
      if (design.components.length === 0) {
        s.notify({
          tone: 'warning',
          message: 'The design has no components, so there is no diagram to export.',
          hint: 'Add parts from the Parts list, or open a preset, then export again.',
        });
        return;
      }
      const at = now();
      const report = currentReport({ design, revision: state.revision, analysis: state.analysis, exportedAt: at });
      let file: { data: Uint8Array<ArrayBuffer>; boxes: number; reducedTo: number | null };
      try {
        const svg = designDiagram(design, report, parts, at);
        if (format === 'svg') file = { data: new TextEncoder().encode(svg.svg), boxes: svg.boxes, reducedTo: null };
        else {
          const png = await svgToPng(svg.svg, svg.width, svg.height);
          file = { data: png.data, boxes: svg.boxes, reducedTo: png.size.reduced ? png.size.scale / PNG_SCALE : null };
        }
      } catch (err) {
        return fail(appError('export/failed', { reason: err instanceof Error ? err.message : String(err) }));
      }
      const out = await io.saveExport({
        fileName: diagramFileName(design.meta.title, format),
        format,
        data: file.data,
      });
      if ('canceled' in out) return;
      if (!out.ok) return fail(out.error);
      const what = `Diagram saved: ${out.name} (${file.boxes} ${file.boxes === 1 ? 'component' : 'components'}).`;
      const notes: string[] = [];
      if (file.reducedTo !== null)
        notes.push(
          `The design is too large for a full-resolution PNG, so it was drawn at ${Math.round(file.reducedTo * 100)} % of that (at most ${PNG_MAX_SIDE.toLocaleString('en-US')} px a side); the SVG keeps every detail.`,
        );
      if (!report)
        notes.push('It has no predicted figures: the engine had not finished. Export again once it says "Up to date".');
      s.notify({
        tone: notes.length > 0 ? 'warning' : 'info',
        message: what,
        hint: notes.join(' ') || 'Figures are the engine’s for the normal state, as the canvas shows them.',
      });
    },
    [io, now],
  );
}
