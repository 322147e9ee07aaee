import { beforeAll, describe, expect, it } from 'vitest';

import { PartKind } from '../schema/catalog';
import { type Catalog, openCatalog } from './catalog';

const customDrive = {
  id: 'acme-x1-900gb',
  kind: 'drive',
  vendor: 'Acme',
  model: 'X1 900GB',
  partNumber: 'AX1-900',
  listPriceUsd: null,
  summary: '900 GB 10K SAS',
  specs: {
    kind: 'hdd',
    interface: 'SAS',
    formFactor: '2.5"',
    capacityGb: 900,
    rpm: 10000,
    seekTrackMs: 0.3,
    seekAvgMs: 3.9,
    seekFullMs: 8,
    writeSettleMs: 0.5,
    mediaRateMbS: 180,
    queueCap: 16,
  },
  source: { title: 'Acme X1 data sheet' },
};

const withSpecs = (patch: Record<string, unknown>): unknown => ({
  ...customDrive,
  specs: { ...customDrive.specs, ...patch },
});

describe('openCatalog', () => {
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await openCatalog();
  });

  it('lists every part sorted by kind, then vendor and model', () => {
    const all = catalog.list();
    expect(all.length).toBeGreaterThan(30);
    const key = (p: (typeof all)[number]): string =>
      `${String(PartKind.options.indexOf(p.kind)).padStart(2, '0')}|${p.vendor.toLowerCase()}|${p.model.toLowerCase()}`;
    const keys = all.map(key);
    expect(keys).toEqual([...keys].sort());
    expect(all.every((p) => !p.custom)).toBe(true);
  });

  it('filters by kind', () => {
    const hbas = catalog.list({ kind: 'hba' });
    expect(hbas.map((p) => p.id).sort()).toEqual([
      'emulex-lpe12002',
      'qlogic-qla2342',
      'qlogic-qla2432',
      'qlogic-qle2562',
    ]);
  });

  it('searches vendor, model, part number and summary case-insensitively', () => {
    expect(catalog.list({ search: 'CHEETAH' }).every((p) => p.model.includes('Cheetah'))).toBe(true);
    expect(catalog.list({ search: 'st91000640ns' }).map((p) => p.id)).toEqual(['seagate-constellation2-1tb-sata']);
    expect(catalog.list({ search: 'xiv gen2' }).map((p) => p.id)).toContain('seagate-barracuda-es2-1tb');
    expect(
      catalog
        .list({ kind: 'switch', search: 'brocade' })
        .map((p) => p.id)
        .sort(),
    ).toEqual(['brocade-300', 'brocade-48000']);
    expect(catalog.list({ search: 'no such part anywhere' })).toEqual([]);
  });

  it('finds a part by every word of a search in any order, and FC parts by "fibre channel"', () => {
    // The audit: "EMC 450" and "Fiber" found nothing although the CX4 DAE holds 450 GB FC drives.
    expect(catalog.list({ search: 'emc 450' }).map((p) => p.kind)).toContain('enclosure');
    expect(catalog.list({ search: '450 emc' })).toEqual(catalog.list({ search: 'emc 450' }));
    for (const words of ['fibre channel', 'Fiber', 'fibre channel qlogic']) {
      const found = catalog.list({ search: words });
      expect(found.length, words).toBeGreaterThan(0);
      expect(
        found.every((p) => /\bFC\b/.test(p.summary)),
        words,
      ).toBe(true);
    }
    expect(catalog.list({ search: 'qlogic brocade' })).toEqual([]);
  });

  it('treats LIKE wildcards in a search as literal text', () => {
    expect(catalog.list({ search: '%' })).toEqual([]);
    expect(catalog.list({ search: '_' })).toEqual([]);
  });

  it('gets a part by id with its specs and source', () => {
    const cx4 = catalog.get('emc-clariion-cx4-960');
    expect(cx4?.specs.hostAccess).toBe('alua');
    expect(cx4?.source.note).toMatch(/seed 002/i);
    expect(catalog.get('nope')).toBeUndefined();
  });

  it('gives validated drive specs named by vendor and model', () => {
    const d = catalog.drive('seagate-cheetah-15k7-600gb-sas');
    expect(d).toMatchObject({ name: 'Seagate Cheetah 15K.7 600GB SAS', rpm: 15000, seekAvgMs: 3.4, queueCap: 16 });
    expect(catalog.drive('emc-clariion-cx4-960')).toBeUndefined();
    expect(catalog.drive('nope')).toBeUndefined();
  });

  it('counts parts per kind in palette order', () => {
    const kinds = catalog.kinds();
    expect(kinds.map((k) => k.kind)).toEqual(PartKind.options.filter((k) => kinds.some((x) => x.kind === k)));
    expect(kinds.find((k) => k.kind === 'drive')?.count).toBe(catalog.list({ kind: 'drive' }).length);
  });
});

