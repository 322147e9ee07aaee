/**
 * Where dropped parts land: a drop that would cover a sibling card or box moves to the free spot
 * nearest the drop point (the same search paste uses, `pasteSpot.ts`), so a card is never left on
 * top of, or hidden under, another: every card has the same z-index, so DOM order decided which
 * one showed, and the next press picked the wrong one (QA pass 7). Parts dropped together keep
 * their arrangement and move as one block per parent.
 */
import type { Component } from '../../schema/components';
import type { Placement } from '../../schema/design';
import { indexComponents } from '../../store/designIndex';
import { CONTAINER_PAD } from '../../store/geometry';
import { blockOffset, drawnSize, growsClear, outline, type Box, type Measured } from './pasteSpot';

/** True when `a` and `b` share some area (touching edges do not count). */
const covers = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * `layout` with each of `roots` that covers a sibling moved clear of its siblings, with the other
 * roots of its parent. `layout` must fit every container (after `fitContainers`).
 */
export function clearOfSiblings(
  components: readonly Component[],
  layout: Readonly<Record<string, Placement>>,
  roots: readonly string[],
  measured?: Measured,
): Readonly<Record<string, Placement>> {
  const { byId, children } = indexComponents(components);
  let out = layout as Record<string, Placement>; // copied before the first change
  const rootSet = new Set(roots);
  const byParent = new Map<string, Component[]>();
  for (const id of roots) {
    const c = byId.get(id);
    if (c) byParent.set(c.parentId ?? '', [...(byParent.get(c.parentId ?? '') ?? []), c]);
  }
  const boxOf = (c: Component): Box => ({ x: out[c.id]?.x ?? 0, y: out[c.id]?.y ?? 0, ...drawnSize(c, out, measured) });
  for (const [parent, group] of byParent) {
    const parts = group.map(boxOf);
    const obstacles = (children.get(parent) ?? []).filter((s) => !rootSet.has(s.id)).map(boxOf);
    if (!parts.some((p) => obstacles.some((o) => covers(p, o)))) continue;
    const inside = parent !== '';
    const block = outline(parts);
    const off = blockOffset(
      parts,
      obstacles,
      { x: 0, y: 0 },
      inside ? { x: CONTAINER_PAD.left, y: CONTAINER_PAD.top } : undefined,
      (dx, dy) => !inside || growsClear(components, out, parent, { ...block, x: block.x + dx, y: block.y + dy }),
    );
    if (off.x === 0 && off.y === 0) continue;
    if (out === layout) out = { ...layout };
    for (const c of group) out[c.id] = { ...out[c.id], x: (out[c.id]?.x ?? 0) + off.x, y: (out[c.id]?.y ?? 0) + off.y };
  }
  return out;
}

/** "DB1 moved from MBX1 to MBX2.": each part that changed box, by its old and new box. */
export function changedBoxText(
  before: readonly Component[],
  after: readonly Component[],
  roots: readonly string[],
): string | null {
  const was = indexComponents(before).byId;
  const now = indexComponents(after).byId;
  const where = (byId: typeof was, id: string | undefined): string | undefined => (id ? byId.get(id)?.name : undefined);
  const groups = new Map<string, { names: string[]; from?: string; to?: string }>();
  for (const id of roots) {
    const [b, a] = [was.get(id), now.get(id)];
    if (!b || !a || b.parentId === a.parentId) continue;
    const from = where(was, b.parentId);
    const to = where(now, a.parentId);
    const key = `${b.parentId ?? ''}>${a.parentId ?? ''}`;
    const g = groups.get(key) ?? { names: [], ...(from ? { from } : {}), ...(to ? { to } : {}) };
    g.names.push(a.name);
    groups.set(key, g);
  }
  if (groups.size === 0) return null;
  const sentences = [...groups.values()].map(({ names, from, to }) => {
    const who = names.length > 3 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more` : listed(names);
    if (from && to) return `${who} moved from ${from} to ${to}.`;
    return to ? `${who} moved into ${to}.` : `${who} moved out of ${from ?? 'its box'}.`;
  });
  return sentences.length > 2
    ? `${sentences.slice(0, 2).join(' ')} ${sentences.length - 2} more groups of parts changed box.`
    : sentences.join(' ');
}

const listed = (names: readonly string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
