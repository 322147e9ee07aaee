/**
 * Adds a component from a catalog part: at a canvas point (drag and drop: inside the container
 * under the point when that may hold it), or by a click in the palette (into the selected
 * container when it may hold the part, else at top level near the view centre, never on another
 * card), or at the next free spot. An array part brings its controllers. A drive part is not a
 * component: dropped onto a disk enclosure it becomes that enclosure's drive type.
 */
import { Component, kindLabel, type ComponentKind } from '../schema/components';
import type { Placement } from '../schema/design';
import { indexComponents } from '../store/designIndex';
import {
  absolutePosition,
  CONTAINER_PAD,
  containerAt,
  fitContainers,
  isContainerKind,
  sizeOf,
  snap,
} from '../store/geometry';
import { freeSlot, freeSpotNear, nearestFreeSpot } from '../store/placement';
import { componentAt } from '../store/hitTest';
import { commit, refuse, type Command, type CommandResult } from './types';
import { nextName, takeId, takenIds, usedNames } from './lib/names';
import { placementRefusal, resolveParent } from './lib/parents';

/** Arguments of `addComponent`. */
export interface AddComponentArgs {
  readonly partId: string;
  /** Absolute canvas point the part was dropped at [px]. */
  readonly at?: { readonly x: number; readonly y: number };
  /** Container to add into (or whose nearest suitable ancestor to add into). */
  readonly parentId?: string;
  /**
   * A component the user pointed at (click-to-add with a selection): used like `parentId` when it
   * or an ancestor may hold the part, otherwise ignored in favour of `at` / `near` / top level.
   */
  readonly prefer?: string;
  /**
   * Click-to-add: the canvas point the user is looking at (the view centre) [px]. A top-level part
   * lands at the free spot nearest to it. Unlike `at`, it never picks a container: whatever lies
   * under the view centre was not aimed at.
   */
  readonly near?: { readonly x: number; readonly y: number };
}

/** How far from `near` a free spot is looked for before the next free grid slot is taken [px]. */
const NEAR_RADIUS = 2400;

const componentKinds: ReadonlySet<string> = new Set(Object.keys(kindLabel));

