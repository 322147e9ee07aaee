/**
 * A Compare column's name, one rule for everywhere it is written: the column's header and the
 * CSV's (the header once showed a field left blank while the file named the column after what the
 * store kept). Pure, so both read it the same way.
 */

/**
 * The longest name a column takes: a header of a six-column table shows about 25 characters, and
 * its tooltip and the CSV the rest; a 300-character name is a paste gone wrong, not a name.
 */
export const MAX_NAME_LENGTH = 60;

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
