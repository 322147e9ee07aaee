/**
 * Ordered design-file migrations. Each step takes a raw object of version `from` and returns a
 * raw object of version `from + 1`. Migrations work on plain JSON (before validation), never on
 * typed designs, so an old file can always be read. Add a step with its own test file, bump
 * `DESIGN_VERSION`, and update the presets.
 */
export interface Migration {
  readonly from: number;
  readonly name: string;
  readonly up: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/** Version 1 is the first format: nothing to migrate yet. */
export const migrations: readonly Migration[] = [];
