import { beforeAll, describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import { type Catalog, openCatalog } from '../catalog';
import type { Component } from '../schema/components';
import { portsOf } from '../schema/connections';
import { buildBom } from './buildBom';
import { cableEnd } from './cables';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await openCatalog();
});

const cablesOf = (id: string): string[] =>
  buildBom(loadPreset(id), catalog)
    .lines.filter((l) => l.category === 'Cables')
    .flatMap((l) => l.usedIn);

describe('cable "used in" entries', () => {
  it.each(PRESET_IDS)('%s: one distinct entry per cable', (id) => {
    const design = loadPreset(id);
    const cables = design.links.filter((l) => l.kind === 'fc' || l.kind === 'backend').length;
    const entries = cablesOf(id);
    expect(entries).toHaveLength(cables);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('XIV: the two ports of one HBA cabled to one switch read as two cables, with the canvas port names', () => {
    const entries = cablesOf('xiv-2810').filter((e) => e.startsWith('XIV30 HBA 1 '));
    expect(entries).toEqual([
      'XIV30 HBA 1 (QLogic QLE2562) (Port 0) ↔ Brocade 48000 switch A (Fabric)',
      'XIV30 HBA 1 (QLogic QLE2562) (Port 1) ↔ Brocade 48000 switch A (Fabric)',
    ]);
  });

  it('N series: each port of the dual-port HBA is its own entry', () => {
    for (const id of ['nseries-qd16', 'nseries-qd256']) {
      const entries = cablesOf(id);
      expect(entries.some((e) => e.includes('(Port 0) ↔'))).toBe(true);
      expect(entries.some((e) => e.includes('(Port 1) ↔'))).toBe(true);
    }
  });

  it("names a port by the canvas's label, and says so when the part or port is gone", () => {
    const hba: Component = {
      kind: 'hba',
      id: 'h',
      name: 'HBA',
      ports: 2,
      speedGbps: 8,
      executionThrottle: 16,
      lunQueueDepth: 32,
    };
    const byId = new Map<string, Component>([['h', hba]]);
    // The label is the one the canvas draws beside the handle (portsOf feeds both).
    expect(cableEnd(byId, { componentId: 'h', port: 'p1' })).toBe(`HBA (${portsOf(hba)[1]!.label})`);
    expect(cableEnd(byId, { componentId: 'h', port: 'p7' })).toBe('HBA (port p7)');
    expect(cableEnd(byId, { componentId: 'gone', port: 'p0' })).toBe('gone');
  });
});
