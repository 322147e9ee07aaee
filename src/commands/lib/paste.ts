/**
 * Placing a fragment into the document (paste, duplicate): each root goes into the container the
 * selection points at when that may hold it, otherwise next to its original (same parent, at the
 * free spot nearest a diagonal step past any earlier copies), otherwise at top level when its kind
 * allows. Copies going beside their originals move as one block per parent (see `pasteSpot.ts`).
 * A copy never lands on a card or box (it hid the original's ports), and a paste that could not
 * go where the selection pointed says where it went.
 */
import { kindLabel, withArticle, type Component } from '../../schema/components';
import { ancestorsOf, indexComponents } from '../../store/designIndex';
import { CONTAINER_PAD, fitContainers, sizeOf } from '../../store/geometry';
import { freeSlot } from '../../store/placement';
import type { DesignDoc, DesignState } from '../../store/types';
import { commit, refuse, type CommandResult, type Fragment } from '../types';
import { fragmentRoots, instantiateFragment, type RootPlacement } from './fragment';
import { canContain, placementRefusal, resolveParent, validParentsText } from './parents';
import { blockOffset, drawnSize, growsClear, grownAround, outline, siblingBoxes, type Measured } from './pasteSpot';

/** Diagonal step from a component to where its copy is first tried [px]; it goes to the free spot nearest that. */
const PASTE_OFFSET = 32;

/** Where a root goes: into the selected part's first free slot, or beside its original (offset). */
interface Plan {
  readonly parentId: string | undefined;
  readonly mode: 'offset' | 'slot';
  /** The original's position in the copy's parent [px]. */
  readonly base: { readonly x: number; readonly y: number };
}

/** Pastes `fragment`; `target` is the component the user pointed at (first selected), if any. */
export function placeFragment(
  state: DesignState,
  fragment: Fragment,
  target: Component | undefined,
  label: string,
  measured?: Measured,
): CommandResult {
  const { doc } = state;
  const { byId } = indexComponents(doc.components);
  const roots = fragmentRoots(fragment);
  const plan = new Map<string, Plan>();
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
  const where = placeRoots(doc, fragment, roots, plan, measured);
  const made = instantiateFragment(doc, fragment, (root) => where.get(root.id)!);
  const components = [...doc.components, ...made.components];
  const layout = fitContainers(components, { ...doc.layout, ...made.layout });
  return commit(
    { components, links: [...doc.links, ...made.links], layout, selection: { components: made.rootIds, links: [] } },
    label,
    target && elsewhere.length > 0 ? { notice: wentElsewhere(target, elsewhere) } : {},
  );
}

/**
 * Where each root goes. Roots going into the selected part take its free slots one by one; roots
 * going beside their originals move as one block per parent (keeping their arrangement) to the
 * free spot nearest a diagonal step. Each spot is reserved before the next root is placed.
 */
function placeRoots(
  doc: DesignDoc,
  fragment: Fragment,
  roots: readonly Component[],
  plan: ReadonlyMap<string, Plan>,
  measured?: Measured,
): Map<string, RootPlacement> {
  // Sizes with every copied box grown around what it holds, as the pasted layout will be.
  const sizes = fitContainers(fragment.components, fragment.layout);
  // Rebuilt (never pushed to) on each reservation: component indexes are memoised by array.
  let components: readonly Component[] = doc.components;
  let layout = fitContainers(doc.components, doc.layout);
  const out = new Map<string, RootPlacement>();
  const standFor = new Map<string, string>();
  const measure: Measured = (id) => measured?.(standFor.get(id) ?? id);
  const reserve = (root: Component, parentId: string | undefined, x: number, y: number): void => {
    out.set(root.id, { parentId, x, y });
    const stand = { ...root, id: `__placing-${out.size}` } as Component;
    if (parentId) stand.parentId = parentId;
    else delete stand.parentId;
    standFor.set(stand.id, root.id);
    components = [...components, stand];
    const placed = { ...(sizes[root.id] ?? {}), x, y };
    layout = grownAround(components, { ...layout, [stand.id]: placed }, parentId, { x, y, ...sizeOf(root, sizes) });
  };
  // Deepest containers first: one that grows to take a copy does so before copies land beside it.
  const depth = (id: string | undefined): number => (id ? ancestorsOf(doc.components, id).length + 1 : 0);
  const order = [...roots].sort((a, b) => depth(plan.get(b.id)!.parentId) - depth(plan.get(a.id)!.parentId));
  for (const root of order) {
    const p = plan.get(root.id)!;
    if (out.has(root.id)) continue;
    if (p.mode === 'slot') {
      const size = drawnSize(root, sizes, measure);
      const slot = { ...freeSlot(components, layout, p.parentId, size), ...size };
      // The first free slot, unless filling it grows the container over a neighbour a spot near it avoids.
      const d = growsClear(components, layout, p.parentId, slot)
        ? { x: 0, y: 0 }
        : blockOffset(
            [slot],
            siblingBoxes(components, layout, p.parentId, measure),
            { x: 0, y: 0 },
            inside(p.parentId),
            (dx, dy) => growsClear(components, layout, p.parentId, { ...slot, x: slot.x + dx, y: slot.y + dy }),
          );
      reserve(root, p.parentId, slot.x + d.x, slot.y + d.y);
      continue;
    }
    const block = roots.filter((r) => plan.get(r.id)!.mode === 'offset' && plan.get(r.id)!.parentId === p.parentId);
    const parts = block.map((r) => ({ ...pick(plan.get(r.id)!.base), ...drawnSize(r, sizes, measure) }));
    const shifted = (dx: number, dy: number) => outline(parts.map((b) => ({ ...b, x: b.x + dx, y: b.y + dy })));
    const d = blockOffset(
      parts,
      siblingBoxes(components, layout, p.parentId, measure),
      { x: PASTE_OFFSET, y: PASTE_OFFSET },
      inside(p.parentId),
      (dx, dy) => growsClear(components, layout, p.parentId, shifted(dx, dy)),
    );
    block.forEach((r, i) => reserve(r, p.parentId, parts[i]!.x + d.x, parts[i]!.y + d.y));
  }
  return out;
}

/** The smallest position allowed in a container (below its header), none at top level. */
const inside = (parentId: string | undefined) =>
  parentId ? { x: CONTAINER_PAD.left, y: CONTAINER_PAD.top } : undefined;

const pick = (p: { readonly x: number; readonly y: number }) => ({ x: p.x, y: p.y });

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
