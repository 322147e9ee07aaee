// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Catalog, openCatalog } from '../catalog';
import { appError } from '../schema/errors';
import type { ExportOutcome } from '../io';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { makeReport } from '../store/reportFixture';
import { fakeExportIo, presetFromDisk } from './exportTestkit';
import { useReportExport } from './useReportExport';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await openCatalog();
});

const at = () => new Date('2026-11-24T05:00:00Z');

/** A store of the N series preset whose analysis is in `scope` for its current revision. */
function evaluated(scope: 'quick' | 'full'): DesignStore {
  const store = createDesignStore(presetFromDisk('nseries-qd256'));
  const revision = store.getState().revision;
  store.setAnalysis({ revision, status: 'idle', scope, report: makeReport(revision), error: null });
  return store;
}

async function exportWith(store: DesignStore, answer: ExportOutcome = { ok: true, path: null, name: 'r.html' }) {
  const { io, saveExport } = fakeExportIo(answer);
  const { result } = renderHook(() => useReportExport(io, store, catalog, at));
  await result.current();
  return { saveExport, notice: store.getState().notices.at(-1) };
}

describe('useReportExport', () => {
  it('names an untitled design’s report, its heading and its diagram after the file it was saved as', async () => {
    // Built by hand and saved as "design2", the title left as it started: not "Untitled design".
    const design = presetFromDisk('nseries-qd256');
    const store = createDesignStore(
      { ...design, meta: { ...design.meta, title: 'Untitled design' } },
      { document: { path: 'fsa:1', name: 'design2' } },
    );
    const revision = store.getState().revision;
    store.setAnalysis({ revision, status: 'idle', scope: 'full', report: makeReport(revision), error: null });
    const { saveExport } = await exportWith(store);
    const file = saveExport.mock.calls[0]![0];
    expect(file.fileName).toBe('design2 - Design report.html');
    const text = new TextDecoder().decode(file.data);
    expect(text).toContain('<h1>design2</h1>');
    expect(text).not.toContain('Untitled design');
    // Only the export is named: the design keeps the title it has.
    expect(store.getState().doc.meta.title).toBe('Untitled design');
  });

  it('hands the platform an HTML document named after the design, and says it was saved', async () => {
    const store = evaluated('full');
    const before = store.getState();
    const { saveExport, notice } = await exportWith(store);
    const file = saveExport.mock.calls[0]![0];
    expect(file.format).toBe('html');
    expect(file.fileName).toMatch(/^IBM N series .* - Design report\.html$/);
    const text = new TextDecoder().decode(file.data);
    expect(text.startsWith('<!doctype html>')).toBe(true);
    expect(text).toContain('2026-11-24 05:00 UTC');
    // The bill of materials from the catalog: the preset's drives by part number.
    expect(text).toContain('ST373207FC');
    // The Topology section: the diagram Export ▸ Diagram draws, inline, every component named in it.
    const topology = /<figure class="topology"[^>]*>([\s\S]*?)<\/figure>/.exec(text)?.[1] ?? '';
    expect(topology.trimStart().startsWith('<svg')).toBe(true);
    for (const c of store.getState().doc.components)
      expect(topology).toContain(c.name.replace(/&/g, '&amp;').slice(0, 8));
    expect(notice).toMatchObject({ tone: 'info', message: 'Design report saved: r.html.' });
    // Read-only: the design, its revision and its history are the same objects.
    const after = store.getState();
    expect(after.doc).toBe(before.doc);
    expect(after.revision).toBe(before.revision);
    expect(after.history).toBe(before.history);
  });

  it('refuses while the engine is still evaluating or analysing failures, saying when to try again', async () => {
    const fresh = createDesignStore(presetFromDisk('nseries-qd256'));
    const pending = await exportWith(fresh);
    expect(pending.saveExport).not.toHaveBeenCalled();
    expect(pending.notice).toMatchObject({
      tone: 'warning',
      message: expect.stringContaining('still evaluating'),
      hint: 'Export the report again once the status bar says "Up to date".',
    });
    const quick = await exportWith(evaluated('quick'));
    expect(quick.saveExport).not.toHaveBeenCalled();
    expect(quick.notice).toMatchObject({
      tone: 'warning',
      message: expect.stringContaining('still analysing failures'),
    });
  });

  it('refuses after an engine error, naming it', async () => {
    const store = evaluated('full');
    store.setAnalysis({ status: 'error', error: 'The performance engine failed: out of memory.' });
    const { saveExport, notice } = await exportWith(store);
    expect(saveExport).not.toHaveBeenCalled();
    expect(notice).toMatchObject({ tone: 'warning', message: expect.stringContaining('out of memory') });
  });

  it('makes the report without a bill of materials while the catalog loads, and says so', async () => {
    const store = evaluated('full');
    const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'r.html' });
    const { result } = renderHook(() => useReportExport(io, store, null, at));
    await result.current();
    expect(new TextDecoder().decode(saveExport.mock.calls[0]![0].data)).toContain(
      'the parts catalog was not available',
    );
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      hint: expect.stringContaining('no bill'),
    });
  });

  it('shows a failed save as an error notice with what to do, and a cancel as nothing', async () => {
    const store = evaluated('full');
    const error = appError('export/write-failed', { reason: 'permission denied (/r.html)' });
    expect((await exportWith(store, { ok: false, error })).notice).toMatchObject({
      tone: 'error',
      message: error.message,
      hint: error.hint,
    });
    const count = store.getState().notices.length;
    await exportWith(store, { canceled: true });
    expect(store.getState().notices).toHaveLength(count);
  });
});
