/** Resizes a container (layout only): transient while the handle is dragged, one step on release. */
import type { Placement } from '../schema/design';
import { indexComponents } from '../store/designIndex';
import { fitContainers, GRID, isContainerKind, snap } from '../store/geometry';
import { commit, refuse, type Command, type CommandResult } from './types';

/** Arguments of `resizeComponent` [px]; `x`/`y` move the box when resized from its left/top edge. */
export interface ResizeComponentArgs {
  readonly id: string;
  readonly w: number;
  readonly h: number;
  readonly x?: number;
  readonly y?: number;
  readonly final: boolean;
}

/** Smallest container [px]. */
const MIN = { w: 160, h: 96 };

/** Resizes a container box; it never shrinks below what its children need. */
export const resizeComponent: Command<ResizeComponentArgs> = {
  id: 'resizeComponent',
  label: 'Resize',
  run(state, args): CommandResult {
    const { doc } = state;
    const c = indexComponents(doc.components).byId.get(args.id);
    if (!c || !isContainerKind(c.kind))
      return refuse('Only containers can be resized.', 'Select a server, array or RAID group.');
    if (![args.w, args.h].every(Number.isFinite))
      return refuse('That size is not a number.', 'Drag the resize handle.');
    const cur = doc.layout[c.id] ?? { x: 0, y: 0 };
    const round = (v: number): number => (args.final ? Math.max(GRID, snap(v)) : v);
    const next: Placement = {
      x: args.x !== undefined && Number.isFinite(args.x) ? round(args.x) : cur.x,
      y: args.y !== undefined && Number.isFinite(args.y) ? round(args.y) : cur.y,
      w: Math.max(MIN.w, round(args.w)),
      h: Math.max(MIN.h, round(args.h)),
    };
    const layout = { ...doc.layout, [c.id]: next };
    if (!args.final) return { ok: true, patch: { layout }, history: 'transient' };
    return commit({ layout: fitContainers(doc.components, layout) }, 'Resize');
  },
};
