/**
 * The Compare view's table as CSV, for a customer e-mail or a spreadsheet: one row per row of the
 * view, one column per design (the current design first, then each candidate by its name), each
 * cell the figure as the view shows it with its units. What the view shows beside a figure goes
 * after it in the same cell, so the file keeps one column per design: the second line (target,
 * server), "best" where the view marks it, and the difference from the first column.
 *
 * Written with the BOM export's CSV helpers (src/bom/csv.ts): RFC 4180, a byte-order mark so
 * Excel reads "≈" and "−" right, and names (which come from anyone's design) guarded against
 * formula injection. Pure: the view's columns and rows in, text or the reason there is none out.
 */
import { csvField, UTF8_BOM } from '../../src/bom/csv';
import { columnTitles } from './columnName';
import type { CompareColumn } from './CompareTable';
import type { CompareCell, CompareRow } from './compareRows';

/** The CSV text, or the names of the columns whose figures are not all in yet. */
export type CompareCsv =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly pending: string[] };

/**
 * What a cell reads as in the file: the figure, then what the view shows beside it. `bestRule`: what
 * its row's "best" is judged on, where not the figure (the view says it in the mark's tooltip; a
 * file has no tooltip, and a "best" beside the smaller number must say why).
 */
export function cellText(cell: CompareCell, bestRule?: string): string {
  if (cell.kind !== 'value') return cell.text;
  const parts = [cell.text];
  if (cell.detail) parts.push(`(${cell.detail})`);
  if (cell.best) parts.push(bestRule ? `[best: ${bestRule}]` : '[best]');
  if (cell.diff) parts.push(`[${cell.diff} vs first column]`);
  return parts.join(' ');
}

/**
 * The file for the view's `columns` and `rows`, or, while any column still has a figure on its way
 * (a half-evaluated column would be read as final once it is in a spreadsheet), which ones.
 */
export function compareCsv(columns: readonly CompareColumn[], rows: readonly CompareRow[]): CompareCsv {
  // Named as the view's headers name them (columnName.ts): a blank name, and two alike, included.
  const titles = columnTitles(columns.map((c) => c.name));
  const pending = columns.flatMap((c, i) =>
    c.status?.tone === 'pending' || rows.some((r) => r.cells[i]?.kind === 'pending') ? [titles[i]!] : [],
  );
  if (pending.length > 0) return { ok: false, pending };
  const lines: string[][] = [
    ['Figure', ...titles],
    // Where each design came from (a preset by its whole title, which its header shortens), and why
    // one has no figures (its header says so in the view).
    ['Design', ...columns.map(designText)],
    ...rows.map((r) => [r.label, ...columns.map((_, i) => (r.cells[i] ? cellText(r.cells[i], r.bestRule) : ''))]),
  ];
  return { ok: true, text: `${UTF8_BOM}${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n` };
}

/** The Design row's cell: "Preset: Cisco UCS C210 M2 — 2,500 mailboxes, …", then why there are no figures. */
function designText(c: CompareColumn): string {
  const from = c.fullName ? `${c.source}: ${c.fullName}` : c.source;
  if (!c.status) return from;
  return c.fullName ? `${from} (${c.status.text})` : `${from}: ${c.status.text}`;
}

/** "A" / "A and B" / "A, B and C": the columns a refusal names. */
export function namesText(names: readonly string[]): string {
  const quoted = names.map((n) => `“${n}”`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
}
