import { appError, type AppError, type Result } from './errors';
import { Design, DESIGN_FORMAT, DESIGN_VERSION } from './design';
import { migrations, type Migration } from './migrations';
import { issuePlace, issueText } from './issues';

/** Largest design file accepted [bytes]. */
export const MAX_DESIGN_BYTES = 50 * 1024 * 1024;

/**
 * Parses, migrates and validates design file text. Pure: returns a coded error instead of throwing,
 * so callers keep the current design untouched on any failure.
 */
export function parseDesignText(text: string, steps: readonly Migration[] = migrations): Result<Design> {
  if (text.length > MAX_DESIGN_BYTES)
    return fail(appError('file/too-large', { limitMb: MAX_DESIGN_BYTES / 1024 / 1024 }));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail(appError('file/not-json'));
  }
  return parseDesignValue(raw, steps);
}

/** As `parseDesignText`, for an already-parsed value. */
export function parseDesignValue(raw: unknown, steps: readonly Migration[] = migrations): Result<Design> {
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
  return { ok: true, value: parsed.data };
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

function fail(error: AppError): Result<Design> {
  return { ok: false, error };
}
