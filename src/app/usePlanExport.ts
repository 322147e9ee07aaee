/**
 * Export ▸ Jetstress test plan: the plan (src/plan) of the open design from its current engine
 * report, as CSV, handed to the host to save. Read-only, like the BOM export: the only thing
 * written to the store is a notice. Without a report of the design as it is now there is no plan
 * to give (its thread counts and predictions are the report's), so the user is told to wait. Every
 * server or VM the report evaluates is a test host, with its own settings or the engine's defaults,
 * so the plan is refused as empty only when no server or VM holds a database.
 */
import { useCallback, useRef } from 'react';

import { currentReport } from '../bom';
import { jetstressPlan } from '../plan/jetstressPlan';
import { planFileName, planToCsv } from '../plan/planCsv';
import { appError } from '../schema/errors';
import type { DesignStore } from '../store/createDesignStore';
import type { DocumentIo } from '../io';
import { designErrorCount } from '../store/designFindings';
import { errorNotice } from '../store/notices';
import { exportDesign } from './exportDesign';

/** The plan export action for the toolbar and the File menu. Resolves once the user has been told. */
export function usePlanExport(io: DocumentIo, store: DesignStore): () => Promise<void> {
  const current = useRef(store);
  current.current = store;
  return useCallback(async () => {
    const s = current.current;
    const state = s.getState();
    const design = exportDesign(s);
    const report = currentReport({
      design,
      revision: state.revision,
      analysis: state.analysis,
      exportedAt: new Date(),
    });
    if (!report) {
      s.notify({
        tone: 'warning',
        message:
          'The Jetstress test plan needs the engine’s figures for the design as it is now, and it is still evaluating.',
        hint: 'Export the plan again once the status bar says "Up to date".',
      });
      return;
    }
    const plan = jetstressPlan(design, report);
    if (plan.hosts.length === 0) {
      s.notify({
        tone: 'warning',
        message: 'No server or VM of this design runs Jetstress, so there is no test to plan.',
        hint: 'Add databases to a server or VM (it then runs Jetstress), and export again.',
      });
      return;
    }
    let data: Uint8Array<ArrayBuffer>;
    try {
      data = new TextEncoder().encode(planToCsv(plan));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const error = appError('export/failed', { reason });
      s.notify(errorNotice(error));
      return;
    }
    const out = await io.saveExport({ fileName: planFileName(design.meta.title), format: 'csv', data });
    if ('canceled' in out) return;
    if (!out.ok) {
      s.notify(errorNotice(out.error));
      return;
    }
    const hosts = plan.hosts.length;
    const databases = plan.hosts.reduce((n, h) => n + h.databases.length, 0);
    const saved = `Jetstress test plan saved: ${out.name} (${hosts} host${hosts === 1 ? '' : 's'}, ${databases} database${databases === 1 ? '' : 's'}).`;
    // A plan of a design with errors (a database on no LUN) tests what is drawn, not what is meant:
    // saved all the same, and said (QA pass 8 found it saved with only a success notice).
    const errors = designErrorCount(s.getState(), report);
    s.notify(
      errors > 0
        ? {
            tone: 'warning',
            message: `${saved} The design has ${errors} error${errors === 1 ? '' : 's'} (Findings tab): the plan tests it as it is.`,
            hint: 'Fix the errors and export the plan again before the Jetstress run.',
          }
        : {
            tone: 'info',
            message: saved,
            hint: 'After the run, import its Jetstress report (Summary tab, or drop it onto the window) to compare what it measured with the prediction.',
          },
    );
  }, [io]);
}
