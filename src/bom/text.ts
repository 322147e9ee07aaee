/**
 * Number and list wording for BOM cells. Kept here rather than shared with components/format.ts:
 * the BOM is a pure module below the UI, and its cells follow spreadsheet needs (plain text, no
 * non-breaking spaces that break a customer's search).
 */

/** `1000` → `1,000`; `2.53` → `2.53`; at most 2 decimals, no trailing zeros. */
export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** `1 drive`, `12 drives`. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${num(n)} ${n === 1 ? one : many}`;
}

/** Longest `usedInSummary` before it is cut with `… and N more` [characters]. */
export const SUMMARY_MAX_CHARS = 120;

/** A standalone number in a name: not part of a model number such as `QLA2432` or `2810-A14`. */
const NUMBER_TOKEN = /(?<![\p{L}\d.])\d+(?![\p{L}\d.])/gu;

interface Numbered {
  readonly prefix: string;
  readonly n: number;
  readonly suffix: string;
}

/** Every way to split a name at one standalone number: `DAE 3 (146 GB)` → at `3` and at `146`. */
function splits(name: string): Numbered[] {
  return [...name.matchAll(NUMBER_TOKEN)]
    .filter((m) => m.index !== undefined && m[0].length <= 6)
    .map((m) => ({ prefix: name.slice(0, m.index), n: Number(m[0]), suffix: name.slice(m.index! + m[0].length) }));
}

const keyOf = (p: Numbered): string => `${p.prefix}\u0000${p.suffix}`;

/**
 * Where each name is split to be written with others: at the number that the most names share
 * the rest of the name with (`DAE 1 (450 GB)` and `DAE 2 (450 GB)` split at 1 and 2, not at 450);
 * the last such number on a tie. Null for a name with no standalone number.
 */
function chooseSplits(names: readonly string[]): (Numbered | null)[] {
  const all = names.map(splits);
  const shared = new Map<string, number>();
  for (const options of all) for (const o of options) shared.set(keyOf(o), (shared.get(keyOf(o)) ?? 0) + 1);
  return all.map((options) => {
    let best: Numbered | null = null;
    for (const o of options) if (!best || shared.get(keyOf(o))! >= shared.get(keyOf(best))!) best = o;
    return best;
  });
}

/** `[1,2,3,5]` → `1–3, 5`: runs of three or more become ranges. */
function ranges(ns: readonly number[]): string {
  const sorted = [...new Set(ns)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) out.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) out.push(String(sorted[k]));
    i = j + 1;
  }
  return out.join(', ');
}

/**
 * Names compacted for one cell: names that differ only in their last number are written once
 * (`Module 1`…`Module 15` → `Module 1–15`), in the order they first appear; past
 * `SUMMARY_MAX_CHARS` the rest is counted (`… and 12 more`). The full list stays in `usedIn`.
 */
export function summariseNames(names: readonly string[]): string {
  const groups = new Map<string, { prefix: string; suffix: string; ns: number[] } | { plain: string }>();
  const chosen = chooseSplits(names);
  for (const [i, name] of names.entries()) {
    const parts = chosen[i];
    if (!parts) {
      groups.set(`plain:${name}`, { plain: name });
      continue;
    }
    const key = keyOf(parts);
    const g = groups.get(key);
    if (g && 'ns' in g) g.ns.push(parts.n);
    else groups.set(key, { prefix: parts.prefix, suffix: parts.suffix, ns: [parts.n] });
  }
  const pieces = [...groups.values()].map((g) => ({
    text: 'plain' in g ? g.plain : `${g.prefix}${ranges(g.ns)}${g.suffix}`,
    size: 'plain' in g ? 1 : g.ns.length,
  }));
  const shown: string[] = [];
  let length = 0;
  let left = names.length;
  for (const [i, p] of pieces.entries()) {
    const more = i < pieces.length - 1;
    if (shown.length > 0 && length + p.text.length + 2 > SUMMARY_MAX_CHARS && more) break;
    shown.push(p.text);
    length += p.text.length + 2;
    left -= p.size;
  }
  return left > 0 ? `${shown.join('; ')}; … and ${num(left)} more` : shown.join('; ');
}
