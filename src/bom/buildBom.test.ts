import { beforeAll, describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import { type Catalog, openCatalog } from '../catalog';
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';
import { buildBom, UNSPECIFIED_MODEL } from './buildBom';
import { BOM_CATEGORIES, type Bom, type BomCategory } from './types';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await openCatalog();
});

const qty = (bom: Bom, category: BomCategory): number =>
  bom.lines.filter((l) => l.category === category).reduce((n, l) => n + l.quantity, 0);

/**
 * Facts stated in each preset's own description and docs/presets.md (not derived from the code
 * under test): servers, HBAs, switches, arrays, enclosures and drives as published.
 */
const PUBLISHED: Record<string, Partial<Record<BomCategory, number>>> = {
  // "XIV30 and XIV31 (IBM x3650, 2 QLE2562 each) … one XIV 2810-A14 (15 modules, 180 × 1 TB SATA)
  // … through two Brocade 48000 switches"
  'xiv-2810': { Servers: 2, HBAs: 4, Switches: 2, Arrays: 1, Enclosures: 15, Drives: 180 },
  // One C210 M2 with an LSI 9261-8i and 16 internal 1 TB SATA drives.
  'cisco-ucs-c210-m2': { Servers: 1, HBAs: 0, Switches: 0, 'RAID controllers': 1, Enclosures: 1, Drives: 16 },
  // "4 Dell R900 ESX hosts with 4 QLA2432 HBAs each, two Cisco MDS 9509 fabrics, and a CX4-960":
  // 256 × 450 GB + 64 × 146 GB.
  'clariion-cx4-960-phase1': { Servers: 4, HBAs: 16, Switches: 2, Arrays: 1, Drives: 320 },
  'clariion-cx4-960-phase2': { Servers: 3, HBAs: 12, Switches: 2, Arrays: 1, Drives: 310 },
  // "Two Fujitsu RX300 servers, one dual-port 2 Gb QLA2342 each": 8 DS14 shelves of 14 drives.
  'nseries-qd16': { Servers: 2, HBAs: 2, Switches: 0, Arrays: 1, Enclosures: 8, Drives: 112 },
  'nseries-qd256': { Servers: 2, HBAs: 2, Switches: 0, Arrays: 1, Enclosures: 8, Drives: 112 },
};

