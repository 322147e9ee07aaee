import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { DriveSpecs } from '../../src/schema/catalog';
import { asCarried } from '../../src/schema/parts';
import { acmeSsd, designUsing } from '../../src/schema/partsFixture';
import { designDrives, toEngineInput } from './toEngineInput';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
const specs = acmeSsd.specs as DriveSpecs;

describe('toEngineInput drives', () => {
  it('takes a drive the design carries before the catalog’s part of that id', () => {
    const design = { ...designUsing(presetText, acmeSsd.id), parts: [asCarried(acmeSsd)!] };
    const catalog = (id: string) => (id === acmeSsd.id ? { ...specs, capacityGb: 800, name: 'Other' } : undefined);
    const [drive] = toEngineInput(design, 1, catalog).drives;
    expect(drive).toMatchObject({ id: acmeSsd.id, name: 'Acme SSD 400', capacityGb: 400, ssdParallelism: 4 });
    expect(designDrives(design, catalog)('nope')).toBeUndefined();
  });

  it('takes drives from the catalog when the design carries none, and leaves out unknown ones', () => {
    const design = designUsing(presetText, acmeSsd.id);
    const catalog = (id: string) => (id === acmeSsd.id ? { ...specs, name: 'Acme SSD 400' } : undefined);
    expect(designDrives(design, catalog)).toBe(catalog);
    expect(toEngineInput(design, 1, catalog).drives.map((d) => d.capacityGb)).toEqual([400]);
    expect(toEngineInput(design, 1, () => undefined).drives).toEqual([]);
  });
});
