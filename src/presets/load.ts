/**
 * Loads a preset design in the renderer. Each `presets/<id>.json` is bundled by Vite as its own
 * lazily loaded chunk (nothing is fetched until a preset is asked for) and validated with the same
 * parser as any opened file, so a broken preset gives a coded error instead of a broken canvas.
 */
import type { Design } from '../schema/design';
import { appError, type Result } from '../schema/errors';
import { parseDesignValue } from '../schema/load';

/** `../../presets/<id>.json` → loader of its parsed JSON. */
const files = import.meta.glob<unknown>('../../presets/*.json', { import: 'default' });

const fileOf = (id: string): string => `../../presets/${id}.json`;

/** True when a preset file with this id is bundled. */
export function hasPreset(id: string): boolean {
  return fileOf(id) in files;
}

const cache = new Map<string, Promise<Result<Design>>>();

/** Reads and validates preset `id` (memoised: each file is parsed once per session). */
export function loadPresetDesign(id: string): Promise<Result<Design>> {
  let pending = cache.get(id);
  if (!pending) {
    const load = files[fileOf(id)];
    pending = load
      ? load().then(
          (raw) => parseDesignValue(raw),
          (err: unknown) => ({
            ok: false as const,
            error: appError('file/read-failed', { reason: err instanceof Error ? err.message : String(err) }),
          }),
        )
      : Promise.resolve({
          ok: false as const,
          error: appError('file/invalid', { details: `there is no preset "${id}".` }),
        });
    // A failed load may succeed later (a chunk that could not be fetched): do not keep failures.
    void pending.then((r) => r.ok || cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
