import { z } from 'zod';

/**
 * Identifier of a component, link or published figure inside one design.
 * Letters, digits and `_ . : -` only, so ids are safe in file names, CSS selectors and test ids.
 */
export const Id = z
  .string()
  .min(1, 'An id cannot be empty.')
  .max(64, 'An id is at most 64 characters.')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'An id may only use letters, digits and _ . : -');
export type Id = z.infer<typeof Id>;

/** A user-visible name. */
export const Name = z.string().trim().min(1, 'Give it a name.').max(120, 'Keep names under 120 characters.');

/** Makes a new id that is not in `taken`, from a readable prefix (`server`, `lun`, …). */
export function freshId(prefix: string, taken: ReadonlySet<string>): string {
  const base = prefix.replace(/[^A-Za-z0-9_.:-]/g, '-').slice(0, 48) || 'id';
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