/** Adds a component made from a catalog part. */
export const addComponent: Command<AddComponentArgs> = {
  id: 'addComponent',
  label: 'Add component',
  canRun: (_s, ctx) => ctx.parts !== null,
  run(state, args, ctx): CommandResult {
    if (!ctx.parts) return refuse('The parts catalog is still loading.', 'Try again in a moment.');
    const part = ctx.parts.get(args.partId);
    if (!part) return refuse(`There is no part "${args.partId}" in the catalog.`, 'Pick a part from the palette.');
    const { doc } = state;
    const { byId } = indexComponents(doc.components);
    if (part.kind === 'drive') return fitDrive(state, args, part.id, part.model);
    if (!componentKinds.has(part.kind))
      return refuse(`Parts of kind "${part.kind}" cannot be placed.`, 'Pick another part.');
    const kind = part.kind as ComponentKind;

    const attachment =
      kind === 'array' && (part.specs.attachment === 'san' || part.specs.attachment === 'internal')
        ? part.specs.attachment
        : undefined;
    const pointedAt = args.prefer ? byId.get(args.prefer) : undefined;
    const preferred = pointedAt ? resolveParent(doc.components, kind, pointedAt, attachment) : null;
    const clicked = args.near !== undefined && args.parentId === undefined && args.at === undefined;
    const start = args.parentId
      ? byId.get(args.parentId)
      : args.at
        ? containerAt(doc.components, doc.layout, args.at)
        : undefined;
    const resolved = preferred ?? resolveParent(doc.components, kind, start, attachment);
    if (!resolved) {
      const r = clicked
        ? placementRefusal(kind, pointedAt, attachment, 'click')
        : placementRefusal(kind, start, attachment);
      return refuse(r.reason, r.hint);
    }
    const parent = resolved.parent;

    const taken = takenIds(doc.components, doc.links);
    const id = takeId(kind, taken);
    // A bare model number ("300") reads better with its vendor ("Brocade 300").
    const base = /[A-Za-z]/.test(part.model) ? part.model : `${part.vendor} ${part.model}`;
    const names = usedNames(doc.components);
    const name = nextName(base, names);
    let created: Component[];
    try {
      created = ctx.parts.createComponents(part, { id, name, ...(parent ? { parentId: parent.id } : {}) }, taken);
    } catch (err) {
      return refuse(
        `The part "${part.model}" could not be used: ${err instanceof Error ? err.message : String(err)}`,
        'Check the part in the catalog.',
      );
    }
    const checked: Component[] = [];
    for (const c of created) {
      const parsed = Component.safeParse(c);
      if (!parsed.success) {
        return refuse(
          `The part "${part.model}" is not valid: ${parsed.error.issues[0]?.message}`,
          'Correct the part in the catalog.',
        );
      }
      // Parts that bring children (an array's controllers, named from the part) name them apart
      // from every name in the design: a second array's "SP A" becomes "SP A 2".
      checked.push(parsed.data.id === id ? parsed.data : { ...parsed.data, name: nextName(parsed.data.name, names) });
    }
    const root = checked.find((c) => c.id === id) ?? checked[0];
    if (!root) return refuse(`The part "${part.model}" made no component.`, 'Check the part in the catalog.');

    const components = [...doc.components, ...checked];
    const layout: Record<string, Placement> = { ...doc.layout };
    const size = sizeOf(root, layout);
    let pos: { x: number; y: number };
    if (args.at && !preferred) {
      const origin = parent ? absolutePosition(doc.components, doc.layout, parent.id) : { x: 0, y: 0 };
      pos = { x: snap(args.at.x - origin.x - size.w / 2), y: snap(args.at.y - origin.y - 24) };
      if (parent) pos = { x: Math.max(CONTAINER_PAD.left, pos.x), y: Math.max(CONTAINER_PAD.top, pos.y) };
      // Never drop a card onto a sibling: it would hide the sibling's ports.
      pos = nearestFreeSpot(doc.components, doc.layout, parent?.id, pos, size);
    } else if (args.near && !parent) {
      // Centred on the point the user looks at, moved to the nearest spot clear of every box.
      const want = { x: snap(args.near.x - size.w / 2), y: snap(args.near.y - size.h / 2) };
      pos =
        freeSpotNear(doc.components, doc.layout, undefined, want, size, NEAR_RADIUS) ??
        freeSlot(doc.components, doc.layout, undefined, size);
    } else {
      pos = freeSlot(doc.components, doc.layout, parent?.id, size);
    }
    layout[root.id] = isContainerKind(root.kind) ? { ...pos, ...size } : pos;
    // Parts that bring children (an array's controllers): stack them down the left of the root.
    let y = CONTAINER_PAD.top;
    for (const child of checked) {
      if (child.id === root.id) continue;
      layout[child.id] = { x: CONTAINER_PAD.left, y };
      y += sizeOf(child, layout).h + 16;
    }
    return commit(
      { components, layout: fitContainers(components, layout), selection: { components: [root.id], links: [] } },
      `Add ${kindLabel[kind].toLowerCase()}`,
    );
  },
};

function fitDrive(
  state: Parameters<Command<AddComponentArgs>['run']>[0],
  args: AddComponentArgs,
  partId: string,
  model: string,
): CommandResult {
  const { doc } = state;
  const { byId } = indexComponents(doc.components);
  // A click in the palette (no drop point) fits the drive to the selected enclosure.
  const target = args.at
    ? componentAt(doc.components, doc.layout, args.at)
    : args.parentId
      ? byId.get(args.parentId)
      : args.prefer
        ? byId.get(args.prefer)
        : undefined;
  if (target?.kind !== 'enclosure') {
    return refuse(
      'A drive is not placed on its own: it fills a disk enclosure.',
      args.at
        ? 'Drop the drive onto a disk enclosure to fit it there.'
        : 'Select a disk enclosure on the canvas, then click the drive (or drag the drive onto the enclosure).',
    );
  }
  const components = doc.components.map((c) =>
    c.id === target.id && c.kind === 'enclosure' ? { ...c, driveRef: partId } : c,
  );
  return commit({ components, selection: { components: [target.id], links: [] } }, `Fit ${model} drives`);
}
