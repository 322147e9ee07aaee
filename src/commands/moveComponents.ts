/**
 * Moves components: layout only, `transient` on every drag frame and one `commit` on release. On
 * release a component dropped over another container that may hold it moves into that container
 * (re-parenting, a semantic change); a child dragged out of its parent either lands in a container
 * that may hold it, at top level when its kind allows, or stays in its parent, which grows to fit.
 * A part that changed box is named in a notice with both boxes: a database moved to another server
 * changes both servers' targets, and a drop just past a box's edge did so unseen (QA pass 7). A drop
 * that covers a sibling moves to the nearest free spot (`clearOfSiblings`).
 */
import type { Component } from '../schema/components';
import type { Placement } from '../schema/design';
import { indexComponents, subtreeIds } from '../store/designIndex';
import { absolutePosition, CONTAINER_PAD, containerAt, fitContainers, sizeOf, snap } from '../store/geometry';
import type { DesignState } from '../store/types';
import { commit, type Command, type CommandResult } from './types';
import { changedBoxText, clearOfSiblings } from './lib/dropSpot';
import { ownersInArray } from './lib/owners';
import { arrayOf, resolveParent } from './lib/parents';

/** Arguments of `moveComponents`: new positions relative to each component's current parent [px]. */
export interface MoveComponentsArgs {
  readonly moves: readonly { readonly id: string; readonly x: number; readonly y: number }[];
  /** True on release: snap, re-parent, grow containers, record one undo step. */
  readonly final: boolean;
}

/** Moves components on the canvas. */
export const moveComponents: Command<MoveComponentsArgs> = {
  id: 'moveComponents',
  label: 'Move',
  run(state, args, ctx): CommandResult {
    const { doc } = state;
    const { byId } = indexComponents(doc.components);
    const layout: Record<string, Placement> = { ...doc.layout };
    const moved = args.moves.filter((m) => byId.has(m.id) && Number.isFinite(m.x) && Number.isFinite(m.y));
    // Where the gesture started: a drag's transient frames have already moved the layout.
    const start = state.history.pending?.doc.layout ?? doc.layout;
    for (const m of moved) {
      // Only an axis that moved is snapped: a card stored off the grid, nudged → once, moved
      // down too when both were (QA pass 7).
      const was = start[m.id];
      const x = args.final && m.x !== was?.x ? snap(m.x) : m.x;
      const y = args.final && m.y !== was?.y ? snap(m.y) : m.y;
      layout[m.id] = { ...(layout[m.id] ?? {}), x, y };
    }
    if (!args.final) return { ok: true, patch: { layout }, history: 'transient' };
    const result = reparent(
      state,
      moved.map((m) => m.id),
      layout,
    );
    const fitted = fitContainers(result.components, layout);
    const placed = clearOfSiblings(result.components, fitted, result.roots, ctx.measured);
    const kept = result.kept.length
      ? `${result.kept.join(', ')} stayed in their array: their drive and back-end links belong to it.`
      : null;
    const changed = changedBoxText(doc.components, result.components, result.roots);
    const message = [changed, kept].filter((t) => t !== null).join(' ');
    return commit(
      {
        ...(result.components !== doc.components ? { components: result.components } : {}),
        layout: placed === fitted ? fitted : fitContainers(result.components, placed),
      },
      'Move',
      message ? { notice: { tone: 'info', message, hint: moveHint(kept !== null, changed !== null) } } : {},
    );
  },
};

/** What to do about a move's notice: remove the links that kept parts, or undo a change of box. */
function moveHint(kept: boolean, changed: boolean): string {
  const links = 'Remove those links first to move them to another array.';
  const undo = 'Undo puts them back. A database counts toward the server or VM it is in.';
  return kept && changed ? `${undo} ${links}` : kept ? links : undo;
}

/**
 * Re-parents moved roots dropped over a different suitable container. Mutates `layout` (positions
 * of re-parented and clamped components). Returns the new component list and names of components
 * that could not leave their array. A LUN, RAID group or controller moved to another array parts
 * LUNs from their owners: those owners are cleared (`ownersInArray`).
 */
function reparent(
  state: DesignState,
  movedIds: readonly string[],
  layout: Record<string, Placement>,
): { components: readonly Component[]; kept: string[]; roots: string[] } {
  const { doc } = state;
  const { byId } = indexComponents(doc.components);
  const movedSet = new Set(movedIds);
  const roots = movedIds.filter((id) => {
    const c = byId.get(id);
    return c && !(c.parentId && movedSet.has(c.parentId));
  });
  const skip = new Set(subtreeIds(doc.components, roots));
  const newParent = new Map<string, string | undefined>();
  const kept: string[] = [];
  for (const id of roots) {
    const c = byId.get(id)!;
    const origin = c.parentId ? absolutePosition(doc.components, layout, c.parentId) : { x: 0, y: 0 };
    const p = layout[id]!;
    const size = sizeOf(c, layout);
    const centre = { x: origin.x + p.x + size.w / 2, y: origin.y + p.y + Math.min(size.h / 2, 40) };
    const target = containerAt(doc.components, layout, centre, skip);
    const resolved = resolveParent(doc.components, c.kind, target, c.kind === 'array' ? c.attachment : undefined);
    const dest = resolved ? resolved.parent?.id : c.parentId;
    if (dest === c.parentId) continue;
    if (!linksAllowMove(state, id, dest)) {
      kept.push(c.name);
      continue;
    }
    const destOrigin = dest ? absolutePosition(doc.components, layout, dest) : { x: 0, y: 0 };
    layout[id] = { ...p, x: snap(origin.x + p.x - destOrigin.x), y: snap(origin.y + p.y - destOrigin.y) };
    newParent.set(id, dest);
  }
  const components = newParent.size
    ? ownersInArray(
        doc.components.map((c) => {
          if (!newParent.has(c.id)) return c;
          const dest = newParent.get(c.id);
          const next: Component = { ...c };
          if (dest === undefined) delete next.parentId;
          else next.parentId = dest;
          return next;
        }),
      )
    : doc.components;
  // Keep children inside their parent's body: never above the header or left of the padding.
  for (const id of roots) {
    const c = components.find((x) => x.id === id);
    if (!c?.parentId) continue;
    const p = layout[id]!;
    if (p.x < CONTAINER_PAD.left || p.y < CONTAINER_PAD.top) {
      layout[id] = { ...p, x: Math.max(CONTAINER_PAD.left, p.x), y: Math.max(CONTAINER_PAD.top, p.y) };
    }
  }
  return { components, kept, roots };
}

/** Drive (member) and back-end links stay within one array: moving must not stretch one across two. */
function linksAllowMove(state: DesignState, id: string, dest: string | undefined): boolean {
  const { doc } = state;
  if (arrayOf(doc.components, id) === (dest ? arrayOf(doc.components, dest) : undefined)) return true;
  const subtree = new Set(subtreeIds(doc.components, [id]));
  return !doc.links.some(
    (l) =>
      (l.kind === 'member' || l.kind === 'backend') &&
      subtree.has(l.from.componentId) !== subtree.has(l.to.componentId),
  );
}
