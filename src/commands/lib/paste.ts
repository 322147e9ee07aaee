/**
 * Placing a fragment into the document (paste, duplicate): each root goes into the container the
 * selection points at when that may hold it, otherwise next to its original (same parent, at the
 * free spot nearest a diagonal step past any earlier copies), otherwise at top level when its kind
 * allows. A copy never lands on a card (it hid the original's ports), and a paste that could not
 * go where the selection pointed says where it went.
 */
import { kindLabel, withArticle, type Component } from '../../schema/components';
import type { Placement } from '../../schema/design';
import { indexComponents } from '../../store/designIndex';
import { fitContainers, sizeOf } from '../../store/geometry';
import { freeSlot, nearestFreeSpot } from '../../store/placement';
import type { DesignState } from '../../store/types';
import { commit, refuse, type CommandResult, type Fragment } from '../types';
import { fragmentRoots, instantiateFragment, type RootPlacement } from './fragment';
import { canContain, placementRefusal, resolveParent, validParentsText } from './parents';

/** Diagonal step from a component to where its copy is first tried [px]; it goes to the free spot nearest that. */
const PASTE_OFFSET = 32;

/** Pastes `fragment`; `target` is the component the user pointed at (first selected), if any. */
export function placeFragment(
  state: DesignState,
  fragment: Fragment,
  target: Component | undefined,
  label: string,
): CommandResult {
  const { doc } = state;
  const { byId } = indexComponents(doc.components);
  const roots = fragmentRoots(fragment);
  const plan = new Map<
    string,
    { parentId: string | undefined; mode: 'offset' | 'slot'; base: { x: number; y: number } }
  >();
  /** Roots the selected part could not hold, and where they went instead. */
  const elsewhere: { name: string; kind: Component['kind']; parent: string }[] = [];
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
      if (target && !fromTarget) elsewhere.push({ name: r.name, kind: r.kind, parent: original.name });
    } else if (canContain(undefined, r.kind, r.kind === 'array' ? r.attachment : undefined)) {
      plan.set(r.id, { parentId: undefined, mode: 'offset', base: fragment.rootPositions[r.id] ?? rel });
    } else {
      const why = placementRefusal(r.kind, undefined, r.kind === 'array' ? r.attachment : undefined);
      return refuse(`Cannot paste ${r.name}: ${why.reason}`, `Select ${validParentsText(r.kind)} to paste into.`);
    }
  }
  const placedComponents: Component[] = [...doc.components];
  const placedLayout: Record<string, Placement> = { ...doc.layout };
  const place = (root: Component): RootPlacement => {
    const p = plan.get(root.id)!;
    const size = sizeOf(root, fragment.layout);
    if (p.mode === 'offset') {
      const step = { x: p.base.x + PASTE_OFFSET, y: p.base.y + PASTE_OFFSET };
      return { parentId: p.parentId, ...nearestFreeSpot(placedComponents, placedLayout, p.parentId, step, size) };
    }
    const spot = freeSlot(placedComponents, placedLayout, p.parentId, size);
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
    target && elsewhere.length > 0 ? { notice: wentElsewhere(target, elsewhere) } : {},
  );
}

/** The notice for copies the selected part could not hold, which went beside their originals. */
function wentElsewhere(
  target: Component,
  elsewhere: readonly { name: string; kind: Component['kind']; parent: string }[],
): { tone: 'info'; message: string; hint: string } {
  const [one] = elsewhere;
  const message =
    elsewhere.length === 1
      ? `${target.name} cannot hold ${withArticle(kindLabel[one!.kind])}, so the copy went beside the original, in ${one!.parent}.`
      : `${target.name} cannot hold these copies, so they went beside their originals: ${elsewhere.map((e) => `${e.name} in ${e.parent}`).join('; ')}.`;
  return { tone: 'info', message, hint: `To put it elsewhere, select ${validParentsText(one!.kind)} before pasting.` };
}
