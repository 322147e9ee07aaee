/**
 * What the canvas draws while containers are collapsed (see src/store/collapse.ts for the rules):
 * the hidden components and how each link is drawn.
 */
import { hiddenOwners, rerouteLinks, type Rerouted } from '../../src/store/collapse';
import type { DesignDoc } from '../../src/store/types';

/** What collapsed containers hide: hidden component → its outermost collapsed box; links drawn elsewhere. */
export interface CollapseView {
  readonly owners: ReadonlyMap<string, string>;
  readonly rerouted: ReadonlyMap<string, Rerouted>;
}

/** The collapse view of `doc` (empty, and cheap, when no container is collapsed). */
export function collapseView(doc: DesignDoc): CollapseView {
  if (!Object.values(doc.layout).some((p) => p.collapsed)) return { owners: new Map(), rerouted: new Map() };
  const owners = hiddenOwners(doc.components, doc.layout);
  return { owners, rerouted: rerouteLinks(doc.links, owners) };
}
