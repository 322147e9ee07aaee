/**
 * Collapsed containers (layout only: the engine never sees them). A collapsed box hides everything
 * inside it. A link with an end hidden moves that end to the outermost collapsed box holding it (its
 * `collapsed@in` / `collapsed@out` handle); links that then join the same two boxes with the same
 * kind are drawn once, labelled with their number; links inside one box are not drawn. The canvas
 * (components/canvas/collapsedLinks.ts) and auto-layout (commands/lib/elkGraph.ts) both follow this.
 */
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';
import { ancestorsOf, subtreeIds } from './designIndex';
import { isContainerKind, sizeOf } from './geometry';
import type { Layout } from './types';

/** Height of a collapsed container: its header and a line saying what it holds [px]. */
export const COLLAPSED_HEIGHT = 112;
/** Widest a collapsed container is drawn: its header needs no more [px]. */
export const COLLAPSED_MAX_WIDTH = 480;

/** The box a collapsed container is drawn as (its stored size is kept for when it opens) [px]. */
export function collapsedSize(c: Component, layout: Layout): { w: number; h: number } {
  return { w: Math.min(sizeOf(c, layout).w, COLLAPSED_MAX_WIDTH), h: COLLAPSED_HEIGHT };
}

/** Whether container `c` is drawn collapsed. */
export function isCollapsed(c: Component, layout: Layout): boolean {
  return isContainerKind(c.kind) && layout[c.id]?.collapsed === true;
}

/** `layout` with the boxes `ids` drawn closed (`collapsed`) or open; other entries shared. */
export function withCollapsed(layout: Layout, ids: Iterable<string>, collapsed: boolean): Layout {
  const next = { ...layout };
  for (const id of ids) {
    const { collapsed: _was, ...open } = next[id] ?? { x: 0, y: 0 };
    next[id] = collapsed ? { ...open, collapsed: true } : open;
  }
  return next;
}

/**
 * For every component hidden inside a collapsed container: the outermost collapsed container
 * holding it (where its links are drawn). Components not listed are visible.
 */
export function hiddenOwners(components: readonly Component[], layout: Layout): Map<string, string> {
  const owners = new Map<string, string>();
  for (const c of components) {
    const around = collapsedAround(components, layout, c.id);
    if (around.length > 0) owners.set(c.id, around[around.length - 1]!);
  }
  return owners;
}

/** The collapsed containers holding component `id`, innermost first. */
export function collapsedAround(components: readonly Component[], layout: Layout, id: string): string[] {
  return ancestorsOf(components, id)
    .filter((c) => isCollapsed(c, layout))
    .map((c) => c.id);
}

/** How many components `id` holds, at any depth. */
export function countInside(components: readonly Component[], id: string): number {
  return subtreeIds(components, [id]).length - 1;
}

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
      // Not drawn, but React Flow still looks its handles up on the box it now joins: its own
      // ports ("be", "db") are not there, and each such link cost a console warning (QA pass 7).
      const [sourceHandle, targetHandle] = [COLLAPSED_OUT, COLLAPSED_IN];
      out.set(l.id, { source, target, sourceHandle, targetHandle, hidden: true, label: '' });
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
