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
    const n = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(n)) return { ok: false, error: 'Enter a number.' };
    if (spec.type === 'int' && !Number.isInteger(n)) return { ok: false, error: 'Enter a whole number.' };
    return { ok: true, value: n };
  }
  return { ok: true, value: text };
}

/** The text shown in a field for a value. */
export function formatField(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}
