/** Removing components and links, with everything nested inside and every link that touches them. */
import type { Placement } from '../../schema/design';
import { subtreeIds } from '../../store/designIndex';
import type { DesignDoc, Patch } from '../../store/types';
import { ownersInArray } from './owners';

/** The patch removing `componentIds` (and their contents) and `linkIds`. Null when nothing goes. */
export function removalPatch(
  doc: DesignDoc,
  componentIds: readonly string[],
  linkIds: readonly string[],
): Patch | null {
  const gone = new Set(subtreeIds(doc.components, componentIds));
  const goneLinks = new Set(linkIds);
  const links = doc.links.filter(
    (l) => !goneLinks.has(l.id) && !gone.has(l.from.componentId) && !gone.has(l.to.componentId),
  );
  if (gone.size === 0 && links.length === doc.links.length) return null;
  // LUNs whose owning controller goes lose their owner (the array deals them out in turn).
  const components = ownersInArray(doc.components.filter((c) => !gone.has(c.id)));
  const layout: Record<string, Placement> = {};
  for (const [id, p] of Object.entries(doc.layout)) if (!gone.has(id)) layout[id] = p;
  return { components, links, layout, selection: { components: [], links: [] } };
}
