/**
 * Test helpers for commands and the store (not used by the app): a small in-memory parts source
 * standing in for the sql.js catalog, and a runner that dispatches commands against a fresh store.
 */
import type { CatalogPart } from '../schema/catalog';
import { Component } from '../schema/components';
import type { Design } from '../schema/design';
import { freshId } from '../schema/ids';
import { createDesignStore, type DesignStore } from '../store/createDesignStore';
import { absolutePosition, sizeOf } from '../store/geometry';
import { createDispatcher, type Dispatcher } from './dispatch';
import type { PartSource } from './types';

const source = { title: 'Test fixture' };
const part = (id: string, kind: CatalogPart['kind'], model: string, specs: Record<string, unknown>): CatalogPart => ({
  id,
  kind,
  vendor: 'Test',
  model,
  partNumber: id.toUpperCase(),
  listPriceUsd: null,
  summary: model,
  specs,
  source,
  custom: false,
});

/** A handful of parts of every kind. */
export const testParts: readonly CatalogPart[] = [
  part('t-server', 'server', 'Server', { sockets: 2, coresPerSocket: 4, ghz: 3, ramGb: 16 }),
  part('t-vm', 'vm', 'VM', { vcpus: 4, ramGb: 16 }),
  part('t-hba', 'hba', 'HBA', { ports: 2, speedGbps: 4, executionThrottle: 256, lunQueueDepth: 32 }),
  part('t-switch', 'switch', 'Switch', { ports: 48, speedGbps: 4 }),
  part('t-array', 'array', 'Array', {
    attachment: 'san',
    cacheGb: 32,
    writeCacheEnabled: true,
    writeCachePct: 75,
    cacheMirrored: true,
    writeCacheOnPeerFailure: 'disabled',
    hostAccess: 'alua',
    controllers: { count: 2, names: ['SP A', 'SP B'], frontEndPorts: 4, portSpeedGbps: 4, maxIops: 50000 },
  }),
  part('t-raidctl', 'array', 'RAID controller', {
    attachment: 'internal',
    cacheGb: 0.5,
    writeCacheEnabled: true,
    writeCachePct: 100,
    cacheMirrored: false,
    writeCacheOnPeerFailure: 'disabled',
    hostAccess: 'active-active',
    controllers: { count: 1, names: ['RAID controller'], frontEndPorts: 0, portSpeedGbps: 6, maxIops: 25000 },
  }),
  part('t-enclosure', 'enclosure', 'Shelf', { driveRef: 't-drive', driveCount: 15, slots: 15 }),
  part('t-raid', 'raidGroup', 'RAID 10', { level: 'raid10', stripeKb: 64, groupSize: 0, hotSpares: 0 }),
  part('t-lun', 'lun', 'LUN', { sizeGb: 500 }),
  part('t-db', 'database', 'DB1', { mailboxes: 2000 }),
  part('t-drive', 'drive', '15k 300 GB', {
    kind: 'hdd',
    interface: 'FC',
    formFactor: '3.5"',
    capacityGb: 300,
    rpm: 15000,
  }),
];

/** A parts source over `testParts`, creating components the way the real catalog does. */
export function testPartSource(parts: readonly CatalogPart[] = testParts): PartSource {
  return {
    get: (id) => parts.find((p) => p.id === id),
    createComponents(p, init, taken) {
      const { controllers, ...specs } = p.specs as Record<string, unknown> & {
        controllers?: { count: number; names: string[]; frontEndPorts: number; portSpeedGbps: number; maxIops: number };
      };
      const root = Component.parse({
        ...specs,
        kind: p.kind,
        id: init.id,
        name: init.name ?? p.model,
        catalogRef: p.id,
        ...(init.parentId ? { parentId: init.parentId } : {}),
      });
      const out: Component[] = [root];
      const ids = new Set(taken);
      ids.add(init.id);
      for (let i = 0; controllers && i < controllers.count; i++) {
        const id = freshId(`${init.id}-ctl`, ids);
        ids.add(id);
        out.push({
          kind: 'controller',
          id,
          name: controllers.names[i] ?? `Controller ${i + 1}`,
          parentId: init.id,
          frontEndPorts: controllers.frontEndPorts,
          portSpeedGbps: controllers.portSpeedGbps,
          maxIops: controllers.maxIops,
        });
      }
      return out;
    },
  };
}

/** A fresh store and a dispatcher over it with the test parts. */
export function setup(initial?: Design): { store: DesignStore; d: Dispatcher } {
  const store = createDesignStore(initial);
  const parts = testPartSource();
  return { store, d: createDispatcher({ store: () => store, parts: () => parts }) };
}

/** Adds a part and returns the new root component's id (throws when refused). */
export function add(
  store: DesignStore,
  d: Dispatcher,
  partId: string,
  where: { parentId?: string; prefer?: string; at?: { x: number; y: number }; near?: { x: number; y: number } } = {},
): string {
  const r = d.dispatch('addComponent', { partId, ...where });
  if (r instanceof Promise || !r.ok)
    throw new Error(`add ${partId} refused: ${r instanceof Promise ? 'async' : 'reason' in r ? r.reason : ''}`);
  return store.getState().selection.components[0];
}

/**
 * The move (for `moveComponents`) that drops `id` onto `targetId`: the point `moveComponents`
 * tests (the card's centre, at most 40 px down) lands just inside the target's top-left corner,
 * on its header, where none of its children lie.
 */
export function dropOnto(store: DesignStore, id: string, targetId: string): { id: string; x: number; y: number } {
  const { components, layout } = store.getState().doc;
  const c = components.find((x) => x.id === id);
  if (!c) throw new Error(`no component ${id}`);
  const origin = c.parentId ? absolutePosition(components, layout, c.parentId) : { x: 0, y: 0 };
  const target = absolutePosition(components, layout, targetId);
  const size = sizeOf(c, layout);
  return { id, x: target.x + 24 - origin.x - size.w / 2, y: target.y + 24 - origin.y - Math.min(size.h / 2, 40) };
}
