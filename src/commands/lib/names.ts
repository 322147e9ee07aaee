/**
 * Names and ids for components. Names are unique within a design: reports, findings and the CLI
 * name parts by name, so two servers called "MBX1" could not be told apart. Two names are the same
 * when they differ only in case or surrounding spaces ("MBX1", "mbx1 "): Windows host names ignore
 * case, and so does a reader.
 */
import { kindLabel, withArticle, type Component } from '../../schema/components';
import type { Link } from '../../schema/connections';
import { freshId } from '../../schema/ids';

/** Every id in use by a component or a link (the two share one namespace for new ids). */
export function takenIds(components: readonly Component[], links: readonly Link[]): Set<string> {
  const s = new Set<string>();
  for (const c of components) s.add(c.id);
  for (const l of links) s.add(l.id);
  return s;
}

/** A fresh id from a prefix, recorded in `taken` so consecutive calls never collide. */
export function takeId(prefix: string, taken: Set<string>): string {
  const id = freshId(prefix, taken);
  taken.add(id);
  return id;
}

/** The form in which two names count as the same: trimmed and case-folded. */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/** The names `components` use, as `nameKey`s (for `nextName`). */
export function usedNames(components: readonly Component[]): Set<string> {
  return new Set(components.map((c) => nameKey(c.name)));
}

/** The component other than `exceptId` already called `name` (in any case), if any. */
export function namedAlike(components: readonly Component[], name: string, exceptId?: string): Component | undefined {
  const key = nameKey(name);
  return components.find((c) => c.id !== exceptId && nameKey(c.name) === key);
}

/** Why a component of kind `kind` may not take the name `other` already has. */
export function nameTaken(other: Component, kind: Component['kind']): { reason: string; hint: string } {
  // "a server" → "server", "an HBA" → "HBA": the label as read mid-sentence.
  const word = withArticle(kindLabel[kind]).replace(/^an? /, '');
  const who = other.kind === kind ? `another ${word}` : withArticle(kindLabel[other.kind]);
  const capital = who.charAt(0).toUpperCase() + who.slice(1);
  return {
    reason: `${capital} is already named "${other.name}". Names must be unique so reports can tell parts apart.`,
    hint: 'Choose another name; the old one is kept.',
  };
}

/**
 * `base` when free, else the next free name like it: `DB7` → `DB8`, `Server` → `Server 2`. Only a
 * short number (or a zero-padded one) counts on: `Brocade 300` → `Brocade 300 2`, `MBX007` →
 * `MBX008`. Without one at the end, the last one that ends a word counts on, as a numbered part's
 * siblings are named: `MBX1 DB01 LUN` → `MBX1 DB02 LUN`, `Shelf 1 (NL-SAS)` → `Shelf 2 (NL-SAS)`
 * (not `2.5"`, `24-bay`). `used` holds `nameKey`s (see `usedNames`); the result's key is added to it.
 */
export function nextName(base: string, used: Set<string>): string {
  const trimmed = base.trim().slice(0, 110) || 'Component';
  // A number after a word or a space: not the end of `4+4` or `2.5`.
  const m = /^(.*?(?:^|[\s\p{L}]))(\d+)$/u.exec(trimmed);
  const taken = (name: string): boolean => used.has(nameKey(name));
  let name: string;
  if (!taken(trimmed)) {
    name = trimmed;
  } else if (m && countsOn(m[2])) {
    const [, stem, digits] = m;
    let n = Number(digits) + 1;
    while (taken(`${stem}${pad(n, digits.length)}`)) n++;
    name = `${stem}${pad(n, digits.length)}`;
  } else if (inner(trimmed)) {
    const { stem, digits, rest } = inner(trimmed)!;
    let n = Number(digits) + 1;
    while (taken(`${stem}${pad(n, digits.length)}${rest}`)) n++;
    name = `${stem}${pad(n, digits.length)}${rest}`;
  } else {
    let n = 2;
    while (taken(`${trimmed} ${n}`)) n++;
    name = `${trimmed} ${n}`;
  }
  used.add(nameKey(name));
  return name;
}

/** A number worth counting on: short, or zero-padded. */
function countsOn(digits: string): boolean {
  return digits.length <= 2 || digits.startsWith('0');
}

/** The last number that counts on and ends a word inside `name` ("DB01" of "MBX1 DB01 LUN"). */
function inner(name: string): { stem: string; digits: string; rest: string } | undefined {
  let found: { stem: string; digits: string; rest: string } | undefined;
  for (const m of name.matchAll(/(?<=^|[\s\p{L}])(\d+)(?=[\s:,])/gu)) {
    if (countsOn(m[1])) found = { stem: name.slice(0, m.index), digits: m[1], rest: name.slice(m.index + m[1].length) };
  }
  return found;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
