/** Containment helpers: where a component of a kind may go, and how to say so. */
import { allowedParents, kindLabel, withArticle, type Component, type ComponentKind } from '../../schema/components';
import { ancestorsOf, indexComponents } from '../../store/designIndex';

/**
 * Where a component may sit: `allowedParents` of its kind, narrowed for arrays by attachment — a SAN
 * array stands on its own, an internal RAID controller lives in a server.
 */
export function parentsFor(kind: ComponentKind, attachment?: 'san' | 'internal'): readonly (ComponentKind | null)[] {
  if (kind === 'array' && attachment) return attachment === 'san' ? [null] : ['server'];
  return allowedParents[kind];
}

/** True when `kind` may sit directly in `parent` (undefined = top level). */
export function canContain(
  parent: Component | undefined,
  kind: ComponentKind,
  attachment?: 'san' | 'internal',
): boolean {
  return parentsFor(kind, attachment).includes(parent ? parent.kind : null);
}

/** "A" or "An" before a kind label, as it is read aloud ("an HBA", "an FC switch", "a LUN"). */
export function article(label: string, capital = false): string {
  const an = /^[aeiou]/i.test(label) || /^(HBA|FC\b)/.test(label);
  const word = an ? 'an' : 'a';
  return capital ? word[0].toUpperCase() + word.slice(1) : word;
}

/** "a server or a virtual machine": the containers `kind` may sit in, as read mid-sentence. */
export function validParentsText(kind: ComponentKind, attachment?: 'san' | 'internal'): string {
  const names = parentsFor(kind, attachment)
    .filter((k): k is ComponentKind => k !== null)
    .map((k) => withArticle(kindLabel[k]));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function labelFor(kind: ComponentKind, attachment?: 'san' | 'internal'): string {
  if (kind === 'array' && attachment) return attachment === 'san' ? 'SAN storage array' : 'internal RAID controller';
  return kindLabel[kind];
}

/** How the part reached the canvas: dropped at a point, or clicked in the palette. */
export type Gesture = 'drop' | 'click';

/**
 * How to phrase why `kind` cannot go where it was put. `target` is what the user aimed at: the
 * container under the drop point, or for a click the selected component (undefined: nothing
 * selected). A click never aims at what happens to lie under the view centre, so its message
 * names only the container kind the part needs, and says to select one.
 */
export function placementRefusal(
  kind: ComponentKind,
  target: Component | undefined,
  attachment?: 'san' | 'internal',
  gesture: Gesture = 'drop',
): { reason: string; hint: string } {
  const what = withArticle(labelFor(kind, attachment));
  const What = what.charAt(0).toUpperCase() + what.slice(1);
  const where = validParentsText(kind, attachment);
  const inTarget = target ? withArticle(kindLabel[target.kind]) : 'a container';
  if (!parentsFor(kind, attachment).includes(null)) {
    if (gesture === 'click') {
      return {
        reason: target
          ? `${What} must sit inside ${where}, and the selected ${target.name} is not in one.`
          : `${What} must sit inside ${where}.`,
        hint: `Select ${where} on the canvas and click the part again, or drag the part onto one.`,
      };
    }
    return {
      reason: target
        ? `${What} cannot go inside ${inTarget}; it must sit in ${where}.`
        : `${What} must sit inside ${where}.`,
      hint: `Drop it onto ${where} on the canvas (expand it first if it is collapsed).`,
    };
  }
  return {
    reason: `${What} cannot go inside ${inTarget}.`,
    hint: where ? `Drop it on empty canvas or onto ${where}.` : 'Drop it on empty canvas.',
  };
}

/**
 * The container a new `kind` goes into when aimed at `start`: `start` itself or its nearest ancestor
 * that may hold `kind`. Returns `{ parent: undefined }` for top level, or null when nothing fits.
 */
export function resolveParent(
  components: readonly Component[],
  kind: ComponentKind,
  start: Component | undefined,
  attachment?: 'san' | 'internal',
): { parent: Component | undefined } | null {
  if (!start) return canContain(undefined, kind, attachment) ? { parent: undefined } : null;
  for (const c of [start, ...ancestorsOf(components, start.id)]) {
    if (canContain(c, kind, attachment)) return { parent: c };
  }
  return null;
}

/** True when `id` is `ancestorId` or nested below it. */
export function isWithin(components: readonly Component[], id: string, ancestorId: string): boolean {
  if (id === ancestorId) return true;
  return ancestorsOf(components, id).some((a) => a.id === ancestorId);
}

/** The storage array a component belongs to (itself for an array), if any. */
export function arrayOf(components: readonly Component[], id: string): string | undefined {
  const c = indexComponents(components).byId.get(id);
  if (!c) return undefined;
  if (c.kind === 'array') return c.id;
  return ancestorsOf(components, id).find((a) => a.kind === 'array')?.id;
}
