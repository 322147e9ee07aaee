/**
 * Moves components: layout only, `transient` on every drag frame and one `commit` on release. On
 * release a component dropped over another container that may hold it moves into that container
 * (re-parenting, a semantic change); a child dragged out of its parent either lands in a container
 * that may hold it, at top level when its kind allows, or stays in its parent, which grows to fit.
 */
import type { Component } from '../schema/components';
import type { Placement } from '../schema/design';
import { indexComponents, subtreeIds } from '../store/designIndex';
import { absolutePosition, CONTAINER_PAD, containerAt, fitContainers, sizeOf, snap } from '../store/geometry';
import type { DesignState } from '../store/types';
import { commit, type Command, type CommandResult } from './types';
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
  run(state, args): CommandResult {
    const { doc } = state;
    const { byId } = indexComponents(doc.components);
    const layout: Record<string, Placement> = { ...doc.layout };
    const moved = args.moves.filter((m) => byId.has(m.id) && Number.isFinite(m.x) && Number.isFinite(m.y));
    for (const m of moved) {
      const x = args.final ? snap(m.x) : m.x;
      const y = args.final ? snap(m.y) : m.y;
      layout[m.id] = { ...(layout[m.id] ?? {}), x, y };
    }
    if (!args.final) return { ok: true, patch: { layout }, history: 'transient' };
    const result = reparent(
      state,
      moved.map((m) => m.id),
      layout,
    );
    return commit(
      {
        ...(result.components !== doc.components ? { components: result.components } : {}),
        layout: fitContainers(result.components, layout),
      },
      'Move',
      result.kept.length
        ? {
            notice: {
              tone: 'info',
              message: `${result.kept.join(', ')} stayed in their array: their drive and back-end links belong to it.`,
              hint: 'Remove those links first to move them to another array.',
            },
          }
        : {},
    );
  },
};

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
): { components: readonly Component[]; kept: string[] } {
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
  return { components, kept };
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
