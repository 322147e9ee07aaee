import { beforeAll, describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import { type Catalog, openCatalog } from '../catalog';
import type { Component } from '../schema/components';
import { MAX_PRICE_KEY_CHARS, PriceKey } from '../schema/prices';
import { buildBom, UNSPECIFIED_MODEL } from './buildBom';
import { lineKey, priceKeyOf } from './priceKey';
import type { Bom } from './types';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await openCatalog();
});

const keysOf = (bom: Bom): (string | null)[] => bom.lines.map(priceKeyOf);
const bomOf = (components: Component[]): Bom => buildBom({ components, links: [] }, catalog);

describe('priceKeyOf', () => {
  it('is the part number when there is one, else the line key, else null', () => {
    expect(priceKeyOf({ partNumber: 'QLE2562', lineKey: 'HBAs: x' })).toBe('QLE2562');
    // Stored keys are trimmed (PriceKey), so a part number is looked up trimmed too.
    expect(priceKeyOf({ partNumber: ' QLE2562 ' })).toBe('QLE2562');
    expect(priceKeyOf({ partNumber: '', lineKey: 'Servers: Dell PowerEdge R900' })).toBe(
      'Servers: Dell PowerEdge R900',
    );
    expect(priceKeyOf({ partNumber: '' })).toBeNull();
  });

  it('builds line keys with one space between words, as the price list stores them', () => {
    expect(lineKey('Servers', 'Acme  ', ' Box 1 ')).toBe('Servers: Acme — Box 1');
    expect(lineKey('Cables', 'Back-end connection')).toBe('Cables: Back-end connection');
  });
});

describe('line keys on every preset', () => {
  it.each(PRESET_IDS)('%s: every line has a key a price list accepts as it is', (id) => {
    const bom = buildBom(loadPreset(id), catalog);
    for (const l of bom.lines) {
      const key = priceKeyOf(l);
      expect(key, `line ${l.line}`).not.toBeNull();
      expect(PriceKey.parse(key)).toBe(key);
      expect(key!.length).toBeLessThanOrEqual(MAX_PRICE_KEY_CHARS);
      // A line with a part number is priced by it alone, as before line keys existed.
      if (l.partNumber) expect(l.lineKey).toBeUndefined();
      // The key never looks like a part number: it names its category.
      else expect(key!.startsWith(`${l.category}: `)).toBe(true);
    }
    // Two lines share a key only when they are one part (e.g. one HBA at two queue depths).
    const byKey = new Map<string, Set<string>>();
    for (const l of bom.lines) {
      const key = priceKeyOf(l)!;
      byKey.set(key, (byKey.get(key) ?? new Set()).add(`${l.vendor}|${l.model}`));
    }
    for (const [key, parts] of byKey) expect(parts.size, key).toBe(1);
  });

  it('names the parts the catalog has no number for by vendor and model, and cables by type and speed', () => {
    const keys = new Set(PRESET_IDS.flatMap((id) => keysOf(buildBom(loadPreset(id), catalog))));
    for (const key of [
      'Servers: Dell PowerEdge R900',
      'Servers: Cisco UCS C210 M2',
      'Servers: Fujitsu PRIMERGY RX300',
      'Enclosures: EMC CLARiiON DAE (4 Gb FC)',
      'Enclosures: IBM XIV data module',
      'Cables: Fibre Channel cable — Fibre Channel link at 4 Gb/s',
      'Cables: Fibre Channel cable — Fibre Channel link at 2 Gb/s',
      'Cables: Back-end connection',
    ])
      expect(keys.has(key), key).toBe(true);
  });
});

describe('line keys of edited and unspecified hardware', () => {
  const r900: Component = {
    kind: 'server',
    id: 's1',
    name: 'Host 1',
    catalogRef: 'dell-poweredge-r900',
    sockets: 4,
    coresPerSocket: 4,
    ghz: 2.93,
    ramGb: 128,
  };

  it('keeps a catalog part’s key when only a setting changes', () => {
    const array = (over: Record<string, unknown>): Component =>
      ({
        kind: 'array',
        id: 'a1',
        name: 'Array',
        catalogRef: 'generic-dual-controller-array',
        ...catalog.get('generic-dual-controller-array')!.specs,
        controllers: undefined,
        ...over,
      }) as unknown as Component;
    const ctrl = (id: string): Component => ({
      kind: 'controller',
      id,
      name: id,
      parentId: 'a1',
      ...(catalog.get('generic-dual-controller-array')!.specs.controllers as {
        frontEndPorts: number;
        portSpeedGbps: number;
        maxIops: number;
      }),
    });
    const a = bomOf([array({ cacheMirrored: true }), ctrl('c1'), ctrl('c2')]).lines[0]!;
    const b = bomOf([array({ cacheMirrored: false, hostAccess: 'active-active' }), ctrl('c1'), ctrl('c2')]).lines[0]!;
    expect(a.description).not.toBe(b.description);
    expect(a.partNumber).toBe('');
    expect(priceKeyOf(a)).toBe(priceKeyOf(b));
    expect(priceKeyOf(a)).toBe('Arrays: Generic Dual-controller array');
  });

  it('keys an edited part by what it is made of, so two edits are two prices', () => {
    const [edited64, edited256] = bomOf([
      { ...r900, ramGb: 64 },
      { ...r900, id: 's2', ramGb: 256 },
    ]).lines;
    expect(priceKeyOf(edited64!)).toBe('Servers: Dell PowerEdge R900 (edited) — 4 × 4-core 2.93 GHz CPUs, 64 GB RAM');
    expect(priceKeyOf(edited256!)).toContain('256 GB RAM');
  });

  it('keys an HBA that is no catalog part by its ports, not its queue depths', () => {
    const hba = (id: string, lunQueueDepth: number): Component => ({
      kind: 'hba',
      id,
      name: id,
      ports: 2,
      speedGbps: 8,
      executionThrottle: 16,
      lunQueueDepth,
    });
    const lines = bomOf([hba('h1', 32), hba('h2', 128)]).lines;
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map(priceKeyOf))).toEqual(new Set([`HBAs: ${UNSPECIFIED_MODEL} — 2 × 8 Gb/s FC ports`]));
  });

  it('keys drives missing from the catalog by their part id, so two missing drives are two prices', () => {
    const shelf = (id: string, driveRef: string): Component => ({
      kind: 'enclosure',
      id,
      name: id,
      driveRef,
      driveCount: 4,
      slots: 12,
    });
    const drives = bomOf([shelf('e1', 'gone-a'), shelf('e2', 'gone-b')]).lines.filter((l) => l.category === 'Drives');
    expect(drives.map(priceKeyOf)).toEqual([
      `Drives: ${UNSPECIFIED_MODEL} — drive part "gone-a"`,
      `Drives: ${UNSPECIFIED_MODEL} — drive part "gone-b"`,
    ]);
  });
});
