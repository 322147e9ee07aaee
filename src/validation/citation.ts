/**
 * How a design's source document is named where a customer reads it: the design report (title
 * block and published figures) and the results dock's Published tab. A preset is read from a seed
 * document whose file name (`000_fc78f8ddc2922753.txt`) is internal to how the presets were built,
 * so customer-facing text names the document by its title and cites lines only; the file name
 * stays where developers read it (the design file's `meta.source.document`, the CLI's
 * `presets --json` field `source`, docs/presets.md and docs/validation.md). Pure.
 */
import type { Meta, SourceRef } from '../schema/provenance';

/** A preset seed document's file name: three digits, `_`, 16 hexadecimal digits, `.txt`. */
const SEED_FILE = /^\d{3}_[0-9a-f]{16}\.txt$/i;

/** Whether `name` is a seed document's internal file name, which a customer must not see. */
export function isSeedFileName(name: string): boolean {
  return SEED_FILE.test(name.trim());
}

type Source = NonNullable<Meta['source']>;

/** The source's title; without one, its file name unless that is internal (`the source document`). */
export function sourceTitle(source: Source): string {
  const title = source.title.trim();
  if (title) return title;
  return isSeedFileName(source.document) ? 'the source document' : source.document;
}

/** The lines the design was read from, `lines 112-176, 247-474`; null when none are given. */
export function sourceLines(source: Source): string | null {
  const lines = source.lines?.trim();
  return lines ? `lines ${lines}` : null;
}

/**
 * Where a figure or reading was read: `line 552`, `lines 613, 614` in the design's own source;
 * another document by its name (a Jetstress report the user imported: `xiv30.html, line 40`), or,
 * when that name is a seed document's, as `another source document`.
 */
export function citation(ref: SourceRef, source: Source | undefined): string {
  const lines = `${ref.lines.length === 1 ? 'line' : 'lines'} ${ref.lines.join(', ')}`;
  if (ref.document === source?.document) return lines;
  if (!isSeedFileName(ref.document)) return `${ref.document}, ${lines}`;
  return source ? `another source document, ${lines}` : lines;
}
