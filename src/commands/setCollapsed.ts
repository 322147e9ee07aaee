/** Collapses or expands containers (layout only, one undoable step; the engine is not re-run). */
import type { Component } from '../schema/components';
import type { Placement } from '../schema/design';
import { isCollapsed } from '../store/collapse';
import { indexComponents } from '../store/designIndex';
import { isContainerKind } from '../store/geometry';
import { commit, refuse, type Command, type CommandResult } from './types';

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
    const layout = { ...doc.layout };
    for (const c of changing) {
      const { collapsed: _was, ...open }: Placement = layout[c.id] ?? { x: 0, y: 0 };
      layout[c.id] = args.collapsed ? { ...open, collapsed: true } : open;
    }
    return commit({ layout }, args.collapsed ? 'Collapse' : 'Expand');
  },
};
