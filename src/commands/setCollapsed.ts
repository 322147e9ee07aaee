/** Collapses or expands containers (layout only, one undoable step; the engine is not re-run). */
import type { Component } from '../schema/components';
import { isCollapsed, withCollapsed } from '../store/collapse';
import { indexComponents } from '../store/designIndex';
import { isContainerKind } from '../store/geometry';
import type { DesignState } from '../store/types';
import { commit, refuse, type Command, type CommandContext, type CommandResult } from './types';

/** Arguments of `setCollapsed`. */
export interface SetCollapsedArgs {
  /** Components to collapse or expand; those that are not containers are skipped. */
  readonly ids: readonly string[];
  readonly collapsed: boolean;
}

/** Draws the given containers closed (contents hidden) or open. */
export const setCollapsed: Command<SetCollapsedArgs> = {
  id: 'setCollapsed',
  label: 'Collapse',
  run(state, args): CommandResult {
    const { doc } = state;
    const { byId } = indexComponents(doc.components);
    const boxes = args.ids
      .map((id) => byId.get(id))
      .filter((c): c is Component => c !== undefined && isContainerKind(c.kind));
    if (boxes.length === 0)
      return refuse('Only containers can be collapsed.', 'Select a server, VM, array or RAID group.');
    const changing = boxes.filter((c) => isCollapsed(c, doc.layout) !== args.collapsed);
    if (changing.length === 0)
      return refuse(
        args.collapsed ? 'Already collapsed.' : 'Already expanded.',
        args.collapsed ? 'Expand it with its ▸ button.' : 'Collapse it with its ▾ button.',
      );
    const layout = withCollapsed(
      doc.layout,
      changing.map((c) => c.id),
      args.collapsed,
    );
    return commit({ layout }, args.collapsed ? 'Collapse' : 'Expand');
  },
};

/** The selected containers, or every container when nothing is selected. */
function targets(state: DesignState): string[] {
  const { components } = state.doc;
  const chosen = state.selection.components;
  const pool = chosen.length > 0 ? chosen : components.map((c) => c.id);
  const { byId } = indexComponents(components);
  return pool.filter((id) => {
    const c = byId.get(id);
    return c !== undefined && isContainerKind(c.kind);
  });
}

function toggleAll(state: DesignState, collapsed: boolean, ctx: CommandContext) {
  const ids = targets(state);
  if (ids.length === 0)
    return refuse('No box is selected.', 'Select a server, VM, array or RAID group, or select nothing for all.');
  return setCollapsed.run(state, { ids, collapsed }, ctx);
}

/** Collapses the selected boxes (every box when nothing is selected): a one-step overview. */
export const collapseBoxes: Command<void> = {
  id: 'collapseBoxes',
  label: 'Collapse',
  shortcuts: ['Mod+['],
  run(state, _args, ctx) {
    return toggleAll(state, true, ctx);
  },
};

/** Expands the selected boxes (every box when nothing is selected). */
export const expandBoxes: Command<void> = {
  id: 'expandBoxes',
  label: 'Expand',
  shortcuts: ['Mod+]'],
  run(state, _args, ctx) {
    return toggleAll(state, false, ctx);
  },
};
