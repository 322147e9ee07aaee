import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { allowedParents, type Component, type ComponentKind, type ComponentOf } from '../src/schema/components';
import { checkConnection } from '../src/schema/connections';
import { Design } from '../src/schema/design';
import type { SourceRef } from '../src/schema/provenance';
import { CONTAINER_PAD, leafSize } from '../src/store/geometry';
import { buildPresets } from './build/all';
import { presetsMarkdown } from './build/docs';
import { quoteOnLines, SEEDS_DIR } from './build/sources';
import { loadPreset, PRESET_IDS, PRESETS } from './index';

const designs = new Map(PRESET_IDS.map((id) => [id, loadPreset(id)]));
const get = (id: string): Design => designs.get(id)!;
const ofKind = <K extends ComponentKind>(d: Design, kind: K): ComponentOf<K>[] =>
  d.components.filter((c): c is ComponentOf<K> => c.kind === kind);
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Drives each RAID group takes, from its member links. */
function membersOf(d: Design, rg: string): number {
  return sum(d.links.filter((l) => l.kind === 'member' && l.to.componentId === rg).map((l) => l.diskCount ?? 0));
}

/** Jetstress target of the databases under `serverId` (or all): mailboxes x IO/s x (1 + headroom). */
function target(d: Design, serverId?: string): number {
  const dbs = ofKind(d, 'database').filter((db) => serverId === undefined || db.parentId === serverId);
  const w = d.workload;
  return sum(dbs.map((db) => db.mailboxes * (db.iopsPerMailbox ?? w.iopsPerMailbox) * (1 + w.headroomPct / 100)));
}

function drivesByRef(d: Design): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of ofKind(d, 'enclosure')) out[e.driveRef] = (out[e.driveRef] ?? 0) + e.driveCount;
  return out;
}

describe('preset list', () => {
  it('has the six fixed ids, each with its generated file', () => {
    expect(PRESET_IDS).toEqual([
      'xiv-2810',
      'cisco-ucs-c210-m2',
      'clariion-cx4-960-phase1',
      'clariion-cx4-960-phase2',
      'nseries-qd256',
      'nseries-qd16',
    ]);
    for (const p of PRESETS) {
      expect(p.file).toBe(`${p.id}.json`);
      expect(existsSync(fileURLToPath(new URL(`./${p.file}`, import.meta.url)))).toBe(true);
    }
  });

  it('matches the committed JSON to what the builders produce', () => {
    const built = new Map(buildPresets());
    for (const id of PRESET_IDS) {
      const file = JSON.parse(readFileSync(fileURLToPath(new URL(`./${id}.json`, import.meta.url)), 'utf8')) as unknown;
      expect(file, `${id}.json is stale: run npx tsx presets/build/index.ts`).toEqual(built.get(id));
    }
  });

  it('matches docs/presets.md to the built presets', () => {
    const docs = readFileSync(fileURLToPath(new URL('../docs/presets.md', import.meta.url)), 'utf8');
    expect(docs, 'docs/presets.md is stale: run npx tsx presets/build/index.ts').toBe(presetsMarkdown(buildPresets()));
  });

  it('summarises each preset truthfully', () => {
    for (const p of PRESETS) {
      const d = get(p.id);
      expect(p.source).toBe(d.meta.source?.document);
      expect(p.sourceTitle).toBe(d.meta.source?.title);
      expect(sum(ofKind(d, 'database').map((db) => db.mailboxes))).toBe(p.mailboxes);
    }
  });
});

