// `npm test`: sets the project up, then runs every check in order, each timed. A failing check
// does not stop the others; each runner prints its own summary, then a table lists every step,
// and the exit code is non-zero if any step failed.
//
// For local iteration only: SPINDLE_TEST_SKIP=e2e,clippy skips steps by name (CI ignores it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { binPath, main, root, run, setup, SetupError } from './setup.mjs';

const manifest = join(root, 'engine', 'Cargo.toml');
const CHROMIUM = process.env.SPINDLE_CHROMIUM || '/usr/bin/chromium';
const node = (pkg, bin, args) => () => run(process.execPath, [binPath(pkg, bin), ...args]);
const cargo = (args) => () => run('cargo', args);

/** The checks, in order: [name, label, run → exit status]. */
const STEPS = [
  ['fmt', 'cargo fmt --check', cargo(['fmt', '--manifest-path', manifest, '--all', '--', '--check'])],
  [
    'clippy',
    'cargo clippy',
    cargo(['clippy', '--manifest-path', manifest, '--all-targets', '--quiet', '--', '-D', 'warnings']),
  ],
  ['cargo-test', 'cargo test (engine)', cargo(['test', '--manifest-path', manifest, '--quiet'])],
  ['tsc-web', 'tsc -p tsconfig.web.json', node('typescript', 'tsc', ['-p', 'tsconfig.web.json', '--noEmit'])],
  ['tsc-node', 'tsc -p tsconfig.node.json', node('typescript', 'tsc', ['-p', 'tsconfig.node.json', '--noEmit'])],
  ['tsc-worker', 'tsc -p tsconfig.worker.json', node('typescript', 'tsc', ['-p', 'tsconfig.worker.json', '--noEmit'])],
  ['eslint', 'eslint --max-warnings=0 .', node('eslint', 'eslint', ['--max-warnings=0', '.'])],
  ['prettier', 'prettier --check .', node('prettier', 'prettier', ['--check', '.'])],
  ['vitest', 'vitest run', node('vitest', 'vitest', ['run'])],
  [
    'e2e',
    'playwright test (Chromium)',
    () => (ensureChromium() ? run(process.execPath, [binPath('@playwright/test', 'playwright'), 'test']) : 1),
  ],
];

/** Makes sure Debian's Chromium is there for Playwright; installs it when running as root. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || CHROMIUM !== '/usr/bin/chromium') {
    console.error(
      `Chromium was not found at ${CHROMIUM}. Install Debian's "chromium" package (sudo apt-get install -y chromium), or set SPINDLE_CHROMIUM to a Chromium executable.`,
    );
    return false;
  }
  console.log('Installing Chromium for the e2e tests (apt-get install -y chromium)…');
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  if (!apt(['update']) || !apt(['install', '-y', '--no-install-recommends', 'chromium']) || !existsSync(CHROMIUM)) {
    console.error('apt-get could not install chromium (see above); the e2e tests need it.');
    return false;
  }
  return true;
}

function skipped() {
  const raw = process.env.SPINDLE_TEST_SKIP ?? '';
  if (!raw) return new Set();
  if (process.env.CI) {
    console.log('SPINDLE_TEST_SKIP is ignored under CI: every check runs.');
    return new Set();
  }
  const names = new Set(
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const unknown = [...names].filter((n) => !STEPS.some(([name]) => name === n));
  if (unknown.length)
    throw new SetupError(
      `SPINDLE_TEST_SKIP names unknown steps: ${unknown.join(', ')}. Known: ${STEPS.map(([n]) => n).join(', ')}.`,
    );
  return names;
}

function printTable(rows) {
  const width = Math.max(...rows.map((r) => r.label.length), 4);
  console.log(`\n${'step'.padEnd(width)}  result  seconds`);
  console.log(`${'-'.repeat(width)}  ------  -------`);
  for (const r of rows)
    console.log(`${r.label.padEnd(width)}  ${r.result.padEnd(6)}  ${r.seconds.toFixed(1).padStart(7)}`);
}

async function test() {
  const skip = skipped();
  const rows = [];
  const t0 = Date.now();
  try {
    const results = await setup({ forTests: true, keepGoing: true });
    for (const r of results)
      rows.push({ label: `setup: ${r.label}`, result: r.ok ? 'pass' : 'FAIL', seconds: r.seconds });
  } catch (err) {
    rows.push({ label: 'setup', result: 'FAIL', seconds: (Date.now() - t0) / 1000 });
    console.error(`\n${err instanceof Error ? err.message : String(err)}`);
    printTable(rows);
    console.error('\nSetup failed before anything could be checked.');
    process.exit(1);
  }
  for (const [name, label, check] of STEPS) {
    if (skip.has(name)) {
      rows.push({ label, result: 'skip', seconds: 0 });
      continue;
    }
    console.log(`\n=== ${label} ===`);
    const started = Date.now();
    const status = check();
    rows.push({ label, result: status === 0 ? 'pass' : 'FAIL', seconds: (Date.now() - started) / 1000 });
  }
  printTable(rows);
  const failed = rows.filter((r) => r.result === 'FAIL');
  console.log(
    failed.length
      ? `\n${failed.length} step(s) failed: ${failed.map((r) => r.label).join(', ')}`
      : '\nAll checks passed.',
  );
  process.exit(failed.length ? 1 : 0);
}

await main(test);
