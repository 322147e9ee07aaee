/**
 * Derived lookups over the immutable component and link arrays, memoised by array identity: one
 * index per document version, built on first use and shared by commands, selectors and the canvas.
 */
import type { Component } from '../schema/components';
import type { Link } from '../schema/connections';

/** Lookups over components. */
export interface ComponentIndex {
  readonly byId: ReadonlyMap<string, Component>;
  /** Children per parent id; top-level components under `''`. Order as in the document. */
  readonly children: ReadonlyMap<string, readonly Component[]>;
}

const componentCache = new WeakMap<readonly Component[], ComponentIndex>();
const linkCache = new WeakMap<readonly Link[], ReadonlyMap<string, readonly Link[]>>();

/** The index of `components` (memoised). */
export function indexComponents(components: readonly Component[]): ComponentIndex {
  let idx = componentCache.get(components);
  if (!idx) {
    const byId = new Map<string, Component>();
    const children = new Map<string, Component[]>();
    for (const c of components) {
      byId.set(c.id, c);
      const key = c.parentId ?? '';
      const list = children.get(key);
      if (list) list.push(c);
      else children.set(key, [c]);
    }
    idx = { byId, children };
    componentCache.set(components, idx);
  }
  return idx;
}

/** Links touching each component id (memoised). */
export function linksByComponent(links: readonly Link[]): ReadonlyMap<string, readonly Link[]> {
  let idx = linkCache.get(links);
  if (!idx) {
    const map = new Map<string, Link[]>();
    const add = (id: string, l: Link): void => {
      const list = map.get(id);
      if (list) list.push(l);
      else map.set(id, [l]);
    };
    for (const l of links) {
      add(l.from.componentId, l);
      if (l.to.componentId !== l.from.componentId) add(l.to.componentId, l);
    }
    idx = map;
    linkCache.set(links, idx);
  }
  return idx;
}

/** `id` and every component nested below it, parents before children. */
export function subtreeIds(components: readonly Component[], roots: Iterable<string>): string[] {
  const { children } = indexComponents(components);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push(id);
    for (const c of children.get(id) ?? []) visit(c.id);
  };
  for (const r of roots) visit(r);
  return out;
}

/** Ancestors of `id`, nearest first. */
export function ancestorsOf(components: readonly Component[], id: string): Component[] {
  const { byId } = indexComponents(components);
  const out: Component[] = [];
  let cur = byId.get(id);
  const guard = new Set<string>();
  while (cur?.parentId && !guard.has(cur.parentId)) {
    guard.add(cur.parentId);
    const parent = byId.get(cur.parentId);
    if (!parent) break;
    out.push(parent);
    cur = parent;
  }
  return out;
}

/** Nesting depth (0 = top level). */
export function depthOf(components: readonly Component[], id: string): number {
  return ancestorsOf(components, id).length;
}

/**
 * The name of the LUN a database's database file (`dbFile`) or logs (`logFile`) are on, through
 * the cached indexes; undefined when the database has no such link yet.
 */
export function fileLunName(
  doc: { readonly components: readonly Component[]; readonly links: readonly Link[] },
  databaseId: string,
  kind: 'dbFile' | 'logFile',
): string | undefined {
  const link = linksByComponent(doc.links)
    .get(databaseId)
    ?.find((x) => x.kind === kind && x.from.componentId === databaseId);
  return link && indexComponents(doc.components).byId.get(link.to.componentId)?.name;
}
