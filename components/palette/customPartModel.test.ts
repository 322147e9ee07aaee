import { describe, expect, it } from 'vitest';

import { shippedParts } from '../../src/catalog/shipped';
import { validatePart } from '../../src/catalog/specs';
import type { CatalogPart, PartKind } from '../../src/schema/catalog';
import { defaultsFrom, emptyInfo, formFields, specFields, withDriveType, type FormValues } from './customPartFields';
import { buildPart, catalogRefusal, errorSummary, formKeyOf } from './customPartModel';

const info = { ...emptyInfo, vendor: 'Acme', model: 'RG5' };
const raid = (level: string, groupSize: string) =>
  buildPart('raidGroup', info, { level, stripeKb: '64', groupSize, hotSpares: '0' });

/** The shipped catalog, validated, as the form's templates. */
const catalog: CatalogPart[] = shippedParts.map((row) => {
  const r = validatePart(row);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
});
const kinds = [...new Set(catalog.map((p) => p.kind))];
const drive = (type: string) => catalog.find((p) => p.kind === 'drive' && p.specs.kind === type)!;
/** Every template a kind's form starts from: the first part of the kind, and for drives one of each type. */
const templates = (kind: PartKind): CatalogPart[] =>
  kind === 'drive' ? [drive('hdd'), drive('ssd')] : [catalog.find((p) => p.kind === kind)!];

describe('buildPart: a custom RAID group part', () => {
  it('refuses a parity set its level cannot take, under that field, and takes a sound one', () => {
    expect(raid('raid5', '2')).toMatchObject({
      ok: false,
      errors: { groupSize: expect.stringMatching(/^RAID 5 needs at least 3 drives per parity set, not 2/) },
    });
    expect(raid('raid6', '3')).toMatchObject({ ok: false, errors: { groupSize: expect.any(String) } });
    for (const [level, size] of [
      ['raid5', '0'],
      ['raid5', '5'],
      ['raid6', '4'],
      ['raid10', '2'],
    ])
      expect(raid(level!, size!), `${level} in sets of ${size}`).toMatchObject({ ok: true });
  });
});

describe('buildPart: builds from what the fields show', () => {
  it('builds a valid part from every kind’s catalog template', () => {
    expect(kinds).toHaveLength(10);
    for (const kind of kinds)
      for (const t of templates(kind)) expect(buildPart(kind, info, defaultsFrom(t)), t.id).toMatchObject({ ok: true });
  });

  it('refuses text a field cannot read, with that field’s message, instead of using another number', () => {
    const hba = defaultsFrom(templates('hba')[0]);
    for (const [text, error] of [
      ['abc', 'Enter a number.'],
      ['4x', 'Enter the number alone, without "x".'],
      ['2.5', 'Enter a whole number.'],
      ['', 'Enter a number.'],
    ])
      expect(buildPart('hba', info, { ...hba, ports: text }), text).toEqual({ ok: false, errors: { ports: error } });
    expect(buildPart('hba', { ...info, price: '1,500 USD' }, hba)).toEqual({
      ok: false,
      errors: { price: 'Enter the number without a unit: this field is in US$.' },
    });
    expect(buildPart('hba', { ...info, price: '1,500' }, hba)).toMatchObject({
      ok: true,
      part: { listPriceUsd: 1500 },
    });
  });

  it('names every field to correct at once, in form order', () => {
    const server = defaultsFrom(templates('server')[0]);
    const r = buildPart('server', { ...info, vendor: '' }, { ...server, sockets: 'x', ramGb: '99999999' });
    expect(r).toEqual({
      ok: false,
      errors: { vendor: 'Enter the vendor.', sockets: 'Enter a number.', ramGb: 'Memory must be at most 24,576 GB.' },
    });
    expect(errorSummary('server', r.ok ? {} : r.errors)).toBe('Correct these fields first: Vendor, Sockets, Memory.');
    expect(errorSummary('server', { ports: 'x' })).toBeNull();
  });

  it('says the catalog’s limits with the field’s label and unit (QA: raw Zod paths and phrases)', () => {
    const hba = defaultsFrom(templates('hba')[0]);
    const array = defaultsFrom(templates('array')[0]);
    expect(buildPart('hba', info, { ...hba, ports: '0' })).toEqual({
      ok: false,
      errors: { ports: 'An HBA has at least one port.' },
    });
    expect(buildPart('array', info, { ...array, 'controllers.maxIops': '20000000' })).toEqual({
      ok: false,
      errors: { 'controllers.maxIops': 'Maximum host I/O per controller must be at most 10,000,000 IO/s.' },
    });
    expect(buildPart('drive', info, { ...defaultsFrom(drive('hdd')), capacityGb: '0.5' })).toEqual({
      ok: false,
      errors: { capacityGb: 'Capacity must be at least 1 GB.' },
    });
    expect(buildPart('hba', { ...info, vendor: 'V'.repeat(81) }, hba)).toEqual({
      ok: false,
      errors: { vendor: 'Vendor must be at most 80 characters.' },
    });
    expect(buildPart('hba', { ...info, price: '1e9' }, hba)).toEqual({
      ok: false,
      errors: { price: 'List price must be at most US$ 100,000,000.' },
    });
  });
});

