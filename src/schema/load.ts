import { appError, type AppError, type Result } from './errors';
import { Design, DESIGN_FORMAT, DESIGN_VERSION } from './design';
import { jsonSyntaxError } from './jsonSyntax';
import { migrations, type Migration } from './migrations';
import { issuePlace, issueText } from './issues';
import { type DesignNotice, unknownFields, unknownFieldsNotice } from './unknownFields';

export type { DesignNotice } from './unknownFields';

/** Largest design file accepted [bytes of UTF-8, as the file holds it]. */
export const MAX_DESIGN_BYTES = 50 * 1024 * 1024;

/**
 * A parsed design, with what opening it should tell the user (`notices`, absent when nothing:
 * today the fields the file gives that Spindle does not know, and so will not keep on save).
 */
export type ParsedDesign =
  { ok: true; value: Design; notices?: readonly DesignNotice[] } | { ok: false; error: AppError };

/**
 * Parses, migrates and validates design file text. Pure: returns a coded error instead of throwing,
 * so callers keep the current design untouched on any failure. A leading byte-order mark is
 * dropped here, so every reader (the app, the browser build, the CLI) takes the same files.
 */
export function parseDesignText(text: string, steps: readonly Migration[] = migrations): ParsedDesign {
  if (overLimit(text, MAX_DESIGN_BYTES))
    return fail(appError('file/too-large', { limitMb: MAX_DESIGN_BYTES / 1024 / 1024 }));
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (looksUtf16(body)) return fail(appError('file/utf16'));
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    const at = jsonSyntaxError(body);
    const where = at ? ` (line ${at.line}, column ${at.column}: ${at.reason})` : '';
    return fail(appError('file/not-json', { where }));
  }
  return parseDesignValue(raw, steps);
}

/**
 * Whether `text` is more than `limit` bytes as UTF-8: the unit a file's size is in, so a design
 * is measured the same way when main reads it (bytes) and when it is saved. Counting the text's
 * characters instead let 18 M characters of CJK notes (53 MB) save, then refuse to open.
 */
function overLimit(text: string, limit: number): boolean {
  // Every character is 1 to 3 bytes (a surrogate pair, 2 characters, is 4): cheap bounds first.
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A surrogate half counts 2: a pair makes the 4 bytes of its code point.
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
  }
  return bytes > limit;
}

/**
 * Whether `text` is a UTF-16 file read as UTF-8: its byte-order mark became two U+FFFD, and each
 * ASCII character is followed (or preceded) by a NUL byte. NUL never appears in JSON text, so a
 * file with one on every other character of its start is UTF-16, not a damaged design.
 */
function looksUtf16(text: string): boolean {
  // Bytes FF FE or FE FF (the UTF-16 byte-order mark) are never UTF-8: each reads as U+FFFD.
  if (text.startsWith('\uFFFD\uFFFD')) return true;
  const head = text.slice(0, 1024);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < head.length; i++) {
    if (head.charCodeAt(i) !== 0) continue;
    if (i % 2) odd++;
    else even++;
  }
  const most = Math.max(even, odd);
  return most > 0 && most >= head.length / 6 && Math.min(even, odd) * 10 <= most;
}

/** As `parseDesignText`, for an already-parsed value. */
export function parseDesignValue(raw: unknown, steps: readonly Migration[] = migrations): ParsedDesign {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(appError('file/not-design'));
  let obj = raw as Record<string, unknown>;
  if (obj.format !== DESIGN_FORMAT) return fail(appError('file/not-design'));
  const version = obj.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail(appError('file/invalid', { details: '"version" must be a whole number from 1.' }));
  }
  if (version > DESIGN_VERSION) return fail(appError('file/future-version', { version, current: DESIGN_VERSION }));
  const migrated = migrate(obj, DESIGN_VERSION, steps);
  if (!migrated.ok) return migrated;
  obj = migrated.value;
  const parsed = Design.safeParse(obj);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 5)
      .map((i) =>
        // A top-level key is named as the file writes it ("links" is missing), not twice.
        i.path.length > 1 ? `${issuePlace(i, obj)}: ${issueText(i, obj)}` : issueText(i, obj, { asKey: true }),
      )
      .join('; ');
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    return fail(appError('file/invalid', { details: details + more }));
  }
  // Only a file that opens is told about its unknown fields: one that does not has its errors.
  const notice = unknownFieldsNotice(unknownFields(Design, obj), obj);
  return notice ? { ok: true, value: parsed.data, notices: [notice] } : { ok: true, value: parsed.data };
}

/**
 * Runs the migration steps from the object's `version` up to `target`, each on plain JSON.
 * Exported so the chain can be tested with steps of its own; a missing step is a coded error.
 */
export function migrate(
  raw: Record<string, unknown>,
  target: number,
  steps: readonly Migration[],
): Result<Record<string, unknown>> {
  let obj = raw;
  for (let v = Number(raw.version); v < target; v++) {
    const step = steps.find((m) => m.from === v);
    if (!step) return { ok: false, error: appError('file/invalid', { details: `no migration from version ${v}.` }) };
    obj = { ...step.up(obj), version: v + 1 };
  }
  return { ok: true, value: obj };
}

/** Serialises a design for saving: stable key order, 2-space indent, trailing newline. */
export function serializeDesign(design: Design): string {
  return JSON.stringify(design, null, 2) + '\n';
}

function fail(error: AppError): { ok: false; error: AppError } {
  return { ok: false, error };
}
