/**
 * A small SAN for canvas tests, built through commands: a server holding `hbas` HBAs (each cabled
 * to one switch) and a database; the switch cabled to the array's first controller; the array
 * holding a RAID group with one LUN, which holds the database's files.
 */
import { add, setup } from '../../src/commands/testkit';

export function sanDesign(hbas = 1) {
  const { store, d } = setup();
  const server = add(store, d, 't-server');
  const hbaIds = Array.from({ length: hbas }, () => add(store, d, 't-hba', { parentId: server }));
  const db = add(store, d, 't-db', { parentId: server });
  const sw = add(store, d, 't-switch');
  const array = add(store, d, 't-array');
  const ctl = store.getState().doc.components.find((c) => c.kind === 'controller')!.id;
  const rg = add(store, d, 't-raid', { parentId: array });
  const lun = add(store, d, 't-lun', { parentId: rg });
  for (const hba of hbaIds)
    d.dispatch('connectPorts', { a: { componentId: hba, port: 'p0' }, b: { componentId: sw, port: 'fabric' } });
  d.dispatch('connectPorts', { a: { componentId: sw, port: 'fabric' }, b: { componentId: ctl, port: 'fe0' } });
  d.dispatch('connectPorts', { a: { componentId: db, port: 'db' }, b: { componentId: lun, port: 'files' } });
  return { store, d, ids: { server, hba: hbaIds[0]!, hbas: hbaIds, db, sw, array, ctl, rg, lun } };
}
