/**
 * What the canvas draws while containers are collapsed (see src/store/collapse.ts for the rules):
 * the hidden components and how each link is drawn.
 */
import { hiddenOwners, rerouteLinks, type Rerouted } from '../../src/store/collapse';
import type { ReportIndex } from '../../src/store/selectors';
import type { DesignDoc } from '../../src/store/types';

/** What collapsed containers hide: hidden component → its outermost collapsed box; links drawn elsewhere. */
export interface CollapseView {
  readonly owners: ReadonlyMap<string, string>;
  readonly rerouted: ReadonlyMap<string, Rerouted>;
  /** The link drawn for a bundle of two or more → every link of the bundle, itself first. */
  readonly bundles: ReadonlyMap<string, readonly string[]>;
}

/** The bundles among `rerouted` links: the link drawn for each (the one not hidden) → its links. */
function bundlesOf(links: DesignDoc['links'], rerouted: ReadonlyMap<string, Rerouted>): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const l of links) {
    const r = rerouted.get(l.id);
    if (!r || r.source === r.target) continue;
    // As rerouteLinks bundles them: same boxes, same kind; the first is the one drawn.
    const key = `${r.source}\u0000${r.target}\u0000${l.kind}`;
    const members = byKey.get(key);
    if (members) members.push(l.id);
    else byKey.set(key, [l.id]);
  }
  return new Map([...byKey.values()].filter((m) => m.length > 1).map((m) => [m[0]!, m]));
}

/** The collapse view of `doc` (empty, and cheap, when no container is collapsed). */
export function collapseView(doc: DesignDoc): CollapseView {
  if (!Object.values(doc.layout).some((p) => p.collapsed))
    return { owners: new Map(), rerouted: new Map(), bundles: new Map() };
  const owners = hiddenOwners(doc.components, doc.layout);
  const rerouted = rerouteLinks(doc.links, owners);
  return { owners, rerouted, bundles: bundlesOf(doc.links, rerouted) };
}

/**
 * What a collapsed box's bundle of links carries in all [MB/s]: it is drawn as one link labelled
 * "4 links", so the figure beside that must be the bundle's, not its first link's (which read as
 * the bundle's). Null when the engine gave none of them a figure.
 */
export function bundleTotal(members: readonly string[], report: ReportIndex): number | null {
  const known = members.flatMap((id) => report.loads.get(id)?.mbPerSec ?? []);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}
