/**
 * `npm run golden`: regenerates the reviewed golden outputs after a deliberate model or preset
 * change, then review the diff and commit it.
 *
 * 1. engine/core/tests/fixtures/<id>.input.json (`exportEngineInputs`), so the Rust golden tests
 *    read the input the app sends.
 * 2. presets/expected/<id>.report.json: the key figures (`cli/keyFigures.ts`) of every preset's
 *    full evaluation, formatted with the repository's Prettier settings.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

import { fullOptions } from '../engine/ts/toEngineInput';
import { openPipeline } from '../cli/engine';
import { keyFigures } from '../cli/keyFigures';
import { loadPreset, PRESETS } from '../presets/index';
import { exportEngineInputs } from './export-engine-inputs';

/** Where the golden report of preset `id` lives. */
export const goldenPath = (id: string): string =>
  fileURLToPath(new URL(`../presets/expected/${id}.report.json`, import.meta.url));

await exportEngineInputs();
const pipeline = await openPipeline();
try {
  for (const p of PRESETS) {
    const started = performance.now();
    const report = await pipeline.report(loadPreset(p.id), fullOptions);
    const path = goldenPath(p.id);
    const config = (await resolveConfig(path)) ?? {};
    writeFileSync(path, await format(JSON.stringify(keyFigures(p.id, report)), { ...config, parser: 'json' }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${p.id}: pass ${report.pass}, ${report.scenarios.length} scenarios (${seconds} s) -> ${path}`);
  }
} finally {
  pipeline.dispose();
}
