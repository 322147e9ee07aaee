/**
 * What a preset is called where the user sees a design made from it: a Compare column, and a kept
 * Compare candidate that could not be restored. Its title up to the dash before its workload
 * ("Cisco UCS C210 M2 — 2,500 mailboxes, …" is "Cisco UCS C210 M2"), the system a customer knows
 * it by, never its file id ("xiv-2810"), which the user never sees. Pure, so the Compare view
 * (components/compare/columnName.ts) and the kept list (src/io/compareKeep.ts) name it alike.
 */
import { nameKey } from '../commands/lib/names';

/**
 * The longest name a Compare column takes: a header of a six-column table shows about 25
 * characters, and its tooltip and the CSV the rest; a 300-character name is a paste gone wrong,
 * not a name.
 */
export const MAX_NAME_LENGTH = 60;

/**
 * The name a preset's column is headed by: its title up to the dash before its workload. A six-column
 * header shows about 25 characters; the whole title goes in the tooltip and the CSV's Design row.
 * Longer than a name may be, it is cut at a word.
 */
export function presetColumnName(title: string): string {
  const head = (title.split(' — ')[0] ?? title).trim() || title.trim();
  if (head.length <= MAX_NAME_LENGTH) return head;
  const cut = head.slice(0, MAX_NAME_LENGTH - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > MAX_NAME_LENGTH / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:(–—-]+$/u, '')}…`;
}

/** A preset as named here: its id (the name a preset candidate is kept under) and title. */
export interface PresetTitle {
  readonly id: string;
  readonly title: string;
}

/**
 * The heading of a design made from a preset and still under the name it was added with (the
 * preset's id, or its short title): the short title, and the whole one for a tooltip. Null once
 * the user renamed it, or when no preset goes by that name.
 */
export function presetHeading(
  name: string,
  presets: readonly PresetTitle[],
): { readonly name: string; readonly fullName: string } | null {
  const key = nameKey(name);
  const p = presets.find((x) => nameKey(x.id) === key || nameKey(presetColumnName(x.title)) === key);
  return p ? { name: presetColumnName(p.title), fullName: p.title } : null;
}