describe.each(PRESET_IDS)('preset %s', (id) => {
  const d = get(id);
  const byId = new Map<string, Component>(d.components.map((c) => [c.id, c]));

  it('parses with the Design schema', () => {
    expect(Design.safeParse(d).success).toBe(true);
  });

  it('puts every component in an allowed parent', () => {
    for (const c of d.components) {
      const parent = c.parentId === undefined ? null : byId.get(c.parentId)!.kind;
      expect(allowedParents[c.kind], `${c.id} in ${parent}`).toContain(parent);
    }
  });

  it('passes checkConnection for every link, drawn in file order', () => {
    d.links.forEach((l, i) => {
      const check = checkConnection(byId, d.links.slice(0, i), l.from, l.to);
      expect(check, l.id).toMatchObject({ ok: true, kind: l.kind, from: l.from, to: l.to });
    });
  });

  it('never gives away more drives than an enclosure holds', () => {
    for (const e of ofKind(d, 'enclosure')) {
      const given = sum(
        d.links.filter((l) => l.kind === 'member' && l.from.componentId === e.id).map((l) => l.diskCount!),
      );
      expect(given).toBeLessThanOrEqual(e.driveCount);
      expect(e.driveCount).toBeLessThanOrEqual(e.slots);
    }
  });

  it('connects every database to a database LUN and a log LUN', () => {
    for (const db of ofKind(d, 'database')) {
      expect(
        d.links
          .filter((l) => l.from.componentId === db.id)
          .map((l) => l.kind)
          .sort(),
      ).toEqual(['dbFile', 'logFile']);
    }
  });

  it('cites every published figure and reading on a real seed line', () => {
    const refs: SourceRef[] = [
      ...(d.meta.published ?? []).map((p) => p.source),
      ...(d.meta.readings ?? []).flatMap((r) => (r.source ? [r.source] : [])),
    ];
    for (const ref of refs) {
      expect(ref.document).toBe(d.meta.source?.document);
      expect(existsSync(SEEDS_DIR + ref.document)).toBe(true);
      const lines = readFileSync(SEEDS_DIR + ref.document, 'utf8').split('\n').length;
      for (const n of ref.lines) expect(n).toBeLessThanOrEqual(lines);
      if (ref.quote !== undefined) expect(quoteOnLines(ref.document, ref.lines, ref.quote), ref.quote).toBe(true);
    }
  });

  it('ties every published figure to an existing server or VM and a sensible value', () => {
    const published = d.meta.published ?? [];
    expect(published.length).toBeGreaterThan(0);
    expect(new Set(published.map((p) => p.id)).size).toBe(published.length);
    for (const p of published) {
      if (p.serverId !== undefined) expect(['server', 'vm']).toContain(byId.get(p.serverId)?.kind);
      if (p.failedComponentId !== undefined) expect(byId.has(p.failedComponentId)).toBe(true);
      expect(typeof p.value).toBe(p.metric === 'pass' ? 'boolean' : 'number');
    }
  });

  it('reproduces every published target from the workload and the databases', () => {
    for (const p of (d.meta.published ?? []).filter((f) => f.metric === 'targetIops')) {
      expect(target(d, p.serverId)).toBeCloseTo(p.value as number, 6);
    }
  });

  it('lays out every component inside its container, below its header', () => {
    for (const c of d.components) {
      const at = d.layout[c.id];
      expect(at, c.id).toBeDefined();
      if (c.parentId === undefined) continue;
      const box = d.layout[c.parentId];
      expect(box.w && box.h, `${c.parentId} needs a size`).toBeTruthy();
      // Containers carry their size; leaves are as big as the canvas draws them.
      const { w, h } = at.w !== undefined && at.h !== undefined ? { w: at.w, h: at.h } : leafSize(c);
      expect(at.x, c.id).toBeGreaterThanOrEqual(CONTAINER_PAD.left);
      expect(at.y, c.id).toBeGreaterThanOrEqual(CONTAINER_PAD.top);
      expect(at.x + w, c.id).toBeLessThanOrEqual(box.w! - CONTAINER_PAD.right);
      expect(at.y + h, c.id).toBeLessThanOrEqual(box.h! - CONTAINER_PAD.bottom);
    }
  });

  it('refers only to parts that exist in the catalog', () => {
    const dir = fileURLToPath(new URL('../src/catalog/data/', import.meta.url));
    const parts = new Set(
      ['arrays', 'drives', 'enclosures', 'generic', 'hbas', 'servers', 'switches'].flatMap((f) =>
        (JSON.parse(readFileSync(`${dir}${f}.json`, 'utf8')) as { id: string }[]).map((p) => p.id),
      ),
    );
    for (const c of d.components) {
      if (c.catalogRef !== undefined) expect(parts, c.id).toContain(c.catalogRef);
      if (c.kind === 'enclosure') expect(parts, c.id).toContain(c.driveRef);
    }
  });

  it('records its readings and what was not published', () => {
    expect(d.meta.readings?.length).toBeGreaterThan(3);
    expect(d.meta.notPublished?.length).toBeGreaterThan(0);
  });
});

