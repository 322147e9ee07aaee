// Prepares a checkout to run: checks Node, installs npm dependencies, makes sure Rust can build
// WebAssembly, builds the engine, the renderer (dist/) and the Electron bundles (dist-electron/).
// Shared by `npm start` and `npm test`; run alone with `npm run setup`.
//
// Every step is skipped when its inputs have not changed, so a run with nothing to do takes a
// second or two: dependencies are reinstalled only when package-lock.json changed since the last
// install, and the builds are redone only when the hash of their source files changed (stamps in
// node_modules/.spindle-stamp/, which disappear with node_modules). Cargo is incremental itself.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = join(root, 'node_modules', '.spindle-stamp');

/** A setup failure with a message that says what to do. */
export class SetupError extends Error {}

const log = (message) => console.log(`setup: ${message}`);

/** Runs a command, inheriting output; returns its exit status (null when it could not start). */
export function run(command, args, options = {}) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return r.error ? null : r.status;
}

/** Runs a command quietly and returns its stdout, or null when it fails or is missing. */
function capture(command, args) {
  const r = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return r.error || r.status !== 0 ? null : r.stdout;
}

/** Path of a package's CLI script, run with the current Node (works the same on every OS). */
export function binPath(pkg, name = pkg) {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    throw new SetupError(
      `Spindle needs Node.js 20 or newer; this is ${process.version}. Install a current Node.js (https://nodejs.org) and run again.`,
    );
  }
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const readStamp = (name) => (existsSync(join(stampDir, name)) ? readFileSync(join(stampDir, name), 'utf8') : null);
function writeStamp(name, value) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(join(stampDir, name), value);
}

/**
 * True when node_modules holds exactly the versions package-lock.json asks for, judged from npm's
 * own record of the installed tree (node_modules/.package-lock.json). Optional packages for other
 * platforms are never installed and do not count.
 */
function installedMatchesLock() {
  try {
    const wanted = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
    const have = JSON.parse(readFileSync(join(root, 'node_modules', '.package-lock.json'), 'utf8')).packages ?? {};
    return Object.entries(wanted).every(
      ([key, pkg]) => key === '' || have[key]?.version === pkg.version || (!have[key] && pkg.optional),
    );
  } catch {
    return false;
  }
}

function npmCommand() {
  // Under `npm start` / `npm test`, npm says where its own CLI is; use the same npm.
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.js$/.test(execPath)) return { command: process.execPath, prefix: [execPath] };
  return { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', prefix: [] };
}

function ensureDependencies() {
  const lockHash = sha256(readFileSync(join(root, 'package-lock.json')));
  const haveModules = existsSync(join(root, 'node_modules'));
  if (haveModules && readStamp('lock') === lockHash) return 'up to date';
  if (haveModules && installedMatchesLock()) {
    writeStamp('lock', lockHash);
    return 'up to date (matches package-lock.json)';
  }
  log(
    haveModules
      ? 'package-lock.json changed; reinstalling dependencies (npm ci)…'
      : 'installing dependencies (npm ci)…',
  );
  const npm = npmCommand();
  // The Electron binary is downloaded from GitHub, which is not reachable everywhere; the app
  // runs as a browser build without it, and the electron package still provides its types.
  const env = { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
  const status = run(npm.command, [...npm.prefix, 'ci', '--no-audit', '--no-fund'], {
    env,
    shell: process.platform === 'win32',
  });
  if (status !== 0)
    throw new SetupError(
      'npm ci failed (see its output above). Check your network access to the npm registry and run again.',
    );
  writeStamp('lock', lockHash);
  return 'installed';
}

function ensureRust({ forTests }) {
  if (capture('cargo', ['--version']) === null) {
    const hasRustup = capture('rustup', ['--version']) !== null;
    if (!hasRustup) {
      throw new SetupError(
        'Rust is not installed (no cargo or rustup found). Install it with rustup from https://rustup.rs, open a new terminal, and run again.',
      );
    }
    log('rustup has no default toolchain; installing stable…');
    if (
      run('rustup', ['toolchain', 'install', 'stable', '--profile', 'minimal']) !== 0 ||
      run('rustup', ['default', 'stable']) !== 0
    ) {
      throw new SetupError('rustup could not install the stable Rust toolchain (see above). See https://rustup.rs.');
    }
  }
  const targets = capture('rustup', ['target', 'list', '--installed']);
  if (targets === null) {
    log(
      'rustup not found; assuming this Rust installation can build wasm32-unknown-unknown (install Rust from https://rustup.rs if the engine build fails).',
    );
    return;
  }
  if (!targets.split(/\s+/).includes('wasm32-unknown-unknown')) {
    log('adding the WebAssembly target (rustup target add wasm32-unknown-unknown)…');
    if (run('rustup', ['target', 'add', 'wasm32-unknown-unknown']) !== 0) {
      throw new SetupError(
        'rustup could not add the wasm32-unknown-unknown target (see above). Check network access to static.rust-lang.org.',
      );
    }
  }
  if (forTests) {
    const installed = capture('rustup', ['component', 'list', '--installed']) ?? '';
    const missing = ['rustfmt', 'clippy'].filter((c) => !installed.includes(`${c}-`));
    if (missing.length && run('rustup', ['component', 'add', ...missing]) !== 0) {
      throw new SetupError(`rustup could not add ${missing.join(' and ')} (see above); they are needed by npm test.`);
    }
  }
}

/** Files under `dirs` (relative to the root), sorted, skipping tests and build output. */
function listFiles(dirs) {
  const skip = /(^|\/)(node_modules|dist|dist-electron|target|output|testing)(\/|$)|\.test\.tsx?$/;
  const out = [];
  const walk = (rel) => {
    const abs = join(root, rel);
    if (!existsSync(abs) || skip.test(rel)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) walk(rel ? `${rel}/${name}` : name);
    } else out.push(rel);
  };
  dirs.forEach(walk);
  return out;
}

