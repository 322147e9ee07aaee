/**
 * Fields of a design file that no schema knows. The schemas strip unknown keys on purpose (a file
 * from a newer build within version 1 still opens: prices.ts), but a hand-edited file with
 * `"mailboxSizeMB"` for `mailboxSizeMb` then opened without a word, evaluated with the workload's
 * default instead, and lost the value at the next save. Here every such key is found, so the app
 * can say so when the file opens: where it is, and the known field it was probably meant to be.
 *
 * Found by walking the schema beside the file's own value, so it needs no strict copy of the
 * schemas and reports exactly the keys `Design.parse` drops.
 */
import { z } from 'zod';

import { inQuotes, placeOf } from './issues';

/** A key the schema of the object it sits in does not know. */
export interface UnknownField {
  /** Path of the object holding it (`['components', 8]`; `[]` for the top level). */
  readonly path: readonly (string | number)[];
  readonly key: string;
  /** The known field of that object it most likely means, which the object does not give. */
  readonly suggestion: string | null;
}

/** What opening a design tells the user besides the design (the store's `Notice`, without an id). */
export interface DesignNotice {
  readonly tone: 'warning';
  readonly message: string;
  readonly hint: string;
}

/** Fields named in full in the notice; the rest are counted. */
const NAMED = 5;

/** The keys of `value` (a file that `schema` accepts) that `schema` would drop, in file order. */
export function unknownFields(schema: z.ZodType, value: unknown): UnknownField[] {
  const out: UnknownField[] = [];
  walk(schema, value, [], out);
  return out;
}

/**
 * NOTE: appends to `out`, and pushes to and pops from `path` (copied only for a find: a large
 * file has hundreds of thousands of fields, and almost none unknown).
 */
function walk(schema: z.ZodType, value: unknown, path: (string | number)[], out: UnknownField[]): void {
  // Only objects and lists hold keys: most fields are numbers and text, and end here.
  if (typeof value !== 'object' || value === null) return;
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) {
    // A catch-all keeps unknown keys (or, for a strict object, has refused them already).
    if (!isRecord(value) || s._zod.def.catchall) return;
    const shape = s.shape as Record<string, z.ZodType>;
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) {
        const absent = Object.keys(shape).filter((k) => !Object.hasOwn(value, k));
        out.push({ path: [...path], key, suggestion: closest(key, absent) });
        continue;
      }
      path.push(key);
      walk(shape[key], value[key], path, out);
      path.pop();
    }
  } else if (s instanceof z.ZodArray) {
    if (!Array.isArray(value)) return;
    const element = s.element as z.ZodType;
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      walk(element, value[i], path, out);
      path.pop();
    }
  } else if (s instanceof z.ZodRecord) {
    if (!isRecord(value)) return;
    for (const key of Object.keys(value)) {
      path.push(key);
      walk(s.valueType as z.ZodType, value[key], path, out);
      path.pop();
    }
  } else if (s instanceof z.ZodUnion) {
    const option = optionFor(s, value);
    if (option) walk(option, value, path, out);
  }
}

/** The schema inside optional, nullable, default and pipe wrappers (the input side of a pipe). */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let depth = 0; depth < 32; depth++) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
      s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else return s;
  }
  return s;
}

/** Options of a discriminated union by discriminator value, built once per union. */
const byDiscriminator = new WeakMap<z.ZodType, Map<unknown, z.ZodType>>();

/** The option of a union that `value` was read with: by its discriminator, else the first that fits. */
function optionFor(union: z.ZodUnion, value: unknown): z.ZodType | undefined {
  const options = union.options as readonly z.ZodType[];
  if (!(union instanceof z.ZodDiscriminatedUnion)) return options.find((o) => o.safeParse(value).success);
  const key = union._zod.def.discriminator;
  let map = byDiscriminator.get(union);
  if (!map) {
    map = new Map();
    for (const o of options) {
      const field = o instanceof z.ZodObject ? unwrap((o.shape as Record<string, z.ZodType>)[key]) : undefined;
      if (field instanceof z.ZodLiteral) for (const v of field.values) map.set(v, o);
    }
    byDiscriminator.set(union, map);
  }
  return isRecord(value) ? map.get(value[key]) : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Letters and digits, lower-cased: `mailboxSizeMB`, `mailbox_size_mb` and `mailboxSizeMb` agree. */
const folded = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The candidate `key` is most likely a misspelling of: equal but for case and separators, or
 * within a few edits (a third of the longer name's letters, at least one). Null when none is close.
 */
export function closest(key: string, candidates: readonly string[]): string | null {
  const k = folded(key);
  let best: { name: string; distance: number } | null = null;
  for (const name of candidates) {
    const c = folded(name);
    const distance = k === c ? 0 : editDistance(k, c);
    if (distance > Math.max(1, Math.floor(Math.max(k.length, c.length) / 3))) continue;
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? null;
}

/** Levenshtein distance (insertions, deletions, substitutions), for short field names. */
function editDistance(a: string, b: string): number {
  // Field names are short; a key from a file may not be, and needs no suggestion past 64.
  if (a.length > 64 || b.length > 64) return Number.POSITIVE_INFINITY;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length];
}

/** One unknown field in words: `component "DB1": unknown field "mailboxSizeMB" (did you mean "mailboxSizeMb"?)`. */
export function unknownFieldText(field: UnknownField, file: unknown): string {
  const [list, index] = field.path;
  const inPart = (list === 'components' || list === 'links') && typeof index === 'number';
  const within = (inPart ? field.path.slice(2) : field.path).map(String);
  const name = inQuotes([...within, field.key].join('.'));
  const guess = field.suggestion === null ? '' : ` (did you mean "${[...within, field.suggestion].join('.')}"?)`;
  if (inPart) return `${placeOf(field.path.slice(0, 2), file)}: unknown field ${name}${guess}`;
  return `unknown field ${name}${guess}`;
}

/** The notice for the unknown fields of an opened file, or null when it has none. */
export function unknownFieldsNotice(found: readonly UnknownField[], file: unknown): DesignNotice | null {
  if (found.length === 0) return null;
  const named = found.slice(0, NAMED).map((f) => unknownFieldText(f, file));
  const more = found.length > NAMED ? ` (and ${found.length - NAMED} more)` : '';
  if (found.length === 1)
    return {
      tone: 'warning',
      message: `This design file has a field Spindle does not know, which was left out: ${named[0]}.`,
      hint:
        'The design opened without it, and saving will not keep it. If it is a misspelling, correct it in ' +
        'the file and open the file again; or set the value in Spindle before you save.',
    };
  return {
    tone: 'warning',
    message: `This design file has ${found.length} fields Spindle does not know, which were left out: ${named.join('; ')}${more}.`,
    hint:
      'The design opened without them, and saving will not keep them. If they are misspellings, correct ' +
      'them in the file and open the file again; or set the values in Spindle before you save.',
  };
}
