// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { appError } from '../schema/errors';
import { createDesignStore } from '../store/createDesignStore';
import { makeLoad, makeReport, makeServerResult } from '../store/reportFixture';
import { diagramDate, diagramInput, verdictOf } from './diagramInput';
import { fakeExportIo, presetFromDisk } from './exportTestkit';
import { diagramFileName, useDiagramExport } from './useDiagramExport';

const at = () => new Date(2026, 10, 24, 9, 30);
const noDrive = () => undefined;

describe('diagramInput', () => {
  const ucs = presetFromDisk('cisco-ucs-c210-m2');
  const server = ucs.components.find((c) => c.kind === 'server')!;
  const raid = ucs.components.find((c) => c.kind === 'raidGroup')!;
  const report = makeReport(0, {
    pass: true,
    totals: { ...makeReport(0).totals, achievedIops: 754.2, targetIops: 625, mailboxes: 2500 },
    servers: [
      makeServerResult(server.id, {
        achievedIops: 754.2,
        targetIops: 625,
        dbReadLatencyMs: 12.4,
        logWriteLatencyMs: 1.2,
      }),
    ],
    components: [makeLoad(raid.id, 0.93)],
    bottleneck: { componentId: raid.id, name: raid.name, kind: 'raidGroup', utilisation: 0.93, reason: 'busiest' },
  });

  it('gives every card its canvas detail line, and figures only with a report', () => {
    const plain = diagramInput(ucs, null, noDrive, at());
    expect(plain.verdict).toBeNull();
    expect(plain.cards?.size).toBe(ucs.components.length);
    expect(plain.cards?.get(server.id)).toEqual({
      detail: expect.stringContaining('GB RAM'),
      figures: [],
      bottleneck: false,
    });
    const shown = diagramInput(ucs, report, noDrive, at());
    expect(shown.cards?.get(server.id)?.figures).toEqual([
      { label: 'IOPS', value: '754.2 / 625', tone: 'ok' },
      { label: 'DB read', value: '12.4 ms', tone: 'ok' },
      { label: 'Log write', value: '1.20 ms', tone: 'ok' },
    ]);
    expect(shown.cards?.get(raid.id)).toMatchObject({ bottleneck: true, figures: [{ label: 'Busy', tone: 'bad' }] });
    // A card the report says nothing about shows no "—" figures.
    for (const card of shown.cards!.values()) for (const f of card.figures) expect(f.value).not.toBe('—');
  });

  it('writes the verdict with its units, and the date without locale guessing', () => {
    expect(verdictOf(report)).toEqual({
      text: 'Pass',
      tone: 'ok',
      detail: '754.2 / 625 IO/s achieved / target · 2,500 mailboxes · capacity fits · normal state',
    });
    expect(verdictOf({ ...report, valid: false }).text).toBe('No valid prediction');
    expect(verdictOf({ ...report, pass: false }).tone).toBe('bad');
    expect(diagramDate(new Date(2026, 0, 5))).toBe('5 Jan 2026');
  });
});

describe('useDiagramExport', () => {
  it('hands the platform an SVG named after the design, read-only, and says it was saved', async () => {
    const store = createDesignStore(presetFromDisk('xiv-2810'));
    const before = store.getState();
    const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'x - Diagram.svg' });
    const { result } = renderHook(() => useDiagramExport(io, store, null, at));
    await result.current('svg');
    const file = saveExport.mock.calls[0]![0];
    expect(file.format).toBe('svg');
    expect(file.fileName).toMatch(/^IBM XIV 2810-A14 .* - Diagram\.svg$/);
    const text = new TextDecoder().decode(file.data);
    expect(text.startsWith('<?xml')).toBe(true);
    expect(text).toContain('exported 24 Nov 2026 · Spindle');
    expect(text).toContain('XIV31 DB5');
    const after = store.getState();
    // No report of this revision: saved, with a warning that figures are not in it.
    expect(after.notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: 'Diagram saved: x - Diagram.svg (53 components).',
      hint: expect.stringContaining('no predicted figures'),
    });
    expect(after.doc).toBe(before.doc);
    expect(after.revision).toBe(before.revision);
    expect(after.history).toBe(before.history);
  });

  it('draws the figures of a current report, and none of a stale one', async () => {
    const design = presetFromDisk('cisco-ucs-c210-m2');
    const store = createDesignStore(design);
    const server = design.components.find((c) => c.kind === 'server')!;
    const report = makeReport(store.getState().revision, {
      servers: [
        makeServerResult(server.id, { achievedIops: 754, targetIops: 625, dbReadLatencyMs: 12, logWriteLatencyMs: 1 }),
      ],
    });
    store.setAnalysis({ revision: store.getState().revision, status: 'idle', report, scope: 'full' });
    const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'd.svg' });
    const { result } = renderHook(() => useDiagramExport(io, store, null, at));
    await result.current('svg');
    const current = new TextDecoder().decode(saveExport.mock.calls[0]![0].data);
    expect(current).toContain('Predicted Jetstress result: Pass');
    expect(current).toContain('754 / 625');
    expect(store.getState().notices.at(-1)).toMatchObject({ tone: 'info' });
    store.setAnalysis({ status: 'stale' });
    await result.current('svg');
    const stale = new TextDecoder().decode(saveExport.mock.calls[1]![0].data);
    expect(stale).not.toContain('754 / 625');
    expect(stale).toContain('Predicted figures not included');
  });

  it('gives an empty design a notice instead of a file', async () => {
    const store = createDesignStore();
    const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'x' });
    const { result } = renderHook(() => useDiagramExport(io, store, null, at));
    await result.current('png');
    expect(saveExport).not.toHaveBeenCalled();
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      message: 'The design has no components, so there is no diagram to export.',
    });
  });

  it('shows a failed save as an error notice with what to do', async () => {
    const store = createDesignStore(presetFromDisk('cisco-ucs-c210-m2'));
    const error = appError('export/write-failed', { reason: 'permission denied (/x.svg)' });
    const { result } = renderHook(() => useDiagramExport(fakeExportIo({ ok: false, error }).io, store, null, at));
    await result.current('svg');
    expect(store.getState().notices.at(-1)).toMatchObject({ tone: 'error', message: error.message, hint: error.hint });
  });

  it('names the file after the design', () => {
    expect(diagramFileName('Site A: phase 2', 'png')).toBe('Site A - phase 2 - Diagram.png');
    expect(diagramFileName('', 'svg')).toBe('Untitled - Diagram.svg');
  });
});
