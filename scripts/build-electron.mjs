// Bundles the Electron main process and preload to CommonJS with esbuild:
//   electron/main/entry.ts    -> dist-electron/main.cjs     (package.json "main")
//   electron/preload/index.ts -> dist-electron/preload.cjs  (sandboxed preloads cannot load ESM)
// `electron` stays external (it is provided by the Electron runtime); everything else, including
// zod and src/schema, is bundled so the packaged app needs no node_modules at run time.
// Usage: node scripts/build-electron.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds both bundles; resolves with their output paths. */
export async function buildElectron() {
  const common = {
    bundle: true,
    format: 'cjs',
    platform: 'node',
    external: ['electron'],
    sourcemap: 'linked',
    logLevel: 'warning',
    absWorkingDir: root,
  };
  const outputs = [
    { entry: 'electron/main/entry.ts', out: 'dist-electron/main.cjs', target: 'node20', minify: false },
    // Minified: the preload is parsed on every page load.
    { entry: 'electron/preload/index.ts', out: 'dist-electron/preload.cjs', target: 'chrome120', minify: true },
  ];
  await Promise.all(
    outputs.map((o) =>
      build({ ...common, entryPoints: [o.entry], outfile: o.out, target: o.target, minify: o.minify }),
    ),
  );
  return outputs.map((o) => o.out);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildElectron().then(
    (outs) => console.log(`electron: ${outs.join(', ')}`),
    (err) => {
      console.error(`electron bundle failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
