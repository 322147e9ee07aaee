/**
 * Export ▸ Design report: the open design, its current engine report and its bill of materials as
 * one self-contained HTML file (src/report), handed to the host to save (a Save dialog on the
 * desktop, a download in a browser). Read-only, like the other exports: the only thing written to
 * the store is a notice.
 *
 * A report a customer reads must describe the design as it is now, failures included, so the
 * export waits for the engine: while it is still evaluating the design, or still analysing its
 * failures, the user is told to export again once the status bar says "Up to date". Without the
 * parts catalog (still loading) the report is made without its bill of materials and says so.
 * Its Topology section is the diagram Export ▸ Diagram writes (src/diagram), with the same figures.
 */
import { useCallback, useRef } from 'react';

import { buildBom, currentReport } from '../bom';
import type { Report } from '../../engine/ts/reportSchema';
import type { Catalog } from '../catalog';
import { buildDesignReport, reportFileName } from '../report';
import { appError } from '../schema/errors';
import type { DesignStore } from '../store/createDesignStore';
import type { DocumentIo } from '../io';
import { designDiagram } from './diagramInput';
import { errorNotice } from '../store/notices';
import { exportDesign } from './exportDesign';

/** The engine report to put in the design report, or why there is none yet. */
function readyReport(store: DesignStore, at: Date): { report: Report } | { message: string; hint: string } {
  const state = store.getState();
  const { analysis } = state;
  const hint = 'Export the report again once the status bar says "Up to date".';
  if (analysis.status === 'error')
    return {
      message:
        `The design report needs the engine’s figures, and the engine could not evaluate this version of the design. ${analysis.error ?? ''}`.trim(),
      hint: 'Correct what the results dock’s error names, then export again.',
    };
  const report = currentReport({ design: state.doc, revision: state.revision, analysis, exportedAt: at });
  if (!report)
    return {
      message: 'The design report needs the engine’s figures for the design as it is now, and it is still evaluating.',
      hint,
    };
  if (analysis.scope !== 'full')
    return {
      message: 'The design report includes the failure analysis, and the engine is still analysing failures.',
      hint,
    };
  return { report };
}

/** The report export action for the toolbar and the File menu. Resolves once the user has been told. */
export function useReportExport(
  io: DocumentIo,
  store: DesignStore,
  catalog: Catalog | null,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  const current = useRef({ store, catalog });
  current.current = { store, catalog };
  return useCallback(async () => {
    const { store: s, catalog: parts } = current.current;
    const generatedAt = now();
    const ready = readyReport(s, generatedAt);
    if (!('report' in ready)) return s.notify({ tone: 'warning', ...ready });
    const design = exportDesign(s);
    let data: Uint8Array<ArrayBuffer>;
    try {
      // An empty design has no diagram to show (and no report worth sending, but it says so itself).
      const diagram =
        design.components.length > 0 ? designDiagram(design, ready.report, parts, generatedAt).svg : undefined;
      const html = buildDesignReport({
        design,
        report: ready.report,
        full: true,
        generatedAt,
        bom: parts ? buildBom(design, parts) : null,
        diagramSvg: diagram,
      });
      data = new TextEncoder().encode(html);
    } catch (err) {
      const error = appError('export/report-failed', { reason: err instanceof Error ? err.message : String(err) });
      return s.notify(errorNotice(error));
    }
    const out = await io.saveExport({ fileName: reportFileName(design.meta.title), format: 'html', data });
    if ('canceled' in out) return;
    if (!out.ok) return s.notify(errorNotice(out.error));
    s.notify({
      tone: parts ? 'info' : 'warning',
      message: `Design report saved: ${out.name}.`,
      hint: parts
        ? 'Open it in a browser to read it or print it to PDF.'
        : 'It has no bill of materials: the parts catalog had not loaded. Export again in a moment for the full report.',
    });
  }, [io, now]);
}
