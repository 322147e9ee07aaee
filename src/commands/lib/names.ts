/** Names and ids for new components. */
import type { Component } from '../../schema/components';
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

/**
 * `base` when free, else the next free name like it: `DB7` → `DB8`, `Server` → `Server 2`. Only a
 * short trailing number (or a zero-padded one) counts on: `Brocade 300` → `Brocade 300 2`, `MBX007` →
 * `MBX008`.
 * Records the result in `used`.
 */
export function nextName(base: string, used: Set<string>): string {
  const trimmed = base.trim().slice(0, 110) || 'Component';
  const m = /^(.*?)(\d+)$/.exec(trimmed);
  let name: string;
  if (!used.has(trimmed)) {
    name = trimmed;
  } else if (m && (m[2].length <= 2 || m[2].startsWith('0'))) {
    const [, stem, digits] = m;
    let n = Number(digits) + 1;
    while (used.has(`${stem}${pad(n, digits.length)}`)) n++;
    name = `${stem}${pad(n, digits.length)}`;
  } else {
    let n = 2;
    while (used.has(`${trimmed} ${n}`)) n++;
    name = `${trimmed} ${n}`;
  }
  used.add(name);
  return name;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
