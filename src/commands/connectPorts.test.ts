import { describe, expect, it } from 'vitest';

import { unassignedDrives } from './connectPorts';
import { add, setup } from './testkit';

function fabric() {
  const { store, d } = setup();
  const server = add(store, d, 't-server');
  const hba = add(store, d, 't-hba', { parentId: server });
  const sw = add(store, d, 't-switch');
  const array = add(store, d, 't-array');
  const ctl = store.getState().doc.components.find((c) => c.kind === 'controller')!.id;
  return { store, d, server, hba, sw, array, ctl };
}

describe('connectPorts', () => {
  it('connects an HBA port to a switch as an fc link in canonical direction', () => {
    const { store, d, hba, sw } = fabric();
    const r = d.dispatch('connectPorts', {
      a: { componentId: sw, port: 'fabric' },
      b: { componentId: hba, port: 'p0' },
    });
    expect(r).toMatchObject({ ok: true });
    const link = store.getState().doc.links[0];
    expect(link).toMatchObject({
      kind: 'fc',
      from: { componentId: hba, port: 'p0' },
      to: { componentId: sw, port: 'fabric' },
    });
    expect(store.getState().history.past.at(-1)?.label).toBe('Connect');
  });

  it('refuses an invalid connection with the reason and a hint, changing nothing', () => {
    const { store, d, hba, ctl } = fabric();
    const before = store.getState().doc;
    const r = d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: ctl, port: 'be' } });
    expect(r).toMatchObject({
      ok: false,
      reason: 'HBA (Port 0) cannot connect to SP A (Back end), a controller.',
      hint: "An HBA port connects to an FC switch or a controller's FE port.",
    });
    expect(store.getState().doc).toBe(before);
    expect(store.getState().notices.at(-1)).toMatchObject({
      tone: 'error',
      hint: "An HBA port connects to an FC switch or a controller's FE port.",
    });
  });

  it('lets the refusal go once an edit changes the design, keeping other errors and notices', () => {
    const { store, d, hba, sw, ctl } = fabric();
    store.notify({ tone: 'error', message: 'The file could not be read.', hint: 'Check it.' });
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: ctl, port: 'be' } });
    expect(store.getState().notices.map((n) => n.refusal ?? false)).toEqual([false, true]);
    // Selecting changes no design: the refusal stays to be read.
    d.dispatch('select', { components: [hba] });
    expect(store.getState().notices).toHaveLength(2);
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: sw, port: 'fabric' } });
    expect(store.getState().notices.map((n) => n.message)).toEqual(['The file could not be read.']);
    // Undo is an edit too.
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: ctl, port: 'be' } });
    expect(store.getState().notices).toHaveLength(2);
    d.dispatch('undo', undefined);
    expect(store.getState().notices).toHaveLength(1);
  });

  it('refuses a port that is already in use', () => {
    const { d, hba, sw, ctl } = fabric();
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: sw, port: 'fabric' } });
    const r = d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: ctl, port: 'fe0' } });
    expect(r).toMatchObject({ ok: false });
    expect(r).toHaveProperty('reason', expect.stringContaining('already in use'));
  });

  it('needs a drive count for a RAID group, at most what the enclosure has left', () => {
    const { store, d, array } = fabric();
    const enc = add(store, d, 't-enclosure', { parentId: array });
    const rg = add(store, d, 't-raid', { parentId: array });
    const a = { componentId: enc, port: 'disks' };
    const b = { componentId: rg, port: 'members' };
    expect(d.dispatch('connectPorts', { a, b })).toMatchObject({ ok: false, field: 'diskCount' });
    expect(d.dispatch('connectPorts', { a, b, diskCount: 16 })).toMatchObject({
      ok: false,
      reason: 'Shelf has only 15 unassigned drives, not 16.',
    });
    expect(d.dispatch('connectPorts', { a: b, b: a, diskCount: 8 })).toMatchObject({ ok: true });
    expect(store.getState().doc.links.at(-1)).toMatchObject({ kind: 'member', diskCount: 8, from: a, to: b });
    expect(unassignedDrives(store.getState().doc, enc)).toBe(7);
  });

  it('connects database files to a LUN and the back end to an enclosure', () => {
    const { store, d, server, array, ctl } = fabric();
    const enc = add(store, d, 't-enclosure', { parentId: array });
    const rg = add(store, d, 't-raid', { parentId: array });
    const lun = add(store, d, 't-lun', { parentId: rg });
    const db = add(store, d, 't-db', { parentId: server });
    expect(
      d.dispatch('connectPorts', { a: { componentId: ctl, port: 'be' }, b: { componentId: enc, port: 'bus' } }),
    ).toMatchObject({ ok: true });
    expect(
      d.dispatch('connectPorts', { a: { componentId: lun, port: 'files' }, b: { componentId: db, port: 'db' } }),
    ).toMatchObject({ ok: true });
    expect(
      d.dispatch('connectPorts', { a: { componentId: db, port: 'log' }, b: { componentId: lun, port: 'files' } }),
    ).toMatchObject({ ok: true });
    expect(store.getState().doc.links.map((l) => l.kind)).toEqual(['backend', 'dbFile', 'logFile']);
  });
});