describe('totals match the seed documents', () => {
  it('xiv-2810: 2 tested servers, 10 x 2,000 mailboxes, 180 x 1 TB drives, 5 TB DB and 750 GB log LUNs', () => {
    const d = get('xiv-2810');
    expect(ofKind(d, 'server').map((s) => s.id)).toEqual(['xiv30', 'xiv31']);
    expect(ofKind(d, 'database').map((db) => db.mailboxes)).toEqual(Array(10).fill(2000));
    expect(drivesByRef(d)).toEqual({ 'seagate-barracuda-es2-1tb': 180 });
    expect(ofKind(d, 'enclosure')).toHaveLength(15);
    expect(membersOf(d, 'xiv-raidx')).toBe(180);
    expect(
      ofKind(d, 'lun')
        .map((l) => l.sizeGb)
        .sort((a, b) => a - b),
    ).toEqual([750, 750, ...Array(10).fill(5000)]);
    expect(ofKind(d, 'controller').map((c) => c.frontEndPorts)).toEqual(Array(6).fill(2));
    expect(ofKind(d, 'hba').every((h) => h.ports === 2 && h.executionThrottle === 128)).toBe(true);
    expect(ofKind(d, 'hba')).toHaveLength(4);
    expect(ofKind(d, 'switch')).toHaveLength(2);
    expect(d.links.filter((l) => l.kind === 'fc')).toHaveLength(8 + 12);
    expect(ofKind(d, 'server').every((s) => s.jetstress?.threadsPerDatabase === 64)).toBe(true);
    expect(target(d, 'xiv30')).toBeCloseTo(10000, 6);
  });

  it('cisco-ucs-c210-m2: 16 drives as RAID 10 (14) + RAID 1 (2), 8 databases, 2,500 mailboxes, target 450', () => {
    const d = get('cisco-ucs-c210-m2');
    expect(drivesByRef(d)).toEqual({ 'seagate-constellation2-1tb-sata': 16 });
    expect(membersOf(d, 'rg-data')).toBe(14);
    expect(membersOf(d, 'rg-system')).toBe(2);
    expect(ofKind(d, 'database')).toHaveLength(8);
    // The ESRP table's 6,512.61 and 930 GB are binary GB (2^30 B), in decimal GB here.
    expect(ofKind(d, 'lun').map((l) => l.sizeGb)).toEqual([6992.86, 998.58]);
    expect(ofKind(d, 'array')[0]).toMatchObject({ attachment: 'internal', parentId: 'exchange1' });
    expect(target(d)).toBeCloseTo(450, 6);
  });

  it('clariion-cx4-960-phase1: 16 BB1 VMs on 4 hosts, 256 + 64 drives, 41,600 + 4,000 GB of LUNs', () => {
    const d = get('clariion-cx4-960-phase1');
    expect(ofKind(d, 'server')).toHaveLength(4);
    expect(ofKind(d, 'hba')).toHaveLength(16);
    expect(ofKind(d, 'vm')).toHaveLength(16);
    expect(ofKind(d, 'database').map((db) => db.mailboxes)).toEqual(Array(160).fill(400));
    expect(drivesByRef(d)).toEqual({ 'seagate-cheetah-15k6-450gb-fc': 256, 'seagate-cheetah-15k5-146gb-fc': 64 });
    const luns = ofKind(d, 'lun');
    expect(sum(luns.filter((l) => l.sizeGb === 520).map((l) => l.sizeGb))).toBe(41600);
    expect(sum(luns.filter((l) => l.sizeGb !== 520).map((l) => l.sizeGb))).toBe(4000);
    expect(sum(ofKind(d, 'controller').map((c) => c.frontEndPorts))).toBe(8);
    expect(ofKind(d, 'array')[0].cacheGb).toBe(32);
    expect(target(d)).toBeCloseTo(30720, 6);
  });

  it('clariion-cx4-960-phase2: 12 VMs on 3 hosts, 44,000 users, 262 DB + 48 log drives, 52,000 + 4,000 GB', () => {
    const d = get('clariion-cx4-960-phase2');
    expect(ofKind(d, 'server')).toHaveLength(3);
    expect(ofKind(d, 'vm')).toHaveLength(12);
    expect(sum(ofKind(d, 'database').map((db) => db.mailboxes))).toBe(44000);
    const dbDrives = sum(
      ofKind(d, 'raidGroup')
        .filter((g) => !g.id.endsWith('-rg-log'))
        .map((g) => membersOf(d, g.id)),
    );
    const logDrives = sum(
      ofKind(d, 'raidGroup')
        .filter((g) => g.id.endsWith('-rg-log'))
        .map((g) => membersOf(d, g.id)),
    );
    expect([dbDrives, logDrives]).toEqual([262, 48]);
    expect(drivesByRef(d)).toEqual({ 'seagate-cheetah-15k6-450gb-fc': 262 + 16, 'seagate-cheetah-15k5-146gb-fc': 32 });
    const luns = ofKind(d, 'lun');
    expect(sum(luns.filter((l) => l.sizeGb === 520).map((l) => l.sizeGb))).toBe(52000);
    expect(sum(luns.filter((l) => l.sizeGb !== 520).map((l) => l.sizeGb))).toBe(4000);
    expect(ofKind(d, 'raidGroup').filter((g) => g.level === 'raid5')).toHaveLength(14);
    expect(target(d)).toBeCloseTo(27200, 6);
  });

  it('nseries: 2 servers x 4 storage groups x 750, 56 of 112 drives, 100 GB DB and 10 GB log LUNs', () => {
    for (const id of ['nseries-qd256', 'nseries-qd16']) {
      const d = get(id);
      expect(ofKind(d, 'database').map((db) => db.mailboxes)).toEqual(Array(8).fill(750));
      expect(drivesByRef(d)).toEqual({ 'seagate-cheetah-10k7-73gb-fc': 112 });
      expect([membersOf(d, 'aggr-sgdata'), membersOf(d, 'aggr-sglogs')]).toEqual([48, 8]);
      expect(
        ofKind(d, 'lun')
          .map((l) => l.sizeGb)
          .sort((a, b) => a - b),
      ).toEqual([...Array(8).fill(10), ...Array(8).fill(100)]);
      expect(ofKind(d, 'server').every((s) => s.jetstress?.threadsPerDatabase === 6)).toBe(true);
    }
  });

  it('nseries presets differ only in the HBA queue depth and the published result', () => {
    const strip = (d: Design): unknown => ({
      ...d,
      meta: { ...d.meta, title: '', description: '', published: [] },
      components: d.components.map((c) => (c.kind === 'hba' ? { ...c, executionThrottle: 0, notes: '' } : c)),
    });
    const qd16 = get('nseries-qd16');
    const qd256 = get('nseries-qd256');
    expect(strip(qd16)).toEqual(strip(qd256));
    expect(ofKind(qd16, 'hba').map((h) => h.executionThrottle)).toEqual([16, 16]);
    expect(ofKind(qd256, 'hba').map((h) => h.executionThrottle)).toEqual([256, 256]);
    // The same aggregate capacities in both; the Jetstress verdict differs.
    const verdicts = (d: Design) => d.meta.published?.filter((p) => p.metric === 'pass').map((p) => p.value);
    const others = (d: Design) => d.meta.published?.filter((p) => p.metric !== 'pass');
    expect(verdicts(qd16)).toEqual([false]);
    expect(verdicts(qd256)).toEqual([true]);
    expect(others(qd16)).toEqual(others(qd256));
    expect(others(qd16)?.map((p) => [p.raidGroupId, p.value, p.unit])).toEqual([
      ['aggr-sglogs', 341, 'GiB'],
      ['aggr-sgdata', 2.33, 'TiB'],
    ]);
  });
});
