import { describe, expect, it } from 'vitest';

import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { CARD_Z } from './stacking';
import { toFlow } from './toFlow';

/** The level React Flow draws an edge at: its own zIndex plus that of its higher end inside a box. */
function drawnZ(edge: { zIndex?: number; source: string; target: string }, nodes: ReturnType<typeof toFlow>['nodes']) {
  const z = (id: string) => {
    const n = nodes.find((m) => m.id === id)!;
    return n.parentId ? n.zIndex! : 0;
  };
  return (edge.zIndex ?? 0) + Math.max(z(edge.source), z(edge.target));
}

describe('stacking', () => {
  it('stands every card above every box and link, so no link is drawn across a card', () => {
    const { store, ids } = sanDesign(1);
    const { nodes, edges } = toFlow(flowInputs(store.getState().doc));
    const z = (id: string) => nodes.find((n) => n.id === id)!.zIndex;
    expect([z(ids.hba), z(ids.db), z(ids.lun), z(ids.sw), z(ids.ctl)]).toEqual([
      CARD_Z,
      CARD_Z,
      CARD_Z,
      CARD_Z,
      CARD_Z,
    ]);
    // Boxes: the server and array at the top level, the RAID group inside the array.
    expect([z(ids.server), z(ids.array), z(ids.rg)]).toEqual([0, 0, 2]);
    for (const e of edges) expect(drawnZ(e, nodes)).toBeLessThan(CARD_Z);
  });

  it('draws a link just above the boxes its ends sit in, under boxes nested deeper', () => {
    const { store, ids } = sanDesign(1);
    const { nodes, edges } = toFlow(flowInputs(store.getState().doc));
    const hbaToSwitch = edges.find((e) => e.source === ids.hba)!;
    // The HBA sits in the server (depth 0 box): the cable runs at 1, above it, below any VM (2).
    expect(drawnZ(hbaToSwitch, nodes)).toBe(1);
    // The database's file link ends at a LUN in a RAID group (a depth 1 box, at 2): drawn at 3.
    const file = edges.find((e) => e.source === ids.db || e.target === ids.db)!;
    expect(drawnZ(file, nodes)).toBe(3);
  });
});
