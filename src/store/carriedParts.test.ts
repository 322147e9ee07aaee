import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Component } from '../schema/components';
import { asCarried } from '../schema/parts';
import { acmeSsd, designUsing } from '../schema/partsFixture';
import { createDesignStore } from './createDesignStore';

const presetText = readFileSync(resolve(import.meta.dirname, '../../presets/cisco-ucs-c210-m2.json'), 'utf8');
const carried = asCarried(acmeSsd)!;
const shipped = 'seagate-constellation2-1tb-sata';
const withDrive = (components: readonly Component[], driveRef: string): Component[] =>
  components.map((c) => (c.kind === 'enclosure' ? { ...c, driveRef } : c));

describe('the drive parts a document carries', () => {
  it('pass through the store unchanged: opened, edited, saved', () => {
    const design = { ...designUsing(presetText, acmeSsd.id), parts: [carried] };
    const store = createDesignStore(design);
    expect(store.getState().doc.parts).toEqual([carried]);
    expect(store.toDesign()).toEqual({ ...design, app: store.toDesign().app });
    store.apply({ meta: { title: 'Renamed' } }, 'commit', 'Rename');
    store.apply({ components: store.getState().doc.components.slice() }, 'commit', 'Touch');
    expect(store.toDesign().parts).toEqual([carried]);
  });

  it('are forgotten once no enclosure uses them, and come back with undo', () => {
    const store = createDesignStore({ ...designUsing(presetText, acmeSsd.id), parts: [carried] });
    store.apply({ components: withDrive(store.getState().doc.components, shipped) }, 'commit', 'Drive type');
    expect(store.getState().doc.parts).toBeUndefined();
    expect('parts' in store.toDesign()).toBe(false);
    store.undo();
    expect(store.toDesign().parts).toEqual([carried]);
  });

  it('include the custom catalog drives the design uses, once the catalog is known', () => {
    const store = createDesignStore(designUsing(presetText, shipped));
    store.apply({ components: withDrive(store.getState().doc.components, acmeSsd.id) }, 'commit', 'Drive type');
    expect(store.toDesign().parts).toBeUndefined();
    store.carryPartsFrom((id) => (id === acmeSsd.id ? acmeSsd : undefined));
    expect(store.toDesign().parts).toEqual([carried]);
    // Carrying is not an edit: the one step to undo is the edit itself.
    expect(store.getState().history.past).toHaveLength(1);
    store.carryPartsFrom(null);
    expect(store.toDesign().parts).toBeUndefined();
  });

  it('re-evaluates when the catalog changes a drive the design uses and does not carry', () => {
    const store = createDesignStore(designUsing(presetText, acmeSsd.id));
    const r0 = store.getState().revision;
    store.partsChanged(['custom-something-else']);
    expect(store.getState().revision).toBe(r0);
    store.partsChanged([acmeSsd.id]);
    expect(store.getState().revision).toBe(r0 + 1);
    expect(store.getState().dirty).toBe(false);
    expect(store.getState().history.past).toHaveLength(0);

    const carrying = createDesignStore({ ...designUsing(presetText, acmeSsd.id), parts: [carried] });
    carrying.partsChanged([acmeSsd.id]);
    expect(carrying.getState().revision).toBe(r0);
  });
});
