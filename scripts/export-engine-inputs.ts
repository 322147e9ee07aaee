/**
 * Writes each preset's engine input (through the app's own translator and catalog) to
 * engine/core/tests/fixtures/<id>.input.json, so the Rust golden tests and the native
 * calibration example evaluate exactly what the app evaluates.
 * Usage: npx tsx scripts/export-engine-inputs.ts (also run by `npm run golden`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { fullOptions, toEngineInput } from '../engine/ts/toEngineInput';
import { loadPreset, PRESETS } from '../presets/index';
import { openCatalog } from '../src/catalog';

/** Exports every preset's engine input; logs one line per preset. */
export async function exportEngineInputs(): Promise<void> {
  const out = fileURLToPath(new URL('../engine/core/tests/fixtures/', import.meta.url));
  mkdirSync(out, { recursive: true });
  const catalog = await openCatalog();
  for (const p of PRESETS) {
    const design = loadPreset(p.id);
    const input = toEngineInput(design, 1, (id) => catalog.drive(id), fullOptions);
    writeFileSync(`${out}${p.id}.input.json`, JSON.stringify(input, null, 1) + '\n');
    console.log(`${p.id}: ${design.components.length} components, ${input.databases.length} databases`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await exportEngineInputs();