describe('buildBom on every preset', () => {
  it.each(PRESET_IDS)('%s: quantities match the published configuration', (id) => {
    const design = loadPreset(id);
    const bom = buildBom(design, catalog);
    for (const [category, n] of Object.entries(PUBLISHED[id] ?? {})) {
      expect(qty(bom, category as BomCategory), `${id} ${category}`).toBe(n);
    }
    // Drives are counted as installed drives, not enclosures, and every drive is on some line.
    const installed = design.components.reduce((n, c) => n + (c.kind === 'enclosure' ? c.driveCount : 0), 0);
    expect(qty(bom, 'Drives')).toBe(installed);
    // One FC cable per FC link.
    const fc = bom.lines.filter((l) => l.model === 'Fibre Channel cable').reduce((n, l) => n + l.quantity, 0);
    expect(fc).toBe(design.links.filter((l) => l.kind === 'fc').length);
  });

  it.each(PRESET_IDS)('%s: lines are numbered, ordered by category, and never invent a part number', (id) => {
    const bom = buildBom(loadPreset(id), catalog);
    expect(bom.lines.map((l) => l.line)).toEqual(bom.lines.map((_, i) => i + 1));
    const order = bom.lines.map((l) => BOM_CATEGORIES.indexOf(l.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const known = new Set(catalog.list().map((p) => `${p.vendor}|${p.model}|${p.partNumber}`));
    for (const l of bom.lines) {
      expect(l.quantity).toBeGreaterThan(0);
      expect(l.usedIn.length).toBeGreaterThan(0);
      if (l.partNumber) expect(known.has(`${l.vendor}|${l.model}|${l.partNumber}`), l.model).toBe(true);
    }
  });

  it.each(PRESET_IDS)('%s: VMs, RAID groups, LUNs and databases are listed apart, not as lines', (id) => {
    const design = loadPreset(id);
    const bom = buildBom(design, catalog);
    const names = new Set(bom.lines.flatMap((l) => l.usedIn));
    for (const c of design.components) {
      if (['vm', 'raidGroup', 'lun', 'database'].includes(c.kind)) expect(names.has(c.name), c.name).toBe(false);
    }
    const luns = design.components.filter((c) => c.kind === 'lun').length;
    expect(bom.notOrdered.find((n) => n.label === 'LUNs')?.count).toBe(luns);
  });

  it('XIV: the QLE2562s stay that part at 4 Gb/s and their queue depth is described', () => {
    const bom = buildBom(loadPreset('xiv-2810'), catalog);
    const hbas = bom.lines.filter((l) => l.category === 'HBAs');
    expect(hbas).toHaveLength(1);
    expect(hbas[0]).toMatchObject({ vendor: 'QLogic', model: 'QLE2562', partNumber: 'QLE2562', quantity: 4 });
    expect(hbas[0]!.description).toBe(
      '2 × 8 Gb/s FC ports, links at 4 Gb/s; execution throttle 128, LUN queue depth 128',
    );
    expect(bom.lines.find((l) => l.category === 'Enclosures')?.usedInSummary).toBe('Module 1–15');
  });
});

// --- Small designs for grouping and edited parts ---

const hba = (id: string, over: Partial<Extract<Component, { kind: 'hba' }>> = {}): Component => ({
  kind: 'hba',
  id,
  name: `HBA ${id}`,
  parentId: 's1',
  catalogRef: 'qlogic-qle2562',
  ports: 2,
  speedGbps: 8,
  executionThrottle: 16,
  lunQueueDepth: 32,
  ...over,
});
const server: Component = {
  kind: 'server',
  id: 's1',
  name: 'Host 1',
  catalogRef: 'ibm-x3650-7979',
  sockets: 2,
  coresPerSocket: 4,
  ghz: 3,
  ramGb: 16,
};
const bomOf = (components: Component[], links: Link[] = []): Bom => buildBom({ components, links }, catalog);

describe('buildBom grouping', () => {
  it('groups identical parts into one line with their count and names', () => {
    const bom = bomOf([server, hba('a'), hba('b'), hba('c')]);
    const lines = bom.lines.filter((l) => l.category === 'HBAs');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, partNumber: 'QLE2562', usedIn: ['HBA a', 'HBA b', 'HBA c'] });
    expect(lines[0]!.description).toBe('2 × 8 Gb/s FC ports; execution throttle 16, LUN queue depth 32');
  });

  it('a changed setting keeps the part number on a line of its own', () => {
    const bom = bomOf([server, hba('a'), hba('b', { lunQueueDepth: 128 })]);
    const lines = bom.lines.filter((l) => l.category === 'HBAs');
    expect(lines.map((l) => [l.partNumber, l.quantity, l.description.endsWith('LUN queue depth 128')])).toEqual([
      ['QLE2562', 1, false],
      ['QLE2562', 1, true],
    ]);
  });

  it('an edited part loses its part number and says what differs', () => {
    const bom = bomOf([server, hba('a', { ports: 1 }), hba('b', { speedGbps: 16 })]);
    const lines = bom.lines.filter((l) => l.category === 'HBAs');
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.partNumber).toBe('');
      expect(l.model).toBe('QLE2562 (edited)');
    }
    expect(lines.map((l) => l.note).join(' ')).toContain('1 port (part: 2 ports)');
    expect(lines.map((l) => l.note).join(' ')).toContain('16 Gb/s (part: 8 Gb/s)');
  });

  it('uncatalogued parts and lost catalog parts are described by their specs', () => {
    const { catalogRef: _, ...bare } = server as Extract<Component, { kind: 'server' }>;
    const bom = bomOf([
      { ...bare, id: 's2', name: 'Custom box', ramGb: 64 },
      { ...server, id: 's3', name: 'Gone', catalogRef: 'no-such-part' },
    ]);
    expect(bom.lines.map((l) => [l.model, l.partNumber, l.description])).toEqual([
      [UNSPECIFIED_MODEL, '', '2 × 4-core 3 GHz CPUs, 16 GB RAM'],
      [UNSPECIFIED_MODEL, '', '2 × 4-core 3 GHz CPUs, 64 GB RAM'],
    ]);
    expect(bom.lines.find((l) => l.usedIn.includes('Gone'))?.note).toContain('"no-such-part" is not in this catalog');
  });

  it('counts drives per drive part across enclosures, and an array by its controllers', () => {
    const array: Component = {
      kind: 'array',
      id: 'a1',
      name: 'CX',
      catalogRef: 'emc-clariion-cx4-960',
      attachment: 'san',
      cacheGb: 32,
      writeCacheEnabled: true,
      writeCachePct: 80,
      cacheMirrored: true,
      writeCacheOnPeerFailure: 'disabled',
      hostAccess: 'alua',
    };
    const ctrl = (id: string): Component => ({
      kind: 'controller',
      id,
      name: `SP ${id}`,
      parentId: 'a1',
      frontEndPorts: 4,
      portSpeedGbps: 4,
      maxIops: 40000,
    });
    const dae = (id: string, driveRef: string, driveCount: number): Component => ({
      kind: 'enclosure',
      id,
      name: `DAE ${id}`,
      parentId: 'a1',
      catalogRef: 'emc-clariion-dae',
      driveRef,
      driveCount,
      slots: 15,
    });
    const fast = 'seagate-cheetah-15k6-450gb-fc';
    const small = 'seagate-cheetah-15k5-146gb-fc';
    const parts = [
      array,
      ctrl('1'),
      ctrl('2'),
      dae('1', fast, 15),
      dae('2', fast, 10),
      dae('3', small, 5),
      dae('4', fast, 0),
    ];
    const bom = bomOf(parts);
    const drives = bom.lines.filter((l) => l.category === 'Drives');
    expect(drives.map((l) => [l.partNumber, l.quantity, l.usedIn])).toEqual([
      ['ST3146855FC', 5, ['DAE 3']],
      ['ST3450856FC', 25, ['DAE 1', 'DAE 2']],
    ]);
    expect(bom.lines.find((l) => l.category === 'Enclosures')?.quantity).toBe(4);
    expect(bom.lines.find((l) => l.category === 'Arrays')).toMatchObject({ partNumber: 'CX4-960', quantity: 1 });
    // A third controller is not the CX4-960 as shipped.
    const edited = bomOf([...parts, ctrl('3')]).lines.find((l) => l.category === 'Arrays');
    expect(edited).toMatchObject({ partNumber: '', model: 'CLARiiON CX4-960 (edited)' });
    expect(edited?.note).toContain('3 controllers (part: 2)');

    // Drives no RAID group takes stay ordered (a quote lists what ships), with a note saying so
    // (QA pass 5, item 15: 24 drives in a shelf beside a RAID group of 8, without a word).
    const rg: Component = {
      kind: 'raidGroup',
      id: 'rg',
      name: 'RAID group',
      parentId: 'a1',
      level: 'raid10',
      stripeKb: 64,
      groupSize: 0,
      hotSpares: 0,
    };
    const member = (id: string, from: string, diskCount: number): Link => ({
      id,
      kind: 'member',
      from: { componentId: from, port: 'disks' },
      to: { componentId: 'rg', port: 'members' },
      diskCount,
    });
    const used = bomOf([...parts, rg], [member('m1', '1', 8), member('m2', '3', 5)]).lines.filter(
      (l) => l.category === 'Drives',
    );
    expect(used.map((l) => [l.partNumber, l.quantity, l.note])).toEqual([
      ['ST3146855FC', 5, ''],
      ['ST3450856FC', 25, '17 of 25 not in any RAID group (spares or unassigned).'],
    ]);
  });

  it('counts FC cables per speed, at the slower end', () => {
    const sw: Component = {
      kind: 'switch',
      id: 'sw',
      name: 'Fabric A',
      catalogRef: 'brocade-300',
      ports: 24,
      speedGbps: 8,
    };
    const link = (id: string, from: string, speedEnd: string): Link => ({
      id,
      kind: 'fc',
      from: { componentId: from, port: 'p0' },
      to: { componentId: speedEnd, port: 'fabric' },
    });
    const bom = bomOf(
      [server, sw, hba('a'), hba('b'), hba('c', { speedGbps: 4 })],
      [link('l1', 'a', 'sw'), link('l2', 'b', 'sw'), link('l3', 'c', 'sw')],
    );
    const cables = bom.lines.filter((l) => l.category === 'Cables');
    expect(cables.map((l) => [l.description, l.quantity])).toEqual([
      ['Fibre Channel link at 4 Gb/s', 1],
      ['Fibre Channel link at 8 Gb/s', 2],
    ]);
    expect(cables[1]!.usedIn).toEqual(['HBA a (Port 0) ↔ Fabric A (Fabric)', 'HBA b (Port 0) ↔ Fabric A (Fabric)']);
  });
});
