/** Removing components and links, with everything nested inside and every link that touches them. */
import type { Placement } from '../../schema/design';
import { subtreeIds } from '../../store/designIndex';
import type { DesignDoc, Patch } from '../../store/types';

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
  const components = doc.components
    .filter((c) => !gone.has(c.id))
    .map((c) => {
      if (c.kind === 'lun' && c.ownerControllerId && gone.has(c.ownerControllerId)) {
        const { ownerControllerId: _dropped, ...rest } = c;
        return rest;
      }
      return c;
    });
  const layout: Record<string, Placement> = {};
  for (const [id, p] of Object.entries(doc.layout)) if (!gone.has(id)) layout[id] = p;
  return { components, links, layout, selection: { components: [], links: [] } };
}
