/**
 * Regenerates every preset: `npx tsx presets/build/index.ts`. Each builder validates its design
 * (schema, containment, connection rules, citations) before anything is written; the JSON is
 * formatted with the project's Prettier settings so the committed files stay reviewable.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

import type { Design } from '../../src/schema/design';
import { buildPresets } from './all';
import { presetsMarkdown } from './docs';

const PRESETS_DIR = fileURLToPath(new URL('../', import.meta.url));
const DOCS_FILE = fileURLToPath(new URL('../../docs/presets.md', import.meta.url));

async function main(): Promise<void> {
  const built: [string, Design][] = buildPresets();
  for (const [id, design] of built) {
    const file = `${PRESETS_DIR}${id}.json`;
    const options = (await resolveConfig(file)) ?? {};
    const text = await format(JSON.stringify(design), { ...options, filepath: file });
    writeFileSync(file, text);
    console.log(
      `${id}.json: ${design.components.length} components, ${design.links.length} links, ${design.meta.published?.length ?? 0} published figures`,
    );
  }
  writeFileSync(DOCS_FILE, presetsMarkdown(built));
  console.log('docs/presets.md written');
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
