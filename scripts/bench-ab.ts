/**
 * `npm run bench:ab -- A.wasm B.wasm [FILE.input.json…]`: two builds of the engine's
 * WebAssembly, timed against each other in one Node process pinned to one CPU, in the paired
 * rounds of `npm run bench` (cli/pairedRounds.ts). For an engine change whose effect is a few
 * percent, below what separate runs on this VM can show, and for which callgrind's instruction
 * counts say nothing (it counts the native build, not V8's code). Prints, per input, the median
 * and range of B's time over A's, and whether the two builds wrote the same result bytes.
 *
 * Inputs default to the quick inputs `npm run bench` left in engine/target/bench. Build B with
 * `node scripts/build-engine.mjs` after the change and copy engine/ts/generated/spindle_engine.wasm
 * aside; A likewise before it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Limits, timeBatch, timeRuns, timing } from '../cli/bench';
import { pairRounds } from '../cli/pairedRounds';
import { instantiateEngine, type WasmEngine } from '../engine/ts/wasmEngine';
import { pinTree } from './sh';

const root = fileURLToPath(new URL('..', import.meta.url));
const [aFile, bFile, ...given] = process.argv.slice(2);
if (!aFile || !bFile || ![aFile, bFile].every(existsSync)) {
  console.error('usage: npm run bench:ab -- A.wasm B.wasm [FILE.input.json…]');
  process.exit(2);
}
const benchDir = join(root, 'engine', 'target', 'bench');
const files = given.length
  ? given
  : existsSync(benchDir)
    ? readdirSync(benchDir)
        .filter((f) => f.endsWith('.quick.input.json') && !f.startsWith('synthetic'))
        .map((f) => join(benchDir, f))
    : [];
if (!files.length) {
  console.error('No inputs: name them, or run `npm run bench` once to write engine/target/bench.');
  process.exit(2);
}
/** Enough runs for the call's median, which sets the rounds' batch length. */
const WARM_AND_TIME: Limits = { maxRuns: 20, minRuns: 3, maxSeconds: 2 };
const load = async (file: string): Promise<WasmEngine> => instantiateEngine(readFileSync(file));
const [a, b] = [await load(aFile), await load(bFile)];
const pinned = pinTree(String(cpus().length - 1));
console.log(`A ${aFile}\nB ${bFile}\n${pinned ? `Pinned to CPU ${cpus().length - 1}.` : 'Not pinned (no taskset).'}`);

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const cold = (e: WasmEngine) => (): void => {
    e.resetCaches();
    e.evaluateText(text);
  };
  const same = a.evaluateText(text) === b.evaluateText(text);
  // The bench's run policy warms each build past V8's baseline tier before it times it.
  timeRuns(cold(b), WARM_AND_TIME);
  const callMs = timeRuns(cold(a), WARM_AND_TIME).p50Ms;
  const rounds = await pairRounds(
    (runs) => timeBatch(cold(b), runs).p50Ms,
    (runs) => timeBatch(cold(a), runs).p50Ms,
    callMs,
  );
  const r = timing(rounds.ratios);
  console.log(
    `${file.split('/').pop()}: B/A ${r.p50Ms.toFixed(3)} (${r.minMs.toFixed(2)}–${r.maxMs.toFixed(2)}, ${r.runs} rounds of ${rounds.runsPerSide} runs; A ${callMs.toFixed(3)} ms); results ${same ? 'identical' : 'DIFFER'}`,
  );
}