describe('custom parts', () => {
  it('accepts a good part, marks it custom, and can remove it again', async () => {
    const catalog = await openCatalog();
    const r = catalog.addCustom(customDrive);
    expect(r.ok).toBe(true);
    expect(catalog.get('acme-x1-900gb')?.custom).toBe(true);
    expect(catalog.drive('acme-x1-900gb')?.name).toBe('Acme X1 900GB');
    expect(catalog.customParts().map((p) => p.id)).toEqual(['acme-x1-900gb']);
    expect(catalog.list({ search: 'acme' })).toHaveLength(1);
    expect(catalog.removeCustom('acme-x1-900gb')).toBe(true);
    expect(catalog.get('acme-x1-900gb')).toBeUndefined();
    expect(catalog.drive('acme-x1-900gb')).toBeUndefined();
    expect(catalog.removeCustom('acme-x1-900gb')).toBe(false);
  });

  it('never removes a shipped part', async () => {
    const catalog = await openCatalog();
    expect(catalog.removeCustom('seagate-barracuda-es2-1tb')).toBe(false);
    expect(catalog.get('seagate-barracuda-es2-1tb')).toBeDefined();
  });

  it('refuses duplicate ids, shipped or custom', async () => {
    const catalog = await openCatalog();
    const dup = catalog.addCustom({ ...customDrive, id: 'seagate-barracuda-es2-1tb' });
    expect(dup.ok ? null : dup.error.code).toBe('catalog/duplicate-part');
    expect(catalog.addCustom(customDrive).ok).toBe(true);
    const again = catalog.addCustom(customDrive);
    expect(again.ok ? null : again.error.message).toMatch(/"acme-x1-900gb" already exists/);
  });

  it.each([
    ['a seek triple out of order', withSpecs({ seekAvgMs: 9 }), /specs\.seekFullMs/],
    ['an impossible spindle speed', withSpecs({ rpm: 12345 }), /specs\.rpm/],
    ['a misspelt field', withSpecs({ seekAvgMS: 3.9 }), /specs/],
    ['a missing field', withSpecs({ mediaRateMbS: undefined }), /specs\.mediaRateMbS/],
    ['SSD timings on a hard disk', withSpecs({ ssdReadMs: 0.1 }), /specs\.ssdReadMs/],
    ['a bad id', { ...customDrive, id: 'Has Spaces' }, /^This part is not valid: id:/],
    ['a missing source', { ...customDrive, source: undefined }, /source/],
    ['an unknown kind', { ...customDrive, kind: 'tape' }, /kind/],
    ['a negative price', { ...customDrive, listPriceUsd: -1 }, /listPriceUsd/],
  ])('refuses %s, naming the field', async (_what, part, message) => {
    const catalog = await openCatalog();
    const r = catalog.addCustom(part);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('catalog/invalid-part');
      expect(r.error.message).toMatch(message);
    }
    expect(catalog.customParts()).toEqual([]);
  });

  it('refuses a server without sockets and an enclosure of unknown drives', async () => {
    const catalog = await openCatalog();
    const base = {
      vendor: 'Acme',
      model: 'M',
      partNumber: '',
      listPriceUsd: null,
      summary: '',
      source: { title: 'x' },
    };
    const server = catalog.addCustom({
      ...base,
      id: 'acme-s',
      kind: 'server',
      specs: { coresPerSocket: 4, ghz: 3, ramGb: 8 },
    });
    expect(server.ok ? '' : server.error.message).toMatch(/specs\.sockets/);
    const shelf = catalog.addCustom({
      ...base,
      id: 'acme-shelf',
      kind: 'enclosure',
      specs: { slots: 12, driveRef: 'no-such-drive', driveCount: 12 },
    });
    expect(shelf.ok ? '' : shelf.error.message).toMatch(/Drive type: no drive part "no-such-drive"/);
    const overfull = catalog.addCustom({
      ...base,
      id: 'acme-shelf',
      kind: 'enclosure',
      specs: { slots: 12, driveRef: 'seagate-barracuda-es2-1tb', driveCount: 13 },
    });
    expect(overfull.ok ? '' : overfull.error.message).toMatch(/specs\.driveCount/);
  });

  it('loads stored custom parts and reports the ones that no longer validate', async () => {
    const bad = { ...(withSpecs({ rpm: -5 }) as object), id: 'acme-x1-bad' };
    const catalog = await openCatalog({ custom: [customDrive, bad, { ...customDrive }] });
    expect(catalog.customParts().map((p) => p.id)).toEqual(['acme-x1-900gb']);
    expect(catalog.rejected).toHaveLength(2);
    expect(catalog.rejected[0]?.part).toBe(bad);
    expect(catalog.rejected[0]?.error.code).toBe('catalog/invalid-part');
    expect(catalog.rejected[1]?.error.code).toBe('catalog/duplicate-part');
    expect(catalog.storedParts().map((p) => p.id)).toEqual(['acme-x1-900gb', 'acme-x1-bad']);
  });

  it('keeps catalogs independent', async () => {
    const a = await openCatalog();
    const b = await openCatalog();
    a.addCustom(customDrive);
    expect(b.get('acme-x1-900gb')).toBeUndefined();
  });
});