/** Hash of the paths and contents of the given files and folders. */
export function inputsHash(dirs) {
  const hash = createHash('sha256');
  for (const rel of listFiles(dirs))
    hash
      .update(`${rel}\0`)
      .update(readFileSync(join(root, rel)))
      .update('\0');
  return hash.digest('hex');
}

const RENDERER_INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'src',
  'components',
  'engine/ts',
  'presets',
  'public',
];
const ELECTRON_INPUTS = ['electron', 'src/schema', 'package-lock.json', 'scripts/build-electron.mjs'];

/** Runs `build` when the inputs' hash differs from the stamp (or `outputs` are missing, or `force`). */
async function buildIfChanged(name, inputs, outputs, build, force) {
  const hash = inputsHash(inputs);
  if (!force && readStamp(name) === hash && outputs.every((o) => existsSync(join(root, o)))) return 'up to date';
  await build();
  writeStamp(name, hash);
  return 'built';
}

function buildEngine() {
  const status = run(process.execPath, [join(root, 'scripts', 'build-engine.mjs')]);
  if (status !== 0) throw new SetupError('The engine did not build (see the cargo output above).');
}

function buildRenderer() {
  const status = run(process.execPath, [binPath('vite'), 'build', '--logLevel', 'warn']);
  if (status !== 0) throw new SetupError('The renderer build (vite build) failed; see the errors above.');
}

async function buildElectronBundles() {
  const { buildElectron } = await import('./build-electron.mjs');
  try {
    await buildElectron();
  } catch (err) {
    throw new SetupError(`The Electron bundles did not build: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Runs every setup step and returns one `{ label, ok, seconds }` per step. Options: `forTests`
 * also installs rustfmt and clippy; `force` rebuilds even when nothing changed; `keepGoing`
 * records a failed Rust or build step and goes on (so `npm test` can still run the checks that
 * do not need it). Throws `SetupError` with an actionable message otherwise, and always when
 * Node or the dependencies are unusable.
 */
export async function setup({ forTests = false, force = false, keepGoing = false } = {}) {
  const started = Date.now();
  const results = [];
  const step = async (label, fn, fatal = false) => {
    const t0 = Date.now();
    const seconds = () => (Date.now() - t0) / 1000;
    try {
      const result = await fn();
      log(`${label}: ${result ?? 'done'} (${seconds().toFixed(1)} s)`);
      results.push({ label, ok: true, seconds: seconds() });
    } catch (err) {
      if (!(err instanceof SetupError)) throw err;
      results.push({ label, ok: false, seconds: seconds() });
      if (fatal || !keepGoing) throw err;
      console.error(`setup: ${label} FAILED: ${err.message}`);
    }
  };
  checkNode();
  await step('dependencies', ensureDependencies, true);
  await step('rust', () => ensureRust({ forTests }) ?? 'ready');
  await step('engine', () => buildEngine() ?? 'built (cargo is incremental)');
  await step('renderer', () => buildIfChanged('renderer', RENDERER_INPUTS, ['dist/index.html'], buildRenderer, force));
  await step('electron', () =>
    buildIfChanged(
      'electron',
      ELECTRON_INPUTS,
      ['dist-electron/main.cjs', 'dist-electron/preload.cjs'],
      buildElectronBundles,
      force,
    ),
  );
  log(
    `${results.every((r) => r.ok) ? 'ready' : 'finished with failures'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return results;
}

/** Runs `fn`, turning a `SetupError` into its message and exit code 1. */
export async function main(fn) {
  try {
    await fn();
  } catch (err) {
    if (!(err instanceof SetupError)) throw err;
    console.error(`\n${err.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && relative(fileURLToPath(import.meta.url), process.argv[1]) === '') {
  await main(() => setup({ force: process.argv.includes('--force') }));
}
