/**
 * Schema problems in words a user can act on. Zod's own messages ("Too small: expected number to
 * be >=0") and paths (`components.8.mailboxes`) are notation, not sentences: here a field is named
 * in words, a bound says "must be at least 0", and a design file's component is named by its
 * name. Messages the schemas wrote themselves ("A RAID group takes at least one drive.") pass
 * through unchanged.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Unit suffixes of field keys, as a value is written: `ramGb` is RAM in GB. */
const UNITS: Record<string, string> = {
  gb: 'GB',
  mb: 'MB',
  kb: 'KB',
  gbps: 'Gb/s',
  pct: '%',
  ms: 'ms',
  iops: 'IO/s',
  days: 'days',
};

/**
 * Fields whose key does not read as the inspector's label (components/inspector/fields/fieldSpecs.ts
 * labels them; its test holds the two equal): a message says "Clock speed must be at least 0.5 GHz"
 * under the field "Clock speed (GHz)", not "Ghz must be at least 0.5".
 */
export const FIELD_NAMES: Readonly<Record<string, { readonly words: string; readonly unit: string | null }>> = {
  ghz: { words: 'clock speed', unit: 'GHz' },
  ramGb: { words: 'memory', unit: 'GB' },
  vcpus: { words: 'virtual CPUs', unit: null },
  maxIops: { words: 'maximum host I/O', unit: 'IO/s' },
  frontEndPorts: { words: 'front-end ports', unit: null },
  stripeKb: { words: 'stripe element', unit: 'KiB' },
  groupSize: { words: 'drives per parity set', unit: null },
  writeCachePct: { words: 'cache for writes', unit: '%' },
};

/** A field key as words and the unit its values carry: `sizeGb` → `size`, `GB`. */
function fieldParts(key: string): { words: string; unit: string | null } {
  if (Object.hasOwn(FIELD_NAMES, key)) return FIELD_NAMES[key];
  const parts = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  const last = parts.length > 1 ? parts[parts.length - 1].toLowerCase() : '';
  const unit = UNITS[last] ?? null;
  const kept = unit && last !== 'days' && last !== 'iops' ? parts.slice(0, -1) : parts;
  const words = kept
    .map((w) => (/^(lun|hba|fc|db|raid|ssd|iops|cpu|ram)$/i.test(w) ? w.toUpperCase() : w.toLowerCase()))
    .join(' ');
  return { words, unit: kept === parts ? null : unit };
}

/** `lunQueueDepth` → `LUN queue depth`; `sizeGb` → `size` (its unit goes with the number). */
export function fieldWords(key: string): string {
  return fieldParts(key).words;
}

const number = (n: number | bigint): string => Number(n).toLocaleString('en-US');

/** Zod wrote the message itself (a schema's own message is kept as it is). */
const generic = (message: string): boolean =>
  /^(Too small|Too big|Invalid (input|option|discriminator|element|key))/.test(message);

/** A JSON type as a user names it: an array is a list, an object a `{…}` block. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  array: 'a list ([…])',
  object: 'a block of named fields ({…})',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

/** The value at `path` in `file`, if the file has one there. */
function valueAt(file: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = file;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** Allowed values as a list to read: `server, vm, hba`. */
const choices = (values: readonly unknown[]): string => values.map(String).join(', ');

/** Most characters of a file's text quoted in a message: a name can be 100,000 characters long. */
export const MAX_QUOTED = 40;

/** Text from a file cut to `MAX_QUOTED` characters: `XIV30 DB1`, `aaaa…`. */
export const shortText = (text: string): string => (text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text);

/** Text from a file in quotes, cut as `shortText` does: `"XIV30 DB1"`, `"aaaa…"`. */
export const inQuotes = (text: string): string => `"${shortText(text)}"`;

/** What a value the file gives reads as in a message: `"tapeLibrary"`, or nothing when absent. */
const quoted = (v: unknown): string =>
  v === undefined ? '' : ` ${typeof v === 'string' ? inQuotes(v) : JSON.stringify(v)}`;

/**
 * What is wrong with the field an issue points at, as a clause: `mailboxes must be at least 0`.
 * With the `file` it was found in, a value the file gives is quoted (`kind "tapeLibrary" is not…`);
 * `asKey` names the field by its key in quotes, as a file's top-level keys are named.
 */
export function issueText(issue: Issue, file?: unknown, options: { asKey?: boolean } = {}): string {
  if (!generic(issue.message)) return issue.message;
  const given = file === undefined ? undefined : valueAt(file, issue.path);
  const last = issue.path.at(-1);
  const { words: field, unit } =
    typeof last !== 'string'
      ? { words: 'the value', unit: null }
      : options.asKey
        ? { words: `"${last}"`, unit: null }
        : fieldParts(last);
  // "RAM must be at least 0.5 GB", not "RAM gb must be at least 0.5".
  const bound = (n: number | bigint): string => (unit ? `${number(n)} ${unit}` : number(n));
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int')
        return `${field} must be ${issue.inclusive ? 'at least' : 'more than'} ${bound(issue.minimum)}`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${field} must not be empty` : `${field} is too short`;
      return `${field} needs at least ${number(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int')
        return `${field} must be ${issue.inclusive ? 'at most' : 'less than'} ${bound(issue.maximum)}`;
      return `${field} is too long (at most ${number(issue.maximum)})`;
    case 'invalid_type': {
      const wanted = TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`;
      // A key left out reads "received undefined": say it is missing, not that it has a type.
      if (/received undefined$/.test(issue.message)) return `${field} is missing: it must be ${wanted}`;
      return `${field} must be ${wanted}`;
    }
    case 'invalid_value':
      return `${field}${quoted(given)} is not one of: ${choices(issue.values)}`;
    case 'invalid_union': {
      // A part whose `kind` is none Spindle knows (the discriminated union of components).
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options)) return `${field}${quoted(given)} is not a kind Spindle knows (${choices(options)})`;
      return `${field} is not valid`;
    }
    default:
      return `${field} is not valid`;
  }
}

/** An issue as a sentence on its own: `Copies per database must be at least 1.` */
export function issueSentence(issue: Issue | undefined, fallback: string): string {
  if (!issue) return fallback;
  const text = issueText(issue);
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Where in a design file an issue is: the component or link it belongs to, by name where the
 * file gives one (`component "XIV30 DB1"`), else its path (`workload.headroomPct`).
 */
export function issuePlace(issue: Issue, file: unknown): string {
  return placeOf(issue.path, file);
}

/**
 * Where `path` is in a design file, as `issuePlace` says it. A name is cut as values are
 * (`inQuotes`), so a 100,000-character name does not make a 100,000-character message.
 */
export function placeOf(path: readonly PropertyKey[], file: unknown): string {
  const [list, index] = path;
  if ((list === 'components' || list === 'links') && typeof index === 'number') {
    const items = (file as Record<string, unknown> | null)?.[list];
    const item = Array.isArray(items) ? (items[index] as Record<string, unknown> | undefined) : undefined;
    const name = typeof item?.name === 'string' && item.name.trim() ? item.name : undefined;
    const id = typeof item?.id === 'string' ? shortText(item.id) : undefined;
    const what = list === 'components' ? 'component' : 'link';
    return name ? `${what} ${inQuotes(name)}` : id ? `${what} ${id}` : `${what} ${index + 1}`;
  }
  return path.length ? path.map(String).join('.') : 'the file';
}
