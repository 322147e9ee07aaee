/**
 * Links drawn while containers are collapsed: an end hidden inside a collapsed box moves to that
 * box (its `collapsed@in` / `collapsed@out` handle); links that then join the same two boxes with
 * the same kind are drawn once, labelled with their number; links inside one box are not drawn.
 * Pure: the canvas maps these onto React Flow edges (toFlow.ts).
 */
import type { Link } from '../../src/schema/connections';
import { hiddenOwners } from '../../src/store/collapse';
import type { DesignDoc } from '../../src/store/types';

/** Handles of a collapsed container: links arrive on its left, leave from its right. */
export const COLLAPSED_IN = 'collapsed@in';
export const COLLAPSED_OUT = 'collapsed@out';

/** How one link is drawn when an end of it is hidden. */
export interface Rerouted {
  readonly source: string;
  readonly target: string;
  /** Replaced handles (null: the link's own port at that end). */
  readonly sourceHandle: string | null;
  readonly targetHandle: string | null;
  /** Drawn by another link of its bundle, or inside one box. */
  readonly hidden: boolean;
  /** `3 links` on the link that stands for a bundle, else empty. */
  readonly label: string;
}

/**
 * The links with an end hidden in a collapsed box (`owners`: hidden component → outermost
 * collapsed box holding it, see `hiddenOwners`), and how each is drawn. Links not listed are drawn
 * as they are.
 */
export function rerouteLinks(links: readonly Link[], owners: ReadonlyMap<string, string>): Map<string, Rerouted> {
  const out = new Map<string, Rerouted>();
  if (owners.size === 0) return out;
  const bundles = new Map<string, Link[]>();
  for (const l of links) {
    const [from, to] = [owners.get(l.from.componentId), owners.get(l.to.componentId)];
    if (from === undefined && to === undefined) continue;
    const [source, target] = [from ?? l.from.componentId, to ?? l.to.componentId];
    if (source === target) {
      out.set(l.id, { source, target, sourceHandle: null, targetHandle: null, hidden: true, label: '' });
      continue;
    }
    const key = `${source}\u0000${target}\u0000${l.kind}`;
    const bundle = bundles.get(key) ?? [];
    bundle.push(l);
    bundles.set(key, bundle);
  }
  for (const bundle of bundles.values()) {
    bundle.forEach((l, i) => {
      const [from, to] = [owners.get(l.from.componentId), owners.get(l.to.componentId)];
      out.set(l.id, {
        source: from ?? l.from.componentId,
        target: to ?? l.to.componentId,
        sourceHandle: from === undefined ? null : COLLAPSED_OUT,
        targetHandle: to === undefined ? null : COLLAPSED_IN,
        hidden: i > 0,
        label: i === 0 && bundle.length > 1 ? `${bundle.length} links` : '',
      });
    });
  }
  return out;
}

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
