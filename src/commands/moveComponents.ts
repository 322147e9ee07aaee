/**
 * Moves components: layout only, `transient` on every drag frame and one `commit` on release. On
 * release a component dropped over another container that may hold it moves into that container
 * (re-parenting, a semantic change); a child dragged out of its parent either lands in a container
 * that may hold it, at top level when its kind allows, or stays in its parent, which grows to fit.
 * A part that changed box is named in a notice with both boxes: a database moved to another server
 * changes both servers' targets, and a drop just past a box's edge did so unseen (QA pass 7). A drop
 * that covers a sibling moves to the nearest free spot (`clearOfSiblings`). A part dropped onto a
 * box that may not hold it (a database onto an array, a switch onto a server), or kept in its array
 * by its links, goes back where it was, and a notice says why: it used to stay in its old parent,
 * which grew to the drop point, over the box it was dropped on (QA pass 8).
 */
import type { Component } from '../schema/components';
import type { Placement } from '../schema/design';
import { indexComponents, subtreeIds } from '../store/designIndex';
import { absolutePosition, CONTAINER_PAD, containerAt, fitContainers, sizeOf, snap } from '../store/geometry';
import type { DesignState } from '../store/types';
import { commit, type Command, type CommandResult } from './types';
import { changedBoxText, clearOfSiblings } from './lib/dropSpot';
import { ownersInArray } from './lib/owners';
import { arrayOf, isWithin, placementRefusal, resolveParent } from './lib/parents';

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
      start,
    );
    const fitted = fitContainers(result.components, layout);
    const placed = clearOfSiblings(result.components, fitted, result.roots, ctx.measured);
    const kept = result.kept.length
      ? `${result.kept.join(', ')} stayed in their array: their drive and back-end links belong to it.`
      : null;
    const changed = changedBoxText(doc.components, result.components, result.roots);
    const refused = result.refused.map((r) => `${r.name} went back where it was: ${lowerFirst(r.reason)}`);
    const message = [changed, kept, ...refused].filter((t) => t !== null).join(' ');
    const hint = result.refused.length
      ? [
          result.refused[0]!.hint,
          ...(kept !== null || changed !== null ? [moveHint(kept !== null, changed !== null)] : []),
        ].join(' ')
      : moveHint(kept !== null, changed !== null);
    return commit(
      {
        ...(result.components !== doc.components ? { components: result.components } : {}),
        layout: placed === fitted ? fitted : fitContainers(result.components, placed),
      },
      'Move',
      message ? { notice: { tone: 'info', message, hint } } : {},
    );
  },
};

/** "A database …" → "a database …", mid-sentence. */
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

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
 * LUNs from their owners: those owners are cleared (`ownersInArray`). A root dropped onto a box
 * that may not hold it, or kept in its array by its links, goes back to where it was in `start`.
 */
function reparent(
  state: DesignState,
  movedIds: readonly string[],
  layout: Record<string, Placement>,
  start: Readonly<Record<string, Placement>>,
): { components: readonly Component[]; kept: string[]; refused: Refused[]; roots: string[] } {
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
  const refused: Refused[] = [];
  const goBack = (id: string): void => {
    const was = start[id];
    if (was) layout[id] = { ...layout[id]!, x: was.x, y: was.y };
  };
  for (const id of roots) {
    const c = byId.get(id)!;
    const origin = c.parentId ? absolutePosition(doc.components, layout, c.parentId) : { x: 0, y: 0 };
    const p = layout[id]!;
    const size = sizeOf(c, layout);
    const centre = { x: origin.x + p.x + size.w / 2, y: origin.y + p.y + Math.min(size.h / 2, 40) };
    const target = containerAt(doc.components, layout, centre, skip);
    const resolved = resolveParent(doc.components, c.kind, target, c.kind === 'array' ? c.attachment : undefined);
    const dest = resolved ? resolved.parent?.id : c.parentId;
    if (dest === c.parentId) {
      if (target && aimedElsewhere(doc.components, c, target)) {
        goBack(id);
        refused.push({
          name: c.name,
          ...placementRefusal(c.kind, target, c.kind === 'array' ? c.attachment : undefined),
        });
      }
      continue;
    }
    if (!linksAllowMove(state, id, dest)) {
      goBack(id);
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
  return { components, kept, refused, roots };
}

/** A root that went back: its name, and why it could not go where it was dropped. */
interface Refused {
  readonly name: string;
  readonly reason: string;
  readonly hint: string;
}

/**
 * True when `target`, the box under a drop, is neither `c`'s parent, nor inside that parent, nor an
 * ancestor of `c`: the user aimed at another box, which may not hold `c`.
 */
function aimedElsewhere(components: readonly Component[], c: Component, target: Component): boolean {
  if (target.id === c.parentId || isWithin(components, c.id, target.id)) return false;
  return !(c.parentId && isWithin(components, target.id, c.parentId));
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
