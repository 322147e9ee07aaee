/**
 * Collapsed containers (layout only: the engine never sees them). A collapsed box hides everything
 * inside it; links to hidden components are drawn to the outermost collapsed box holding them.
 */
import type { Component } from '../schema/components';
import { indexComponents } from './designIndex';
import { isContainerKind } from './geometry';
import type { Layout } from './types';

/** Height of a collapsed container: its header and a line saying what it holds [px]. */
export const COLLAPSED_HEIGHT = 112;

/** Deepest nesting followed (a malformed file could hold a cycle). */
const MAX_DEPTH = 32;

/** Whether container `c` is drawn collapsed. */
export function isCollapsed(c: Component, layout: Layout): boolean {
  return isContainerKind(c.kind) && layout[c.id]?.collapsed === true;
}

/**
 * For every component hidden inside a collapsed container: the outermost collapsed container
 * holding it (where its links are drawn). Components not listed are visible.
 */
export function hiddenOwners(components: readonly Component[], layout: Layout): Map<string, string> {
  const { byId } = indexComponents(components);
  const owners = new Map<string, string>();
  for (const c of components) {
    let owner: string | undefined;
    let cur = c.parentId ? byId.get(c.parentId) : undefined;
    for (let depth = 0; cur && depth < MAX_DEPTH; depth++) {
      if (isCollapsed(cur, layout)) owner = cur.id;
      cur = cur.parentId ? byId.get(cur.parentId) : undefined;
    }
    if (owner) owners.set(c.id, owner);
  }
  return owners;
}

/** The collapsed containers holding component `id`, innermost first. */
export function collapsedAround(components: readonly Component[], layout: Layout, id: string): string[] {
  const { byId } = indexComponents(components);
  const out: string[] = [];
  let cur = byId.get(id)?.parentId;
  for (let depth = 0; cur !== undefined && depth < MAX_DEPTH; depth++) {
    const c = byId.get(cur);
    if (!c) break;
    if (isCollapsed(c, layout)) out.push(c.id);
    cur = c.parentId;
  }
  return out;
}

/** How many components `id` holds, at any depth. */
export function countInside(components: readonly Component[], id: string): number {
  const { children } = indexComponents(components);
  let n = 0;
  const stack = [...(children.get(id) ?? [])];
  for (let guard = 0; stack.length > 0 && guard < components.length; guard++) {
    const c = stack.pop()!;
    n += 1;
    stack.push(...(children.get(c.id) ?? []));
  }
  return n;
}
