import { describe, expect, it } from 'vitest';

import { CatalogPart } from '../schema/catalog';
import { shippedParts } from './shipped';
import { listOwner, partIssues, specSchemas, validatePart, type FieldOf } from './specs';

const parts = shippedParts.map((p) => CatalogPart.parse(p));
const first = (kind: string) => parts.find((p) => p.kind === kind)!;
const withSpecs = (kind: string, specs: Record<string, unknown>, row: Record<string, unknown> = {}) => {
  const p = first(kind);
  return { ...p, ...row, specs: { ...p.specs, ...specs } };
};
/** Labels and units as the custom-part form gives them. */
const LABELS: Record<string, { label: string; unit?: string }> = {
  vendor: { label: 'Vendor' },
  listPriceUsd: { label: 'List price', unit: 'US$' },
  'specs.capacityGb': { label: 'Capacity', unit: 'GB' },
  'specs.controllers.maxIops': { label: 'Maximum host I/O per controller', unit: 'IO/s' },
  'specs.controllers.names': { label: 'Controller names' },
  'specs.lunQueueDepth': { label: 'LUN queue depth', unit: 'commands' },
};
const fieldOf: FieldOf = (path) => LABELS[path];

/** Zod's notation: what no user should read. */
const RAW = /expected|specs\.|>=|<=|Too (big|small)|Invalid|undefined/;

describe('partIssues', () => {
  it('says Zod’s limits in words with the field’s label and unit, at the field’s path', () => {
    expect(partIssues(withSpecs('drive', { capacityGb: 0.5 }), fieldOf)).toEqual([
      { path: 'specs.capacityGb', message: 'Capacity must be at least 1 GB.' },
    ]);
    expect(
      partIssues(
        withSpecs('array', { controllers: { ...(first('array').specs.controllers as object), maxIops: 2e7 } }),
        fieldOf,
      ),
    ).toEqual([
      {
        path: 'specs.controllers.maxIops',
        message: 'Maximum host I/O per controller must be at most 10,000,000 IO/s.',
      },
    ]);
    expect(partIssues(withSpecs('hba', { lunQueueDepth: 0 }), fieldOf)).toEqual([
      { path: 'specs.lunQueueDepth', message: 'LUN queue depth must be at least 1 command.' },
    ]);
  });

  it('checks the row and the specs in one pass, and keeps the messages the schemas wrote', () => {
    const issues = partIssues(withSpecs('hba', { ports: 0 }, { vendor: 'V'.repeat(81), listPriceUsd: 1e9 }), fieldOf);
    expect(issues).toEqual([
      { path: 'vendor', message: 'Vendor must be at most 80 characters.' },
      { path: 'listPriceUsd', message: 'List price must be at most US$ 100,000,000.' },
      { path: 'specs.ports', message: 'An HBA has at least one port.' },
    ]);
  });

  it('names an entry of a list by its place, at the list', () => {
    const controllers = { ...(first('array').specs.controllers as object), names: ['A', 'N'.repeat(61)] };
    expect(partIssues(withSpecs('array', { controllers }), fieldOf)).toEqual([
      { path: 'specs.controllers.names.1', message: 'Entry 2 of Controller names must be at most 60 characters.' },
    ]);
    expect(listOwner('specs.controllers.names.1')).toBe('specs.controllers.names');
  });

  it('words a refusal without a label too, and accepts every shipped part', () => {
    expect(partIssues(withSpecs('drive', { capacityGb: 'big' }))).toEqual([
      { path: 'specs.capacityGb', message: 'Enter a number.' },
    ]);
    expect(partIssues(withSpecs('drive', { interface: 'USB' }))).toEqual([
      { path: 'specs.interface', message: 'Choose one of the options offered.' },
    ]);
    for (const p of parts) expect(partIssues(p), p.id).toEqual([]);
  });

  it('never lets a Zod phrase or path through, for any field of any kind out of range', () => {
    let seen = 0;
    for (const kind of Object.keys(specSchemas)) {
      const template = first(kind);
      const numbers = Object.entries(template.specs).filter(([, v]) => typeof v === 'number');
      for (const [key] of numbers)
        for (const value of [-1e12, 1e12, 2.5, 'x', null])
          for (const issue of partIssues(withSpecs(kind, { [key]: value }))) {
            seen++;
            expect(issue.message, `${kind}.${key} = ${value}`).not.toMatch(RAW);
          }
      for (const issue of partIssues(
        withSpecs(kind, {}, { vendor: '', model: 'M'.repeat(121), summary: 'S'.repeat(201) }),
      )) {
        seen++;
        expect(issue.message, `${kind} row`).not.toMatch(RAW);
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('leaves validatePart as it was (the catalog’s own refusals name the path)', () => {
    const r = validatePart(withSpecs('hba', { ports: 0 }));
    expect(!r.ok && r.error.message).toBe('This part is not valid: specs.ports: An HBA has at least one port.');
  });
});
