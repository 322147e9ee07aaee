import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { openCatalog } from './catalog';
import { entriesTheHostKeeps, rejectedNotice, splitStored } from './storedParts';

const shippedDrive = (JSON.parse(readFileSync(new URL('./data/drives.json', import.meta.url), 'utf8')) as object[])[0];
const drive = {
  ...shippedDrive,
  id: 'my-ssd-1920',
  vendor: 'Acme',
  model: 'SSD 1.92 TB',
  partNumber: 'AC-1920',
  custom: true,
};
const jbod = {
  id: 'my-jbod-24',
  kind: 'enclosure',
  vendor: 'Acme',
  model: 'JBOD 24',
  partNumber: 'AC-J24',
  listPriceUsd: null,
  summary: '24 slots',
  specs: { slots: 24, driveRef: 'my-ssd-1920', driveCount: 24 },
  source: { title: 'own' },
  custom: true,
};
const server = (id: string, over: object = {}) => ({
  id,
  kind: 'server',
  vendor: 'Acme',
  model: `M ${id}`,
  partNumber: '',
  listPriceUsd: null,
  summary: 's',
  specs: { sockets: 2, coresPerSocket: 4, ghz: 3, ramGb: 64 },
  source: { title: 't' },
  custom: true,
  ...over,
});

describe('stored custom parts at open (review 3 #4: a custom enclosure of a custom drive vanished)', () => {
  it('loads an enclosure stored before the custom drive it uses, as the catalog stores them', async () => {
    const first = await openCatalog();
    expect(first.addCustom(drive).ok && first.addCustom(jbod).ok).toBe(true);
    const stored = first.storedParts();
    expect(stored.map((p) => p.id)).toEqual(['my-jbod-24', 'my-ssd-1920']); // palette order: enclosures first
    const next = await openCatalog({ custom: stored });
    expect(next.rejected).toEqual([]);
    expect(next.customParts().map((p) => p.id)).toEqual(['my-jbod-24', 'my-ssd-1920']);
    expect(next.addCustom(server('my-server')).ok).toBe(true);
    expect(next.storedParts().map((p) => p.id)).toEqual(['my-server', 'my-jbod-24', 'my-ssd-1920']);
  });

  it('names a part it refuses, keeps it for the next save, and keeps its id taken', async () => {
    const catalog = await openCatalog({ custom: [jbod, server('my-server')] });
    expect(catalog.customParts().map((p) => p.id)).toEqual(['my-server']);
    expect(catalog.rejected.map((r) => [r.name, r.reason])).toEqual([
      ['Acme JBOD 24', 'its drive type "my-ssd-1920" is not in the parts list'],
    ]);
    expect(catalog.storedParts().map((p) => p.id)).toEqual(['my-server', 'my-jbod-24']);
    expect(catalog.storedParts()[1]).toEqual({ ...jbod, custom: true });
    const again = catalog.addCustom({ ...jbod, specs: { ...jbod.specs, driveRef: 'seagate-barracuda-es2-1tb' } });
    expect(again.ok ? null : again.error.code).toBe('catalog/duplicate-part');
  });

  it('skips one invalid part, not all, and says why in words (review 3 #12)', async () => {
    const long = server('long-one', { summary: 'x'.repeat(201) });
    const stored = [...Array.from({ length: 40 }, (_, i) => server(`part-${i}`)), long];
    const catalog = await openCatalog({ custom: stored });
    expect(catalog.customParts()).toHaveLength(40);
    expect(catalog.rejected).toHaveLength(1);
    expect(catalog.rejected[0]).toMatchObject({ index: 40, name: 'Acme M long-one', part: long });
    expect(catalog.rejected[0]?.reason).toBe('summary is too long (at most 200)');
    expect(catalog.rejected[0]?.reason).not.toMatch(/parts\.|Too big|expected/);
    // Not a CatalogPart row: the host keeps it (the renderer cannot send it back).
    expect(catalog.storedParts()).toHaveLength(40);
    expect(entriesTheHostKeeps(stored)).toEqual([long]);
  });

  it('detects duplicate ids on load: the first entry is the part, a repeat is named and kept', async () => {
    const repeat = server('dup-1', { model: 'Other' });
    const stored = [server('dup-1'), repeat];
    const catalog = await openCatalog({ custom: stored });
    expect(catalog.customParts().map((p) => p.model)).toEqual(['M dup-1']);
    expect(catalog.rejected).toMatchObject([
      { index: 1, name: 'Acme Other', reason: 'an earlier custom part has the same id "dup-1"' },
    ]);
    expect(catalog.rejected[0]?.error.code).toBe('catalog/duplicate-part');
    expect(entriesTheHostKeeps(stored)).toEqual([repeat]);
    expect(catalog.storedParts().map((p) => p.model)).toEqual(['M dup-1']);
  });

  it('refuses the id of a shipped part and a specs problem, in words, keeping both rows', async () => {
    const shipped = server('seagate-barracuda-es2-1tb');
    const noSockets = server('no-sockets', { specs: { sockets: 0, coresPerSocket: 4, ghz: 3, ramGb: 64 } });
    const catalog = await openCatalog({ custom: [shipped, noSockets] });
    expect(catalog.rejected.map((r) => r.reason)).toEqual([
      'a part Spindle ships has the same id "seagate-barracuda-es2-1tb"',
      'A server has at least one socket',
    ]);
    expect(catalog.storedParts().map((p) => p.id)).toEqual(['seagate-barracuda-es2-1tb', 'no-sockets']);
    expect(entriesTheHostKeeps([shipped, noSockets])).toEqual([]);
  });
});

describe('splitStored', () => {
  it('reads rows, unreadable entries and repeats, naming each the user would know', () => {
    const entries = splitStored([server('a1'), { id: 'a1' }, 'junk', { vendor: 'V', model: 'M', id: 'BAD ID' }]);
    expect(entries.map((e) => e.kind)).toEqual(['row', 'repeat', 'unreadable', 'unreadable']);
    expect(entries[2]).toMatchObject({ reason: expect.not.stringMatching(/^\w+\.\d/) });
  });
});

describe('rejectedNotice', () => {
  it('says nothing when every part loaded', () => {
    expect(rejectedNotice([])).toBeNull();
  });

  it('names each refused part with its reason, and says it was kept', async () => {
    const catalog = await openCatalog({ custom: [jbod] });
    expect(rejectedNotice(catalog.rejected)).toEqual({
      tone: 'warning',
      message:
        '1 custom part could not be loaded: Acme JBOD 24 (its drive type "my-ssd-1920" is not in the parts list).',
      hint: 'Nothing was deleted: it is kept as stored, and loads at a later start once what is named is fixed.',
    });
  });

  it('names three and counts the rest', async () => {
    const many = Array.from({ length: 5 }, (_, i) => server(`s-${i}`, { summary: 'x'.repeat(300) }));
    const notice = rejectedNotice((await openCatalog({ custom: many })).rejected);
    expect(notice?.message).toMatch(/^5 custom parts could not be loaded: Acme M s-0 \(.*\); and 2 more\.$/);
    expect(notice?.hint).toMatch(/they are kept as stored/);
  });
});
