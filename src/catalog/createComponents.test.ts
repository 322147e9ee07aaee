import { describe, expect, it } from 'vitest';

import { CatalogPart } from '../schema/catalog';
import { Component } from '../schema/components';
import { controllerName, createComponentsFromPart } from './createComponents';
import { shippedParts } from './shipped';

const parts = shippedParts.map((p) => CatalogPart.parse(p));
const part = (id: string): CatalogPart => {
  const p = parts.find((x) => x.id === id);
  if (!p) throw new Error(`no part ${id}`);
  return p;
};

describe('createComponentsFromPart', () => {
  it.each(parts.filter((p) => p.kind !== 'drive').map((p) => [p.id, p] as const))(
    '%s makes schema-valid components',
    (_id, p) => {
      const made = createComponentsFromPart(p, { id: 'c1' }, new Set());
      expect(made.length).toBeGreaterThan(0);
      for (const c of made) expect(Component.safeParse(c).success).toBe(true);
      expect(made[0]).toMatchObject({ id: 'c1', kind: p.kind, name: p.model, catalogRef: p.id });
      for (const [k, v] of Object.entries(p.specs)) if (k !== 'controllers') expect(made[0]).toHaveProperty(k, v);
    },
  );

  it('makes an array with its controllers, parented to it and named from the template', () => {
    const made = createComponentsFromPart(part('emc-clariion-cx4-960'), { id: 'cx4', name: 'Array 1' }, new Set());
    expect(made.map((c) => [c.kind, c.name, c.parentId])).toEqual([
      ['array', 'Array 1', undefined],
      ['controller', 'SP A', 'cx4'],
      ['controller', 'SP B', 'cx4'],
    ]);
    expect(made[1]).toMatchObject({ frontEndPorts: 4, portSpeedGbps: 4, maxIops: 40000 });
    expect(made[0]).not.toHaveProperty('controllers');
  });

  it('makes six interface-module controllers for the XIV', () => {
    const made = createComponentsFromPart(part('ibm-xiv-2810-a14'), { id: 'xiv' }, new Set());
    const ctrls = made.filter((c) => c.kind === 'controller');
    expect(ctrls).toHaveLength(6);
    expect(ctrls.every((c) => c.parentId === 'xiv')).toBe(true);
    expect(new Set(made.map((c) => c.id)).size).toBe(7);
  });

  it('gives controllers ids that are not taken', () => {
    const taken = new Set(['a-ctrl-1', 'a-ctrl-2']);
    const made = createComponentsFromPart(part('generic-dual-controller-array'), { id: 'a' }, taken);
    const ids = made.slice(1).map((c) => c.id);
    expect(ids.some((id) => taken.has(id))).toBe(false);
    expect(new Set(ids).size).toBe(2);
  });

  it('pads missing controller names', () => {
    expect(controllerName(['SP A'], 0)).toBe('SP A');
    expect(controllerName(['SP A'], 2)).toBe('Controller 3');
  });

  it('places an internal RAID controller inside a server', () => {
    const made = createComponentsFromPart(part('lsi-megaraid-9261-8i'), { id: 'raid', parentId: 'srv' }, new Set());
    expect(made[0]).toMatchObject({ kind: 'array', attachment: 'internal', parentId: 'srv' });
    expect(made).toHaveLength(2);
  });

  it('places an enclosure with its default drive', () => {
    const [e] = createComponentsFromPart(part('xiv-data-module'), { id: 'm1', parentId: 'xiv' }, new Set());
    expect(e).toMatchObject({ kind: 'enclosure', driveRef: 'seagate-barracuda-es2-1tb', driveCount: 12, slots: 12 });
  });

  it('makes nothing for a drive: drives are chosen inside enclosures', () => {
    expect(createComponentsFromPart(part('seagate-barracuda-es2-1tb'), { id: 'd' }, new Set())).toEqual([]);
  });

  it('refuses a part whose specs do not validate, naming the field', () => {
    const bad = { ...part('ibm-x3650-7979'), specs: { sockets: 0, coresPerSocket: 4, ghz: 3, ramGb: 16 } };
    expect(() => createComponentsFromPart(bad, { id: 's' }, new Set())).toThrow(/specs\.sockets/);
  });
});
