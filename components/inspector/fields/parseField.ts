/** Turns what the user typed into a property value, or says why it is not one. */
import type { FieldSpec } from './fieldSpecs';

/** A parsed value (`undefined` clears an optional property) or an error message. */
export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses text (or a checkbox/select value) for a field. */
export function parseField(spec: FieldSpec, raw: string | boolean): Parsed {
  if (spec.type === 'bool') return { ok: true, value: Boolean(raw) };
  const text = String(raw).trim();
  if (text === '')
    return spec.optional
      ? { ok: true, value: undefined }
      : { ok: false, error: `Enter ${spec.type === 'text' ? 'a value' : 'a number'}.` };
  if (spec.type === 'int' || spec.type === 'number') {
    const grouped = ungroup(text);
    if (!grouped.ok) return grouped;
    const n = Number(grouped.value);
    if (!Number.isFinite(n)) return { ok: false, error: 'Enter a number.' };
    if (spec.type === 'int' && !Number.isInteger(n)) return { ok: false, error: 'Enter a whole number.' };
    return { ok: true, value: n };
  }
  return { ok: true, value: text };
}

/** Thousands grouping: 1,000 · 12,345.5 · -1,000,000 (a comma before every group of three digits). */
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
/** One comma between digits and no dot: a decimal comma, as many locales write 1.5. */
const DECIMAL_COMMA = /^[+-]?\d*,\d+$/;

/**
 * The number text without its thousands commas. A comma is only ever grouping: stripping every
 * comma read "1,5" (a decimal comma) as 15, ten times the value meant, and silently where the field
 * allows 15. Anything but proper grouping is refused, naming the value with a dot where that is clear.
 */
function ungroup(text: string): { ok: true; value: string } | { ok: false; error: string } {
  if (!text.includes(',')) return { ok: true, value: text };
  if (GROUPED.test(text)) return { ok: true, value: text.replace(/,/g, '') };
  if (DECIMAL_COMMA.test(text)) {
    const dotted = String(Number(text.replace(',', '.')));
    return { ok: false, error: `Use a dot for decimals: ${dotted}` };
  }
  return { ok: false, error: 'Use a dot for decimals (1.5) and commas only between groups of three digits (1,000).' };
}

/** The text shown in a field for a value. */
export function formatField(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}
