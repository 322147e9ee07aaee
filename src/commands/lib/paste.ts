/**
 * Placing a fragment into the document (paste, duplicate): each root goes into the container the
 * selection points at when that may hold it, otherwise next to its original (same parent, offset
 * diagonally past any earlier copies), otherwise at top level when its kind allows.
 */
import type { Component } from '../../schema/components';
import type { Placement } from '../../schema/design';
import { indexComponents } from '../../store/designIndex';
import { fitContainers, sizeOf } from '../../store/geometry';
import { freeSlot } from '../../store/placement';
import type { DesignState } from '../../store/types';
import { commit, refuse, type CommandResult, type Fragment } from '../types';
import { fragmentRoots, instantiateFragment, type RootPlacement } from './fragment';
import { canContain, placementRefusal, resolveParent, validParentsText } from './parents';

/** Diagonal step between a component and its copy [px]. */
export const PASTE_OFFSET = 32;

/** Pastes `fragment`; `target` is the component the user pointed at (first selected), if any. */
export function placeFragment(
  state: DesignState,
  fragment: Fragment,
  target: Component | undefined,
  label: string,
): CommandResult {
  const { doc } = state;
  const { byId, children } = indexComponents(doc.components);
  const roots = fragmentRoots(fragment);
  const plan = new Map<
    string,
    { parentId: string | undefined; mode: 'offset' | 'slot'; base: { x: number; y: number } }
  >();
  for (const r of roots) {
    const original = r.parentId ? byId.get(r.parentId) : undefined;
    const fromTarget = target
      ? resolveParent(doc.components, r.kind, target, r.kind === 'array' ? r.attachment : undefined)
      : null;
    const rel = fragment.layout[r.id] ?? { x: 0, y: 0 };
    if (fromTarget && fromTarget.parent?.id !== original?.id) {
      plan.set(r.id, { parentId: fromTarget.parent?.id, mode: 'slot', base: rel });
    } else if (original && canContain(original, r.kind, r.kind === 'array' ? r.attachment : undefined)) {
      plan.set(r.id, { parentId: original.id, mode: 'offset', base: rel });
    } else if (canContain(undefined, r.kind, r.kind === 'array' ? r.attachment : undefined)) {
      plan.set(r.id, { parentId: undefined, mode: 'offset', base: fragment.rootPositions[r.id] ?? rel });
    } else {
      const why = placementRefusal(r.kind, undefined, r.kind === 'array' ? r.attachment : undefined);
      return refuse(`Cannot paste ${r.name}: ${why.reason}`, `Select ${validParentsText(r.kind)} to paste into.`);
    }
  }
  // One diagonal step for all offset roots, so copies keep their arrangement and never sit exactly
  // on an earlier copy of the same kind.
  let k = 1;
  const occupied = (step: number): boolean =>
    [...plan].some(([id, p]) => {
      if (p.mode !== 'offset') return false;
      const kind = byId.get(id)?.kind ?? fragment.components.find((c) => c.id === id)?.kind;
      return (children.get(p.parentId ?? '') ?? []).some((s) => {
        const sp = doc.layout[s.id];
        return s.kind === kind && sp?.x === p.base.x + step * PASTE_OFFSET && sp?.y === p.base.y + step * PASTE_OFFSET;
      });
    });
  while (occupied(k) && k < 1000) k++;

  const placedComponents: Component[] = [...doc.components];
  const placedLayout: Record<string, Placement> = { ...doc.layout };
  const place = (root: Component): RootPlacement => {
    const p = plan.get(root.id)!;
    if (p.mode === 'offset')
      return { parentId: p.parentId, x: p.base.x + k * PASTE_OFFSET, y: p.base.y + k * PASTE_OFFSET };
    const spot = freeSlot(placedComponents, placedLayout, p.parentId, sizeOf(root, fragment.layout));
    return { parentId: p.parentId, ...spot };
  };
  const made = instantiateFragment(doc, fragment, (root) => {
    const where = place(root);
    // Reserve the spot so the next slot-placed root does not land on it.
    const stand = {
      ...root,
      id: `__placing-${placedComponents.length}`,
      ...(where.parentId ? { parentId: where.parentId } : {}),
    } as Component;
    if (!where.parentId) delete stand.parentId;
    placedComponents.push(stand);
    placedLayout[stand.id] = { ...(fragment.layout[root.id] ?? {}), x: where.x, y: where.y };
    return where;
  });
  const components = [...doc.components, ...made.components];
  const layout = fitContainers(components, { ...doc.layout, ...made.layout });
  return commit(
    { components, links: [...doc.links, ...made.links], layout, selection: { components: made.rootIds, links: [] } },
    label,
  );
}
