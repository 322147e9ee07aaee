/**
 * Collapsed containers, from the command to what the canvas draws: contents hidden, links moved to
 * the box and bundled, the engine not re-run, one undo step, and search opening boxes to show hits.
 */
import { describe, expect, it } from 'vitest';

import { commandForChord } from '../../src/commands/shortcuts';
import { add, setup } from '../../src/commands/testkit';
import { loadPresetDesign } from '../../src/presets/load';
import { COLLAPSED_HEIGHT, COLLAPSED_IN, COLLAPSED_OUT, collapsedAround, hiddenOwners } from '../../src/store/collapse';
import { absolutePosition, isContainerKind } from '../../src/store/geometry';
import { makeLoad, makeReport } from '../../src/store/reportFixture';
import { indexReport } from '../../src/store/selectors';
import { flowInputs } from '../testing/flowInputs';
import { sanDesign } from '../testing/sanDesign';
import { createFlowMapper } from './flowMapper';
import { toFlow } from './toFlow';

const design = () => sanDesign(2);

const inputs = flowInputs;

describe('collapsed containers', () => {
  it('collapse and expand are one undo step each, change the layout only and never re-run the engine', () => {
    const { store, d, ids } = design();
    const rev = store.getState().revision;
    const steps = store.getState().history.past.length;
    expect(d.dispatch('setCollapsed', { ids: [ids.server], collapsed: true })).toMatchObject({ ok: true });
    expect(store.getState().doc.layout[ids.server]?.collapsed).toBe(true);
    expect(store.getState().revision).toBe(rev);
    expect(store.getState().history.past).toHaveLength(steps + 1);
    store.undo();
    expect(store.getState().doc.layout[ids.server]?.collapsed).toBeUndefined();
    store.redo();
    d.dispatch('setCollapsed', { ids: [ids.server], collapsed: false });
    expect('collapsed' in store.getState().doc.layout[ids.server]!).toBe(false);
  });

  it('refuses what is not a container, and what is already so, saying what to do', () => {
    const { d, ids } = design();
    expect(d.dispatch('setCollapsed', { ids: [ids.sw], collapsed: true })).toMatchObject({
      ok: false,
      reason: 'Only containers can be collapsed.',
    });
    expect(d.dispatch('setCollapsed', { ids: [ids.array], collapsed: false })).toMatchObject({
      ok: false,
      reason: 'Already expanded.',
    });
  });

  it('hides what a collapsed box holds, at any depth, under its outermost collapsed box', () => {
    const { store, d, ids } = design();
    d.dispatch('setCollapsed', { ids: [ids.rg, ids.array], collapsed: true });
    const { components, layout } = store.getState().doc;
    const owners = hiddenOwners(components, layout);
    expect(owners.get(ids.lun)).toBe(ids.array);
    expect(owners.get(ids.rg)).toBe(ids.array);
    expect(owners.has(ids.array)).toBe(false);
    expect(collapsedAround(components, layout, ids.lun)).toEqual([ids.rg, ids.array]);

    const { nodes } = toFlow(inputs(store.getState().doc));
    const node = (id: string) => nodes.find((n) => n.id === id)!;
    expect(node(ids.lun).hidden).toBe(true);
    expect(node(ids.ctl).hidden).toBe(true);
    expect(node(ids.array).hidden).toBeUndefined();
    expect(node(ids.array).height).toBe(COLLAPSED_HEIGHT);
    // Its controllers, the RAID group and the LUN in that.
    const controllers = components.filter((c) => c.kind === 'controller' && c.parentId === ids.array).length;
    expect(node(ids.array).data).toMatchObject({ collapsed: true, inside: controllers + 2 });
  });

  it('draws links to hidden parts to the box, one per bundle with its count; links inside it not at all', () => {
    const { store, d, ids } = design();
    d.dispatch('setCollapsed', { ids: [ids.server], collapsed: true });
    const { edges } = toFlow(inputs(store.getState().doc));
    const toSwitch = edges.filter((e) => e.target === ids.sw);
    expect(toSwitch.map((e) => [e.source, e.sourceHandle])).toEqual([
      [ids.server, COLLAPSED_OUT],
      [ids.server, COLLAPSED_OUT],
    ]);
    expect(toSwitch.filter((e) => !e.hidden).map((e) => e.data?.label)).toEqual(['2 links']);
    // The figure beside "2 links" is the bundle's: both cables' loads from the engine, added up.
    const loads = toSwitch.map((e, i) => makeLoad(e.id, 0.1, 10 + i));
    const withLoads = toFlow(
      inputs(store.getState().doc, { report: indexReport(makeReport(1, { components: loads })) }),
    );
    const drawn = withLoads.edges.filter((e) => e.target === ids.sw && !e.hidden);
    expect(drawn.map((e) => e.data?.mbPerSec)).toEqual([21]);
    const file = edges.find((e) => e.data?.kind === 'dbFile')!;
    expect([file.source, file.target, file.hidden]).toEqual([ids.server, ids.lun, undefined]);

    d.dispatch('setCollapsed', { ids: [ids.array], collapsed: true });
    const after = toFlow(inputs(store.getState().doc)).edges;
    const fe = after.find((e) => e.source === ids.sw)!;
    expect([fe.target, fe.targetHandle]).toEqual([ids.array, COLLAPSED_IN]);
    // Server and array both closed: the database file link joins the two boxes.
    expect(after.find((e) => e.data?.kind === 'dbFile')).toMatchObject({ source: ids.server, target: ids.array });
  });

  it('the memoising mapper follows collapse and expand', () => {
    const { store, d, ids } = design();
    const map = createFlowMapper();
    const open = map(inputs(store.getState().doc));
    d.dispatch('setCollapsed', { ids: [ids.server], collapsed: true });
    const closed = map(inputs(store.getState().doc));
    expect(closed.nodes.find((n) => n.id === ids.hba)?.hidden).toBe(true);
    d.dispatch('setCollapsed', { ids: [ids.server], collapsed: false });
    const reopened = map(inputs(store.getState().doc));
    expect(reopened.nodes.find((n) => n.id === ids.hba)?.hidden).toBeUndefined();
    expect(reopened.edges.map((e) => [e.source, e.target, e.hidden])).toEqual(
      open.edges.map((e) => [e.source, e.target, e.hidden]),
    );
  });

  it('find by name opens the boxes around what it finds, as one undo step', () => {
    const { store, d, ids } = design();
    d.dispatch('setCollapsed', { ids: [ids.rg, ids.array], collapsed: true });
    const lunName = store.getState().doc.components.find((c) => c.id === ids.lun)!.name;
    expect(d.dispatch('findByName', { query: lunName })).toMatchObject({ ok: true });
    const s = store.getState();
    expect(s.selection.components).toContain(ids.lun);
    expect(s.doc.layout[ids.rg]?.collapsed).toBeUndefined();
    expect(s.doc.layout[ids.array]?.collapsed).toBeUndefined();
    store.undo();
    expect(store.getState().doc.layout[ids.array]?.collapsed).toBe(true);
  });

  it('selecting a hidden part (a term of an explanation) opens the boxes around it; a visible one opens nothing', () => {
    const { store, d, ids } = design();
    d.dispatch('setCollapsed', { ids: [ids.rg, ids.array], collapsed: true });
    const steps = store.getState().history.past.length;
    d.dispatch('select', { components: [ids.sw] });
    expect(store.getState().history.past).toHaveLength(steps);
    d.dispatch('select', { components: [ids.lun] });
    expect(store.getState().selection.components).toEqual([ids.lun]);
    expect(store.getState().doc.layout[ids.array]?.collapsed).toBeUndefined();
    expect(store.getState().doc.layout[ids.rg]?.collapsed).toBeUndefined();
    expect(store.getState().history.past).toHaveLength(steps + 1);
  });

  it('auto-layout keeps collapsed boxes closed, lays them out as drawn and by their links, and leaves what they hold in place', async () => {
    const { store, d, ids } = design();
    d.dispatch('setCollapsed', { ids: [ids.server, ids.array], collapsed: true });
    const before = store.getState().doc.layout;
    expect(await d.dispatch('autoLayout', undefined)).toMatchObject({ ok: true });
    const after = store.getState().doc.layout;
    expect(after[ids.array]).toMatchObject({ collapsed: true, w: before[ids.array]?.w, h: before[ids.array]?.h });
    expect(after[ids.server]).toMatchObject({ collapsed: true });
    expect(after[ids.rg]).toEqual(before[ids.rg]);
    expect(after[ids.lun]).toEqual(before[ids.lun]);
    // Hosts left of the fabric left of storage, as when open: the links of hidden parts still count.
    const x = (id: string) => after[id]!.x;
    expect(x(ids.server)).toBeLessThan(x(ids.sw));
    expect(x(ids.sw)).toBeLessThan(x(ids.array));
  });

  it('Collapse and Expand act on the selected boxes, or on every box when nothing is selected', () => {
    const { store, d, ids } = design();
    const boxes = store
      .getState()
      .doc.components.filter((c) => isContainerKind(c.kind))
      .map((c) => c.id);
    d.dispatch('select', { components: [], links: [] });
    expect(d.dispatch('collapseBoxes', undefined)).toMatchObject({ ok: true });
    expect(boxes.filter((id) => store.getState().doc.layout[id]?.collapsed)).toEqual(boxes);
    d.dispatch('select', { components: [ids.server, ids.sw], links: [] });
    expect(d.dispatch('expandBoxes', undefined)).toMatchObject({ ok: true });
    expect(boxes.filter((id) => store.getState().doc.layout[id]?.collapsed)).toEqual(
      boxes.filter((id) => id !== ids.server),
    );
    d.dispatch('select', { components: [ids.sw], links: [] });
    expect(d.dispatch('collapseBoxes', undefined)).toMatchObject({ ok: false, reason: 'No box is selected.' });
    const chord = { ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
    expect(commandForChord({ ...chord, key: '[' })).toBe('collapseBoxes');
    expect(commandForChord({ ...chord, key: ']' })).toBe('expandBoxes');
  });

  it('a collapsed box is no drop target: a part dropped where its open box would be does not vanish into it', () => {
    const { store, d, ids } = design();
    const parentOf = (id: string) => store.getState().doc.components.find((c) => c.id === id)?.parentId;
    const at = absolutePosition(store.getState().doc.components, store.getState().doc.layout, ids.array);
    const open = store.getState().doc.layout[ids.array]!;
    const point = { x: at.x + 40, y: at.y + (open.h ?? 300) - 40 }; // low in the open box
    expect(parentOf(add(store, d, 't-raid', { at: point }))).toBe(ids.array);
    d.dispatch('setCollapsed', { ids: [ids.array], collapsed: true });
    const count = store.getState().doc.components.length;
    // A RAID group needs an array: refused with a reason, rather than hidden inside the closed one.
    expect(d.dispatch('addComponent', { partId: 't-raid', at: point })).toMatchObject({ ok: false });
    expect(store.getState().doc.components).toHaveLength(count);
  });

  it.each(['cisco-ucs-c210-m2', 'clariion-cx4-960-phase1'])(
    'routes every edge of %s, collapsed, to handles its nodes have (no React Flow warning #008)',
    async (id) => {
      // Links inside one collapsed box kept their ports ("be", "db") on the box (QA pass 7).
      const preset = await loadPresetDesign(id);
      if (!preset.ok) throw new Error(preset.error.message);
      const { store, d } = setup(preset.value);
      for (const ids of [
        preset.value.components.filter((c) => !c.parentId && isContainerKind(c.kind)).map((c) => c.id),
        preset.value.components.filter((c) => isContainerKind(c.kind)).map((c) => c.id),
      ]) {
        d.dispatch('setCollapsed', { ids, collapsed: true });
        const { nodes, edges } = toFlow(inputs(store.getState().doc));
        const handles = new Map(
          nodes.map((n) => [
            n.id,
            new Set([
              ...n.data.ports.map((p) => p.handleId),
              ...(n.data.collapsed ? [COLLAPSED_IN, COLLAPSED_OUT] : []),
            ]),
          ]),
        );
        const missing = edges.flatMap((e) => [
          ...(handles.get(e.source)?.has(e.sourceHandle ?? '') ? [] : [`${e.id}: ${e.source} ${e.sourceHandle}`]),
          ...(handles.get(e.target)?.has(e.targetHandle ?? '') ? [] : [`${e.id}: ${e.target} ${e.targetHandle}`]),
        ]);
        expect(missing).toEqual([]);
        store.undo();
      }
    },
  );
});
