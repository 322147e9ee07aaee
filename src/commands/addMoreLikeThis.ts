/**
 * "Add 4 more like this": N copies of the selected component (with what it holds) in the same
 * container, each at the next free spot, named on from the original (`DB1` → `DB2`, `DB3`…).
 */
import type { Component } from '../schema/components';
import type { Placement } from '../schema/design';
import { indexComponents } from '../store/designIndex';
import { fitContainers, sizeOf } from '../store/geometry';
import { freeSlot } from '../store/placement';
import { commit, refuse, type Command, type CommandResult } from './types';
import { extractFragment, instantiateFragment } from './lib/fragment';
import { takenIds, usedNames } from './lib/names';

/** Arguments of `addMoreLikeThis`. */
export interface AddMoreLikeThisArgs {
  /** How many copies to add (1–200). */
  readonly count: number;
}

/** Most copies one command makes. */
export const MAX_MORE = 200;

/** Adds `count` copies of the single selected component. */
export const addMoreLikeThis: Command<AddMoreLikeThisArgs> = {
  id: 'addMoreLikeThis',
  label: 'Add more like this',
  canRun: (s) => s.selection.components.length === 1,
  run(state, args): CommandResult {
    const { doc } = state;
    if (!Number.isInteger(args.count) || args.count < 1 || args.count > MAX_MORE) {
      return refuse(`Add between 1 and ${MAX_MORE} copies at a time.`, 'Enter a whole number.', 'count');
    }
    if (state.selection.components.length !== 1)
      return refuse('Select exactly one component to copy.', 'Click the component you want more of.');
    const original = indexComponents(doc.components).byId.get(state.selection.components[0]);
    const fragment = original && extractFragment(doc, [original.id]);
    if (!original || !fragment) return refuse('The selected component no longer exists.', 'Select another one.');
    const taken = takenIds(doc.components, doc.links);
    const names = usedNames(doc.components);
    let components: Component[] = [...doc.components];
    let layout: Record<string, Placement> = { ...doc.layout };
    const links = [...doc.links];
    const added: string[] = [];
    const size = sizeOf(original, doc.layout);
    for (let i = 0; i < args.count; i++) {
      const current = { ...doc, components, layout };
      const spot = freeSlot(components, layout, original.parentId, size);
      const made = instantiateFragment(
        current,
        fragment,
        () => ({ parentId: original.parentId, ...spot }),
        taken,
        names,
      );
      components = [...components, ...made.components];
      layout = { ...layout, ...made.layout };
      links.push(...made.links);
      added.push(...made.rootIds);
    }
    return commit(
      { components, links, layout: fitContainers(components, layout), selection: { components: added, links: [] } },
      `Add ${args.count} more`,
    );
  },
};
