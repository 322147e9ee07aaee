/**
 * The names of copied parts. Each copy gets the next free name (`nextName`), and what a copied box
 * holds follows the box's new name where it starts with the box's first word: a copy of server
 * "MBX1" is "MBX2", and its "MBX1 DB01" becomes "MBX2 DB01", not "MBX1 DB07"; a copy of "MBX1 DB
 * RAID group" holds "MBX2 DB01 LUN". QA pass 9 built a three-server DAG from scratch and renamed
 * 36 copies by hand because they kept the first server's name.
 */
import type { Component } from '../../schema/components';
import { nameKey, nextName } from './names';

/** First word of a name and the rest after it ("MBX1", " DB01"). */
function firstWord(name: string): [string, string] {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space)];
}

/**
 * New names for copies of `components` (a fragment: parents by `parentId` among them), by original
 * id. `used` holds the `nameKey`s already taken; the new names are added to it.
 */
export function copyNames(components: readonly Component[], used: Set<string>): Map<string, string> {
  const byId = new Map(components.map((c) => [c.id, c] as const));
  const names = new Map<string, string>();
  // The first word a copy's contents trade, and for what: from its own new name, or its box's.
  const renames = new Map<string, readonly [string, string] | null>();
  const visit = (c: Component): void => {
    if (names.has(c.id)) return;
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (parent) visit(parent);
    const inherited = parent ? (renames.get(parent.id) ?? null) : null;
    const [word, rest] = firstWord(c.name);
    let name: string;
    if (inherited && word === inherited[0] && !used.has(nameKey(inherited[1] + rest))) {
      name = inherited[1] + rest;
      used.add(nameKey(name));
    } else {
      name = nextName(inherited && word === inherited[0] ? inherited[1] + rest : c.name, used);
    }
    names.set(c.id, name);
    const [newWord] = firstWord(name);
    renames.set(c.id, newWord !== word ? [word, newWord] : inherited);
  };
  for (const c of components) visit(c);
  return names;
}
