/**
 * Containment checks of a design file, beyond "the parent exists": a component sits only in a kind
 * `allowedParents` lets it, and no component sits (through others) inside itself. The canvas draws
 * the tree from the top level down, so a loop is never reached: its parts and everything in them
 * were not drawn, could not be selected, fixed or deleted, and the engine still evaluated them.
 */
import { allowedParents, kindLabel, withArticle, type Component, type ComponentKind } from './components';

/** A containment problem of the component at `index` (its `parentId` is at fault). */
export interface ContainmentProblem {
  readonly index: number;
  readonly message: string;
}

/** "A server" at the start of a sentence. */
const aKind = (kind: ComponentKind): string => {
  const words = withArticle(kindLabel[kind]);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `SRV1 (server-1)`: names may repeat in a file, ids may not. */
const named = (c: Component): string => `${c.name} (${c.id})`;

/**
 * Where a kind may sit and how to put it there: `A server sits at the top level: remove its
 * "parentId".` / `A LUN sits in a RAID group: set its "parentId" to the id of one.`
 */
export function whereItSits(kind: ComponentKind): string {
  const allowed = allowedParents[kind];
  const kinds = allowed.filter((k): k is ComponentKind => k !== null).map((k) => withArticle(kindLabel[k]));
  const inKinds = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}` : kinds[0];
  const top = allowed.includes(null);
  if (!inKinds) return `${aKind(kind)} sits at the top level: remove its "parentId".`;
  if (!top) return `${aKind(kind)} sits in ${inKinds}: set its "parentId" to the id of one.`;
  const oneOf = kinds.length > 1 ? 'one' : inKinds;
  return `${aKind(kind)} sits at the top level or in ${inKinds}: remove its "parentId", or set it to the id of ${oneOf}.`;
}

/**
 * Every parent loop (once, at the member whose parent its kind does not allow: the loop is broken
 * there) and every other disallowed parent. A parent id naming nothing is `Design`'s own check. A
 * kind that needs a parent but has none is not refused: such files have always opened, and the
 * canvas draws the part at the top level, where the user can see and fix it.
 */
export function containmentProblems(components: readonly Component[]): ContainmentProblem[] {
  const byId = new Map<string, Component>();
  const indexOf = new Map<Component, number>();
  components.forEach((c, i) => {
    if (!byId.has(c.id)) byId.set(c.id, c);
    indexOf.set(c, i);
  });
  const problems: ContainmentProblem[] = [];
  const inLoop = new Set<Component>();
  // 'walking': on the chain being followed up now; 'done': its chain up is known to end.
  const state = new Map<Component, 'walking' | 'done'>();
  for (const start of components) {
    const chain: Component[] = [];
    let cur: Component | undefined = start;
    while (cur && !state.has(cur)) {
      state.set(cur, 'walking');
      chain.push(cur);
      cur = cur.parentId === undefined ? undefined : byId.get(cur.parentId);
    }
    if (cur && state.get(cur) === 'walking') {
      const loop = chain.slice(chain.indexOf(cur));
      loop.forEach((c) => inLoop.add(c));
      problems.push(loopProblem(loop, byId, indexOf));
    }
    chain.forEach((c) => state.set(c, 'done'));
  }
  components.forEach((c, index) => {
    const parent = c.parentId === undefined ? undefined : byId.get(c.parentId);
    if (!parent || inLoop.has(c) || allowedParents[c.kind].includes(parent.kind)) return;
    problems.push({
      index,
      message:
        `${c.name} sits in ${named(parent)}, ${withArticle(kindLabel[parent.kind])}, which cannot hold ` +
        `${withArticle(kindLabel[c.kind])}. ${whereItSits(c.kind)}`,
    });
  });
  return problems.sort((a, b) => a.index - b.index);
}

/**
 * A loop, listed in parent order from the member to fix:
 * `SRV1 (server-1) sits in HBA1 (hba-1), which sits in SRV1.`
 */
function loopProblem(
  loop: readonly Component[],
  byId: ReadonlyMap<string, Component>,
  indexOf: ReadonlyMap<Component, number>,
): ContainmentProblem {
  const wrong = (c: Component): boolean => {
    const parent = byId.get(c.parentId ?? '');
    return !parent || !allowedParents[c.kind].includes(parent.kind);
  };
  // `allowedParents` has no loop, so some member's parent is not allowed: that is the link to cut.
  const at = Math.max(0, loop.findIndex(wrong));
  const ordered = [...loop.slice(at), ...loop.slice(0, at)];
  const first = ordered[0];
  const fix = whereItSits(first.kind);
  if (ordered.length === 1)
    return {
      index: indexOf.get(first) ?? 0,
      message: `Its "parentId" is its own id (${first.id}): nothing can sit inside itself, so it and what it holds cannot be drawn. ${fix}`,
    };
  const listed = `${named(first)} sits in ${ordered.slice(1).map(named).join(', which sits in ')}, which sits in ${first.name}`;
  return {
    index: indexOf.get(first) ?? 0,
    message: `Its "parentId" makes a loop: ${listed}. Nothing can sit inside itself, so these parts and what they hold cannot be drawn. ${fix}`,
  };
}
