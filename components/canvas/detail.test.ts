import { describe, expect, it } from 'vitest';

import { add, setup } from '../../src/commands/testkit';
import { shortLunName } from './databaseDetail';
import { detailOf } from './detail';

describe('detailOf', () => {
  it('says a controller without host ports has none, rather than "0 × 6 Gb/s"', () => {
    const { store, d } = setup();
    add(store, d, 't-array');
    add(store, d, 't-raidctl', { parentId: add(store, d, 't-server') });
    const { doc } = store.getState();
    const controllers = doc.components.filter((c) => c.kind === 'controller');
    const [fc, internal] = [controllers[0], controllers.at(-1)];
    const name = () => undefined;
    expect(detailOf(fc!, doc, name)).toBe('4 × 4 Gb/s · 50,000 IO/s max');
    expect(detailOf(internal!, doc, name)).toBe('No host ports · 25,000 IO/s max');
  });

  it('counts a single-core CPU as "1 core" (the N series servers read "2 × 1 cores")', () => {
    const { store, d } = setup();
    const id = add(store, d, 't-server');
    const server = store.getState().doc.components.find((c) => c.id === id);
    if (server?.kind !== 'server') throw new Error('no server');
    const { doc } = store.getState();
    const name = () => undefined;
    expect(detailOf({ ...server, sockets: 2, coresPerSocket: 1 }, doc, name)).toMatch(/^2 × 1 core · /);
    expect(detailOf({ ...server, sockets: 2, coresPerSocket: 4 }, doc, name)).toMatch(/^2 × 4 cores · /);
  });
});

describe('shortLunName', () => {
  it("drops a LUN name's description and the server words it shares with the database", () => {
    expect(shortLunName('XIV30 E: DB1 (5 TB)', 'XIV30 DB1')).toBe('E: DB1');
    expect(shortLunName('MBX1 log LUN 1 (SG 1-2)', 'MBX1 SG1')).toBe('log LUN 1');
    expect(shortLunName('F: databases (6,512.61 GiB)', 'DB1 (F:\\db1, logs c:\\log1)')).toBe('F: databases');
    // Never down to nothing: a LUN named like its database keeps its last word.
    expect(shortLunName('MBX1 SG1', 'MBX1 SG1')).toBe('SG1');
  });

  it('gives an HBA both queue limits, the execution throttle a full HBA is named by first (QA pass 7, item 7)', () => {
    const { store, d } = setup();
    const id = add(store, d, 't-hba', { parentId: add(store, d, 't-server') });
    const hba = store.getState().doc.components.find((c) => c.id === id);
    if (hba?.kind !== 'hba') throw new Error('no HBA');
    const { doc } = store.getState();
    const qd16 = { ...hba, ports: 2, speedGbps: 2, executionThrottle: 16, lunQueueDepth: 32 };
    expect(detailOf(qd16, doc, () => undefined)).toBe('2 × 2 Gb/s · throttle 16 · QD 32');
  });
});
