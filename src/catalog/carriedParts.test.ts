import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { asCarried } from '../schema/parts';
import { acmeSsd, designUsing } from '../schema/partsFixture';
import { adoptCarriedParts, adoptionNotices, removalRefusal } from './carriedParts';
import { openCatalog } from './catalog';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
const carried = asCarried(acmeSsd)!;
const opened = (parts = [carried]) => ({ ...designUsing(presetText, acmeSsd.id), parts });

describe('adoptCarriedParts', () => {
  it('adds the carried parts the catalog lacks to the custom parts, and says so once', async () => {
    const catalog = await openCatalog();
    const a = adoptCarriedParts(opened(), catalog);
    expect(a.added.map((p) => p.id)).toEqual([acmeSsd.id]);
    expect(catalog.get(acmeSsd.id)).toEqual({ ...acmeSsd, custom: true });
    expect(catalog.drive(acmeSsd.id)?.name).toBe('Acme SSD 400');
    expect(adoptionNotices(a)).toEqual([
      {
        tone: 'info',
        message: 'Added 1 custom part this design uses: Acme SSD 400.',
        hint: 'It is now in your parts list, as if you had added it.',
      },
    ]);
    // Opening it again changes nothing and says nothing.
    expect(adoptionNotices(adoptCarriedParts(opened(), catalog))).toEqual([]);
  });

  it('keeps the local part of the same id with other figures, and says the design keeps its own', async () => {
    const local = { ...acmeSsd, specs: { ...acmeSsd.specs, capacityGb: 800 } };
    const catalog = await openCatalog({ custom: [local] });
    const a = adoptCarriedParts(opened(), catalog);
    expect(a.added).toEqual([]);
    expect(a.differing.map((p) => p.id)).toEqual([acmeSsd.id]);
    expect(catalog.get(acmeSsd.id)?.specs.capacityGb).toBe(800);
    const [notice] = adoptionNotices(a);
    expect(notice?.tone).toBe('warning');
    expect(notice?.message).toContain('evaluated with the figures it was saved with');
    expect(notice?.message).toContain('your part is unchanged');
    expect(notice?.hint).toContain('Drive type');
  });

  it('names the enclosure whose drive neither the file nor the catalog has, and how to fix it', async () => {
    const catalog = await openCatalog();
    const a = adoptCarriedParts(designUsing(presetText, acmeSsd.id), catalog);
    expect(a.missing).toEqual([{ driveRef: acmeSsd.id, enclosures: ['C210 M2 internal drive bays'] }]);
    const [notice] = adoptionNotices(a);
    expect(notice).toMatchObject({ tone: 'warning' });
    expect(notice?.message).toBe(
      'C210 M2 internal drive bays uses drive “custom-acme-ssd-400”, which neither this design file nor your parts list has: that enclosure counts no drives.',
    );
    expect(notice?.hint).toMatch(/^Select it and choose a Drive type in the inspector/);
  });

  it('says when the catalog refuses a carried part, which the design still uses', async () => {
    const catalog = await openCatalog();
    const odd = { ...carried, specs: { ...carried.specs, rpm: 7200 } };
    const a = adoptCarriedParts(opened([odd]), catalog);
    expect(a.refused.map((r) => r.part.id)).toEqual([acmeSsd.id]);
    expect(catalog.get(acmeSsd.id)).toBeUndefined();
    expect(adoptionNotices(a)[0]?.message).toContain('the design still uses the figures it carries');
  });

  it('ignores shipped drives and parts no enclosure uses', async () => {
    const catalog = await openCatalog();
    const preset = designUsing(presetText, 'seagate-constellation2-1tb-sata');
    const a = adoptCarriedParts({ ...preset, parts: [carried] }, catalog);
    expect(a).toEqual({ added: [], differing: [], refused: [], missing: [] });
    expect(catalog.customParts()).toEqual([]);
  });
});

describe('removalRefusal', () => {
  it('refuses to remove a custom drive the open design uses, naming where', async () => {
    const catalog = await openCatalog({ custom: [acmeSsd] });
    expect(removalRefusal(acmeSsd.id, designUsing(presetText, acmeSsd.id), catalog)).toEqual({
      tone: 'error',
      message: 'Acme SSD 400 is used by C210 M2 internal drive bays: choose another drive type there first.',
      hint: 'Removing it now would leave them without drives. Nothing was removed.',
    });
  });

  it('refuses while a custom enclosure part refers to it, and allows it once nothing does', async () => {
    const jbod = {
      ...acmeSsd,
      id: 'custom-acme-jbod-24',
      kind: 'enclosure',
      model: 'JBOD 24',
      specs: { slots: 24, driveCount: 24, driveRef: acmeSsd.id },
    };
    const catalog = await openCatalog({ custom: [acmeSsd, jbod] });
    const unused = designUsing(presetText, 'seagate-constellation2-1tb-sata');
    expect(removalRefusal(acmeSsd.id, unused, catalog)?.message).toBe(
      'Acme SSD 400 is used by the custom part Acme JBOD 24: remove it first.',
    );
    expect(catalog.removeCustom(jbod.id)).toBe(true);
    expect(removalRefusal(acmeSsd.id, unused, catalog)).toBeNull();
  });
});
