/**
 * A Compare column's name, one rule for everywhere it is written: the column's header and the
 * CSV's (the header once showed a field left blank while the file named the column after what the
 * store kept). Pure, so both read it the same way. No two columns go by the same name: a rename to
 * another column's name is refused, and a name that arrives taken gets a number.
 */
import { nameKey } from '../../src/commands/lib/names';
import { MAX_NAME_LENGTH } from '../../src/presets/presetName';

// A preset's short name and the longest name are shared with the kept list (src/io/compareKeep.ts).
export { MAX_NAME_LENGTH, presetColumnName, presetHeading, type PresetTitle } from '../../src/presets/presetName';

/**
 * The name column `index` (0: the current design) is shown and exported under: its own, or, when
 * that is blank (a design file's or a document's may be), `Column 2` rather than an empty header.
 */
export function columnTitle(name: string, index: number): string {
  return name.trim() || `Column ${index + 1}`;
}

/**
 * The name a column keeps once `typed` is committed over `current` (its name as shown): trimmed and
 * cut to `MAX_NAME_LENGTH`; blank, it stays `current` (the store refuses a blank name too, so the
 * field must show the name the store kept, not the blank). An unchanged name is kept whole, even
 * one longer than the limit from before it.
 */
export function committedName(typed: string, current: string): string {
  const trimmed = typed.trim();
  if (!trimmed || trimmed === current) return current;
  return trimmed.slice(0, MAX_NAME_LENGTH).trimEnd();
}

/**
 * The names the columns are shown and exported under, in order: each `columnTitle`, and one that
 * another column before it already shows (a preset added twice, a design file named as the current
 * design) followed by " (2)", " (3)"…, so no two headers of the CSV are the same. Names compare
 * as part names do, ignoring case and surrounding spaces.
 */
export function columnTitles(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((n, i) => {
    const base = columnTitle(n, i);
    let title = base;
    for (let k = 2; taken.has(nameKey(title)); k++) title = `${base} (${k})`;
    taken.add(nameKey(title));
    return title;
  });
}

/**
 * Why column `index` cannot be renamed `next`: another column already shows that name (`titles`,
 * from `columnTitles`). Refused, as a part's rename to another part's name is, rather than given a
 * suffix the user did not type; null when the name is free.
 */
export function renameRefusal(next: string, index: number, titles: readonly string[]): string | null {
  const key = nameKey(next);
  const other = titles.find((t, i) => i !== index && nameKey(t) === key);
  return other === undefined
    ? null
    : `Another column is already named “${other}”. Names must be unique so the exported table can tell the columns apart.`;
}
