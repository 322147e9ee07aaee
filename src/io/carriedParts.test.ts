import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { toEngineInput } from '../../engine/ts/toEngineInput';
import { type Catalog, openCatalog } from '../catalog';
import type { Platform, StoredSnapshot } from '../platform';
import type { Result } from '../schema/errors';
import { acmeSsd, designUsing } from '../schema/partsFixture';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { keptText, restoreCandidates } from './compareKeep';
import { createDocumentIo } from './index';

const root = resolve(import.meta.dirname, '..', '..');
const presetText = readFileSync(resolve(root, 'presets', 'cisco-ucs-c210-m2.json'), 'utf8');
const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A platform that keeps what is written: the design file and the recovery snapshot. */
function memoryPlatform() {
  const kept = { file: '', snapshot: null as StoredSnapshot | null };
  const platform = {
    save: async (path: string, text: string) => {
      kept.file = text;
      return ok({ path, name: 'site' });
    },
    addRecent: async () => ok([]),
    writeAutosave: async (s: { designText: string; path: string | null; name: string }) => {
      kept.snapshot = { ...s, savedAt: 1 };
      return ok(null);
    },
    readAutosave: async () => ok(kept.snapshot),
  } as Partial<Platform> as Platform;
  return { kept, io: createDocumentIo(platform) };
}

describe('a design using a custom drive, opened where that part is unknown (QA data-loss defect)', () => {
  let here: Catalog;
  let there: Catalog;
  let store: DesignStore;
  beforeAll(async () => {
    here = await openCatalog({ custom: [acmeSsd] });
    there = await openCatalog();
    store = createDesignStore(designUsing(presetText, acmeSsd.id));
    store.carryPartsFrom((id) => here.get(id));
  });
  const inputHere = () => toEngineInput(store.toDesign(), 1, (id) => here.drive(id));

  it('carries the custom drive into the saved file, and evaluates the same engine input there', async () => {
    const { kept, io } = memoryPlatform();
    await io.save(store.toDesign(), { path: '/d/site.spindle.json', name: 'site' });
    expect(JSON.parse(kept.file).parts).toEqual([{ ...acmeSsd, custom: true }]);
    const opened = io.openText(kept.file, 'site.spindle.json');
    if (!('ok' in opened) || !opened.ok) throw new Error('did not open');
    expect(inputHere().drives.map((d) => d.name)).toEqual(['Acme SSD 400']);
    expect(toEngineInput(opened.design, 1, (id) => there.drive(id))).toEqual(inputHere());
    // And where the part is known, the same again.
    expect(toEngineInput(opened.design, 1, (id) => here.drive(id))).toEqual(inputHere());
  });

  it('carries it through the recovery snapshot', async () => {
    const { io } = memoryPlatform();
    await io.writeAutosave({ design: store.toDesign(), path: null, name: 'site', dirty: true });
    const found = await io.readAutosave();
    if (!found?.ok) throw new Error('no snapshot');
    expect(toEngineInput(found.design, 1, (id) => there.drive(id))).toEqual(inputHere());
  });

  it('carries it through a Compare snapshot kept for the next start', () => {
    const snapshot = { name: 'site, snapshot 1', source: 'snapshot' as const, design: store.toDesign() };
    const { text } = keptText([snapshot]);
    const [back] = restoreCandidates(text ?? '').candidates;
    expect(back?.design).toEqual(snapshot.design);
    expect(toEngineInput(back!.design, 1, (id) => there.drive(id))).toEqual(inputHere());
  });

  it('evaluates with the figures it was saved with where the same id holds other figures', async () => {
    const other = await openCatalog({ custom: [{ ...acmeSsd, specs: { ...acmeSsd.specs, capacityGb: 800 } }] });
    const { kept, io } = memoryPlatform();
    await io.save(store.toDesign(), { path: '/d/site.spindle.json', name: 'site' });
    const opened = io.openText(kept.file, 'site.spindle.json');
    if (!('ok' in opened) || !opened.ok) throw new Error('did not open');
    expect(toEngineInput(opened.design, 1, (id) => other.drive(id))).toEqual(inputHere());
  });

  it('still opens a design whose drive neither the file nor the catalog has', () => {
    const { io } = memoryPlatform();
    const text = JSON.stringify(designUsing(presetText, acmeSsd.id));
    const opened = io.openText(text, 'old.spindle.json');
    if (!('ok' in opened) || !opened.ok) throw new Error('did not open');
    expect(opened.design.parts).toBeUndefined();
    expect(toEngineInput(opened.design, 1, (id) => there.drive(id)).drives).toEqual([]);
  });
});
