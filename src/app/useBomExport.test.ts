// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Catalog, openCatalog } from '../catalog';
import { appError } from '../schema/errors';
import { createDesignStore } from '../store/createDesignStore';
import { fakeExportIo, presetFromDisk } from './exportTestkit';
import { useBomExport } from './useBomExport';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await openCatalog();
});

const at = () => new Date('2026-11-24T05:00:00Z');

describe('useBomExport', () => {
  it('hands the platform a CSV named after the design, and says it was saved', async () => {
    const store = createDesignStore(presetFromDisk('nseries-qd256'));
    const before = store.getState();
    const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'x - BOM.csv' });
    const { result } = renderHook(() => useBomExport(io, store, catalog, at));
    await result.current('csv');
    const file = saveExport.mock.calls[0]![0];
    expect(file.format).toBe('csv');
    expect(file.fileName).toMatch(/^IBM N series .* - BOM\.csv$/);
    const text = new TextDecoder().decode(file.data);
    expect(text).toContain('ST373207FC');
    const after = store.getState();
    expect(after.notices.at(-1)).toMatchObject({
      tone: 'info',
      message: expect.stringContaining('Bill of materials saved'),
    });
    // Read-only: the design, its revision and its history are the same objects.
    expect(after.doc).toBe(before.doc);
    expect(after.revision).toBe(before.revision);
    expect(after.history).toBe(before.history);
  });

  it("prices the CSV with the design's own price list, and says how many lines are unpriced", async () => {
    const design = presetFromDisk('nseries-qd256');
    const store = createDesignStore({ ...design, prices: { currency: 'EUR', unitPrices: { ST373207FC: 120 } } });
    const { io, saveExport } = fakeExportIo({ ok: true, path: null, name: 'x - BOM.csv' });
    const { result } = renderHook(() => useBomExport(io, store, catalog, at));
    await result.current('csv');
    const text = new TextDecoder().decode(saveExport.mock.calls[0]![0].data);
    expect(text).toContain('Unit price (EUR),Extended price (EUR)');
    // 112 drives × 120.
    expect(text).toContain(',112,120,13440,');
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'info',
      hint: expect.stringMatching(/^Prices in EUR from the design's price list; \d+ lines have no price\.$/),
    });
  });

  it('warns that an .xlsx without an up-to-date report has no figures', async () => {
    const store = createDesignStore(presetFromDisk('nseries-qd256'));
    const { io, saveExport } = fakeExportIo({ ok: true, path: '/d/x.xlsx', name: 'x.xlsx' });
    const { result } = renderHook(() => useBomExport(io, store, catalog, at));
    await result.current('xlsx');
    const data = saveExport.mock.calls[0]![0].data;
    expect([...data.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'warning',
      hint: expect.stringContaining('no predicted figures'),
    });
  });

  it('shows a failed save as an error notice with what to do, and a cancel as nothing', async () => {
    const store = createDesignStore(presetFromDisk('nseries-qd256'));
    const error = appError('export/write-failed', { reason: 'permission denied (/x.csv)' });
    const { result } = renderHook(() => useBomExport(fakeExportIo({ ok: false, error }).io, store, catalog, at));
    await result.current('csv');
    expect(store.getState().notices.at(-1)).toMatchObject({ tone: 'error', message: error.message, hint: error.hint });
    const count = store.getState().notices.length;
    const cancelled = renderHook(() => useBomExport(fakeExportIo({ canceled: true }).io, store, catalog, at));
    await cancelled.result.current('csv');
    expect(store.getState().notices).toHaveLength(count);
  });

  it('asks to wait while the catalog is loading, without exporting', async () => {
    const store = createDesignStore(presetFromDisk('nseries-qd256'));
    const { io, saveExport } = fakeExportIo({ canceled: true });
    const { result } = renderHook(() => useBomExport(io, store, null, at));
    await result.current('xlsx');
    expect(saveExport).not.toHaveBeenCalled();
    expect(store.getState().notices.at(-1)).toMatchObject({ tone: 'warning' });
  });
});
