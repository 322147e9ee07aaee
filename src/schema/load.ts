import { appError, type AppError, type Result } from './errors';
import { Design, DESIGN_FORMAT, DESIGN_VERSION } from './design';
import { migrations, type Migration } from './migrations';

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
  for (let v = version; v < DESIGN_VERSION; v++) {
    const step = steps.find((m) => m.from === v);
    if (!step) return fail(appError('file/invalid', { details: `no migration from version ${v}.` }));
    obj = { ...step.up(obj), version: v + 1 };
  }
  const parsed = Design.safeParse(obj);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
      .join('; ');
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    return fail(appError('file/invalid', { details: details + more }));
  }
  return { ok: true, value: parsed.data };
}

/** Serialises a design for saving: stable key order, 2-space indent, trailing newline. */
export function serializeDesign(design: Design): string {
  return JSON.stringify(design, null, 2) + '\n';
}

function fail(error: AppError): Result<Design> {
  return { ok: false, error };
}
