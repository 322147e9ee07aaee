// Builds the Rust engine to WebAssembly and copies it where the worker, CLI and tests load it:
// engine/ts/generated/spindle_engine.wasm. Cargo is incremental, so this is fast when nothing
// changed. Usage: node scripts/build-engine.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'engine', 'Cargo.toml');
const built = join(root, 'engine', 'target', 'wasm32-unknown-unknown', 'release', 'spindle_wasm.wasm');
const out = join(root, 'engine', 'ts', 'generated', 'spindle_engine.wasm');

const r = spawnSync(
  'cargo',
  [
    'build',
    '--quiet',
    '--release',
    '--target',
    'wasm32-unknown-unknown',
    '-p',
    'spindle-wasm',
    '--manifest-path',
    manifest,
  ],
  {
    stdio: 'inherit',
  },
);
if (r.error) {
  console.error(`Could not run cargo (${r.error.message}). Install Rust with rustup: https://rustup.rs`);
  process.exit(2);
}
if (r.status !== 0) process.exit(r.status ?? 1);
mkdirSync(dirname(out), { recursive: true });
copyFileSync(built, out);
console.log(`engine: ${(statSync(out).size / 1024).toFixed(0)} KiB -> ${out.replace(root + '/', '')}`);
