/** Turns what the user typed into a property value, or says why it is not one. */
import { withArticle } from '../../../src/schema/components';
import type { FieldSpec } from './fieldSpecs';

/** A parsed value (`undefined` clears an optional property) or an error message. */
export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses text (or a checkbox/select value) for a field. */
export function parseField(spec: FieldSpec, raw: string | boolean): Parsed {
  if (spec.type === 'bool') return { ok: true, value: Boolean(raw) };
  const text = String(raw).trim();
  if (text === '') return spec.optional ? { ok: true, value: undefined } : { ok: false, error: emptyError(spec) };
  if (spec.type === 'int' || spec.type === 'number') {
    const grouped = ungroup(text);
    const n = grouped.ok ? Number(grouped.value) : NaN;
    if (!Number.isFinite(n))
      return { ok: false, error: notANumber(text, spec) ?? (grouped.ok ? 'Enter a number.' : grouped.error) };
    if (spec.type === 'int' && !Number.isInteger(n)) return { ok: false, error: 'Enter a whole number.' };
    return { ok: true, value: n };
  }
  return { ok: true, value: text };
}

/**
 * What a required field left empty asks for: a number, a text by its label ("Enter a name."), or a
 * choice ("Choose a RAID level.").
 */
function emptyError(spec: FieldSpec): string {
  if (spec.type === 'select' || spec.type === 'drive' || spec.type === 'controller' || spec.type === 'enclosure')
    return `Choose ${withArticle(spec.label)}.`;
  // "Enter a name." says what the field wants, as "Enter a value." did not (QA pass 8).
  return spec.type === 'text' ? `Enter ${withArticle(spec.label)}.` : 'Enter a number.';
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

/** A number followed by words or a unit: `1 TB`, `8GB`, `40 000 IO/s`, `20 %`, `2000 mailboxes`. */
const WITH_UNIT = /^[+-]?[\d.,\s]*\d[\d.]*\s*([^\d\s.,+-].*)$/u;
/** An exponent is not a unit: `1,5e3` is a comma fault, as `1e3` is a number. */
const EXPONENT = /^e[+-]?\d+$/i;
/** Thousands grouped by spaces (also the no-break and narrow no-break spaces locales paste): `40 000`. */
const SPACE_GROUPED = /^([+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(\.\d+)?$/u;

/**
 * Why text that is not a number is not one, when that can be said better than "Enter a number.":
 * a unit typed after it (the field is in its own unit; the number is all it takes), or spaces
 * between its digits. Null when there is nothing more specific to say.
 */
function notANumber(text: string, spec: FieldSpec): string | null {
  const unit = WITH_UNIT.exec(text)?.[1];
  if (unit !== undefined && !EXPONENT.test(unit))
    return spec.unit
      ? `Enter the number without a unit: this field is in ${spec.unit}.`
      : `Enter the number alone, without "${unit}".`;
  const spaced = SPACE_GROUPED.exec(text);
  if (spaced) {
    const whole = spaced[1].replace(/\s/gu, '');
    const fraction = spaced[2] ?? '';
    // The same digits grouped the way the field does accept: a comma before every three.
    const commas = whole.replace(/\B(?=(\d{3})+$)/g, ',');
    return `Leave out the spaces: ${whole}${fraction} or ${commas}${fraction}.`;
  }
  if (/\d\s+\d/u.test(text)) return 'Enter one number, without spaces.';
  return null;
}

/** The text shown in a field for a value. */
export function formatField(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}
