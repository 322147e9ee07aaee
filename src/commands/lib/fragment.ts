/**
 * Copying parts of a design: extract a fragment (selection + everything nested in it + links among
 * them) and instantiate it again with fresh ids, remapped parents and links, and new root names.
 */
import type { Component } from '../../schema/components';
import type { Link } from '../../schema/connections';
import type { Placement } from '../../schema/design';
import { indexComponents, subtreeIds } from '../../store/designIndex';
import { absolutePosition } from '../../store/geometry';
import type { DesignDoc } from '../../store/types';
import type { Fragment } from '../types';
import { copyNames } from './copyNames';
import { takeId, takenIds, usedNames } from './names';
import { enclosureFits, ownerFits, withoutEnclosure, withoutOwner } from './owners';

/** The fragment made of `rootIds`, what they contain, and the links among those. Null when empty. */
export function extractFragment(doc: DesignDoc, rootIds: readonly string[]): Fragment | null {
  const ids = new Set(
    subtreeIds(
      doc.components,
      rootIds.filter((id) => indexComponents(doc.components).byId.has(id)),
    ),
  );
  if (ids.size === 0) return null;
  const components = doc.components.filter((c) => ids.has(c.id));
  const links = doc.links.filter((l) => ids.has(l.from.componentId) && ids.has(l.to.componentId));
  const layout: Record<string, Placement> = {};
  const rootPositions: Record<string, { x: number; y: number }> = {};
  for (const c of components) {
    const p = doc.layout[c.id];
    if (p) layout[c.id] = p;
    if (!c.parentId || !ids.has(c.parentId)) rootPositions[c.id] = absolutePosition(doc.components, doc.layout, c.id);
  }
  return { components, links, layout, rootPositions };
}

/** The roots of a fragment (components whose parent is not in it). */
export function fragmentRoots(f: Fragment): Component[] {
  return f.components.filter((c) => c.id in f.rootPositions);
}

/** Where one root of a fragment goes. */
export interface RootPlacement {
  readonly parentId: string | undefined;
  readonly x: number;
  readonly y: number;
}

/** New components, links and layout entries made from a fragment. */
export interface Instantiated {
  readonly components: Component[];
  readonly links: Link[];
  readonly layout: Record<string, Placement>;
  /** New ids of the roots, in fragment order. */
  readonly rootIds: string[];
}

/**
 * Instantiates `fragment` into `doc` with fresh ids. `place` gives each root's parent and relative
 * position; nested components keep theirs. Every copy gets the next free name (`DB1` → `DB2`), the
 * contents of a copied box too, so names stay unique in the design. `names` (keys, see
 * `usedNames`) carries names already handed out when instantiating several times in one command.
 */
export function instantiateFragment(
  doc: DesignDoc,
  fragment: Fragment,
  place: (root: Component) => RootPlacement,
  taken: Set<string> = takenIds(doc.components, doc.links),
  names: Set<string> = usedNames(doc.components),
): Instantiated {
  const idMap = new Map<string, string>();
  for (const c of fragment.components) idMap.set(c.id, takeId(c.kind, taken));
  const existing = indexComponents(doc.components).byId;
  const components: Component[] = [];
  const layout: Record<string, Placement> = {};
  const rootIds: string[] = [];
  const newNames = copyNames(fragment.components, names);
  for (const c of fragment.components) {
    const id = idMap.get(c.id)!;
    const isRoot = c.id in fragment.rootPositions;
    const copy: Component = { ...c, id, name: newNames.get(c.id)! };
    if (isRoot) {
      const where = place(c);
      if (where.parentId === undefined) delete copy.parentId;
      else copy.parentId = where.parentId;
      layout[id] = { ...(fragment.layout[c.id] ?? {}), x: where.x, y: where.y };
      rootIds.push(id);
    } else {
      copy.parentId = c.parentId ? idMap.get(c.parentId) : undefined;
      const p = fragment.layout[c.id];
      if (p) layout[id] = p;
    }
    // An owner copied along becomes its copy; whether the owner fits is known once all are placed.
    const owner = copy.kind === 'lun' && copy.ownerControllerId ? idMap.get(copy.ownerControllerId) : undefined;
    if (copy.kind === 'lun' && owner) copy.ownerControllerId = owner;
    // Likewise a controller's module enclosure copied along (an XIV module pasted whole).
    const box = copy.kind === 'controller' && copy.enclosureId ? idMap.get(copy.enclosureId) : undefined;
    if (copy.kind === 'controller' && box) copy.enclosureId = box;
    components.push(copy);
  }
  // A copy whose owner is now in another array (a LUN pasted into another array's RAID group, or
  // a controller's copy pasted into another array than its LUN's) or gone loses it: the file
  // check refuses such an owner, and main would not save the design (see `owners.ts`).
  const byId = new Map([...existing, ...components.map((c) => [c.id, c] as const)]);
  const placed = components.map((c) => (c.kind === 'lun' && !ownerFits(c, byId) ? withoutOwner(c) : c));
  // A controller's enclosure in another array is dropped the same way (`ownersInArray`).
  const fitted = placed.map((c) => (c.kind === 'controller' && !enclosureFits(c, byId) ? withoutEnclosure(c) : c));
  const links = fragment.links.map((l) => ({
    ...l,
    id: takeId('link', taken),
    from: { ...l.from, componentId: idMap.get(l.from.componentId)! },
    to: { ...l.to, componentId: idMap.get(l.to.componentId)! },
  }));
  return { components: fitted, links, layout, rootIds };
}
