import { describe, expect, it } from 'vitest';

import { CatalogPart, DriveSpecs } from '../schema/catalog';
import { shippedParts, shippedSources } from './shipped';
import { HDD_RPMS, parseSpecs, validatePart } from './specs';

/** Ids the reference presets are built with: removing or renaming one breaks a preset. */
const REQUIRED_IDS = [
  'seagate-barracuda-es2-1tb',
  'seagate-constellation2-1tb-sata',
  'seagate-cheetah-15k6-450gb-fc',
  'seagate-cheetah-15k5-146gb-fc',
  'seagate-cheetah-10k7-73gb-fc',
  'ibm-x3650-7979',
  'cisco-ucs-c210-m2',
  'dell-poweredge-r900',
  'fujitsu-primergy-rx300',
  'generic-2u-server',
  'vm-generic',
  'qlogic-qle2562',
  'qlogic-qla2432',
  'qlogic-qla2342',
  'emulex-lpe12002',
  'brocade-48000',
  'cisco-mds-9509',
  'brocade-300',
  'ibm-xiv-2810-a14',
  'emc-clariion-cx4-960',
  'netapp-fas980',
  'lsi-megaraid-9261-8i',
  'generic-dual-controller-array',
  'xiv-data-module',
  'emc-clariion-dae',
  'netapp-ds14',
  'cisco-c210-drive-bays',
  'generic-sas-shelf-24',
  'raid-group',
  'lun',
  'database',
];

const parts = shippedParts.map((p) => CatalogPart.parse(p));
const byId = new Map(parts.map((p) => [p.id, p]));
const drives = parts.filter((p) => p.kind === 'drive');

describe('shipped catalog sources', () => {
  it.each(Object.entries(shippedSources))('%s is a non-empty array of valid parts', (_file, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const r = validatePart(row);
      expect(r.ok ? 'valid' : `${String((row as { id?: unknown }).id)}: ${r.error.message}`).toBe('valid');
    }
  });

  it('has unique ids', () => {
    expect(new Set(parts.map((p) => p.id)).size).toBe(parts.length);
  });

  it.each(REQUIRED_IDS)('contains the preset part %s', (id) => {
    expect(byId.has(id)).toBe(true);
  });

  it('keeps the drive range the palette offers', () => {
    const specs = drives.map((d) => DriveSpecs.parse(d.specs));
    const has = (f: (s: DriveSpecs) => boolean): boolean => specs.some(f);
    expect(
      has((s) => s.rpm === 10_000 && s.interface === 'SAS' && s.formFactor === '2.5"' && s.capacityGb === 300),
    ).toBe(true);
    expect(
      has((s) => s.rpm === 10_000 && s.interface === 'SAS' && s.formFactor === '2.5"' && s.capacityGb === 600),
    ).toBe(true);
    expect(has((s) => s.rpm === 15_000 && s.interface === 'SAS' && s.capacityGb === 300)).toBe(true);
    expect(has((s) => s.rpm === 15_000 && s.interface === 'SAS' && s.capacityGb === 600)).toBe(true);
    expect(has((s) => s.interface === 'NL-SAS' && s.capacityGb === 2000)).toBe(true);
    expect(has((s) => s.interface === 'NL-SAS' && s.capacityGb === 4000)).toBe(true);
    expect(specs.filter((s) => s.kind === 'ssd').length).toBeGreaterThanOrEqual(1);
  });

  it('cites a source for every part, and says so when a figure is estimated or recalled', () => {
    for (const p of parts) {
      expect(p.source.title.length, p.id).toBeGreaterThan(10);
      expect(p.source.note ?? '', p.id).not.toBe('');
    }
  });

  it('gives no invented prices: a price is either null or cited in the note', () => {
    for (const p of parts) if (p.listPriceUsd !== null) expect(p.source.note, p.id).toMatch(/price/i);
  });

  it('fills every enclosure with a shipped drive that fits its slots', () => {
    for (const e of parts.filter((p) => p.kind === 'enclosure')) {
      const s = parseSpecs('enclosure', e.specs);
      expect(byId.get(s.driveRef)?.kind, e.id).toBe('drive');
      expect(s.driveCount, e.id).toBeLessThanOrEqual(s.slots);
    }
  });

  it('names every controller of an array template', () => {
    for (const a of parts.filter((p) => p.kind === 'array')) {
      const { controllers } = parseSpecs('array', a.specs);
      expect(controllers.names.length, a.id).toBe(controllers.count);
    }
  });
});

describe.each(drives.map((d) => [d.id, d] as const))('drive %s', (_id, part) => {
  const s = DriveSpecs.parse(part.specs);

  it('is physically consistent', () => {
    expect(s.capacityGb).toBeGreaterThan(0);
    expect(s.mediaRateMbS).toBeGreaterThan(0);
    if (s.kind === 'hdd') {
      expect(HDD_RPMS).toContain(s.rpm);
      expect(s.seekTrackMs).toBeGreaterThan(0);
      expect(s.seekTrackMs).toBeLessThan(s.seekAvgMs);
      expect(s.seekAvgMs).toBeLessThan(s.seekFullMs);
      // The engine's seek curve (MODEL.md §3.1.1) needs full − avg within what a √/linear profile can fit.
      expect(s.seekFullMs).toBeLessThanOrEqual(3 * s.seekAvgMs);
      expect(s.queueCap).toBe(s.interface === 'SATA' ? 32 : 16);
    } else {
      expect(s.rpm).toBe(0);
      expect(s.ssdReadMs).toBeGreaterThan(0);
      expect(s.ssdWriteMs).toBeGreaterThan(0);
      expect(s.ssdParallelism).toBeGreaterThanOrEqual(1);
    }
  });

  it('matches its form factor and rotation class', () => {
    if (s.kind === 'hdd' && s.rpm === 15_000) expect(s.seekAvgMs).toBeLessThan(4);
    if (s.kind === 'hdd' && s.rpm === 7200) expect(s.seekAvgMs).toBeGreaterThan(7);
  });
});
