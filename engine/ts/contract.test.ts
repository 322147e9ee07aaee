/**
 * The contract between the TypeScript side and the Rust engine, on every preset:
 * - the translator's output equals engine/core/tests/fixtures/<id>.input.json, so the Rust golden
 *   tests and the app evaluate one input (`npm run golden` rewrites the fixtures);
 * - the WASM report parses with the Zod `Report` schema and nothing is dropped on the way: every
 *   field Rust emits is one Zod knows (Zod objects strip unknown keys, so parsed must equal raw);
 * - the engine's memo of network shapes never changes a result: an evaluation after other designs
 *   were evaluated equals a cold one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { loadPreset, PRESET_IDS } from '../../presets/index';
import { type Catalog, openCatalog } from '../../src/catalog';
import { loadNodeEngine } from './nodeEngine';
import { Report } from './reportSchema';
import { fullOptions, toEngineInput } from './toEngineInput';
import type { WasmEngine } from './wasmEngine';

let catalog: Catalog;
let engine: WasmEngine;
beforeAll(async () => {
  [catalog, engine] = await Promise.all([openCatalog(), loadNodeEngine()]);
});

const fixture = (id: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../core/tests/fixtures/${id}.input.json`, import.meta.url)), 'utf8'));
const inputOf = (id: string) => toEngineInput(loadPreset(id), 1, (part) => catalog.drive(part), fullOptions);

describe.each(PRESET_IDS)('contract on preset %s', (id) => {
  it('toEngineInput output equals the Rust fixture', () => {
    expect(inputOf(id), `engine/core/tests/fixtures/${id}.input.json is stale: npm run golden`).toEqual(fixture(id));
  });

  it('the full WASM report parses with the Zod schema, losing no field', () => {
    const envelope = engine.evaluateRaw(inputOf(id)) as { ok: boolean; report?: unknown; error?: string };
    expect(envelope.error).toBeUndefined();
    expect(envelope.ok).toBe(true);
    const parsed = Report.safeParse(envelope.report);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    expect(parsed.data).toEqual(envelope.report);
  }, 120_000);
});

describe('the engine memo of network shapes', () => {
  it('never changes a result: warm and cold evaluations of a preset are identical', () => {
    const id = 'xiv-2810';
    engine.resetCaches();
    const cold = engine.evaluateRaw(inputOf(id));
    // Another design's shapes first, then the same design again with its own shapes remembered.
    engine.evaluateRaw(inputOf('nseries-qd16'));
    const warm = engine.evaluateRaw(inputOf(id));
    expect(warm).toEqual(cold);
  }, 120_000);
});

describe('the text path the benchmark times', () => {
  it('gives the envelope evaluateRaw parses, as JSON text', () => {
    const input = inputOf('cisco-ucs-c210-m2');
    const text = engine.evaluateText(JSON.stringify(input));
    expect(JSON.parse(text)).toEqual(engine.evaluateRaw(input));
    expect(JSON.parse(engine.evaluateText('{"servers":'))).toMatchObject({ ok: false });
  }, 120_000);

  it('is printable ASCII (the decoder fast path) and its strings keep every character', () => {
    const text = engine.evaluateText(JSON.stringify(inputOf('cisco-ucs-c210-m2')));
    expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
    // The Jetstress criterion labels hold '≥', escaped on the way and whole again after parsing.
    expect(text).toContain('\\u2265');
    expect(JSON.stringify(JSON.parse(text))).toContain('≥');
  }, 120_000);
});
