/** Selection commands: select, select all, find by name. Selection never enters undo history. */
import { emptySelection, type DesignState, type Selection } from '../store/types';
import { collapsedAround, withCollapsed } from '../store/collapse';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `select`. */
export interface SelectArgs {
  readonly components?: readonly string[];
  readonly links?: readonly string[];
  /** `replace` (default), `add` to extend, `toggle` to flip each id. */
  readonly mode?: 'replace' | 'add' | 'toggle';
}

function combine(current: readonly string[], ids: readonly string[], mode: SelectArgs['mode']): string[] {
  if (mode === 'add') return [...new Set([...current, ...ids])];
  if (mode === 'toggle') {
    const set = new Set(current);
    for (const id of ids) {
      if (set.has(id)) set.delete(id);
      else set.add(id);
    }
    return [...set];
  }
  return [...new Set(ids)];
}

/**
 * Sets `selection`; when any of `shown` sits inside collapsed boxes, opens those boxes too, as one
 * undoable step, so that what is selected can be seen (a click on a figure's term, a search hit).
 */
function selectShowing(state: DesignState, selection: Selection, shown: readonly string[]): CommandResult {
  const { components, layout: was } = state.doc;
  const closed = new Set(shown.flatMap((id) => collapsedAround(components, was, id)));
  if (closed.size === 0) return { ok: true, patch: { selection }, history: 'none' };
  return commit({ selection, layout: withCollapsed(was, closed, false) }, 'Expand to show');
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Sets the selection. */
export const select: Command<SelectArgs> = {
  id: 'select',
  label: 'Select',
  run(state, args): CommandResult {
    const cur = state.selection;
    const components = combine(cur.components, args.components ?? [], args.mode);
    const links = combine(cur.links, args.links ?? [], args.mode);
    if (same(components, cur.components) && same(links, cur.links)) return { ok: true, patch: {}, history: 'none' };
    const selection: Selection = components.length || links.length ? { components, links } : emptySelection;
    const added = components.filter((id) => !cur.components.includes(id));
    return selectShowing(state, selection, added);
  },
};

/** Selects every component. */
export const selectAll: Command<void> = {
  id: 'selectAll',
  label: 'Select all',
  shortcuts: ['Mod+A'],
  canRun: (s) => s.doc.components.length > 0,
  run(state): CommandResult {
    if (state.doc.components.length === 0) return refuse('The canvas is empty.', 'Drag parts from the palette first.');
    return {
      ok: true,
      patch: { selection: { components: state.doc.components.map((c) => c.id), links: [] } },
      history: 'none',
    };
  },
};

/** Arguments of `findByName`. */
export interface FindByNameArgs {
  readonly query: string;
}

/**
 * Selects the component named exactly as the query (case-insensitive) when there is one, else
 * every component whose name contains it: "MBX1 SG1" finds SG1, not SG1 and SG10 alike.
 */
export const findByName: Command<FindByNameArgs> = {
  id: 'findByName',
  label: 'Find by name',
  shortcuts: ['Mod+F'],
  run(state, args): CommandResult {
    const q = args.query.trim().toLowerCase();
    if (!q) return refuse('Type part of a name to find.', 'For example "DB" or "SP A".', 'query');
    const exact = state.doc.components.filter((c) => c.name.trim().toLowerCase() === q);
    const found = exact.length > 0 ? exact : state.doc.components.filter((c) => c.name.toLowerCase().includes(q));
    const hits = found.map((c) => c.id);
    if (hits.length === 0)
      return refuse(
        `Nothing is named like "${args.query.trim()}".`,
        'Check the spelling, or search for a shorter part of the name.',
        'query',
      );
    return selectShowing(state, { components: hits, links: [] }, hits);
  },
};
