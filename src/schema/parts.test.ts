import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DESIGN_VERSION } from './design';
import { parseDesignText, parseDesignValue, serializeDesign } from './load';
import { asCarried, keepUsedParts, partsToCarry, sameDrive, usedDriveIds } from './parts';
import { acmeSsd, designUsing } from './partsFixture';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
const carried = asCarried(acmeSsd)!;
const shippedDrive = { ...acmeSsd, id: 'seagate-constellation2-1tb-sata', custom: false };

describe('parts a design file carries', () => {
  it('stays within version 1: an older file without parts opens and saves exactly as before', () => {
    expect(DESIGN_VERSION).toBe(1);
    const r = parseDesignText(presetText);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect('parts' in r.value).toBe(false);
    expect(serializeDesign(r.value)).not.toContain('"parts"');
  });

  it('round-trips: save then open gives the same design and parts', () => {
    const design = { ...designUsing(presetText, acmeSsd.id), parts: [carried] };
    const opened = parseDesignText(serializeDesign(design));
    expect(opened).toEqual({ ok: true, value: design });
    expect(opened.ok && opened.value.parts?.[0]?.specs).toEqual(acmeSsd.specs);
  });

  it('refuses a carried part that is no drive, has bad figures, or shares an id', () => {
    const design = designUsing(presetText, acmeSsd.id);
    const bad = (parts: unknown): string => {
      const r = parseDesignValue({ ...design, parts });
      if (r.ok) throw new Error('expected an error');
      expect(r.error.code).toBe('file/invalid');
      return r.error.message;
    };
    expect(bad([{ ...carried, kind: 'server' }])).toContain('parts');
    expect(bad([{ ...carried, specs: { ...carried.specs, capacityGb: -1 } }])).toContain('capacityGb');
    expect(bad([carried, carried])).toContain('Two parts share the id "custom-acme-ssd-400".');
  });
});

describe('partsToCarry', () => {
  const components = designUsing(presetText, acmeSsd.id).components;
  const catalog = (parts: (typeof acmeSsd)[]) => (id: string) => parts.find((p) => p.id === id);

  it('writes the custom drives the enclosures use, taken from the catalog', () => {
    expect(usedDriveIds(components)).toEqual([acmeSsd.id]);
    expect(partsToCarry(components, undefined, catalog([acmeSsd]))).toEqual([carried]);
  });

  it('never writes a shipped part, nor a drive no enclosure uses', () => {
    const preset = designUsing(presetText, shippedDrive.id).components;
    expect(partsToCarry(preset, undefined, catalog([shippedDrive, acmeSsd]))).toEqual([]);
    // A carried copy identical to the shipped part of its id is not needed either.
    expect(partsToCarry(preset, [asCarried(shippedDrive)!], catalog([shippedDrive]))).toEqual([]);
    expect(partsToCarry(preset, [carried], catalog([shippedDrive]))).toEqual([]);
  });

  it('keeps the copy the design carries over the catalog’s part of the same id', () => {
    const other = { ...acmeSsd, specs: { ...acmeSsd.specs, capacityGb: 800 } };
    expect(sameDrive(other, acmeSsd)).toBe(false);
    expect(partsToCarry(components, [carried], catalog([other]))).toEqual([carried]);
    // Without the catalog (or before it opens) the design still writes what it carries.
    expect(partsToCarry(components, [carried])).toEqual([carried]);
  });

  it('forgets a carried part once no enclosure uses it', () => {
    const parts = [carried];
    expect(keepUsedParts(parts, components)).toBe(parts);
    expect(keepUsedParts(parts, designUsing(presetText, shippedDrive.id).components)).toBeUndefined();
  });

  it('compares drives by name and figures, whatever the order of their keys', () => {
    const reordered = { ...acmeSsd, specs: Object.fromEntries(Object.entries(acmeSsd.specs).reverse()) };
    expect(sameDrive(reordered, acmeSsd)).toBe(true);
    expect(sameDrive({ ...acmeSsd, model: 'SSD 400 v2' }, acmeSsd)).toBe(false);
  });
});