/** Messages no user should read: Zod's notation and paths. */
const RAW = /expected|specs\.|>=|<=|Too (big|small)|Invalid|undefined|NaN/;
const HUGE = '1000000000000';
const NEGATIVE = '-1000000000000';

describe('every refusal the form can produce is in words, under a field of the form', () => {
  const walk = (kind: PartKind, template: CatalogPart) => {
    const base = defaultsFrom(template);
    const cases: { what: string; info: typeof info; values: FormValues; key?: string }[] = [];
    for (const f of specFields[kind]) {
      // Empty is refused only where a value is required; a drive is chosen from the catalog's.
      const empty = f.optional ? [] : [''];
      const texts =
        f.type === 'int' || f.type === 'number'
          ? [HUGE, NEGATIVE, 'abc', ...empty]
          : f.type === 'bool'
            ? []
            : f.type === 'text'
              ? ['x'.repeat(5000), ...empty]
              : f.type === 'select'
                ? ['bogus', ...empty]
                : empty;
      for (const t of texts)
        cases.push({ what: `${f.key} = ${t.slice(0, 20)}`, info, values: { ...base, [f.key]: t } });
      if (texts.length > 0) for (const c of cases.slice(-texts.length)) c.key = f.key;
    }
    const extremes = (t: string) =>
      Object.fromEntries(
        specFields[kind].filter((f) => f.type === 'int' || f.type === 'number').map((f) => [f.key, t]),
      );
    cases.push({ what: 'every number huge', info, values: { ...base, ...extremes(HUGE) } });
    cases.push({ what: 'every number negative', info, values: { ...base, ...extremes(NEGATIVE) } });
    const long = { vendor: 'V'.repeat(81), model: 'M'.repeat(121), partNumber: 'P'.repeat(81) };
    cases.push({
      what: 'long names',
      info: { ...info, ...long, summary: 'S'.repeat(201), source: 'T'.repeat(301) },
      values: base,
    });
    cases.push({ what: 'price', info: { ...info, price: '-5' }, values: base });
    return cases;
  };

  it.each(kinds)('%s', (kind) => {
    const keys = new Set(formFields(kind).map((f) => f.key));
    let refusals = 0;
    for (const template of templates(kind))
      for (const c of walk(kind, template)) {
        const r = buildPart(kind, c.info, c.values);
        expect(r.ok, `${template.id}: ${c.what}`).toBe(false);
        if (r.ok) continue;
        if (c.key) expect(r.errors[c.key], `${template.id}: ${c.what}`).toBeDefined();
        for (const [key, message] of Object.entries(r.errors)) {
          refusals++;
          expect(keys.has(key), `${c.what}: "${key}" is a field of the form`).toBe(true);
          expect(message, `${c.what}: ${key}`).not.toMatch(RAW);
          expect(message, `${c.what}: ${key}`).toMatch(/^[A-Z0-9].*[.]$/);
          expect(message, `${c.what}: ${key}`).not.toMatch(/\. ;|\.\./);
        }
      }
    expect(refusals).toBeGreaterThan(0);
  });

  it('puts the catalog’s own refusals under a field too', () => {
    const duplicate = { code: 'catalog/duplicate-part', message: 'A part with the id "x" exists.', hint: '' } as const;
    expect(Object.keys(catalogRefusal(duplicate))).toEqual(['partNumber']);
    const gone = {
      code: 'catalog/invalid-part',
      message: 'This part is not valid: Drive type: no drive part "x" in the catalog.',
      hint: '',
    } as const;
    expect(catalogRefusal(gone)).toEqual({ driveRef: 'Choose a drive from the catalog.' });
    expect(formKeyOf('array', 'specs.controllers.names.3')).toBe('controllers.names');
    expect(formKeyOf('array', 'source.title')).toBe('source');
    expect(formKeyOf('array', 'specs.toString')).toBe('');
    expect(formKeyOf('array', 'toString')).toBe('');
  });
});

describe('withDriveType', () => {
  it('loads the new type’s figures and keeps capacity and form factor (QA: an HDD with 0 rpm)', () => {
    const ssd = { ...defaultsFrom(drive('ssd')), capacityGb: '800', formFactor: '2.5"' };
    const hdd = withDriveType(ssd, 'hdd', catalog);
    expect(hdd).toMatchObject({
      kind: 'hdd',
      capacityGb: '800',
      formFactor: '2.5"',
      ssdReadMs: '',
      ssdParallelism: '',
    });
    expect(hdd.rpm).not.toBe('0');
    expect(buildPart('drive', info, hdd)).toMatchObject({ ok: true, part: { specs: { capacityGb: 800 } } });
    const back = withDriveType(hdd, 'ssd', catalog);
    expect(buildPart('drive', info, back)).toMatchObject({ ok: true });
    expect(back).toMatchObject({ rpm: '0', capacityGb: '800' });
  });

  it('sets what the type rules fix when the catalog has no drive of that type', () => {
    const ssd = withDriveType(defaultsFrom(drive('hdd')), 'ssd', []);
    expect(ssd).toMatchObject({ interface: 'SSD-SAS', rpm: '0', seekAvgMs: '0', ssdReadMs: '' });
  });
});
