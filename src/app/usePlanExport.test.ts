// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { instance, judged, oneServer, reportOf } from '../plan/planFixture';
import type { Report } from '../../engine/ts/reportSchema';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { makeReport } from '../store/reportFixture';
import { fakeExportIo } from './exportTestkit';
import { usePlanExport } from './usePlanExport';

/** A store of `design` whose engine report of its current revision is `report`. */
function evaluated(design: ReturnType<typeof oneServer>['design'], report: Report): DesignStore {
  const store = createDesignStore(design);
  const revision = store.getState().revision;
  store.setAnalysis({ revision, status: 'idle', scope: 'full', report: { ...report, revision }, error: null });
  return store;
}

async function exportPlan(store: DesignStore) {
  const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'p.csv' });
  const { result } = renderHook(() => usePlanExport(io, store));
  await result.current();
  return { saveExport, notice: store.getState().notices.at(-1) };
}

describe('usePlanExport', () => {
  it('plans a server the engine runs with its default Jetstress settings, and counts in the singular', async () => {
    // As built from the palette: the server has no Jetstress settings of its own.
    const { design, server, dbs } = oneServer(1);
    expect(design.components.some((c) => 'jetstress' in c)).toBe(false);
    const [db] = dbs as [{ id: string; name: string }];
    const store = evaluated(
      design,
      reportOf(server, [instance(db, 12)], [judged('read', db.name, 12, 20, 'ms', true)]),
    );
    const { saveExport, notice } = await exportPlan(store);
    expect(saveExport).toHaveBeenCalledTimes(1);
    const csv = new TextDecoder().decode(saveExport.mock.calls[0]![0].data);
    expect(csv).toContain(db.name);
    expect(csv).toContain("Spindle's defaults");
    expect(notice).toMatchObject({ tone: 'info', message: 'Jetstress test plan saved: p.csv (1 host, 1 database).' });
  });

  it('counts several databases in the plural', async () => {
    const { design, server, dbs } = oneServer(2);
    const store = evaluated(
      design,
      reportOf(
        server,
        dbs.map((db) => instance(db, 12)),
        [],
      ),
    );
    expect((await exportPlan(store)).notice?.message).toBe('Jetstress test plan saved: p.csv (1 host, 2 databases).');
  });

  it('saves a design with errors all the same, and says it tests the design as it is', async () => {
    const { design, server, dbs } = oneServer(1);
    const [db] = dbs as [{ id: string; name: string }];
    const base = reportOf(server, [instance(db, 12)], []);
    const error = { code: 'SPN-E001', severity: 'error' as const, message: 'x', hint: 'y', componentIds: [] };
    const store = evaluated(design, { ...base, findings: [error] });
    const { saveExport, notice } = await exportPlan(store);
    expect(saveExport).toHaveBeenCalledTimes(1);
    expect(notice).toMatchObject({
      tone: 'warning',
      message:
        'Jetstress test plan saved: p.csv (1 host, 1 database). The design has 1 error (Findings tab): the plan tests it as it is.',
    });
  });

  it('refuses only when no server or VM is evaluated, as none holds a database', async () => {
    const { design } = oneServer(0);
    const { saveExport, notice } = await exportPlan(evaluated(design, makeReport(1)));
    expect(saveExport).not.toHaveBeenCalled();
    expect(notice).toMatchObject({ tone: 'warning', message: expect.stringContaining('no test to plan') });
  });
});
